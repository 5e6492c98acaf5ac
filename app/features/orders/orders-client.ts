import { MyOrdersAnswer, ReceiptAnswer } from '#domain/answers';
import { RECEIPT_TOKEN_HEADER } from '#domain/orders-api';
import { ApiCallError, callApi } from '../../lib/api-client';

/**
 * The browser's side of the orders API: a receipt, by its link's token or the signed-in buyer's
 * ID token, and the signed-in buyer's orders, through the one API client.
 */

export type ReceiptResult =
  | { kind: 'found'; receipt: ReceiptAnswer }
  /** No such order, or not this visitor's: the API says the same for both. */
  | { kind: 'not-found' }
  | { kind: 'failed' };

export type MyOrdersResult =
  | { kind: 'found'; orders: MyOrdersAnswer['orders'] }
  | { kind: 'signed-out' }
  | { kind: 'failed' };

/** A receipt, by the order's number (or PayPal's order id, in a link made before numbers). */
export async function fetchReceipt(
  orderRef: string,
  access: { token: string | null; idToken: string | null },
  signal?: AbortSignal,
): Promise<ReceiptResult> {
  try {
    const receipt = await callApi({
      signal,
      path: `/api/orders/${encodeURIComponent(orderRef)}`,
      idToken: access.idToken,
      headers: access.token ? { [RECEIPT_TOKEN_HEADER]: access.token } : {},
      answer: ReceiptAnswer,
    });
    return { kind: 'found', receipt };
  } catch (error) {
    if (error instanceof ApiCallError && error.status === 404) return { kind: 'not-found' };
    return { kind: 'failed' };
  }
}

export async function fetchMyOrders(
  idToken: string | null,
  signal?: AbortSignal,
): Promise<MyOrdersResult> {
  if (!idToken) return { kind: 'signed-out' };
  try {
    const { orders } = await callApi({
      path: '/api/me/orders',
      idToken,
      answer: MyOrdersAnswer,
      signal,
    });
    return { kind: 'found', orders };
  } catch (error) {
    if (error instanceof ApiCallError && error.status === 401) return { kind: 'signed-out' };
    return { kind: 'failed' };
  }
}
