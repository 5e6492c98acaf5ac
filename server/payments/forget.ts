import type { Address } from '#domain/address';
import type { OrderLine, OrderType } from '#domain/order/order';
import type { Payer, PaymentStatus } from '#domain/order/payment';
import { orderIdsAmong, type Queryable } from '../platform/sql';

/**
 * The payments area's part when another area forgets orders or an account (the recovery area's
 * purge of abandoned checkouts, the account area's data download and deletion): its own SQL on
 * its tables, run on the caller's transaction (or database) so the caller's work stays one.
 */

/** Those of these orders with a payment record: such an order was paid, or is being paid. */
export async function ordersWithPayments(
  tx: Queryable,
  orderIds: readonly string[],
): Promise<Set<string>> {
  return orderIdsAmong(tx, 'SELECT order_id FROM pagos WHERE order_id = ANY($1::text[])', orderIds);
}

/** Deletes PayPal's webhook events about these orders. */
export async function deleteWebhookEventsOf(
  tx: Queryable,
  orderIds: readonly string[],
): Promise<void> {
  if (orderIds.length === 0) return;
  await tx.query('DELETE FROM webhook_events WHERE order_id = ANY($1::text[])', [orderIds]);
}

/** An account's payment record, as its data download shows it. */
export interface AccountPayment {
  order_id: string;
  fecha_registro: Date | string;
  status: PaymentStatus;
  type: OrderType;
  total_cents: number;
  refunded_cents: number;
  items: OrderLine[];
  address: Address | null;
  payer: Payer;
  codigo: string | null;
}

/** The payment records of an account, newest first. */
export async function paymentsOfAccount(db: Queryable, uid: string): Promise<AccountPayment[]> {
  const { rows } = await db.query<AccountPayment>(
    `SELECT p.order_id, p.fecha_registro, p.status, p.type, p.total_cents, p.refunded_cents,
            p.items, p.address, p.payer, p.codigo
     FROM pagos p
     WHERE p.uid = $1
     ORDER BY p.fecha_registro DESC, p.order_id DESC`,
    [uid],
  );
  return rows;
}

/** The orders whose payment record is the account's. */
export async function orderIdsPaidBy(tx: Queryable, uid: string): Promise<string[]> {
  const { rows } = await tx.query<{ order_id: string }>(
    'SELECT p.order_id FROM pagos p WHERE p.uid = $1',
    [uid],
  );
  return rows.map((row) => row.order_id);
}

/**
 * Clears the account of these orders' payment records (the account is being deleted; the
 * records stay, the shop's books need them); the orders whose record was changed.
 */
export async function detachPayments(
  tx: Queryable,
  orderIds: readonly string[],
): Promise<Set<string>> {
  return orderIdsAmong(
    tx,
    `UPDATE pagos p SET uid = NULL, updated_at = now()
     WHERE p.order_id = ANY($1::text[])
     RETURNING p.order_id`,
    orderIds,
  );
}
