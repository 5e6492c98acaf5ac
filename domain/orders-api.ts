import type { Address } from './address';
import type { OrderLine, OrderType, Shipment } from './order/order';
import type { PaymentStatus } from './order/payment';

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

export interface ReceiptView {
  orderId: string;
  /** When the payment was recorded, ISO 8601. */
  placedAt: string;
  status: PaymentStatus;
  totalCents: number;
  refundedCents: number;
  items: OrderLine[];
  type: OrderType;
  /** 'SYN-XXXXXXXX' for a subscription. */
  subscriptionCode: string | null;
  /** The order holds a good that is shipped (the Octahedron). */
  shipsGoods: boolean;
  address: Address | null;
  /** Where the order's emails go: PayPal's payer email, else the signed-in buyer's; or none. */
  email: string | null;
  shipment: Shipment | null;
}

export interface OrderSummaryView {
  orderId: string;
  placedAt: string;
  status: PaymentStatus;
  totalCents: number;
  refundedCents: number;
  items: OrderLine[];
  type: OrderType;
  /** An operator has sent it. */
  hasShipped: boolean;
}

export interface MyOrdersResponse {
  /** Newest first. */
  orders: OrderSummaryView[];
}
