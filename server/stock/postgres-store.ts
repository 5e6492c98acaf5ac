import type { Actor } from '../../domain/order/events';
import type { Database } from '../platform/database';
import { iso } from '../platform/order-ledger';
import type { StockChange, StockLevel, StockLine, StockStore } from './store';

interface ChangeRow {
  product_id: string;
  at: Date | string;
  from_units: number | null;
  to_units: number | null;
  actor_uid: string;
  actor_email: string | null;
}

const toChange = (row: ChangeRow): StockChange => ({
  productId: row.product_id,
  at: iso(row.at),
  from: row.from_units,
  to: row.to_units,
  actor: { uid: row.actor_uid, email: row.actor_email },
});

/** Thrown inside the hold's transaction to roll back what it took already. */
class ShortOf extends Error {
  constructor(
    readonly product: string,
    readonly available: number,
  ) {
    super(`not enough units of ${product}`);
  }
}

/** Gives back the units of the held rows `released` returns (a CTE), in the same statement. */
const RESTOCK = `UPDATE stock s SET available = s.available + r.units, updated_at = now()
  FROM (SELECT product_id, sum(quantity)::int AS units FROM released GROUP BY product_id) r
  WHERE s.product_id = r.product_id`;

export class PostgresStockStore implements StockStore {
  constructor(private readonly db: Database) {}

  async hold(
    holdId: string,
    lines: readonly StockLine[],
    holdUntilS: number,
  ): Promise<{ ok: true } | { ok: false; product: string; available: number }> {
    // One line per product, taken in the products' order: two orders for the same products
    // lock their rows in the same order and never wait for each other in a circle.
    const units = new Map<string, number>();
    for (const line of lines) units.set(line.id, (units.get(line.id) ?? 0) + line.quantity);
    const wanted = [...units.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    try {
      await this.db.transaction(async (tx) => {
        for (const [productId, quantity] of wanted) {
          // The row's lock makes every other buyer of the product wait for this answer: the
          // units are counted once, whatever the number of processes.
          const taken = await tx.query<{ available: number }>(
            `UPDATE stock SET available = available - $2, updated_at = now()
             WHERE product_id = $1 AND available >= $2 RETURNING available`,
            [productId, quantity],
          );
          if (taken.rows.length > 0) {
            await tx.query(
              `INSERT INTO stock_holds (hold_id, product_id, quantity, hold_until)
               VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
              [holdId, productId, quantity, holdUntilS],
            );
            continue;
          }
          const left = await tx.query<{ available: number }>(
            'SELECT available FROM stock WHERE product_id = $1',
            [productId],
          );
          const row = left.rows[0];
          if (row) throw new ShortOf(productId, Math.max(0, row.available));
        }
      });
    } catch (error) {
      if (error instanceof ShortOf) {
        return { ok: false, product: error.product, available: error.available };
      }
      throw error;
    }
    return { ok: true };
  }

  async releaseHold(holdId: string): Promise<void> {
    await this.db.query(
      `WITH released AS (
         UPDATE stock_holds SET state = 'released', updated_at = now()
         WHERE hold_id = $1 AND state = 'held' AND order_id IS NULL
         RETURNING product_id, quantity
       ) ${RESTOCK}`,
      [holdId],
    );
  }

  async releaseStaleHolds(): Promise<number> {
    const { rows } = await this.db.query<{ holds: number }>(
      `WITH released AS (
         UPDATE stock_holds SET state = 'released', updated_at = now()
         WHERE state = 'held' AND order_id IS NULL AND hold_until < now()
         RETURNING hold_id, product_id, quantity
       ), restocked AS (${RESTOCK})
       SELECT count(DISTINCT hold_id)::int AS holds FROM released`,
    );
    return rows[0]?.holds ?? 0;
  }

  async levels(): Promise<StockLevel[]> {
    const { rows } = await this.db.query<{
      product_id: string;
      available: number;
      held: number;
      sold: number;
    }>(
      `SELECT s.product_id, s.available,
              coalesce(sum(h.quantity) FILTER (WHERE h.state = 'held'), 0)::int AS held,
              coalesce(sum(h.quantity) FILTER (WHERE h.state = 'sold'), 0)::int AS sold
       FROM stock s LEFT JOIN stock_holds h ON h.product_id = s.product_id
       GROUP BY s.product_id, s.available
       ORDER BY s.product_id`,
    );
    return rows.map((row) => ({
      productId: row.product_id,
      available: row.available,
      held: row.held,
      sold: row.sold,
    }));
  }

  async set(productId: string, available: number | null, actor: Actor): Promise<StockChange> {
    return this.db.transaction(async (tx) => {
      const before = await tx.query<{ available: number }>(
        'SELECT available FROM stock WHERE product_id = $1 FOR UPDATE',
        [productId],
      );
      if (available === null) {
        await tx.query('DELETE FROM stock WHERE product_id = $1', [productId]);
      } else {
        await tx.query(
          `INSERT INTO stock (product_id, available) VALUES ($1, $2)
           ON CONFLICT (product_id) DO UPDATE SET available = $2, updated_at = now()`,
          [productId, available],
        );
      }
      const { rows } = await tx.query<ChangeRow>(
        `INSERT INTO stock_changes (product_id, from_units, to_units, actor_uid, actor_email)
         VALUES ($1, $2, $3, $4, $5) RETURNING *`,
        [productId, before.rows[0]?.available ?? null, available, actor.uid, actor.email],
      );
      const row = rows[0];
      if (!row) throw new Error('the stock change was not recorded');
      return toChange(row);
    });
  }

  async changes(limit: number): Promise<StockChange[]> {
    const { rows } = await this.db.query<ChangeRow>(
      'SELECT * FROM stock_changes ORDER BY at DESC, id DESC LIMIT $1',
      [limit],
    );
    return rows.map(toChange);
  }
}
