import { orderIdsAmong, type Queryable } from '../platform/sql';

/**
 * The refunds area's answer when orders are to be deleted (the recovery area's purge of abandoned
 * checkouts), on the caller's transaction.
 */

/** Those of these orders with a refund, in any state: such an order counts money and is kept. */
export async function ordersWithRefunds(
  tx: Queryable,
  orderIds: readonly string[],
): Promise<Set<string>> {
  return orderIdsAmong(
    tx,
    'SELECT DISTINCT order_id FROM refunds WHERE order_id = ANY($1::text[])',
    orderIds,
  );
}
