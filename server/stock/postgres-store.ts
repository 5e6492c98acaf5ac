import type { Actor } from '#domain/order/events';
import type { Database } from '../platform/database';
import { iso } from '../platform/sql';
import type { StockChange, StockLevel, StockLine, StockMove, StockStore } from './store';

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
    const units = new Map<string, number>();
    for (const line of lines) units.set(line.id, (units.get(line.id) ?? 0) + line.quantity);
    const wanted = [...units.entries()].map(([product_id, quantity]) => ({ product_id, quantity }));
    // One statement: it takes the units of every product with enough left and writes the hold.
    // Each product's row is locked only while this statement runs, so the buyers of the last
    // units queue for milliseconds, whatever the number of processes, and count them once.
    const { rows } = await this.db.query<{ product_id: string; taken: boolean; limited: boolean }>(
      `WITH wanted AS (
         SELECT * FROM jsonb_to_recordset($2::jsonb) AS w(product_id text, quantity integer)
       ), taken AS (
         UPDATE stock s SET available = s.available - w.quantity, updated_at = now()
         FROM wanted w
         WHERE s.product_id = w.product_id AND s.available >= w.quantity
         RETURNING s.product_id, w.quantity
       ), held AS (
         INSERT INTO stock_holds (hold_id, product_id, quantity, hold_until)
         SELECT $1, product_id, quantity, now() + make_interval(secs => $3) FROM taken
       )
       SELECT w.product_id,
              EXISTS (SELECT 1 FROM taken t WHERE t.product_id = w.product_id) AS taken,
              EXISTS (SELECT 1 FROM stock s WHERE s.product_id = w.product_id) AS limited
       FROM wanted w`,
      [holdId, JSON.stringify(wanted), holdUntilS],
      { name: 'stock-hold' },
    );
    const short = rows.find((row) => row.limited && !row.taken);
    if (!short) return { ok: true };
    // All or none: what this hold took of the other products goes back on sale.
    await this.releaseHold(holdId);
    const left = await this.db.query<{ available: number }>(
      'SELECT available FROM stock WHERE product_id = $1',
      [short.product_id],
    );
    return {
      ok: false,
      product: short.product_id,
      available: Math.max(0, left.rows[0]?.available ?? 0),
    };
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

  async movesOf(orderId: string): Promise<StockMove[]> {
    const { rows } = await this.db.query<{
      product_id: string;
      quantity: number;
      state: StockMove['state'];
      created_at: Date | string;
      updated_at: Date | string;
    }>(
      `SELECT product_id, quantity, state, created_at, updated_at FROM stock_holds
       WHERE order_id = $1 ORDER BY created_at, product_id`,
      [orderId],
    );
    return rows.map((row) => ({
      productId: row.product_id,
      quantity: row.quantity,
      state: row.state,
      heldAt: iso(row.created_at),
      changedAt: row.state === 'held' ? null : iso(row.updated_at),
    }));
  }
}
