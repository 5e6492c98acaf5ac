import type { ActionState } from '../../domain/admin-api';
import type { ActionRefusal } from '../../domain/order/operator-actions';
import { ApiError } from '../platform/api-error';

/**
 * The API's side of the order model's rules (domain/order/operator-actions.ts): a refusal as the
 * detail's action state, or as a `409 { error: code, message, …facts }`. The console words it from
 * the code and the facts in its own language; `message` is an English sentence for scripts and
 * logs, never shown in the console.
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

/** The detail's word on an action: allowed, or the refusal (code and facts). */
export function actionState(refusal: ActionRefusal | null): ActionState {
  return refusal ? { allowed: false, refusal } : { allowed: true };
}

/** A refused action, as the API answers it: 409 with the code, the facts and a sentence. */
export function refusalError(refusal: ActionRefusal): ApiError {
  const { code, ...facts } = refusal;
  return new ApiError(409, code, englishSentence(refusal), facts);
}
