import type { ConsoleInvoicesCopy } from '../en/console-invoices';

export const consoleInvoices: ConsoleInvoicesCopy = {
  heading: 'Solicitudes de factura',
  intro:
    'Compradores que pidieron factura (CFDI). Emite cada una con el PAC de la empresa y adjunta aquí el PDF y el XML timbrados: le escribimos al comprador y los encuentra en la página de su pedido.',
  loading: 'Cargando las solicitudes de factura…',
  none: 'No hay solicitudes de factura pendientes.',
  showOpen: 'Pendientes',
  showAttached: 'Adjuntadas',
  filterLabel: 'Mostrar solicitudes',
  columns: {
    order: 'Pedido',
    requested: 'Solicitada',
    receiver: 'Receptor',
    regime: 'Régimen y uso',
    postalCode: 'C. P.',
    total: 'Total',
    factura: 'Factura',
  },
  pdf: 'PDF timbrado',
  xml: 'XML timbrado',
  filesHint: 'Solo PDF y XML, de {max} como máximo cada uno.',
  attach: 'Adjuntar y avisar al comprador',
  attaching: 'Adjuntando…',
  attached: 'Factura {uuid} adjuntada a {orderNumber}; le estamos escribiendo al comprador.',
  chooseBoth: 'Elige el PDF y el XML.',
  fileProblems: {
    missing: 'Falta el {file}.',
    'too-large': 'El {file} pesa más de {max}.',
    'not-pdf': 'Este archivo no es un PDF.',
    'not-xml': 'Este archivo no es un XML bien formado.',
    'not-cfdi': 'Este XML no es un CFDI 4.0 (no tiene un cfdi:Comprobante versión 4.0).',
    'no-stamp':
      'Este XML no tiene el timbre del SAT (tfd:TimbreFiscalDigital con UUID): timbralo primero con el PAC.',
  },
  uuid: 'UUID',
  download: { pdf: 'PDF', xml: 'XML' },
  homeOpen: 'Facturas por emitir',
  homeOpenHint: 'Solicitudes en espera de su factura',
  seeRequests: 'Ver las solicitudes de factura',
};
