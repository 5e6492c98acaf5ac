import type { Address } from './address';
import type { PaymentStatus } from './order/payment';
import type { OrderType, PricedLine } from './order/pricing';

/**
 * The buyer's side of the orders API: a receipt (`GET /api/orders/:orderId`) and the signed-in
 * buyer's orders (`GET /api/me/orders`). Types only, shared by the server and the receipt and
 * account pages; amounts are USD decimal strings, as in the payment record.
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

/** How a shipped good left, once it has. */
export interface ShipmentView {
  shippedAt: string;
  carrier: string;
  trackingNumber: string;
  trackingUrl: string | null;
}

export interface ReceiptView {
  orderId: string;
  /** When the payment was recorded, ISO 8601. */
  placedAt: string;
  status: PaymentStatus;
  total: string;
  /** Refunded so far ('0.00' when nothing). */
  refunded: string;
  items: PricedLine[];
  type: OrderType;
  /** 'SYN-XXXXXXXX' for a subscription. */
  codigo: string | null;
  /** The order holds a good that is shipped (the Octahedron). */
  shipsGoods: boolean;
  address: Address | null;
  /** Where the order's emails go: PayPal's payer email, else the signed-in buyer's; or none. */
  email: string | null;
  shipment: ShipmentView | null;
}

export interface OrderSummaryView {
  orderId: string;
  placedAt: string;
  status: PaymentStatus;
  total: string;
  refunded: string;
  items: PricedLine[];
  type: OrderType;
  shipped: boolean;
}

export interface MyOrdersResponse {
  /** Newest first. */
  orders: OrderSummaryView[];
}
