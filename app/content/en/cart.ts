/** Copy of the cart: the sidebar, the "Add to cart" button and what screen readers hear. */
import type { PluralForms } from '../../lib/message-format';

export interface CartCopy {
  readonly title: string;
  readonly close: string;
  readonly empty: string;
  readonly emptyHint: string;
  readonly browse: string;
  readonly total: string;
  readonly checkout: string;
  readonly checkoutNote: string;
  readonly addToCart: string;
  /** Custom ELY's button until launch. */
  readonly customElyPending: string;
  /**
   * Custom ELY's button once hydrated, following the server's launch (CUSTOM_ELY_LAUNCH): before a
   * launch other than the catalogue's, '{date}' that day; once launched, a link to subscribe on /ely.
   */
  readonly customElyOpens: string;
  readonly customElySubscribe: string;
  /** The button, and a cart line, of a product with no units left (GET /api/stock). */
  readonly soldOut: string;
  /** Why the sold-out button is disabled, for screen readers. */
  readonly soldOutReason: string;
  readonly remove: string;
  readonly each: string;
  /** Accessible names of the per-line controls, which must say which product they act on. */
  readonly labels: {
    readonly decrease: string;
    readonly increase: string;
    readonly remove: string;
    readonly quantity: string;
    readonly itemCount: PluralForms;
  };
  /** What the cart's live region announces after a change. */
  readonly announcements: {
    readonly added: string;
    readonly removed: string;
    readonly quantity: string;
  };
}

export const cart: CartCopy = {
  title: 'Your cart',
  close: 'Close cart',
  empty: 'Your cart is empty.',
  emptyHint: 'The ELY Holographic Octahedron is in presale now, with ELY free for 1 year.',
  browse: 'Browse products',
  total: 'Total',
  checkout: 'Checkout',
  checkoutNote: 'Shipping address and payment on the next step.',
  addToCart: 'Add to cart',
  customElyPending: 'Available January 1st',
  customElyOpens: 'Available {date}',
  customElySubscribe: 'Subscribe',
  soldOut: 'Sold out',
  soldOutReason: 'No units of {title} are left in this batch.',
  remove: 'Remove',
  each: 'each',
  labels: {
    decrease: 'Decrease quantity of {title}',
    increase: 'Increase quantity of {title}',
    remove: 'Remove {title} from cart',
    quantity: 'Quantity of {title}',
    itemCount: { one: '{count} item', other: '{count} items' },
  },
  announcements: {
    added: '{title} added to cart',
    removed: '{title} removed from cart',
    quantity: '{title}, quantity {quantity}',
  },
};
