/**
 * The cart's rules, shared by the browser (the cart store) and the server (pricing an order).
 * Every function is pure and returns a new cart; a cart is never mutated in place.
 *
 * Rules (product spec §4, §9): adding an id already in the cart adds 1 to its quantity, otherwise
 * the item is added with quantity 1; a quantity never goes below 1; an item can be removed; the
 * cart can be cleared. A presale product stops at its limit per order (3, domain/catalog.ts): one
 * more changes nothing, as the API refuses more (QUANTITY_LIMIT). The total is each line's price times its quantity, in integer cents (the
 * spec reads the price text's digits and dot, which give the same cents: see `cartItemFields`).
 */

import {
  findProduct,
  isOnSale,
  isSellable,
  type Product,
  type SellableProduct,
  unitsPerOrderLimit,
} from './catalog';
import { formatMoney, specPriceText } from './money';

/** One line of the cart, with the fields the spec names, and the price as cents to add up. */
export interface CartItem {
  id: string;
  title: string;
  /**
   * The specification's price text ('$391'), made from `priceCents`: the spec's data, which its
   * own reading (digits and dot) turns back into the cents. Pages show `formatMoney`'s text.
   */
  price: string;
  /** The unit price in US cents, from the catalogue. */
  priceCents: number;
  /** Always a whole number ≥ 1. */
  quantity: number;
  image: string;
  category: string;
}

export type Cart = readonly CartItem[];

/** What a cart needs to remember of a line: the rest comes from the catalogue. */
export interface CartLine {
  id: string;
  quantity: number;
}

export const EMPTY_CART: Cart = [];

/** The most units of a product one cart (one order) may hold, or null when no limit applies. */
export function quantityLimit(id: string): number | null {
  const product = findProduct(id);
  return product ? unitsPerOrderLimit(product) : null;
}

/** Whether a line holds as many units as an order may: its + then changes nothing. */
export function isAtQuantityLimit(line: Pick<CartItem, 'id' | 'quantity'>): boolean {
  const limit = quantityLimit(line.id);
  return limit !== null && line.quantity >= limit;
}

/**
 * Adds one of `item`: a new line with quantity 1, or one more of the line with the same id, up to
 * its limit.
 */
export function addItem(cart: Cart, item: Omit<CartItem, 'quantity'>): Cart {
  if (cart.some((line) => line.id === item.id)) return incrementItem(cart, item.id);
  return [...cart, { ...item, quantity: 1 }];
}

/** One more, never beyond the product's limit per order. */
export function incrementItem(cart: Cart, id: string): Cart {
  return cart.map((line) =>
    line.id === id && !isAtQuantityLimit(line) ? { ...line, quantity: line.quantity + 1 } : line,
  );
}

/** Takes one away, but never below 1: removing a line is its own, explicit action. */
export function decrementItem(cart: Cart, id: string): Cart {
  return cart.map((line) =>
    line.id === id && line.quantity > 1 ? { ...line, quantity: line.quantity - 1 } : line,
  );
}

export function removeItem(cart: Cart, id: string): Cart {
  return cart.filter((line) => line.id !== id);
}

export function clearCart(): Cart {
  return EMPTY_CART;
}

/** How many units the cart holds (the navbar's indicator). */
export function cartCount(cart: Cart): number {
  return cart.reduce((sum, line) => sum + line.quantity, 0);
}

/** Price × quantity of one line, in integer cents. */
export function lineTotalCents(item: Pick<CartItem, 'priceCents' | 'quantity'>): number {
  return item.priceCents * item.quantity;
}

export function cartTotalCents(cart: Cart): number {
  return cart.reduce((sum, line) => sum + lineTotalCents(line), 0);
}

export interface CartTotal {
  cents: number;
  /** With two decimals, as the specification shows the total: 'US$782.00' (en-US). */
  formatted: string;
}

export function cartTotal(cart: Cart, locale = 'en-US'): CartTotal {
  const cents = cartTotalCents(cart);
  return { cents, formatted: formatMoney(cents, locale) };
}

/**
 * Whether a product may go in the cart: a product sold online, from its own `availableFrom` on;
 * products sold by quote or by contact never (their pages link to the contact form).
 */
export function canAddToCart(product: Product, now: Date = new Date()): boolean {
  return isOnSale(product, now);
}

/** The cart fields of a product sold online, without a quantity. */
export function cartItemFields(product: SellableProduct): Omit<CartItem, 'quantity'> {
  return {
    id: product.id,
    title: product.title,
    // The specification's price text ('$391'): the spec's own reading of it (digits and dot)
    // gives `priceCents` back. Shown prices are formatted in the page's language from
    // `priceCents`, with the currency named ('US$391', 'USD 391').
    price: specPriceText(product.priceCents),
    priceCents: product.priceCents,
    image: product.image,
    category: product.category,
  };
}

/**
 * Rebuilds a cart from remembered lines (browser storage, a request body) against the catalogue:
 * lines whose id is unknown or not purchasable are dropped, repeated ids are merged, a quantity
 * above the product's limit is brought down to it (a cart kept from before the limit), and title,
 * price, image and category always come from the catalogue, never from the input.
 */
export function cartFromLines(lines: readonly CartLine[], now: Date = new Date()): Cart {
  const cart: CartItem[] = [];
  for (const line of lines) {
    const product = findProduct(line.id);
    if (!product || !isSellable(product) || !canAddToCart(product, now)) continue;
    if (!isValidQuantity(line.quantity)) continue;
    const existing = cart.find((item) => item.id === product.id);
    if (existing) existing.quantity += line.quantity;
    else cart.push({ ...cartItemFields(product), quantity: line.quantity });
  }
  for (const item of cart)
    item.quantity = Math.min(item.quantity, quantityLimit(item.id) ?? item.quantity);
  return cart;
}

export function isValidQuantity(quantity: unknown): quantity is number {
  return typeof quantity === 'number' && Number.isSafeInteger(quantity) && quantity >= 1;
}
