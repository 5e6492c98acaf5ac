/**
 * Keyset pages: a page starts just after the last row of the one before, named by that row's
 * exact time and id, never by an offset, so a page costs the same however deep it is and a row
 * added meanwhile neither repeats nor skips one.
 */

/** Where a page starts: just after this row, in the list's order (newest first). */
export interface ListPosition {
  /** The row's time to the microsecond, ISO 8601 UTC. */
  at: string;
  orderId: string;
}

/** A timestamp column as exact text (microseconds, UTC): the key of a keyset page. */
export const exactTime = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
