/**
 * The buyer's side of the orders API: a receipt (`GET /api/orders/:orderId`) and the signed-in
 * buyer's orders (`GET /api/me/orders`). Types only, shared by the server and the receipt and
 * account pages; amounts are integer US cents.
 */

/** How a receipt link carries its secret: in the URL's fragment, `#token=…`. */
export const RECEIPT_TOKEN_PARAM = 'token';
/** The request header the receipt page sends the token in (never the query string). */
export const RECEIPT_TOKEN_HEADER = 'x-receipt-token';

/** The part of a receipt link after the path: `#token=…`. */
export function receiptFragment(token: string): string {
  return `#${RECEIPT_TOKEN_PARAM}=${encodeURIComponent(token)}`;
}

/** The token in a receipt link's fragment (`location.hash`), or null. */
export function readReceiptToken(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get(RECEIPT_TOKEN_PARAM);
  return token && token.length <= 128 ? token : null;
}

export type {
  MyOrdersAnswer as MyOrdersResponse,
  OrderSummaryAnswer as OrderSummaryView,
  ReceiptAnswer as ReceiptView,
} from './answers';
