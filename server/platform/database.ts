import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { connect, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { QUERY_DEADLINE_AFTER_STATEMENT_MS } from './config';
import { asDatabaseError, isDatabaseUnavailable } from './database-errors';
import {
  chooseEmbeddedDatabase,
  type EmbeddedChoice,
  type EmbeddedRequest,
  embeddedFacts,
} from './embedded-choice';
import {
  embeddedPostgresBin,
  embeddedPostgresSettings,
  startPostgresChild,
} from './embedded-postgres';
import { migrate } from './migrations';
import type { Database, QueryOptions, QueryResult } from './sql';

/**
 * The one door to PostgreSQL: an embedded PGlite file by default, a real server when
 * DATABASE_URL is set. Both speak the same SQL through this small interface, so the queries,
 * migrations and tests are the same for both.
 */

export { DatabaseUnavailableError } from './database-errors';
export type { Database, Queryable, QueryOptions } from './sql';

export interface OpenDatabaseOptions {
  /** postgres://… selects a real PostgreSQL; otherwise PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite's folder; omitted means in memory (tests). */
  pgliteDir?: string | undefined;
  /**
   * PGlite in memory only: start from this copy of a data directory (PGlite's `dumpDataDir`)
   * instead of creating one. Creating one (initdb) is most of the seconds an in-memory database
   * takes to open; the tests start from a copy made once per run (tests/support/test-database.ts).
   * The migrations still run, and bring an older copy up to date.
   */
  pgliteFrom?: Blob | undefined;
  /**
   * Longest a statement may run, and wait for a lock, before PostgreSQL cancels it: a locked
   * table or a runaway query then costs a request a quick 503, not the whole pool.
   */
  statementTimeoutMs?: number;
  lockTimeoutMs?: number;
  /**
   * PostgreSQL only, the client's own deadlines, for a server that cannot cancel anything because
   * it never hears of the statement (a frozen host, a network partition): the longest a call waits
   * for a statement's answer, and for a connection (a free one from the pool, or a new one).
   */
  queryTimeoutMs?: number;
  connectTimeoutMs?: number;
  /** PostgreSQL only: most connections in the pool. */
  poolSize?: number | undefined;
}

const DEFAULT_STATEMENT_TIMEOUT_MS = 5_000;
const DEFAULT_LOCK_TIMEOUT_MS = 2_000;
const DEFAULT_CONNECT_TIMEOUT_MS = 3_000;

/** Opens the database and brings its schema up to date (migrations are applied at every start). */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const database = options.databaseUrl
    ? connectPostgres(options.databaseUrl, options)
    : await openPglite(options.pgliteDir, limitsOf(options), options.pgliteFrom);
  try {
    await migrate(database);
    // PGlite runs no autovacuum, so nothing else would ever gather the planner's statistics:
    // without them the console's totals fall back to scanning whole tables (see
    // docs/operator-console.md). PostgreSQL's autovacuum keeps its own.
    if (database.kind === 'pglite') await database.exec('ANALYZE');
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

interface Limits {
  statementTimeoutMs: number;
  lockTimeoutMs: number;
  queryTimeoutMs: number;
  connectTimeoutMs: number;
}

function limitsOf(options: Partial<Limits>): Limits {
  const statementTimeoutMs = options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
  return {
    statementTimeoutMs,
    lockTimeoutMs: options.lockTimeoutMs ?? DEFAULT_LOCK_TIMEOUT_MS,
    queryTimeoutMs:
      options.queryTimeoutMs ?? statementTimeoutMs + QUERY_DEADLINE_AFTER_STATEMENT_MS,
    connectTimeoutMs: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
  };
}

/**
 * A PostgreSQL server's pool as a Database, its schema untouched (openDatabase also migrates it):
 * tests of a server that cannot answer use it alone. Every call ends by the client's deadlines;
 * one that could not reach the server throws DatabaseUnavailableError.
 */
export function connectPostgres(
  url: string,
  options: Partial<Limits> & { poolSize?: number | undefined } = {},
): Database {
  const limits = limitsOf(options);
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    // A connection idle for 10 s is closed (pg's default, named here): a shop at rest holds no
    // backends, and its PostgreSQL's memory falls back to the server's own (docs/performance.md).
    idleTimeoutMillis: 10_000,
    // A call waits this long for a connection (free, or newly opened), then gets a 503...
    connectionTimeoutMillis: limits.connectTimeoutMs,
    // ...and this long for each answer. The pool closes a connection whose query failed; a
    // transaction's is closed below.
    query_timeout: limits.queryTimeoutMs,
    statement_timeout: limits.statementTimeoutMs,
    lock_timeout: limits.lockTimeoutMs,
    idle_in_transaction_session_timeout: limits.statementTimeoutMs * 2,
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const run = async <Row>(
    client: pg.Pool | pg.PoolClient,
    text: string,
    params?: unknown[],
    options?: QueryOptions,
  ) => {
    const result = await client
      .query(
        options?.name ? { name: options.name, text, values: params } : { text, values: params },
      )
      .catch(rethrow);
    return { rows: result.rows as Row[], rowCount: result.rowCount ?? 0 };
  };
  return {
    kind: 'postgres',
    query: (text, params, options) => run(pool, text, params, options),
    exec: async (text) => {
      await pool.query(text).catch(rethrow);
    },
    async transaction(work) {
      const client = await pool.connect().catch(rethrow);
      // The outage that made this connection useless: it still waits for an answer that may
      // never come, so it goes back to the pool closed, never ready for the next caller.
      let lost: unknown;
      const ask = <T>(statement: Promise<T>) =>
        statement.catch((error: unknown) => {
          if (isDatabaseUnavailable(error)) lost = error;
          return rethrow(error);
        });
      // The connection dropping between two statements: the pool listens only to idle clients,
      // and an 'error' event nobody listens to would end the process. The next statement fails.
      const onDrop = (error: Error) => {
        lost = error;
      };
      client.on('error', onDrop);
      try {
        await ask(client.query('BEGIN'));
        const result = await work({
          query: (text, params, options) => ask(run(client, text, params, options)),
          exec: async (text) => {
            await ask(client.query(text));
          },
        });
        await ask(client.query('COMMIT'));
        return result;
      } catch (error) {
        // Without a connection there is nothing to roll back (the server does it when the
        // connection closes), and asking would only wait out another deadline.
        if (lost === undefined) await ask(client.query('ROLLBACK')).catch(() => {});
        throw error;
      } finally {
        client.off('error', onDrop);
        client.release(lost === undefined ? undefined : true);
      }
    },
    close: () => pool.end(),
  };
}

/** Rethrows a database call's error, as DatabaseUnavailableError when it is an outage. */
function rethrow(error: unknown): never {
  throw asDatabaseError(error);
}

/**
 * PGlite has no deadline of the client's own, and could not use one: it runs in this process's
 * thread, so a statement running holds the whole process (no timer fires until it ends), and it
 * does not honour statement_timeout (PostgreSQL's timers need signals WebAssembly lacks: a
 * `pg_sleep(3)` under a 500 ms statement_timeout ran its 3 s). There is no connection to stall;
 * a call waits only for the one session, behind another call's statements. Its one outage is
 * being closed, which throws DatabaseUnavailableError.
 */
async function openPglite(
  dir: string | undefined,
  timeouts: Limits,
  from?: Blob,
): Promise<Database> {
  const releaseLock = dir ? await lockDirectory(dir) : async () => {};
  let db: PGlite;
  try {
    if (dir && !existsSync(path.join(dir, 'PG_VERSION'))) await initialisePgliteElsewhere(dir);
    // pg_trgm: the operator console's search (migration 5); PostgreSQL ships it in contrib.
    db = await PGlite.create(dir, {
      extensions: { pg_trgm },
      ...(from && !dir ? { loadDataDir: from } : {}),
    });
  } catch (error) {
    await releaseLock();
    throw error;
  }
  // One session for the whole process: its settings hold for every statement.
  await db.exec(
    `SET statement_timeout = ${Math.trunc(timeouts.statementTimeoutMs)};
     SET lock_timeout = ${Math.trunc(timeouts.lockTimeoutMs)};`,
  );
  const run = async <Row>(
    target: Pick<PGlite, 'query'>,
    text: string,
    params?: unknown[],
  ): Promise<QueryResult<Row>> => {
    const result = await target.query<Row>(text, params).catch(rethrow);
    return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
  };
  return {
    kind: 'pglite',
    query: (text, params) => run(db, text, params),
    exec: async (text) => {
      await db.exec(text).catch(rethrow);
    },
    transaction: (work) =>
      db
        .transaction((tx) =>
          work({
            query: (text, params) => run(tx, text, params),
            exec: async (text) => {
              await tx.exec(text).catch(rethrow);
            },
          }),
        )
        .catch(rethrow),
    async close() {
      try {
        await db.close();
      } finally {
        await releaseLock();
      }
    },
  };
}

/**
 * Creating a PGlite database (initdb) takes some 400 MB more memory than opening one, and a
 * process never gives it back: a server that created its database kept 700-800 MB resident for
 * good, one that opened an existing one about 300 MB. So a new database is created by a child
 * process that exits, and the server only ever opens one.
 */
async function initialisePgliteElsewhere(dir: string): Promise<void> {
  const pglite = import.meta.resolve('@electric-sql/pglite');
  const script = `const { PGlite } = await import(${JSON.stringify(pglite)});
    const db = await PGlite.create(${JSON.stringify(dir)});
    await db.close();`;
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors = (errors + chunk.toString()).slice(-2_000);
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`creating the PGlite database failed: ${errors}`)),
    );
  });
}

