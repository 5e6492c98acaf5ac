import type { OrderEventKind } from './events';
import type { Payer, PaymentStatus } from './payment';

/**
 * Which email an event in an order's history owes the buyer. Decided here, in one pure function,
 * and written by the statement that writes the event, in the same transaction (the mail outbox,
 * server/platform/order-history.ts): no event is ever missed or mailed twice, and the payment code
 * knows nothing of email.
 */

export const MAIL_KINDS = [
  'confirmation',
  'payment-completed',
  'payment-denied',
  'refund',
  'shipped',
  /** The order page's link again, asked for at "Find my order". */
  'order-link',
  /** A link back to a fresh checkout with an abandoned order's cart (an operator sends it). */
  'checkout-recovery',
  /** The factura (CFDI) the buyer asked for is on the order page. */
  'invoice',
  /** The buyer's cancellation request, confirmed (the approval's email is the refund's). */
  'cancellation-requested',
  /** The operator declined the buyer's cancellation request, with the reason. */
  'cancellation-declined',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** queued → sent; skipped (no address to send to); failed (given up after the retries). */
export type MailStatus = 'queued' | 'sent' | 'skipped' | 'failed';

/** The payment as the event leaves it: the email tells of that moment, however late it goes. */
export interface PaymentMoment {
  status: PaymentStatus;
  refundedCents: number;
}

export interface EmailIntent {
  kind: MailKind;
  /**
   * What makes the email go out at most once: one per order under this key (`{ once: key }`), or
   * one per event ('per-event': each refund, each shipment).
   */
  dedupe: { once: string } | 'per-event';
  /**
   * The payment the email tells of; 'as-recorded' when the event does not change it (read from
   * the record by the same statement).
   */
  payment: PaymentMoment | 'as-recorded';
  /**
   * Conditions on what the buyer has been told already, checked against the outbox by the same
   * statement: 'told-under-review' (a review ends: only a buyer who was told the payment was under
   * review hears how it ended); 'more-refunded' (a refund email tells of more money back than the
   * last one did, never of the same or less, which a late answer from PayPal could otherwise send).
   */
  onlyIf: 'told-under-review' | 'more-refunded' | null;
}

/**
 * The email `event` calls for, given the payment it leaves (`null`: the order has no payment
 * record, so nothing was paid and the payer saw any refusal at checkout), or null for none.
 */
export function emailForEvent(
  event: { kind: OrderEventKind; details?: Record<string, unknown> },
  payment: PaymentMoment | 'as-recorded' | null,
): EmailIntent | null {
  switch (event.kind) {
    case 'captured':
    case 'pending':
    case 'recorded-from-outbox':
      if (payment === null) return null;
      return { kind: 'confirmation', dedupe: { once: 'confirmation' }, payment, onlyIf: null };
    case 'completed':
    case 'denied': {
      if (payment === null) return null;
      // A review ends: straight from PENDING, or from a state a late answer wrote over it.
      const endsReview = event.details?.from === 'PENDING';
      return {
        kind: event.kind === 'completed' ? 'payment-completed' : 'payment-denied',
        dedupe: { once: event.kind },
        payment,
        onlyIf: endsReview ? null : 'told-under-review',
      };
    }
    case 'partially_refunded':
    case 'refunded':
      if (payment === null) return null;
      return { kind: 'refund', dedupe: 'per-event', payment, onlyIf: 'more-refunded' };
    case 'shipped':
      return { kind: 'shipped', dedupe: 'per-event', payment: 'as-recorded', onlyIf: null };
    case 'email-resent': {
      // The same email again, its own row (per event): the rate limit bounds how many.
      const again = event.details?.email;
      if (again !== 'confirmation' && again !== 'shipped') return null;
      return { kind: again, dedupe: 'per-event', payment: 'as-recorded', onlyIf: null };
    }
    case 'recovery-emailed':
      return {
        kind: 'checkout-recovery',
        dedupe: { once: 'checkout-recovery' },
        payment: 'as-recorded',
        onlyIf: null,
      };
    case 'link-requested':
      // Each request its own email: the rate limits, not the outbox, bound how many.
      return { kind: 'order-link', dedupe: 'per-event', payment: 'as-recorded', onlyIf: null };
    case 'invoice-attached':
      return { kind: 'invoice', dedupe: { once: 'invoice' }, payment: 'as-recorded', onlyIf: null };
    case 'cancellation-requested':
    case 'cancellation-declined':
      // Written once per request or decision (the order's cancellation column guards it).
      return { kind: event.kind, dedupe: 'per-event', payment: 'as-recorded', onlyIf: null };
    default:
      return null;
  }
}

/**
 * Where an order's emails go: the contact email given at checkout, else PayPal's payer email, else
 * the signed-in buyer's own (cards may give none).
 */
export function recipientOf(
  payer: Payer,
  buyerEmail: string | null,
  contactEmail: string | null = null,
): string | null {
  return contactEmail || payer.email_address || buyerEmail || null;
}
