/**
 * The console's invoice (CFDI) requests: the open ones, newest first, and the upload of the
 * factura the company's PAC stamped (the shop does not stamp: docs/invoices.md).
 */
export const consoleInvoices = {
  heading: 'Invoice requests',
  intro:
    'Buyers who asked for a CFDI invoice (factura). Issue each one with the company’s PAC, then attach the stamped PDF and XML here: the buyer is emailed and finds both on their order page.',
  loading: 'Loading the invoice requests…',
  none: 'No invoice request is waiting.',
  showOpen: 'Waiting',
  showAttached: 'Attached',
  filterLabel: 'Show requests',
  columns: {
    order: 'Order',
    requested: 'Requested',
    receiver: 'Receiver',
    regime: 'Regime and use',
    postalCode: 'Postal code',
    total: 'Total',
    factura: 'Factura',
  },
  pdf: 'Stamped PDF',
  xml: 'Stamped XML',
  /** '{max}': the size limit. */
  filesHint: 'PDF and XML only, at most {max} each.',
  attach: 'Attach and email the buyer',
  attaching: 'Attaching…',
  /** '{orderNumber}', '{uuid}'. */
  attached: 'Factura {uuid} attached to {orderNumber}; the buyer is being emailed.',
  chooseBoth: 'Choose the PDF and the XML.',
  fileProblems: {
    missing: 'The {file} is missing.',
    'too-large': 'The {file} is larger than {max}.',
    'not-pdf': 'This file is not a PDF.',
    'not-xml': 'This file is not well-formed XML.',
    'not-cfdi': 'This XML is not a CFDI 4.0 (no cfdi:Comprobante of version 4.0).',
    'no-stamp':
      'This XML has no SAT stamp (tfd:TimbreFiscalDigital with a UUID): stamp it with the PAC first.',
  },
  uuid: 'UUID',
  download: { pdf: 'PDF', xml: 'XML' },
  homeOpen: 'Invoices to issue',
  homeOpenHint: 'Requests waiting for their factura',
  seeRequests: 'See the invoice requests',
};
export type ConsoleInvoicesCopy = typeof consoleInvoices;