/**
 * PGlite is one process's embedded database: a second process opening the same folder would
 * corrupt it. The lock is a listening socket beside the folder (a named pipe on Windows): the
 * system closes it the moment its process dies, however it dies, so a dead holder (killed, a
 * zombie not yet reaped, its pid reused by another program) is told from a live one by whether
 * the socket answers, and a restart right after a kill -9 takes the lock over at once.
 */
export async function lockDirectory(
  dir: string,
  /** What a second process is told (the embedded database's words by default). */
  refusal: () => Error = () => inUse(dir),
): Promise<() => Promise<void>> {
  mkdirSync(path.dirname(dir), { recursive: true });
  const address = lockAddress(dir);
  const nonce = randomBytes(16).toString('hex');
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const server = createServer((socket) => socket.end(nonce));
    try {
      await listen(server, address);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
      if ((await lockHolderAnswer(address)) !== null) throw refusal();
      // Left by a process that is gone: the socket's file outlives it, its listener does not.
      if (process.platform !== 'win32') rmSync(address, { force: true });
      continue;
    }
    server.unref();
    const release = () => new Promise<void>((resolve) => server.close(() => resolve()));
    // Two processes that found the same dead lock at once may each have removed it and listened:
    // the socket's file now leads to one of them, and only that one keeps the lock.
    if ((await lockHolderAnswer(address)) === nonce) return release;
    await release();
    throw refusal();
  }
  throw new Error(`Could not lock the database at ${dir}.`);
}

