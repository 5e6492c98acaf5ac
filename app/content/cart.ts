/** Copy of the cart: the sidebar, the "Add to cart" button and what screen readers hear. */

export const cartCopy = {
  title: 'Your cart',
  close: 'Close cart',
  empty: 'Your cart is empty.',
  emptyHint: 'The ELY Holographic Octahedron is in presale now, with ELY free for 1 year.',
  browse: 'Browse products',
  total: 'Total',
  checkout: 'Checkout',
  checkoutNote: 'Shipping address and payment on the next step.',
  addToCart: 'Add to cart',
  /**
   * Custom ELY's button until launch. The same words as CUSTOM_ELY_PENDING_CTA_LABEL in ely.ts
   * (a test keeps them equal): importing ely.ts here would put the whole /ely page copy into the
   * first-paint JS of every page that has an "Add to cart" button.
   */
  customElyPending: 'Available January 1st',
  remove: 'Remove',
  each: 'each',
} as const;

/** Accessible names of the per-line controls, which must say which product they act on. */
export const cartLabels = {
  decrease: (title: string) => `Decrease quantity of ${title}`,
  increase: (title: string) => `Increase quantity of ${title}`,
  remove: (title: string) => `Remove ${title} from cart`,
  quantity: (title: string) => `Quantity of ${title}`,
  itemCount: (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`,
} as const;

/** What the cart's live region announces after a change. */
export const cartAnnouncements = {
  added: (title: string) => `${title} added to cart`,
  removed: (title: string) => `${title} removed from cart`,
  quantity: (title: string, quantity: number) => `${title}, quantity ${quantity}`,
} as const;
