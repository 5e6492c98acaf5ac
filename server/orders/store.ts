import type { OrderState } from '#domain/order/lifecycle';
import type { OrderSummaryView, ReceiptView } from '#domain/orders-api';

/**
 * What a buyer may read of their orders: a paid order's receipt (with the secrets that decide who
 * may see it) and a signed-in buyer's own orders. Only orders with a payment record have a
 * receipt: an order never paid is nothing to show. `postgres-store.ts` beside it implements it.
 */
export interface OrdersStore {
  /**
   * A paid order's receipt, named by its number or by PayPal's order id; null when there is no
   * such order or it was never paid.
   */
  findReceipt(orderRef: string): Promise<StoredReceipt | null>;
  /** The paid orders whose record carries this uid, newest first. */
  listBuyerOrders(uid: string, limit?: number): Promise<OrderSummaryView[]>;
  /**
   * "Find my order": when `orderNumber` names an order with a page whose emails go to `email`
   * (in any case), writes its 'link-requested' event and queues the email with the order page's
   * link, to the order's own address; true then. Otherwise writes nothing; false. The same
   * statement runs either way, so both take about as long.
   */
  requestOrderLink(request: { email: string; orderNumber: string }): Promise<boolean>;
  /**
   * Puts on the account `uid` the paid guest orders (no uid) whose checkout contact email is
   * `verifiedEmail` (any case), each with an 'attached-to-account' event; an order another
   * account holds is never taken. Only for an email the account has proven. Returns the numbers
   * of the orders attached now.
   */
  attachGuestOrders(uid: string, verifiedEmail: string): Promise<string[]>;
  /**
   * The buyer's cancellation request: writes its 'cancellation-requested' event (details: the
   * reason) and queues its confirmation email, when the order has no request yet and has not
   * shipped; true then. Otherwise writes nothing; false (a second click, or it shipped meanwhile).
   */
  requestCancellation(orderId: string, reason: string | null): Promise<boolean>;
}

/** A receipt with who may see it; the route strips these before answering. */
export interface StoredReceipt {
  view: ReceiptView;
  /** The uid on the payment record: that signed-in buyer may see it. */
  uid: string | null;
  /** Whoever holds the receipt link's token may see it. */
  receiptToken: string;
  /** The order's state (domain/order/lifecycle.ts), for the rules of what the buyer may do. */
  state: OrderState;
}

/** The most orders "My orders" lists (a buyer with more is a conversation, not a page). */
export const MY_ORDERS_LIMIT = 100;
