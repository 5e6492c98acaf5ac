import type { ActionRefusal } from '#domain/order/operator-actions';
import { ApiError } from './api-error';

/**
 * The order model's refusals (domain/order/operator-actions.ts) as the API answers them, to the
 * console and to the buyer's order page alike: `409 { error: code, message, …facts }`. The browser
 * words a refusal from its code and facts in its own language; `message` is an English sentence
 * for scripts and logs.
 */

function englishSentence(refusal: ActionRefusal): string {
  switch (refusal.code) {
    case 'NOT_PAID':
      return `This order is not paid (its state is ${refusal.state}).`;
    case 'UNDER_REVIEW':
      return 'PayPal is still reviewing this payment: wait until it completes.';
    case 'PAYMENT_DENIED':
      return 'PayPal denied this payment: no money was taken.';
    case 'REFUNDED':
      return 'This order was refunded in full.';
    case 'NOTHING_TO_SHIP':
      return refusal.subscription
        ? 'A subscription has nothing to ship.'
        : 'This order holds nothing to ship.';
    case 'ALREADY_SHIPPED': {
      const { shippedAt, carrier, trackingNumber } = refusal.shipment;
      return `This order shipped on ${shippedAt.slice(0, 10)} with ${carrier} (${trackingNumber}).`;
    }
    case 'NOTHING_TO_REFUND':
      return 'Everything captured is refunded or being refunded.';
    case 'NOT_SHIPPED':
      return 'This order has not shipped: ship it first.';
    case 'ALREADY_DELIVERED':
      return `This order was marked delivered on ${refusal.deliveredAt.slice(0, 10)}.`;
    case 'CANCELLATION_DECLINED':
      return 'A cancellation of this order was requested and declined already.';
    case 'NO_CANCELLATION_REQUEST':
      return 'There is no open cancellation request on this order.';
  }
}

/** A refused action, as the API answers it: 409 with the code, the facts and a sentence. */
export function refusalError(refusal: ActionRefusal): ApiError {
  const { code, ...facts } = refusal;
  return new ApiError(409, code, englishSentence(refusal), facts);
}
