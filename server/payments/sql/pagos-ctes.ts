/**
 * The payments area's SQL on its payment records (`pagos`) that other areas' statements compose,
 * so a statement that reads or writes an order with its payment stays one statement while only
 * this area names the table (docs/architecture.md, "Each area owns its tables"). Like the other
 * areas' `sql/` folders, this one imports nothing of the server: the orders' ledger composes it,
 * and the payments area imports the ledger, without a circle of folders.
 */

/** A statement's numbered parameters (the orders' ledger's SqlParams). */
interface Params {
  add(value: unknown): string;
}

/** A payment's columns, amounts in cents (`pagos.total`, the specification's dollars, is computed from them). */
export const PAYMENT_COLUMNS = `order_id, total_cents, items, type, payer,
  status, address, codigo, fecha_registro, uid, capture_id, refunded_cents`;

/** The payment record of the order whose id is `orderId` (an expression), PAYMENT_COLUMNS. */
export function paymentOfOrderSql(orderId: string): string {
  return `SELECT ${PAYMENT_COLUMNS} FROM pagos WHERE order_id = ${orderId}`;
}

/** `JOIN pagos <alias> ON <alias>.order_id = <orderId>` (LEFT when an order may have none). */
export function paymentJoin(alias: string, orderId: string, join: 'JOIN' | 'LEFT JOIN' = 'JOIN') {
  return `${join} pagos ${alias} ON ${alias}.order_id = ${orderId}`;
}

/** The ids of the orders whose payment records carry the account `uid` (an expression). */
export function ordersPaidBySql(uid: string): string {
  return `SELECT order_id FROM pagos WHERE uid = ${uid}`;
}

/**
 * `<name> AS (…)`: for every event in `from` (returning `id` and `order_id`), the payment as its
 * record stands: `order_id`, `event_id`, `payment_status` and `refunded_cents`, null without one.
 */
export function paymentAsRecordedCte(name: string, from: string): string {
  return `${name} AS (
    SELECT e.order_id, e.id AS event_id, p.status AS payment_status, p.refunded_cents
    FROM ${from} e LEFT JOIN pagos p ON p.order_id = e.order_id
  )`;
}

/**
 * `<name> AS (…)`: the payment of `orderId` takes PayPal's `status` and `refundedCents`, when
 * either differs; returns the record's row (nothing when they agree already).
 */
export function paymentStatusChangeCte(
  params: Params,
  name: string,
  orderId: string,
  change: { status: string; refundedCents: number },
): string {
  const status = params.add(change.status);
  const refunded = `${params.add(change.refundedCents)}::int`;
  return `${name} AS (
    UPDATE pagos SET status = ${status}, refunded_cents = ${refunded}, updated_at = now()
    WHERE order_id = ${params.add(orderId)} AND (status <> ${status} OR refunded_cents <> ${refunded})
    RETURNING *
  )`;
}

/** Whether the order `orderId` (an expression) has a payment record no account took yet. */
export function guestPaymentExists(orderId: string): string {
  return `EXISTS (SELECT 1 FROM pagos p WHERE p.order_id = ${orderId} AND p.uid IS NULL)`;
}

/**
 * `<name> AS (…)`: the guest payment records of the orders in `from` (returning `id`) take the
 * account `uid` (an expression), checked again on the locked rows; returns their `order_id`.
 */
export function attachGuestPaymentsCte(name: string, from: string, uid: string): string {
  return `${name} AS (
    UPDATE pagos p SET uid = ${uid}, updated_at = now()
    FROM ${from} c WHERE p.order_id = c.id AND p.uid IS NULL
    RETURNING p.order_id
  )`;
}
