import type { Queryable } from '../platform/sql';
import type { EventInput } from './ledger';

/**
 * The order's history as other areas write a line of it outside the ledger's statements (the
 * orders area owns `orders` and `order_events`): a line that comes with no change and no email,
 * written in the caller's transaction.
 */

/** Whether `orderId` is an order (a subscription's payment is not: it has no history). */
export async function isOrder(db: Queryable, orderId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM orders WHERE id = $1', [orderId]);
  return rows.length > 0;
}

/** Writes `event` in the history of `orderId` when it is an order; nothing otherwise. */
export async function writeEventIfOrder(
  db: Queryable,
  orderId: string,
  event: EventInput,
): Promise<void> {
  await db.query(
    `INSERT INTO order_events (order_id, source, kind, details, actor_uid, actor_email)
     SELECT id, $2, $3, $4::jsonb, $5, $6 FROM orders WHERE id = $1`,
    [
      orderId,
      event.source,
      event.kind,
      JSON.stringify(event.details ?? {}),
      event.actor?.uid ?? null,
      event.actor?.email ?? null,
    ],
  );
}
