import {
  type MyOrdersResponse,
  RECEIPT_TOKEN_HEADER,
  type ReceiptView,
} from '../../../domain/orders-api';

/**
 * The browser's side of the orders API: a receipt, by its link's token or the signed-in buyer's
 * ID token, and the signed-in buyer's orders. The answer shapes are the API contract's
 * (domain/orders-api.ts), imported as types only.
 */

export type ReceiptResult =
  | { kind: 'found'; receipt: ReceiptView }
  /** No such order, or not this visitor's: the API says the same for both. */
  | { kind: 'not-found' }
  | { kind: 'failed' };

export type MyOrdersResult =
  | { kind: 'found'; orders: MyOrdersResponse['orders'] }
  | { kind: 'signed-out' }
  | { kind: 'failed' };

const bearer = (idToken: string | null): Record<string, string> =>
  idToken ? { authorization: `Bearer ${idToken}` } : {};

async function getJson(url: string, headers: Record<string, string>) {
  const response = await fetch(url, { headers: { accept: 'application/json', ...headers } });
  return { status: response.status, body: response.ok ? await response.json() : null };
}

export async function fetchReceipt(
  orderId: string,
  access: { token: string | null; idToken: string | null },
): Promise<ReceiptResult> {
  try {
    const { status, body } = await getJson(`/api/orders/${encodeURIComponent(orderId)}`, {
      ...(access.token ? { [RECEIPT_TOKEN_HEADER]: access.token } : {}),
      ...bearer(access.idToken),
    });
    if (status === 404) return { kind: 'not-found' };
    if (status !== 200 || !body) return { kind: 'failed' };
    return { kind: 'found', receipt: body as ReceiptView };
  } catch {
    return { kind: 'failed' };
  }
}

export async function fetchMyOrders(idToken: string | null): Promise<MyOrdersResult> {
  if (!idToken) return { kind: 'signed-out' };
  try {
    const { status, body } = await getJson('/api/me/orders', bearer(idToken));
    if (status === 401) return { kind: 'signed-out' };
    if (status !== 200 || !body) return { kind: 'failed' };
    return { kind: 'found', orders: (body as MyOrdersResponse).orders };
  } catch {
    return { kind: 'failed' };
  }
}
