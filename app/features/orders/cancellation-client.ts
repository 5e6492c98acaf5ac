import { CancellationAnswer, type CancellationView } from '#domain/answers';
import { ApiCallError, callApi } from '../../lib/api-client';
import { type OrderAccess, orderCredentials } from './order-access';

export type CancellationResult =
  | { kind: 'done'; cancellation: CancellationView }
  /** The API's refusal code (ALREADY_SHIPPED, REFUNDED…), or NETWORK / HTTP_5xx. */
  | { kind: 'refused'; code: string };

/** `POST /api/orders/:orderNumber/cancellation-request` with an optional reason. */
export async function requestCancellation(
  orderNumber: string,
  reason: string,
  access: OrderAccess | null,
): Promise<CancellationResult> {
  try {
    const { idToken, headers } = await orderCredentials(access);
    const { cancellation } = await callApi({
      method: 'POST',
      path: `/api/orders/${encodeURIComponent(orderNumber)}/cancellation-request`,
      idToken,
      headers,
      body: reason.trim() === '' ? {} : { reason },
      answer: CancellationAnswer,
    });
    return { kind: 'done', cancellation };
  } catch (error) {
    return { kind: 'refused', code: error instanceof ApiCallError ? error.code : 'NETWORK' };
  }
}
