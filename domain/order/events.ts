/**
 * What can happen to an order, as its history tells it (table `order_events`), and who did it.
 * Whatever reacts to an order's life (the buyer's emails, the console's timeline) reads these.
 */

/** Who started a step: the browser's create or capture call, PayPal's webhook, the reconciler, an operator. */
export const EVENT_SOURCES = [
  'create-route',
  'capture-route',
  'webhook',
  'reconciler',
  'operator',
  /** "Find my order": someone gave the order's email and number (server/orders/find-order.ts). */
  'find-order',
  /** The buyer's own account: a guest order attached to it, or left by it when it was deleted. */
  'account',
  /** The buyer on their order page (receipt link or account): a factura or a cancellation requested. */
  'order-page',
] as const;
export type EventSource = (typeof EVENT_SOURCES)[number];

/**
 * A payment's status changes are named after the new status in lower case ('completed' after
 * 'pending', 'denied', 'partially_refunded', 'refunded').
 */
export const ORDER_EVENT_KINDS = [
  /** The order was created with PayPal (details: total in cents). */
  'created',
  /** The payer approved it at PayPal. */
  'approved',
  /** PayPal wants the payer to approve again (after a declined card, say). */
  'awaiting-approval',
  /** A capture is under way (written before PayPal is called). */
  'capture-started',
  'capture-refused',
  /** The card or account was declined: no money moved. */
  'declined',
  /** Paid: the payment's record was written. */
  'captured',
  /** Paid, and held by PayPal for review: the record was written with status PENDING. */
  'pending',
  /** The record came in from the outbox after a database failure (details: status). */
  'recorded-from-outbox',
  /** A payment under review was completed. */
  'completed',
  /** A payment under review was refused: the money went back to the buyer. */
  'denied',
  'partially_refunded',
  'refunded',
  /** Never approved, or voided at PayPal. */
  'expired',
  /**
   * The shop closed an unpaid order whose capture it refused (the buyer's cart changed), so that
   * nobody captures it after the buyer was told to pay again (details: why, the refusal's code).
   */
  'closed',
  'webhook-received',
  'refund-requested',
  'refund-refused',
  /** An operator shipped it (details: carrier, trackingNumber, trackingUrl). */
  'shipped',
  /** An operator marked the shipped parcel delivered (details: none; the time is the event's). */
  'delivered',
  /** The database refused its payment record: an operator must look (details: reason). */
  'needs-attention',
  /**
   * Someone gave the order's email and number at "Find my order": the order page's link was
   * emailed to the order's address (and nowhere else).
   */
  'link-requested',
  /**
   * A guest order whose contact email the account verified was put on that account (details:
   * email; actor: the account).
   */
  'attached-to-account',
  /** The account was deleted by its owner; the order is kept for accounting without the uid. */
  'detached-from-account',
  /**
   * An operator sent an email of the order again (details: email, 'confirmation' or 'shipped'):
   * the same email, queued again through the mail outbox.
   */
  'email-resent',
  /**
   * An operator emailed the buyer of an abandoned checkout a link back to a fresh checkout with
   * the same cart (once per order; details: none, the link's token is never in the history).
   */
  'recovery-emailed',
  /** The buyer asked for a factura (details: rfc, taxRegime, cfdiUse; server/invoices/). */
  'invoice-requested',
  /** An operator attached the factura the PAC stamped (details: uuid): the buyer is emailed. */
  'invoice-attached',
  /** The buyer asked to cancel before shipping (details: reason, or null). */
  'cancellation-requested',
  /** An operator approved the open request: the order was refunded in full (details: refundId). */
  'cancellation-approved',
  /** An operator declined the open request (details: reason, which the buyer is emailed). */
  'cancellation-declined',
] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];

/** Who acted, for the operator's actions. */
export interface Actor {
  uid: string;
  email: string | null;
}

export interface OrderEvent {
  id: number;
  orderId: string;
  at: string;
  source: EventSource;
  kind: OrderEventKind;
  details: Record<string, unknown>;
  actor: Actor | null;
}
