import type { Address } from '#domain/address';
import type { OrderEvent } from '#domain/order/events';
import type { OrderState } from '#domain/order/lifecycle';
import type { NewOrder, Order } from '#domain/order/order';
import type { Payment, PaymentStatus } from '#domain/order/payment';
import type { EventInput } from '../orders/ledger';

/**
 * What the payments area needs of its database: orders created with PayPal, captured once, their
 * payments recorded and followed, webhooks remembered. `postgres-store.ts` beside it is the
 * PostgreSQL (and PGlite) implementation; every change is written with its event in one statement.
 */
/** The address and buyer the payer's browser sent with its capture (each null keeps the order's). */
export interface CaptureInputs {
  address: Address | null;
  uid: string | null;
}

export interface PaymentsStore {
  /**
   * Throws unless a new order could be written now: the database answers, is not read-only, and
   * no other session holds the orders table. Checked before PayPal is asked for an order, so an
   * outage leaves no PayPal order behind that the shop never recorded.
   */
  checkWritable(): Promise<void>;
  /** Stores a new order with its 'created' event (idempotent on its id). */
  insertOrder(order: NewOrder, event: EventInput): Promise<void>;
  findOrder(id: string): Promise<Order | null>;
  /** An order and its payment, if any, in one round trip (the capture route's start). */
  findOrderWithPayment(id: string): Promise<{ order: Order; payment: Payment | null } | null>;
  findPayment(orderId: string): Promise<Payment | null>;
  /**
   * Keeps the signed-in buyer's email on their unpaid order (its emails go there when PayPal gives
   * no payer email). Never on another buyer's order.
   */
  rememberBuyerEmail(orderId: string, buyer: { uid: string; email: string }): Promise<void>;
  /** See `moveOrder` in server/orders/ledger.ts. */
  moveOrder(
    id: string,
    to: OrderState,
    event: EventInput,
    options?: { from?: readonly OrderState[]; recheckInS?: number | null },
  ): Promise<boolean>;
  /**
   * Writes the intent before PayPal is asked to capture ('capturing'); false when the order is in
   * no state to capture, or waits for the payer to approve again after a decline and the caller
   * is not the payer (`byPayer`: the payer's own capture is that new approval, and clears the
   * wait). After a run of refusals for want of approval, no event is written again. `inputs`: the
   * latest address and buyer the payer's browser sent (each null keeps the order's), kept by the
   * same write, so only when the capture starts (an order no longer unpaid keeps its own).
   */
  startCapture(
    id: string,
    event: EventInput,
    options: {
      recheckInS: number;
      byPayer: boolean;
      inputs?: CaptureInputs | undefined;
    },
  ): Promise<boolean>;
  /** The payer has not approved: back to waiting; the first refusal of a run is in the history. */
  refuseUnapproved(id: string, event: EventInput): Promise<void>;
  /**
   * A declined card (or a refusal for the payer's reasons): a new capture attempt, and nobody but
   * the payer captures it until they approve again (compare-and-set on the attempt).
   */
  afterDecline(id: string, declinedAttempt: number, event: EventInput): Promise<void>;
  /**
   * The payer approved at PayPal (its webhook, made at `approvedAt`): a created order becomes
   * approved, unless a capture was declined after that approval (a late delivery: the approval is
   * spent); an approval made after the last decline ends the wait for a new one. False when
   * nothing changed.
   */
  approvalSeen(
    id: string,
    approvedAt: string | null,
    event: EventInput,
    options: {
      recheckInS: number;
      /** PayPal's event that told it, remembered as handled in the same statement. */
      webhook: WebhookSeen;
    },
  ): Promise<boolean>;
  /** Marks an order an operator must look at; the reconciler looks again after `recheckInS`. */
  flagForAttention(
    id: string,
    reason: string,
    recheckInS: number,
    event: EventInput,
  ): Promise<void>;
  /**
   * Writes the payment unless one exists for the order, moves the order to the payment's state
   * with its event (and confirmation email), in one statement; every concurrent writer gets the
   * payment kept, and `inserted` says whether it was this one's.
   */
  savePayment(
    payment: Payment,
    event: EventInput,
  ): Promise<{ payment: Payment; inserted: boolean }>;
  /** Follows PayPal's status and refunds; null when they already agreed (see the ledger). */
  updatePaymentStatus(
    orderId: string,
    change: { status: PaymentStatus; refundedCents: number },
    event: EventInput,
  ): Promise<Payment | null>;
  events(orderId: string): Promise<OrderEvent[]>;
  logEvent(orderId: string, event: EventInput): Promise<void>;
  /** Leases up to `limit` due open orders to one reconciler (SKIP LOCKED, then the lease). */
  claimDueOrders(options: { limit: number; leaseS: number }): Promise<Order[]>;
  /** Every order caught mid-capture becomes due now (at start: its capturer is gone). */
  makeCapturesDue(): Promise<void>;
  scheduleCheck(id: string, inS: number): Promise<void>;
  /** Seconds since the order was created, by the database's clock. */
  ageOf(id: string): Promise<number | null>;
  /**
   * What a webhook about an order needs, in one round trip: whether PayPal's event `eventId` was
   * handled already, the order it names (`orderId`, or else the order whose payment holds
   * `captureId`: refund events name only the capture), null when the shop has none, and its
   * payment record.
   */
  webhookContext(
    eventId: string,
    about: { orderId: string | null; captureId: string | null },
  ): Promise<WebhookContext>;
  /** Whether PayPal's event was handled already (a redelivery). */
  webhookHandled(id: string): Promise<boolean>;
  /**
   * Remembers PayPal's event as handled, once its effect is written (with a line in the order's
   * history the first time).
   */
  markWebhookHandled(event: WebhookSeen): Promise<void>;
}

/** See `webhookContext`. */
export interface WebhookContext {
  handled: boolean;
  order: Order | null;
  payment: Payment | null;
}

/** A PayPal event as the shop remembers it. */
export interface WebhookSeen {
  id: string;
  type: string;
  orderId: string | null;
}

/** The reconciler's first look at a new order: time for the payer to approve and pay. */
export const FIRST_CHECK_S = 120;

/** How soon the reconciler looks again at a payment PayPal is reviewing (webhooks come first). */
export const REVIEW_RECHECK_S = 30 * 60;

/** How soon the reconciler looks again at an order in this state (a capture or a review). */
export function recheckDelayS(state: OrderState): number {
  return state === 'pending' ? REVIEW_RECHECK_S : FIRST_CHECK_S;
}
