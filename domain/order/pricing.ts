import { type CartLine, canAddToCart } from '../cart';
import { findProduct, type ProductId, unitsPerOrderLimit } from '../catalog';
import { parseAmount } from '../money';
import type { OrderLine, OrderType } from './order';

/**
 * Pricing an order from the catalogue. The browser says what it wants; the amount is computed
 * here, in integer cents, and a total the browser sends is only checked against it.
 */

export interface PricedOrder {
  lines: OrderLine[];
  totalCents: number;
  type: OrderType;
  /** Holds a physical good, so a shipping address is required. */
  shipsGoods: boolean;
}

export type OrderProblemCode =
  | 'EMPTY_CART'
  | 'UNKNOWN_PRODUCT'
  | 'INVALID_QUANTITY'
  | 'QUANTITY_LIMIT'
  | 'NOT_FOR_SALE'
  | 'MIXED_CART'
  | 'TYPE_MISMATCH'
  | 'PRICE_MISMATCH';

export interface OrderProblem {
  code: OrderProblemCode;
  message: string;
}

export type PricingResult = { ok: true; order: PricedOrder } | { ok: false; problem: OrderProblem };

/** Most units of one product in a single order: beyond it, the company wants a conversation. */
export const MAX_QUANTITY = 99;

const fail = (code: OrderProblemCode, message: string): PricingResult => ({
  ok: false,
  problem: { code, message },
});

/**
 * Prices the requested items. Repeated ids are merged. Products sold by quote cannot be paid
 * online, a presale product is sold at most 3 to an order (QUANTITY_LIMIT, on the merged lines),
 * and a subscription is paid on its own, never in the same order as goods.
 */
export function priceOrder(
  items: readonly CartLine[],
  requestedType?: OrderType,
  now: Date = new Date(),
): PricingResult {
  if (items.length === 0) return fail('EMPTY_CART', 'The cart is empty.');

  const quantities = new Map<ProductId, number>();
  for (const item of items) {
    const product = findProduct(item.id);
    if (!product) return fail('UNKNOWN_PRODUCT', `Unknown product: ${String(item.id)}.`);
    if (!Number.isInteger(item.quantity) || item.quantity < 1 || item.quantity > MAX_QUANTITY) {
      return fail(
        'INVALID_QUANTITY',
        `The quantity of ${product.title} must be a whole number from 1 to ${MAX_QUANTITY}.`,
      );
    }
    if (product.purchase === 'contact' || product.priceCents <= 0) {
      return fail(
        'NOT_FOR_SALE',
        `${product.title} is not sold online: please contact us for a quote.`,
      );
    }
    // The same rule as the Add to cart button: a subscription is sold from its launch on.
    if (!canAddToCart(product, now)) {
      return fail('NOT_FOR_SALE', `${product.title} is not on sale yet.`);
    }
    quantities.set(product.id, (quantities.get(product.id) ?? 0) + item.quantity);
  }

  const lines: OrderLine[] = [];
  let totalCents = 0;
  let subscriptions = 0;
  let shipsGoods = false;
  for (const [id, quantity] of quantities) {
    const product = findProduct(id);
    if (!product) continue; // checked above
    if (quantity > MAX_QUANTITY) {
      return fail(
        'INVALID_QUANTITY',
        `The quantity of ${product.title} must be a whole number from 1 to ${MAX_QUANTITY}.`,
      );
    }
    const limit = unitsPerOrderLimit(product);
    if (limit !== null && quantity > limit) {
      return fail(
        'QUANTITY_LIMIT',
        `At most ${limit} units of ${product.title} per order during the presale.`,
      );
    }
    // Checked above: every product in the order is sold online, so it has a price.
    const unitCents = product.priceCents ?? 0;
    totalCents += unitCents * quantity;
    if (product.purchase === 'subscription') subscriptions += 1;
    shipsGoods ||= product.shipsGoods;
    lines.push({ id, title: product.title, quantity, unitPriceCents: unitCents });
  }

  if (subscriptions > 0 && subscriptions < lines.length) {
    return fail(
      'MIXED_CART',
      'A subscription is paid on its own, not together with other products.',
    );
  }
  const type: OrderType = subscriptions > 0 ? 'subscription' : 'product';
  if (requestedType && requestedType !== type) {
    return fail(
      'TYPE_MISMATCH',
      type === 'subscription'
        ? 'This order is a subscription, not a product purchase.'
        : 'This order holds products, not a subscription.',
    );
  }
  return { ok: true, order: { lines, totalCents, type, shipsGoods } };
}

/**
 * The browser's total, in dollars (number or decimal string), agrees with the server's when it
 * reads as the same cent: a difference of a cent or more is a mismatch.
 */
export function totalMatches(clientTotal: number | string, totalCents: number): boolean {
  return parseAmount(clientTotal) === totalCents;
}

/**
 * What the browser says its cart costs agrees with the server's prices: the cents it counted
 * (`totalCents`) and the specification's dollars (`total`), each compared when it is sent.
 */
export function claimedTotalsMatch(
  claim: { total?: number | string; totalCents?: number },
  totalCents: number,
): boolean {
  return (
    (claim.totalCents === undefined || claim.totalCents === totalCents) &&
    (claim.total === undefined || totalMatches(claim.total, totalCents))
  );
}
