import type { Contact } from '#domain/contact';
import type { OrderLine } from '#domain/order/order';
import type { Locale } from '#site/locales';
import type { Queryable } from '../platform/sql';
import { orderRefColumn } from './ledger';

/**
 * The orders area's reads for the abandoned checkouts (the recovery area's list, its recovery
 * email and the cart its link restores), on the caller's database or transaction. An abandoned
 * checkout is an order in an unpaid state with no payment record: the state is this area's to
 * read, the payment record the payments area's (`payments/forget.ts`, `ordersWithPayments`).
 */

/** The states an order is in until it is paid (the partial index orders_unpaid_newest_first's). */
const UNPAID_STATE = `o.state IN ('created', 'approved', 'expired')`;

const SUMMARY = `o.id, o.order_number, o.created_at, o.state, o.locale, o.contact, o.items,
  o.total_cents, (${UNPAID_STATE}) AS unpaid_state`;

/** An order as the abandoned checkouts show it. */
export interface OrderSummary {
  id: string;
  order_number: string;
  created_at: Date | string;
  state: string;
  locale: Locale;
  contact: Contact | null;
  items: OrderLine[];
  total_cents: number;
  /** In a state an order is in until it is paid (created, approved, expired). */
  unpaid_state: boolean;
}

/**
 * The orders in an unpaid state created before `createdBefore`, newest first, at most `limit`;
 * after `afterId` (the last of the previous page) when given.
 */
export async function unpaidStateOrders(
  db: Queryable,
  createdBefore: Date,
  limit: number,
  afterId?: string,
): Promise<OrderSummary[]> {
  const params: unknown[] = [createdBefore.toISOString(), limit];
  const after =
    afterId === undefined
      ? ''
      : `AND (o.created_at, o.id) < (SELECT a.created_at, a.id FROM orders a WHERE a.id = $${params.push(afterId)})`;
  const { rows } = await db.query<OrderSummary>(
    `SELECT ${SUMMARY} FROM orders o
     WHERE ${UNPAID_STATE} AND o.created_at < $1 ${after}
     ORDER BY o.created_at DESC, o.id DESC LIMIT $2`,
    params,
  );
  return rows;
}

/** One order, by its number or PayPal's id, in any state; null for none. */
export async function orderSummary(db: Queryable, orderRef: string): Promise<OrderSummary | null> {
  const { rows } = await db.query<OrderSummary>(
    `SELECT ${SUMMARY} FROM orders o WHERE o.${orderRefColumn(orderRef)} = $1`,
    [orderRef],
  );
  return rows[0] ?? null;
}

/**
 * Locks the order, until the caller's transaction ends, when it is in an unpaid state: true; false
 * (nothing locked) otherwise. No payment moves it while the caller writes.
 */
export async function lockUnpaidStateOrder(tx: Queryable, orderId: string): Promise<boolean> {
  const { rows } = await tx.query<{ id: string }>(
    `SELECT o.id FROM orders o WHERE o.id = $1 AND ${UNPAID_STATE} FOR UPDATE`,
    [orderId],
  );
  return rows.length > 0;
}

/**
 * Locks, until the caller's transaction ends, the orders in an unpaid state created before
 * `createdBefore` (the purge's candidates): their ids. The caller asks the other areas about these
 * orders after the lock, so none is paid, held or refunded meanwhile.
 */
export async function lockUnpaidOrders(tx: Queryable, createdBefore: Date): Promise<string[]> {
  const { rows } = await tx.query<{ id: string }>(
    `SELECT o.id FROM orders o WHERE ${UNPAID_STATE} AND o.created_at < $1 FOR UPDATE`,
    [createdBefore.toISOString()],
  );
  return rows.map((row) => row.id);
}
