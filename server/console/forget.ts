import type { Queryable } from '../platform/sql';

/**
 * The console's part when orders are deleted (the recovery area's purge of abandoned checkouts):
 * its own SQL, run on the caller's transaction so the purge stays one.
 */

/** Deletes the operators' notes on these orders. */
export async function deleteNotesOf(tx: Queryable, orderIds: readonly string[]): Promise<void> {
  if (orderIds.length === 0) return;
  await tx.query('DELETE FROM order_notes WHERE order_id = ANY($1::text[])', [orderIds]);
}
