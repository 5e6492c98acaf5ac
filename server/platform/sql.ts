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
