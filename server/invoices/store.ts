import type { InvoiceRequestData } from '#domain/invoice/request';
import type { Actor } from '#domain/order/events';
import type { PaymentStatus } from '#domain/order/payment';

/**
 * What the invoices area keeps: a buyer's request for a factura of a paid order, and the files
 * the company's PAC stamped, attached by an operator. `postgres-store.ts` implements it.
 */

export interface StoredInvoiceRequest extends InvoiceRequestData {
  orderNumber: string;
  status: 'open' | 'attached';
  requestedAt: string;
  uuid: string | null;
  attachedAt: string | null;
}

/** A paid order, as far as its factura goes, with who may see it. */
export interface InvoiceOrder {
  orderId: string;
  orderNumber: string;
  /** The signed-in buyer on its payment record. */
  uid: string | null;
  receiptToken: string;
  status: PaymentStatus;
  /** When it was paid (the payment record's date): the window counts from it. */
  placedAt: Date;
  request: StoredInvoiceRequest | null;
}

export interface OpenInvoiceRequest extends StoredInvoiceRequest {
  placedAt: string;
  totalCents: number;
  email: string | null;
}

export type InvoiceFileKind = 'pdf' | 'xml';

export interface InvoicesStore {
  /** A paid order (one with a payment record) by its number or PayPal's id; null otherwise. */
  findOrder(orderRef: string): Promise<InvoiceOrder | null>;
  /**
   * Stores the request with its 'invoice-requested' event, in one statement; null when the order
   * already has one (a request raced this one): nothing is written then.
   */
  createRequest(
    orderId: string,
    request: InvoiceRequestData,
    requestedBy: string | null,
  ): Promise<StoredInvoiceRequest | null>;
  /** Requests by status, newest first. */
  listRequests(status: 'open' | 'attached', limit: number): Promise<OpenInvoiceRequest[]>;
  /** How many requests wait for their factura. */
  countOpen(): Promise<number>;
  /**
   * Attaches the files to the order's open request, with its 'invoice-attached' event and the
   * buyer's email, in one statement; null when the order has no open request.
   */
  attach(
    orderId: string,
    files: { pdf: Uint8Array; xml: Uint8Array; uuid: string },
    actor: Actor,
  ): Promise<StoredInvoiceRequest | null>;
  /** One file of an order's factura, or null before it is attached. */
  file(orderId: string, kind: InvoiceFileKind): Promise<Uint8Array | null>;
}
