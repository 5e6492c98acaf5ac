import type { Actor, OrderEvent } from '#domain/order/events';
import type { Payment, PaymentStatus } from '#domain/order/payment';
import type { EventInput } from '../orders/ledger';

/**
 * Refunds, reserved in the database before PayPal is asked: the payment's row is locked while the
 * amounts already refunded or under way are added up, so two refunds at once (two operators, a
 * double click, two processes) can never together exceed what was captured.
 */

export type RefundStatus = 'requested' | 'completed' | 'pending' | 'failed';

export interface StoredRefund {
  requestId: string;
  orderId: string;
  amountCents: number;
  status: RefundStatus;
  paypalId: string | null;
  reason: string;
  actor: Actor | null;
  createdAt: string;
}

export type Reservation =
  /** A new refund, written as 'requested': ask PayPal now. */
  | { kind: 'reserved'; refund: StoredRefund; captureId: string }
  /** The same request id was seen before (a double click, a retry): that refund. */
  | { kind: 'existing'; refund: StoredRefund; captureId: string }
  | {
      kind: 'refused';
      code: 'NOT_REFUNDABLE' | 'REFUND_TOO_LARGE';
      /** What can still be refunded, in cents. */
      remainingCents: number;
    };

/** Which refunds of which payments: the operator (uid, or email in any case), the instants, how many. */
export interface RefundsOfPayments {
  paymentIds: string[];
  actor: string | null;
  /** Made at or after. */
  from: Date | null;
  /** Made before. */
  before: Date | null;
  limit: number;
}

/**
 * What refunding needs of its database: the payment, reserving an amount (locked, so refunds never
 * exceed the capture), PayPal's answers, and the payment following them with its event.
 * `postgres-store.ts` beside it is the PostgreSQL (and PGlite) implementation.
 */
export interface RefundsStore {
  payment(orderId: string): Promise<Payment | null>;
  events(orderId: string): Promise<OrderEvent[]>;
  reserve(input: {
    orderId: string;
    requestId: string;
    /** Null: whatever is left. */
    amountCents: number | null;
    reason: string;
    actor: Actor;
  }): Promise<Reservation>;
  /** Records PayPal's answer to a refund. */
  settle(
    requestId: string,
    outcome: { status: Exclude<RefundStatus, 'requested'>; paypalId: string | null },
  ): Promise<StoredRefund>;
  /**
   * What is left of each payment that no refund has taken (asked, waiting at PayPal, or made), in
   * cents, by payment id; a payment not recorded is missing from the map.
   */
  unrefundedCents(paymentIds: string[]): Promise<Map<string, number>>;
  /** The amount of the refund PayPal knows by `paypalId`, in cents; null if none is. */
  amountOfProviderRefund(paypalId: string): Promise<number | null>;
  /** What PayPal has refunded of an order so far, in cents. */
  refundedCents(orderId: string): Promise<number>;
  forOrder(orderId: string): Promise<StoredRefund[]>;
  /**
   * The refunds of these payments, newest first (then by request id, descending), filtered; each
   * with its time to the microsecond (`exactAt`, ISO 8601 UTC), to merge with another list.
   */
  ofPayments(filter: RefundsOfPayments): Promise<(StoredRefund & { exactAt: string })[]>;
  /** The order's refunds PayPal answered PENDING (and has an id for). */
  pendingOf(orderId: string): Promise<StoredRefund[]>;
  /**
   * Leases up to `limit` pending refunds whose check is due to one reconciler (SKIP LOCKED, then
   * the lease: their next check moves `leaseS` ahead).
   */
  claimDuePending(options: { limit: number; leaseS: number }): Promise<StoredRefund[]>;
  updatePaymentStatus(
    orderId: string,
    change: { status: PaymentStatus; refundedCents: number },
    event: EventInput,
  ): Promise<Payment | null>;
  logEvent(orderId: string, event: EventInput): Promise<void>;
  /**
   * A refund PayPal made of this payment (its notice named it), recorded once by PayPal's id: a
   * refund the console asked for is that row already; one made in PayPal's own dashboard becomes
   * a row without an actor. Null when the payment is not recorded here.
   */
  recordProviderRefund(input: {
    orderId: string;
    paypalId: string;
    amountCents: number;
    status: Exclude<RefundStatus, 'requested'>;
  }): Promise<StoredRefund | null>;
}
