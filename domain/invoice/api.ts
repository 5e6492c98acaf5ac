import * as z from 'zod/mini';

/**
 * The invoice (CFDI) request's API, as schemas: what the order page and the console parse, and
 * what the server's answers are typed from (server/invoices/).
 *
 * - `GET  /api/orders/:orderNumber/invoice-request` → InvoiceStatusAnswer
 * - `POST /api/orders/:orderNumber/invoice-request` → 201 InvoiceRequestView (200: the same
 *   request sent again)
 * - `GET  /api/orders/:orderNumber/invoice/pdf|xml` → the file, as an attachment
 * - `GET  /api/admin/invoice-requests?status=open|attached` → InvoiceRequestsAnswer
 * - `PUT  /api/admin/orders/:orderNumber/invoice` with `{ pdf, xml }` (base64) → InvoiceRequestView
 */

export const InvoiceRequestView = z.object({
  orderNumber: z.string(),
  status: z.enum(['open', 'attached']),
  rfc: z.string(),
  name: z.string(),
  taxRegime: z.string(),
  cfdiUse: z.string(),
  postalCode: z.string(),
  requestedAt: z.string(),
  /** The folio fiscal of the factura attached (null while open). */
  uuid: z.nullable(z.string()),
  attachedAt: z.nullable(z.string()),
});
export type InvoiceRequestView = z.infer<typeof InvoiceRequestView>;

/** Whether a factura can be asked for now: 'open', or why not. */
export const InvoiceAvailability = z.enum(['open', 'window-closed', 'not-paid', 'refunded']);
export type InvoiceAvailability = z.infer<typeof InvoiceAvailability>;

export const InvoiceStatusAnswer = z.object({
  request: z.nullable(InvoiceRequestView),
  availability: InvoiceAvailability,
  /** When the window to ask closes (the end of the month of purchase, Mexico City). */
  closesAt: z.string(),
});
export type InvoiceStatusAnswer = z.infer<typeof InvoiceStatusAnswer>;

export const InvoiceRequestsAnswer = z.object({
  requests: z.array(
    z.extend(InvoiceRequestView, {
      placedAt: z.string(),
      totalCents: z.number(),
      email: z.nullable(z.string()),
    }),
  ),
});
export type InvoiceRequestsAnswer = z.infer<typeof InvoiceRequestsAnswer>;

/** The error codes of these routes, beside 404 ORDER_NOT_FOUND. */
export const INVOICE_ERRORS = {
  /** A field is wrong: `field` names the first, `fields` all ({ field, problem }). */
  invalid: 'INVOICE_INVALID',
  /** Another request is open for this order (a different one; the same one again answers 200). */
  alreadyRequested: 'INVOICE_ALREADY_REQUESTED',
  /** The factura of this order has been issued already. */
  alreadyIssued: 'INVOICE_ALREADY_ISSUED',
  /** The month of purchase is over (`closesAt`): the sale is in the global factura. */
  windowClosed: 'INVOICE_WINDOW_CLOSED',
  /** The payment is under review or was not made. */
  notPaid: 'INVOICE_ORDER_NOT_PAID',
  /** The order was refunded, in whole or in part. */
  refunded: 'INVOICE_ORDER_REFUNDED',
  /** The console's upload: a file that is not what it should be (`file`, `problem`). */
  fileInvalid: 'INVOICE_FILE_INVALID',
  /** The console's upload for an order nobody asked a factura for. */
  noRequest: 'INVOICE_NOT_REQUESTED',
} as const;
