/**
 * The orders as another area's query reads them: the orders area owns the table and says here
 * which of its columns others may read, so no other area's SQL names it (docs/architecture.md,
 * "Each area owns its tables").
 *
 * `orderRecords('o')` is a sub-select the statement puts where it would name the table:
 * `… LEFT JOIN ${orderRecords('o')} ON o.id = p.order_id`. PostgreSQL pulls a plain sub-select
 * like this one up into the statement that reads it, so the plan is the one the table itself
 * gets: the same indexes, the same single query.
 */
const READABLE = `id, order_number, receipt_token, contact, buyer_email, ships_goods, locale,
  carrier, tracking_number, shipped_at, cancellation, search_text`;

export function orderRecords(alias: string): string {
  return `(SELECT ${READABLE} FROM orders) ${alias}`;
}
