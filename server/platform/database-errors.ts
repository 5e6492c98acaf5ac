/**
 * The database could not be asked at all: it refused or dropped the connection, did not answer by
 * the client's deadline, had no connection to spare in time, or was closed. Nothing is known of
 * what it did with the statement (as after any lost answer), and asking again later may succeed:
 * the API answers 503 STORE_UNAVAILABLE with Retry-After. A statement the database answered with
 * a refusal (a constraint, a value, a lock or statement timeout) keeps its own error and SQL state.
 */
export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
  constructor(cause: unknown) {
    super(`The database is unavailable: ${cause instanceof Error ? cause.message : cause}`, {
      cause,
    });
  }
}

/** The socket's own failures: the server is down, unreachable, or hung up. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * What node-postgres, its pool and PGlite say when they could not ask (they give these no code):
 * the query's deadline (query_timeout), the pool's wait for a connection, a connection dropped or
 * timed out while opening, a client or pool already closed.
 */
const UNAVAILABLE_MESSAGES = [
  'Query read timeout',
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'timeout expired',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end on the pool',
  'PGlite is closed',
];

/**
 * PostgreSQL's own words for "not now": class 08 (connection exception), the server shutting down
 * or starting (57P01-57P03), too many connections (53300).
 */
const UNAVAILABLE_STATE = /^(08...|57P0[123]|53300)$/;

export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_STATE.test(code))) {
    return true;
  }
  return (
    typeof message === 'string' && UNAVAILABLE_MESSAGES.some((text) => message.startsWith(text))
  );
}

/** The error a database call throws: DatabaseUnavailableError for an outage, else as it was. */
export function asDatabaseError(error: unknown): unknown {
  return isDatabaseUnavailable(error) && !(error instanceof DatabaseUnavailableError)
    ? new DatabaseUnavailableError(error)
    : error;
}
