import type { Database } from '../platform/database';

/**
 * Throws unless a new order could be written now: the lock an INSERT takes, asked for without
 * waiting and released at once. Refused on a read-only server (a standby, or a database switched
 * to read-only), by a session holding the table, or by a database that does not answer. Nothing
 * is written. Create-order asks before PayPal hears of an order; /api/ready asks the same, so a
 * load balancer sends no buyer to a process whose create-order would answer 503.
 */
export async function checkOrdersWritable(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('LOCK TABLE orders IN ROW EXCLUSIVE MODE NOWAIT');
  });
}
