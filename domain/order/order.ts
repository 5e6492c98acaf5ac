import type { Address } from '../address';
import type { ProductId } from '../catalog';
import type { Contact } from '../contact';
import type { OrderState } from './lifecycle';

/**
 * An order as the shop keeps it (table `orders`): what was bought, for how much, where it ships,
 * whose it is and where it stands. Amounts are integer US cents.
 */

export type OrderType = 'subscription' | 'product';

/**
 * An order's id: PayPal's order id, the key PayPal and the shop's tables know it by. Buyers and
 * operators know it by its number ('ELY-7K3M9Q', order-number.ts), which the routes that show an
 * order take as well; capturing takes PayPal's id only, as PayPal's buttons name the order.
 */
export const ORDER_ID_PATTERN = /^[A-Z0-9]{1,36}$/;

/** One line of an order, priced by the server from the catalogue. */
export interface OrderLine {
  id: ProductId;
  title: string;
  quantity: number;
  unitPriceCents: number;
}

/** How a good left, once an operator shipped it. */
export interface Shipment {
  shippedAt: string;
  carrier: string;
  trackingNumber: string;
  trackingUrl: string | null;
  /** When an operator marked it delivered; null until then. */
  deliveredAt: string | null;
}

export interface Order {
  /** PayPal's order id. */
  id: string;
  /** The shop's number for it, 'ELY-7K3M9Q': what the buyer and the operators read. */
  orderNumber: string;
  totalCents: number;
  items: OrderLine[];
  type: OrderType;
  /** Holds a good that is shipped (the Octahedron): it needs an address. */
  shipsGoods: boolean;
  state: OrderState;
  /** Bumped after each declined capture: the next capture is a new attempt at PayPal. */
  captureAttempt: number;
  /** 'SYN-XXXXXXXX' for a subscription, drawn when the order is created. */
  subscriptionCode: string | null;
  address: Address | null;
  /** The signed-in buyer's Firebase uid, or null for a guest. */
  uid: string | null;
  createdAt: string;
  updatedAt: string;
  /** How many times the reconciler has asked PayPal about it. */
  checks: number;
  /** The secret of the buyer's receipt link. */
  receiptToken: string;
  /**
   * A capture was declined since the payer last approved: only a new approval (the payer's own
   * capture call, or PayPal's webhook of it) lets the order be captured again.
   */
  needsApproval: boolean;
  /** Set once the order has shipped. */
  shipment: Shipment | null;
}

/**
 * The languages an order can be placed in: the site's (site/locales.ts, which domain/ may not
 * import; a test keeps the two lists equal).
 */
export const ORDER_LOCALES = ['en', 'es'] as const;
export type OrderLocale = (typeof ORDER_LOCALES)[number];

/** What creating an order stores. */
export type NewOrder = Pick<
  Order,
  | 'id'
  | 'orderNumber'
  | 'totalCents'
  | 'items'
  | 'type'
  | 'shipsGoods'
  | 'subscriptionCode'
  | 'address'
  | 'uid'
  | 'receiptToken'
> & {
  /** The signed-in buyer's own email: the order's emails go there when PayPal gives none. */
  buyerEmail: string | null;
  /** The language of the page it was placed on: its emails and links speak it. */
  locale: OrderLocale;
  /** The contact given at checkout (its phone in E.164), or null when none was sent. */
  contact: Contact | null;
  /** The units held for it before PayPal was asked (server/stock/), claimed as it is stored. */
  holdId?: string | null;
};
