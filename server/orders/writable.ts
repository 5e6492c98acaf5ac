import type { Queryable } from '../platform/sql';

/**
 * One statement, one round trip (#40): asked outside a transaction, the database runs the block
 * in its own. `LOCK TABLE … ROW EXCLUSIVE` is the lock an INSERT takes, asked for without waiting
 * and released when the block ends; PostgreSQL grants it in a read-only transaction too, so the
 * read-only case is asked first (a standby, or `default_transaction_read_only`).
 */
const ORDERS_WRITABLE = `DO $$
BEGIN
  IF current_setting('transaction_read_only') = 'on' THEN
    RAISE EXCEPTION 'the database takes no writes (read-only)'
      USING ERRCODE = 'read_only_sql_transaction';
  END IF;
  LOCK TABLE orders IN ROW EXCLUSIVE MODE NOWAIT;
END
$$`;

/**
 * Throws unless a new order could be written now: refused on a read-only server (a standby, or a
 * database switched to read-only), by a session holding the table, or by a database that does not
 * answer. Nothing is written. Create-order asks before PayPal hears of an order; /api/ready asks
 * the same, so a load balancer sends no buyer to a process whose create-order would answer 503.
 */
export async function checkOrdersWritable(db: Queryable): Promise<void> {
  await db.query(ORDERS_WRITABLE, [], { name: 'orders-writable' });
}
