import type { OrderEvent } from './events';
import { type ActionRefusal, cancelRefusal, refundRefusal } from './operator-actions';
import type { Order } from './order';
import type { PaymentStatus } from './payment';

/**
 * "Cancel before shipping": the buyer asks on the order page, an operator approves (a full refund
 * through the refund path) or declines with a reason. Pure rules over the order, its payment and
 * its history; the request and the decisions are events of the order ('cancellation-requested',
 * 'cancellation-approved', 'cancellation-declined'), and what the order page and the console show
 * is read from them (`cancellationOf`).
 */

/** The longest reason a buyer or an operator may give, in characters (after trimming). */
export const CANCELLATION_REASON_MAX = 500;

export const CANCELLATION_EVENT_KINDS = [
  'cancellation-requested',
  'cancellation-approved',
  'cancellation-declined',
] as const;

/** Where the buyer's request stands: none, open, or decided (and how). */
export type Cancellation =
  | { state: 'none' }
  | { state: 'requested'; requestedAt: string; reason: string | null }
  | {
      state: 'declined';
      requestedAt: string;
      reason: string | null;
      decidedAt: string;
      declineReason: string;
    }
  | { state: 'approved'; requestedAt: string; reason: string | null; decidedAt: string };

type CancellationEvent = Pick<OrderEvent, 'kind' | 'at' | 'details'>;

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/** The latest request and its decision, from the order's history (oldest first). */
export function cancellationOf(events: readonly CancellationEvent[]): Cancellation {
  let current: Cancellation = { state: 'none' };
  for (const event of events) {
    if (event.kind === 'cancellation-requested') {
      current = { state: 'requested', requestedAt: event.at, reason: text(event.details.reason) };
      continue;
    }
    if (current.state !== 'requested') continue;
    const requestedAt: string = current.requestedAt;
    const reason: string | null = current.reason;
    if (event.kind === 'cancellation-approved') {
      current = { state: 'approved', requestedAt, reason, decidedAt: event.at };
    } else if (event.kind === 'cancellation-declined') {
      const declineReason = text(event.details.reason) ?? '';
      current = { state: 'declined', requestedAt, reason, decidedAt: event.at, declineReason };
    }
  }
  return current;
}

/** A reason as given (trimmed, inner runs of blanks kept); null when there is none. */
export function normaliseReason(reason: string | null | undefined): string | null {
  const trimmed = (reason ?? '').trim();
  return trimmed === '' ? null : trimmed;
}

/**
 * Why a cancellation cannot be asked for or decided now: an order's refusal, or
 * CANCELLATION_DECLINED (the buyer's earlier request was declined: they write to us now, not ask
 * again), or NO_CANCELLATION_REQUEST (there is no open request to decide).
 */
export type CancellationRefusal = ActionRefusal;

type OrderFacts = Pick<Order, 'shipsGoods' | 'type' | 'state' | 'shipment'>;
type PaymentFacts = { status: PaymentStatus } | null;

/**
 * What happens when the buyer asks to cancel: 'open' (an open request stands already: nothing new
 * is written and no second email goes), 'request' (write it), or the refusal. Only a paid order of
 * goods that has not shipped can be cancelled: one that left is a return (the returns policy),
 * one under review, unpaid, refunded or cancelled has nothing to cancel.
 */
export function cancellationRequestDecision(
  order: OrderFacts,
  payment: PaymentFacts,
  cancellation: Cancellation,
): { kind: 'open' } | { kind: 'request' } | { kind: 'refused'; refusal: CancellationRefusal } {
  if (cancellation.state === 'requested' && !order.shipment) return { kind: 'open' };
  const refusal = cancellationRequestRefusal(order, payment, cancellation);
  return refusal ? { kind: 'refused', refusal } : { kind: 'request' };
}

function cancellationRequestRefusal(
  order: OrderFacts,
  payment: PaymentFacts,
  cancellation: Cancellation,
): CancellationRefusal | null {
  const cancel = cancelRefusal(order, payment);
  if (cancel) return cancel;
  if (!order.shipsGoods) {
    return { code: 'NOTHING_TO_SHIP', subscription: order.type === 'subscription' };
  }
  if (cancellation.state === 'approved') return { code: 'REFUNDED' };
  if (cancellation.state === 'declined') return { code: 'CANCELLATION_DECLINED' };
  return null;
}

/**
 * Null when an operator may approve the open request now: a full refund of what is left, before
 * the order ships (one that shipped must be declined: it is a return now).
 */
export function approveCancellationRefusal(
  order: OrderFacts,
  payment: PaymentFacts,
  refundableCents: number,
  cancellation: Cancellation,
): CancellationRefusal | null {
  if (cancellation.state !== 'requested') return { code: 'NO_CANCELLATION_REQUEST' };
  return cancelRefusal(order, payment) ?? refundRefusal(order, payment, refundableCents);
}

/** Null when an operator may decline: there is an open request (whatever became of the order). */
export function declineCancellationRefusal(cancellation: Cancellation): CancellationRefusal | null {
  return cancellation.state === 'requested' ? null : { code: 'NO_CANCELLATION_REQUEST' };
}