function inUse(dir: string): Error {
  return new Error(
    `The database at ${dir} is in use by another process. Give each server its own DATA_DIR, or set DATABASE_URL to share a PostgreSQL server.`,
  );
}

/** Where the lock listens: beside the folder, or in the temp folder when that path is too long. */
function lockAddress(dir: string): string {
  const hash = createHash('sha256').update(path.resolve(dir)).digest('hex').slice(0, 24);
  if (process.platform === 'win32') return `\\\\.\\pipe\\ely-pglite-${hash}`;
  const beside = `${dir}.lock.sock`;
  // Unix socket paths are limited to about 104 bytes (macOS) or 108 (Linux).
  return Buffer.byteLength(beside) <= 100 ? beside : path.join(tmpdir(), `ely-pglite-${hash}.sock`);
}

function listen(server: Server, address: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(address, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** What the lock's holder says when asked (its nonce), or null when nothing answers. */
function lockHolderAnswer(address: string): Promise<string | null> {
  return new Promise((resolve) => {
    const socket = connect(address);
    let said = '';
    socket.setEncoding('utf8');
    socket.setTimeout(2_000, () => socket.destroy());
    socket.on('data', (chunk: string) => {
      said += chunk;
    });
    socket.once('error', () => resolve(null));
    socket.once('close', (hadError) => resolve(hadError ? null : said));
  });
}

/**
 * The database the configuration names: DATABASE_URL; or, without it, the embedded one under
 * DATA_DIR (decision 016): a PostgreSQL child process (`postgres/`), stopped when the database is
 * closed, or PGlite in this process (`pglite/`), as EMBEDDED_DATABASE and this machine decide
 * (embedded-choice.ts). `store` names it for the start-up log; `fallback` says why PGlite.
 */
export async function openConfiguredDatabase(config: {
  database: {
    url: string | undefined;
    poolSize?: number | undefined;
    embedded?: EmbeddedRequest | undefined;
  } & Limits;
  dataDir: string;
}): Promise<Database & { store: string; fallback?: string | undefined }> {
  const { url, embedded, ...limits } = config.database;
  if (url) {
    return {
      ...(await openDatabase({ databaseUrl: url, ...limits })),
      store: 'PostgreSQL (DATABASE_URL)',
    };
  }
  const choice = await chooseForDataDir(config.dataDir, embedded ?? 'auto');
  if (choice.kind === 'postgres') {
    return {
      ...(await openEmbeddedPostgres(config.dataDir, limits)),
      store: 'PostgreSQL 18 under DATA_DIR/postgres',
    };
  }
  const database = await openDatabase({
    pgliteDir: path.join(config.dataDir, 'pglite'),
    ...limits,
  });
  return { ...database, store: 'PGlite under DATA_DIR/pglite', fallback: choice.fallback };
}

async function chooseForDataDir(
  dataDir: string,
  requested: EmbeddedRequest,
): Promise<EmbeddedChoice> {
  if (requested !== 'auto') return { kind: requested };
  mkdirSync(dataDir, { recursive: true });
  const postgresBin = await embeddedPostgresBin().catch(() => null);
  return chooseEmbeddedDatabase(embeddedFacts({ requested, dataDir, postgresBin }));
}

export async function openEmbeddedPostgres(
  dataDir: string,
  limits: Partial<Limits> & { poolSize?: number | undefined },
): Promise<Database> {
  // One server per folder, as PGlite's: a second one would take the first's postmaster for one
  // left running (stopLeftover) and stop it.
  const dir = path.join(dataDir, 'postgres');
  const releaseLock = await lockDirectory(dir);
  let child: Awaited<ReturnType<typeof startPostgresChild>>;
  try {
    child = await startPostgresChild({
      bin: await embeddedPostgresBin(),
      dir,
      settings: embeddedPostgresSettings(limits.poolSize ?? 10),
    });
  } catch (error) {
    await releaseLock();
    throw error;
  }
  let database: Database;
  try {
    database = await openDatabase({ databaseUrl: child.url, ...limits });
  } catch (error) {
    await child.stop();
    await releaseLock();
    throw error;
  }
  return {
    ...database,
    async close() {
      try {
        await database.close();
      } finally {
        await child.stop();
        await releaseLock();
      }
    },
  };
}
