import type { InvoiceAvailability } from '#domain/invoice/api';
import type { InvoiceField, InvoiceProblem } from '#domain/invoice/request';

/**
 * The order page's invoice (CFDI factura) panel: the request form, its errors, the request's
 * state and the files. The SAT's catalogue names (regimes, uses) are in domain/invoice.
 */
export interface InvoiceCopy {
  heading: string;
  /** '{date}': the last day a factura may be asked for. */
  intro: string;
  request: string;
  labels: Record<InvoiceField, string>;
  hints: { rfc: string; name: string; postalCode: string };
  chooseRegime: string;
  chooseRegimeFirst: string;
  chooseUse: string;
  submit: string;
  sending: string;
  cancel: string;
  /** Read before the list of fields at fault. '{count}': how many. */
  errorsSummary: string;
  problems: Record<InvoiceField, Partial<Record<InvoiceProblem, string>> & { required: string }>;
  failed: string;
  /** A refusal the form could not have known of (the window closed while it was open…). */
  refusals: Record<
    | 'INVOICE_WINDOW_CLOSED'
    | 'INVOICE_ORDER_NOT_PAID'
    | 'INVOICE_ORDER_REFUNDED'
    | 'INVOICE_ALREADY_REQUESTED',
    string
  >;
  unavailable: Record<Exclude<InvoiceAvailability, 'open'>, string>;
  openHeading: string;
  /** '{date}': when it was asked for. */
  openBody: string;
  readyHeading: string;
  readyBody: string;
  receiver: string;
  uuid: string;
  downloadPdf: string;
  downloadXml: string;
  downloadFailed: string;
  loading: string;
  loadFailed: string;
  retry: string;
}

export const invoice: InvoiceCopy = {
  heading: 'Invoice (factura)',
  intro:
    'Need a CFDI invoice for your tax return? Give your details exactly as they appear on your Constancia de Situación Fiscal. You can ask until {date}.',
  request: 'Request an invoice',
  labels: {
    rfc: 'RFC',
    name: 'Name or company name (razón social)',
    taxRegime: 'Tax regime (régimen fiscal)',
    cfdiUse: 'Use of the invoice (uso del CFDI)',
    postalCode: 'Fiscal postal code',
  },
  hints: {
    rfc: '13 characters for a person, 12 for a company.',
    name: 'As registered with the SAT, without the company type (no “S.A. de C.V.”).',
    postalCode: 'The postal code of your tax address, 5 digits.',
  },
  chooseRegime: 'Choose your tax regime',
  chooseRegimeFirst: 'Choose your tax regime first',
  chooseUse: 'Choose the use',
  submit: 'Send the request',
  sending: 'Sending…',
  cancel: 'Cancel',
  errorsSummary: 'Please correct {count} fields below.',
  problems: {
    rfc: {
      required: 'Enter your RFC.',
      format:
        'This is not an RFC: it has 3 or 4 letters, 6 digits of a date and 3 characters (e.g. GODE561231GR8).',
      date: 'The date in this RFC (its 6 digits, YYMMDD) is not a real day.',
      'check-digit':
        'This RFC’s last character does not match the rest: please check each character.',
      generic: 'This is the SAT’s generic RFC, not yours: enter your own RFC.',
    },
    name: {
      required: 'Enter your name or company name as registered with the SAT.',
      'too-long': 'This name is longer than the SAT allows (254 characters).',
    },
    taxRegime: {
      required: 'Choose your tax regime.',
      unknown: 'Choose a tax regime from the list.',
      'wrong-person-type': 'This regime is not for the kind of taxpayer your RFC belongs to.',
    },
    cfdiUse: {
      required: 'Choose the use of the invoice.',
      unknown: 'Choose a use from the list.',
      'not-allowed': 'The SAT does not allow this use with your tax regime.',
    },
    postalCode: {
      required: 'Enter your fiscal postal code.',
      format: 'A postal code has 5 digits.',
    },
  },
  failed: 'We could not send your request. Please try again.',
  refusals: {
    INVOICE_WINDOW_CLOSED:
      'The month of purchase is over: this order is now in our invoice to the general public.',
    INVOICE_ORDER_NOT_PAID: 'You can request an invoice once your payment is confirmed.',
    INVOICE_ORDER_REFUNDED: 'This order was refunded, so it cannot be invoiced.',
    INVOICE_ALREADY_REQUESTED: 'An invoice has already been requested for this order.',
  },
  unavailable: {
    'window-closed':
      'Invoices can be requested within the month of purchase; this order is in our invoice to the general public. If you need help, write to us.',
    'not-paid': 'You can request an invoice once your payment is confirmed.',
    refunded: 'This order was refunded, so it cannot be invoiced.',
  },
  openHeading: 'Invoice requested',
  openBody:
    'We have your request of {date}. We will email you as soon as your invoice is ready, and you will find it here.',
  readyHeading: 'Your invoice is ready',
  readyBody: 'Download both files: the XML is the legal invoice; the PDF is its printed version.',
  receiver: 'Issued to',
  uuid: 'Folio fiscal (UUID)',
  downloadPdf: 'Download the PDF',
  downloadXml: 'Download the XML',
  downloadFailed: 'The download did not start. Please try again.',
  loading: 'Loading the invoice…',
  loadFailed: 'We could not load the invoice’s state.',
  retry: 'Try again',
};
