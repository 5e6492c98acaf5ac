import { CancellationAnswer, type CancellationView } from '../../../domain/answers';
import { RECEIPT_TOKEN_HEADER } from '../../../domain/orders-api';
import { ApiCallError, callApi } from '../../lib/api-client';

/** The order page's access to its order: the link's token, or the signed-in buyer's ID token. */
export interface OrderAccess {
  token: string | null;
  getIdToken: () => Promise<string | null>;
}

export type CancellationResult =
  | { kind: 'done'; cancellation: CancellationView }
  /** The API's refusal code (ALREADY_SHIPPED, REFUNDED…), or NETWORK / HTTP_5xx. */
  | { kind: 'refused'; code: string };

/** `POST /api/orders/:orderNumber/cancellation-request` with an optional reason. */
export async function requestCancellation(
  orderNumber: string,
  reason: string,
  access: OrderAccess,
): Promise<CancellationResult> {
  try {
    const idToken = access.token ? null : await access.getIdToken().catch(() => null);
    const { cancellation } = await callApi({
      method: 'POST',
      path: `/api/orders/${encodeURIComponent(orderNumber)}/cancellation-request`,
      idToken,
      headers: access.token ? { [RECEIPT_TOKEN_HEADER]: access.token } : {},
      body: reason.trim() === '' ? {} : { reason },
      answer: CancellationAnswer,
    });
    return { kind: 'done', cancellation };
  } catch (error) {
    return { kind: 'refused', code: error instanceof ApiCallError ? error.code : 'NETWORK' };
  }
}
