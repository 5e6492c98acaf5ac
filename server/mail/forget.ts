import type { Queryable } from '../platform/sql';

/**
 * The mail area's part when orders are deleted (the recovery area's purge of abandoned
 * checkouts): its own SQL, run on the caller's transaction so the purge stays one.
 */

/** Deletes the emails queued for these orders, sent or not. */
export async function deleteOutboxOf(tx: Queryable, orderIds: readonly string[]): Promise<void> {
  if (orderIds.length === 0) return;
  await tx.query('DELETE FROM mail_outbox WHERE order_id = ANY($1::text[])', [orderIds]);
}
