import { orderIdsAmong, type Queryable } from '../platform/sql';

/**
 * The stock area's part when orders are deleted (the recovery area's purge of abandoned
 * checkouts): its own SQL, run on the caller's transaction so the purge stays one.
 */

/** Those of these orders whose units are still held (counted out of what is on sale). */
export async function ordersHoldingUnits(
  tx: Queryable,
  orderIds: readonly string[],
): Promise<Set<string>> {
  return orderIdsAmong(
    tx,
    `SELECT DISTINCT order_id FROM stock_holds
     WHERE order_id = ANY($1::text[]) AND state = 'held'`,
    orderIds,
  );
}

/** Deletes the holds of these orders (none of them still held: see ordersHoldingUnits). */
export async function deleteHoldsOf(tx: Queryable, orderIds: readonly string[]): Promise<void> {
  if (orderIds.length === 0) return;
  await tx.query('DELETE FROM stock_holds WHERE order_id = ANY($1::text[])', [orderIds]);
}
