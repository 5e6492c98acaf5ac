import { randomUUID } from 'node:crypto';
import { findProduct, PRODUCTS } from '#domain/catalog';
import type { Actor } from '#domain/order/events';
import { ApiError } from '../platform/api-error';
import type { StockChange, StockLevel, StockLine, StockMove, StockStore } from './store';

/**
 * Units on sale of the shop's limited batches. Create-order holds an order's units here before
 * PayPal is asked (a product short of units is refused `409 SOLD_OUT` and PayPal hears nothing);
 * the order's insert claims the hold, and from then on the hold follows the order's state in the
 * ledger's statements (server/stock/ledger.ts). A product without a count is not limited.
 */

/**
 * How long a hold waits for its order's insert. Create-order inserts the order as soon as PayPal
 * answers (its calls are bounded by PAYPAL_TIMEOUT_MS and 3 tries): a hold still unclaimed after
 * this long belongs to a request that died, and the reconciler's next pass releases it.
 */
export const UNCLAIMED_HOLD_S = 15 * 60;

/** The products whose units can be counted: goods that ship. */
export const STOCKED_PRODUCTS = PRODUCTS.filter((product) => product.shipsGoods).map(
  (product) => product.id,
);

const isStocked = (productId: string) =>
  (STOCKED_PRODUCTS as readonly string[]).includes(productId);

export interface StockOverview {
  products: Array<{
    productId: string;
    title: string;
    /** Null: not limited. */
    available: number | null;
    held: number;
    sold: number;
  }>;
  changes: StockChange[];
}

export class StockService {
  constructor(private readonly store: StockStore) {}

  /**
   * Holds the units of `lines` for a new order, or refuses `409 SOLD_OUT` naming the product.
   * The hold's id, which the order's insert claims (a hold of products not limited holds nothing);
   * null for an order of products that are never counted.
   */
  async hold(lines: readonly StockLine[]): Promise<string | null> {
    // An order of nothing that ships (a subscription) has no units to count: no query.
    const counted = lines.filter((line) => isStocked(line.id));
    if (counted.length === 0) return null;
    const holdId = `hold-${randomUUID()}`;
    const held = await this.store.hold(holdId, counted, UNCLAIMED_HOLD_S);
    if (!held.ok) {
      const title = findProduct(held.product)?.title ?? held.product;
      throw new ApiError(
        409,
        'SOLD_OUT',
        held.available === 0
          ? `${title} is sold out. Nothing was charged.`
          : `Only ${held.available} of ${title} left: please order fewer. Nothing was charged.`,
        { product: held.product, available: held.available },
      );
    }
    return holdId;
  }

  /** PayPal did not create the order: its units are on sale again at once. */
  releaseHold(holdId: string): Promise<void> {
    return this.store.releaseHold(holdId);
  }

  /** The reconciler's pass: holds whose request died before its order was stored. */
  releaseStaleHolds(): Promise<number> {
    return this.store.releaseStaleHolds();
  }

  /** The units an order held, sold or gave back (the console's timeline of the order). */
  movesOf(orderId: string): Promise<StockMove[]> {
    return this.store.movesOf(orderId);
  }

  /** `GET /api/stock`: the units on sale of every limited product (never below zero). */
  async publicLevels(): Promise<{ products: Record<string, { available: number }> }> {
    const products: Record<string, { available: number }> = {};
    for (const level of await this.store.levels()) {
      products[level.productId] = { available: Math.max(0, level.available) };
    }
    return { products };
  }

  /** `PUT /api/admin/products/:id/stock`, by an operator; audited. */
  async set(productId: string, available: number | null, actor: Actor): Promise<StockChange> {
    if (!isStocked(productId)) {
      throw new ApiError(
        404,
        'PRODUCT_NOT_STOCKED',
        'Only a product that ships has units on sale.',
        { product: productId },
      );
    }
    return this.store.set(productId, available, actor);
  }

  /** The console's view: every stocked product's units, and the latest changes. */
  async overview(): Promise<StockOverview> {
    const levels = new Map<string, StockLevel>(
      (await this.store.levels()).map((level) => [level.productId, level]),
    );
    return {
      products: STOCKED_PRODUCTS.map((productId) => {
        const level = levels.get(productId);
        return {
          productId,
          title: findProduct(productId)?.title ?? productId,
          available: level ? level.available : null,
          held: level?.held ?? 0,
          sold: level?.sold ?? 0,
        };
      }),
      changes: await this.store.changes(50),
    };
  }
}
