import type { ActionState } from '../../domain/admin-api';
import type { Order } from '../../domain/order/order';
import type { Payment } from '../../domain/order/payment';

/**
 * Which operator actions an order allows, and in plain words why not. The console shows the
 * reason beside a disabled action; the API answers it with 409 when the action is tried anyway
 * (the database has the last word: shipping checks the state in the statement that writes).
 */

export interface Refusal {
  code: string;
  message: string;
}

type OrderFacts = Pick<Order, 'shipsGoods' | 'type' | 'state' | 'shipment'>;

/** Why a payment's status forbids fulfilling it, or null when it is paid. */
function unpaidReason(record: Payment | null, state: string): Refusal | null {
  if (!record) {
    return { code: 'NOT_PAID', message: `This order is not paid (its state is ${state}).` };
  }
  switch (record.status) {
    case 'PENDING':
      return {
        code: 'UNDER_REVIEW',
        message: 'PayPal is still reviewing this payment: wait until it completes.',
      };
    case 'DENIED':
      return { code: 'PAYMENT_DENIED', message: 'PayPal denied this payment: no money was taken.' };
    case 'REFUNDED':
      return { code: 'REFUNDED', message: 'This order was refunded in full.' };
    default:
      return null;
  }
}

/** Null when the order can be shipped now; otherwise why not. */
export function shipRefusal(order: OrderFacts, record: Payment | null): Refusal | null {
  if (order.shipment) {
    return {
      code: 'ALREADY_SHIPPED',
      message: `This order shipped on ${order.shipment.shippedAt.slice(0, 10)} with ${order.shipment.carrier} (${order.shipment.trackingNumber}).`,
    };
  }
  if (!order.shipsGoods) {
    return {
      code: 'NOTHING_TO_SHIP',
      message:
        order.type === 'subscription'
          ? 'A subscription has nothing to ship.'
          : 'This order holds nothing to ship.',
    };
  }
  return unpaidReason(record, order.state);
}

/** Null when the order can be marked delivered now: it shipped and is not delivered yet. */
export function deliverRefusal(order: Pick<Order, 'shipment'>): Refusal | null {
  if (!order.shipment) {
    return { code: 'NOT_SHIPPED', message: 'This order has not shipped: ship it first.' };
  }
  if (order.shipment.deliveredAt) {
    return {
      code: 'ALREADY_DELIVERED',
      message: `This order was marked delivered on ${order.shipment.deliveredAt.slice(0, 10)}.`,
    };
  }
  return null;
}

/** Null when some of the payment can still be refunded; otherwise why not. */
export function refundRefusal(
  order: Pick<Order, 'state'>,
  record: Payment | null,
  refundableCents: number,
): Refusal | null {
  const unpaid = unpaidReason(record, order.state);
  if (unpaid) return unpaid;
  if (refundableCents <= 0) {
    return {
      code: 'NOTHING_TO_REFUND',
      message: 'Everything captured is refunded or being refunded.',
    };
  }
  return null;
}

export function actionState(refusal: Refusal | null): ActionState {
  return refusal ? { allowed: false, reason: refusal.message } : { allowed: true };
}
