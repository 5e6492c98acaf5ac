import type { Actor } from '#domain/order/events';

/**
 * What the stock area needs of its database: the units on sale per product, the units each order
 * holds, and the operators' changes. `postgres-store.ts` beside it is the PostgreSQL (and PGlite)
 * implementation. The holds follow their order's state in the ledger's own statements
 * (server/stock/ledger.ts).
 */
export interface StockStore {
  /**
   * Takes `lines`' units from those on sale, all or none, under `holdId`, until `holdUntilS` from
   * now unless an order claims the hold first; the first product without enough units when one
   * falls short (nothing taken). Products without a count are not limited and hold nothing.
   */
  hold(
    holdId: string,
    lines: readonly StockLine[],
    holdUntilS: number,
  ): Promise<{ ok: true } | { ok: false; product: string; available: number }>;
  /** Gives back the units of a hold no order claimed (PayPal refused to create the order). */
  releaseHold(holdId: string): Promise<void>;
  /** Gives back the units of every unclaimed hold past its time; how many holds. */
  releaseStaleHolds(): Promise<number>;
  /** The units on sale of every limited product. */
  levels(): Promise<StockLevel[]>;
  /** Sets a product's units on sale (null: not limited), with the change audited. */
  set(productId: string, available: number | null, actor: Actor): Promise<StockChange>;
  /** The operators' latest changes, newest first. */
  changes(limit: number): Promise<StockChange[]>;
  /** The units an order held, sold or gave back, per product, oldest first. */
  movesOf(orderId: string): Promise<StockMove[]>;
}

export interface StockMove {
  productId: string;
  quantity: number;
  state: 'held' | 'sold' | 'released';
  heldAt: string;
  /** When it was sold or released (the row's last change); null while held. */
  changedAt: string | null;
}

export interface StockLine {
  id: string;
  quantity: number;
}

export interface StockLevel {
  productId: string;
  /** May be below zero when PayPal captured an order whose hold had been released. */
  available: number;
  /** Units held by orders not paid yet. */
  held: number;
  /** Units sold and not given back. */
  sold: number;
}

export interface StockChange {
  productId: string;
  at: string;
  from: number | null;
  to: number | null;
  actor: Actor;
}
