/**
 * The payment records (`pagos`) as another area's query reads them: the payments area owns the
 * table and says here which of its columns others may read, so no other area's SQL names it
 * (docs/architecture.md, "Each area owns its tables").
 *
 * `paymentRecords('p')` is a sub-select the statement puts where it would name the table:
 * `FROM ${paymentRecords('p')} LEFT JOIN …`. PostgreSQL pulls a plain sub-select like this one up
 * into the statement that reads it, so the plan is the one the table itself gets: the same
 * indexes (the console's covering ones, migrations 5, 24 and 27), the same single query.
 */
const READABLE = `order_id, total_cents, refunded_cents, items, type, payer, status, address,
  codigo, fecha_registro, uid, capture_id, shipped_at, search_text`;

export function paymentRecords(alias: string): string {
  return `(SELECT ${READABLE} FROM pagos) ${alias}`;
}
