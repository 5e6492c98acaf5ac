import type { OrderState } from './lifecycle';
import type { Order, Shipment } from './order';
import type { PaymentStatus } from './payment';

/**
 * When an operator may ship, refund, cancel or mark delivered an order, and if not, why: pure rules over the
 * order and its payment record. The API answers a refusal as its code and the facts its words
 * need (`409 { error: code, … }`), the console says it in its own language, and the database
 * still has the last word (shipping checks the state in the statement that writes).
 */

/** Why an action is not possible now: a code, and the facts a sentence about it needs. */
export type ActionRefusal =
  /** No payment recorded: the order is in `state` (created, expired…). */
  | { code: 'NOT_PAID'; state: OrderState }
  /** PayPal still reviews the payment. */
  | { code: 'UNDER_REVIEW' }
  /** PayPal denied the payment: no money was taken. */
  | { code: 'PAYMENT_DENIED' }
  /** Every cent went back. */
  | { code: 'REFUNDED' }
  /** Nothing in it ships: a subscription, or an order of no physical good. */
  | { code: 'NOTHING_TO_SHIP'; subscription: boolean }
  /** It left already: when, with whom, under which number. */
  | {
      code: 'ALREADY_SHIPPED';
      shipment: Pick<Shipment, 'shippedAt' | 'carrier' | 'trackingNumber'>;
    }
  /** Everything captured is refunded or being refunded. */
  | { code: 'NOTHING_TO_REFUND' }
  /** It has not left yet: it cannot have been delivered. */
  | { code: 'NOT_SHIPPED' }
  /** It was marked delivered already, at `deliveredAt`. */
  | { code: 'ALREADY_DELIVERED'; deliveredAt: string }
  /** The buyer's cancellation request was declined already (domain/order/cancellation.ts). */
  | { code: 'CANCELLATION_DECLINED' }
  /** There is no open cancellation request to approve or decline. */
  | { code: 'NO_CANCELLATION_REQUEST' };

export type ActionRefusalCode = ActionRefusal['code'];

type OrderFacts = Pick<Order, 'shipsGoods' | 'type' | 'state' | 'shipment'>;
/** What the rules read of the payment record: its status (null: none recorded). */
type PaymentFacts = { status: PaymentStatus } | null;

/** Why the payment forbids fulfilling the order, or null when it is paid. */
function unpaidRefusal(payment: PaymentFacts, state: OrderState): ActionRefusal | null {
  if (!payment) return { code: 'NOT_PAID', state };
  switch (payment.status) {
    case 'PENDING':
      return { code: 'UNDER_REVIEW' };
    case 'DENIED':
      return { code: 'PAYMENT_DENIED' };
    case 'REFUNDED':
      return { code: 'REFUNDED' };
    default:
      return null;
  }
}

function shippedRefusal(shipment: Shipment): ActionRefusal {
  const { shippedAt, carrier, trackingNumber } = shipment;
  return { code: 'ALREADY_SHIPPED', shipment: { shippedAt, carrier, trackingNumber } };
}

/**
 * Null when the order can be shipped now. An order refunded in part still ships (what was not
 * refunded goes out); one shipped already does not ship again.
 */
export function shipRefusal(order: OrderFacts, payment: PaymentFacts): ActionRefusal | null {
  if (order.shipment) return shippedRefusal(order.shipment);
  if (!order.shipsGoods) {
    return { code: 'NOTHING_TO_SHIP', subscription: order.type === 'subscription' };
  }
  return unpaidRefusal(payment, order.state);
}

/**
 * Null when some of the payment can still be refunded: paid (in full or in part refunded) and
 * `refundableCents` left, refunds under way counted. Shipping does not stop a refund.
 */
export function refundRefusal(
  order: Pick<Order, 'state'>,
  payment: PaymentFacts,
  refundableCents: number,
): ActionRefusal | null {
  const unpaid = unpaidRefusal(payment, order.state);
  if (unpaid) return unpaid;
  if (refundableCents <= 0) return { code: 'NOTHING_TO_REFUND' };
  return null;
}

/**
 * Null when the order may be cancelled now (its payment refunded in full and nothing sent):
 * paid and not shipped yet. One that shipped is a return, not a cancellation; one under review
 * cannot be refunded until PayPal decides; an unpaid order has nothing to cancel (it expires).
 */
export function cancelRefusal(order: OrderFacts, payment: PaymentFacts): ActionRefusal | null {
  if (order.shipment) return shippedRefusal(order.shipment);
  return unpaidRefusal(payment, order.state);
}

/** Null when the order can be marked delivered now: it shipped and is not marked delivered yet. */
export function deliverRefusal(order: Pick<Order, 'shipment'>): ActionRefusal | null {
  if (!order.shipment) return { code: 'NOT_SHIPPED' };
  if (order.shipment.deliveredAt) {
    return { code: 'ALREADY_DELIVERED', deliveredAt: order.shipment.deliveredAt };
  }
  return null;
}
