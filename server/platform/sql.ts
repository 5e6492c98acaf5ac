/**
 * The one door to PostgreSQL, as every store sees it: a query, a batch of statements, a
 * transaction. server/platform/database.ts opens it on PGlite or a real server.
 */

export interface QueryResult<Row> {
  rows: Row[];
  rowCount: number;
}

export interface QueryOptions {
  /**
   * Makes it a named prepared statement on PostgreSQL: parsed and planned once per connection,
   * for the statements every purchase runs. The text must be the same for every call.
   */
  name?: string;
}

export interface Queryable {
  query<Row = Record<string, unknown>>(
    text: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<QueryResult<Row>>;
  /** Runs several statements without parameters (migrations). */
  exec(text: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** A timestamp column (a Date from pg and PGlite, or text) as ISO 8601 text. */
export const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * The order ids a statement returns (`RETURNING order_id`, `SELECT order_id …`) for the orders
 * given as its `$1::text[]`; none given, no statement runs. The areas' answers to "which of these
 * orders …" (their `forget.ts`) share it.
 */
export async function orderIdsAmong(
  db: Queryable,
  text: string,
  orderIds: readonly string[],
): Promise<Set<string>> {
  if (orderIds.length === 0) return new Set();
  const { rows } = await db.query<{ order_id: string }>(text, [orderIds]);
  return new Set(rows.map((row) => row.order_id));
}
