import type { InvoiceCopy } from '../en/invoice';

export const invoice: InvoiceCopy = {
  heading: 'Factura',
  intro:
    '¿Necesitas factura (CFDI) para deducir tu compra? Escribe tus datos tal como aparecen en tu Constancia de Situación Fiscal. Puedes pedirla hasta el {date}.',
  request: 'Solicitar factura',
  labels: {
    rfc: 'RFC',
    name: 'Nombre o razón social',
    taxRegime: 'Régimen fiscal',
    cfdiUse: 'Uso del CFDI',
    postalCode: 'Código postal fiscal',
  },
  hints: {
    rfc: '13 caracteres para persona física, 12 para persona moral.',
    name: 'Como está registrado ante el SAT, sin el régimen societario (sin “S.A. de C.V.”).',
    postalCode: 'El código postal de tu domicilio fiscal, 5 dígitos.',
  },
  chooseRegime: 'Elige tu régimen fiscal',
  chooseRegimeFirst: 'Primero elige tu régimen fiscal',
  chooseUse: 'Elige el uso',
  submit: 'Enviar solicitud',
  sending: 'Enviando…',
  cancel: 'Cancelar',
  errorsSummary: 'Corrige los {count} campos de abajo.',
  problems: {
    rfc: {
      required: 'Escribe tu RFC.',
      format:
        'Esto no es un RFC: tiene 3 o 4 letras, 6 dígitos de una fecha y 3 caracteres (p. ej. GODE561231GR8).',
      date: 'La fecha de este RFC (sus 6 dígitos, AAMMDD) no es un día real.',
      'check-digit':
        'El último carácter de este RFC no corresponde al resto: revisa cada carácter.',
      generic: 'Este es el RFC genérico del SAT, no el tuyo: escribe tu propio RFC.',
    },
    name: {
      required: 'Escribe tu nombre o razón social como está registrado ante el SAT.',
      'too-long': 'Este nombre es más largo de lo que permite el SAT (254 caracteres).',
    },
    taxRegime: {
      required: 'Elige tu régimen fiscal.',
      unknown: 'Elige un régimen fiscal de la lista.',
      'wrong-person-type': 'Este régimen no corresponde al tipo de contribuyente de tu RFC.',
    },
    cfdiUse: {
      required: 'Elige el uso del CFDI.',
      unknown: 'Elige un uso de la lista.',
      'not-allowed': 'El SAT no permite este uso con tu régimen fiscal.',
    },
    postalCode: {
      required: 'Escribe tu código postal fiscal.',
      format: 'El código postal tiene 5 dígitos.',
    },
  },
  failed: 'No pudimos enviar tu solicitud. Inténtalo de nuevo.',
  refusals: {
    INVOICE_WINDOW_CLOSED:
      'Ya terminó el mes de la compra: este pedido quedó en nuestra factura al público en general.',
    INVOICE_ORDER_NOT_PAID: 'Podrás solicitar factura cuando se confirme tu pago.',
    INVOICE_ORDER_REFUNDED: 'Este pedido se reembolsó, así que no se puede facturar.',
    INVOICE_ALREADY_REQUESTED: 'Ya se solicitó una factura de este pedido.',
  },
  unavailable: {
    'window-closed':
      'La factura se solicita dentro del mes de la compra; este pedido quedó en nuestra factura al público en general. Si necesitas ayuda, escríbenos.',
    'not-paid': 'Podrás solicitar factura cuando se confirme tu pago.',
    refunded: 'Este pedido se reembolsó, así que no se puede facturar.',
  },
  openHeading: 'Factura solicitada',
  openBody:
    'Recibimos tu solicitud del {date}. Te escribiremos en cuanto tu factura esté lista, y la encontrarás aquí.',
  readyHeading: 'Tu factura está lista',
  readyBody:
    'Descarga ambos archivos: el XML es la factura legal; el PDF, su representación impresa.',
  receiver: 'Emitida a',
  uuid: 'Folio fiscal (UUID)',
  downloadPdf: 'Descargar el PDF',
  downloadXml: 'Descargar el XML',
  downloadFailed: 'La descarga no empezó. Inténtalo de nuevo.',
  loading: 'Cargando la factura…',
  loadFailed: 'No pudimos cargar el estado de la factura.',
  retry: 'Intentar de nuevo',
};
