import type { Contact } from '#domain/contact';
import type { Queryable } from '../platform/sql';
import type { ShipmentColumns } from './ledger';

/**
 * The orders area's part when another area forgets orders or an account (the recovery area's
 * purge of abandoned checkouts, the account area's data download and deletion): its own SQL on
 * its tables, run on the caller's transaction (or database) so the caller's work stays one.
 */

/**
 * Deletes these orders with their history. The other areas' rows that reference them (emails,
 * notes, holds, recovery links) are deleted first, by their areas.
 */
export async function deleteOrders(tx: Queryable, orderIds: readonly string[]): Promise<void> {
  if (orderIds.length === 0) return;
  await tx.query('DELETE FROM order_events WHERE order_id = ANY($1::text[])', [orderIds]);
  await tx.query('DELETE FROM orders WHERE id = ANY($1::text[])', [orderIds]);
}

/** What an account's data download shows of each of its orders, beside its payment record. */
export interface AccountOrder extends ShipmentColumns {
  id: string;
  order_number: string;
  contact: Contact | null;
}

/** These orders, as the data download shows them, by id (an unknown id is missing). */
export async function ordersForDownload(
  db: Queryable,
  orderIds: readonly string[],
): Promise<Map<string, AccountOrder>> {
  if (orderIds.length === 0) return new Map();
  const { rows } = await db.query<AccountOrder>(
    `SELECT o.id, o.order_number, o.contact, o.shipped_at, o.carrier, o.tracking_number,
            o.tracking_url, o.delivered_at
     FROM orders o WHERE o.id = ANY($1::text[])`,
    [orderIds],
  );
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Detaches from an account (being deleted) its orders and `alsoOrderIds` (those its payment
 * records name), each with its 'detached-from-account' event, in one statement: every order
 * given an event, and whether its account was cleared here.
 */
export async function detachOrdersOfAccount(
  tx: Queryable,
  uid: string,
  alsoOrderIds: readonly string[],
): Promise<{ id: string; detached: boolean }[]> {
  const { rows } = await tx.query<{ id: string; detached: boolean }>(
    `WITH mine AS (
       SELECT o.id FROM orders o WHERE o.uid = $1
       UNION SELECT unnest($2::text[])
     ), orders_left AS (
       UPDATE orders o SET uid = NULL, updated_at = now() FROM mine m WHERE o.id = m.id
       RETURNING o.id
     ), events AS (
       INSERT INTO order_events (order_id, source, kind, details, actor_uid)
       SELECT m.id, 'account', 'detached-from-account', '{}'::jsonb, $1 FROM mine m
       RETURNING order_id
     )
     SELECT id, id IN (SELECT id FROM orders_left) AS detached FROM mine
     WHERE id IN (SELECT order_id FROM events)`,
    [uid, alsoOrderIds],
  );
  return rows;
}
