/**
 * What shipping an order asks of its payment record (`pagos`), which the payments area owns, in
 * the statement that ships the order (server/console/postgres-store.ts composes it with the
 * orders area's `shipOrderCte`): the record is locked while the order ships, so a refund cannot
 * change it between the check and the write, and the shipment's time is copied beside it for the
 * console's filters (migration 5's indexes).
 */

/** A statement's numbered parameters (the orders' ledger's SqlParams). */
interface Params {
  add(value: unknown): string;
}

/**
 * `<name> AS (…)`: the payment record of `orderId`, locked, when it is paid and not refunded in
 * full. Answers `order_id`.
 */
export function paidForShippingCte(params: Params, name: string, orderId: string): string {
  return `${name} AS (
    SELECT order_id FROM pagos
    WHERE order_id = ${params.add(orderId)} AND status IN ('COMPLETED', 'PARTIALLY_REFUNDED')
    FOR UPDATE
  )`;
}

/**
 * `<name> AS (…)`: the shipment's time of each order in `shipped` (a CTE returning the order's
 * `id` and `shipped_at`) copied to its payment record. Answers `order_id`.
 */
export function shipmentOnPaymentCte(name: string, shipped: string): string {
  return `${name} AS (
    UPDATE pagos SET shipped_at = ${shipped}.shipped_at, updated_at = now()
    FROM ${shipped} WHERE pagos.order_id = ${shipped}.id
    RETURNING pagos.order_id
  )`;
}
