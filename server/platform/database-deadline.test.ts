import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { freePort } from '#tests/support/processes';
import { type SilentPostgres, startSilentPostgres } from '#tests/support/silent-postgres';
import { TcpProxy } from '#tests/support/tcp-proxy';
import { openTestDatabase } from '#tests/support/test-database';
import { connectPostgres, type Database, DatabaseUnavailableError } from './database';

/**
 * Every database call ends by a deadline of the client's own: PostgreSQL's statement_timeout runs
 * inside a server that, frozen or cut off, never receives the statement. A database that cannot
 * answer is told apart from one that refuses a statement: the first is DatabaseUnavailableError
 * (the API answers 503, try again), the second keeps PostgreSQL's error and its SQL state.
 */

const DEADLINE_MS = 300;
/** Far above a timer's lateness on a busy 2-core machine, far below the minutes of a hang. */
const MARGIN_MS = 3_000;

let silent: SilentPostgres | undefined;
let database: Database | undefined;

afterEach(async () => {
  await database?.close();
  await silent?.close();
  database = undefined;
  silent = undefined;
});

/** How a call ended, and how long it took to. */
async function outcome(call: () => Promise<unknown>): Promise<{ error: unknown; ms: number }> {
  const started = performance.now();
  try {
    await call();
    return { error: null, ms: performance.now() - started };
  } catch (error) {
    return { error, ms: performance.now() - started };
  }
}

/** The server answers the start-up at once: only a very busy machine would miss this deadline. */
const CONNECT_MS = 5_000;

function deadlines() {
  return { queryTimeoutMs: DEADLINE_MS, connectTimeoutMs: CONNECT_MS, statementTimeoutMs: 100 };
}

describe('a PostgreSQL server that accepts connections and never answers', () => {
  it('fails a query at its deadline as unavailable, and closes the connection it used', async () => {
    silent = await startSilentPostgres({ handshake: true });
    database = connectPostgres(silent.url, deadlines());
    const { error, ms } = await outcome(() => database?.query('SELECT 1') as Promise<unknown>);
    expect(error).toBeInstanceOf(DatabaseUnavailableError);
    expect(ms).toBeLessThan(DEADLINE_MS + MARGIN_MS);
    expect(silent.accepted).toBe(1);
    // Given back to the pool, the connection would still be waiting for that answer, and the
    // next query would queue behind it.
    await vi.waitFor(() => expect(silent?.openConnections).toBe(0));
  });

  it('fails a transaction at its deadline without waiting again for a rollback, and closes its connection', async () => {
    silent = await startSilentPostgres({ handshake: true });
    database = connectPostgres(silent.url, deadlines());
    const work = vi.fn(async () => {});
    const asked = vi.spyOn(pg.Client.prototype, 'query');
    const { error, ms } = await outcome(() => (database as Database).transaction(work));
    const statements = asked.mock.calls.map(([statement]) => statement);
    asked.mockRestore();
    expect(error).toBeInstanceOf(DatabaseUnavailableError);
    expect(work).not.toHaveBeenCalled();
    expect(ms).toBeLessThan(DEADLINE_MS + MARGIN_MS);
    await vi.waitFor(() => expect(silent?.openConnections).toBe(0));
    // The statement reached the server, which never answered. Closing the connection rolls back;
    // asking for it would have waited out another deadline.
    expect(silent.received).toContain('BEGIN');
    expect(statements).toEqual(['BEGIN']);

    // The next call gets a new connection, not the broken one.
    const again = await outcome(() => (database as Database).query('SELECT 1'));
    expect(again.error).toBeInstanceOf(DatabaseUnavailableError);
    expect(silent.accepted).toBe(2);
  });

  it('answers a caller the pool has no connection for within the deadline, as unavailable', async () => {
    silent = await startSilentPostgres({ handshake: true });
    // The pool's 10 connections wait for answers far longer than the 11th caller waits for one.
    const connectMs = 1_000;
    database = connectPostgres(silent.url, {
      ...deadlines(),
      queryTimeoutMs: 60_000,
      connectTimeoutMs: connectMs,
    });
    const held = Array.from({ length: 10 }, () =>
      outcome(() => (database as Database).query('SELECT 1')),
    );
    // All ten connected and waiting for their answers.
    await vi.waitFor(() => expect(silent?.received.split('SELECT 1').length).toBe(11), {
      timeout: 10_000,
    });
    const { error, ms } = await outcome(() => (database as Database).query('SELECT 1'));
    expect(error).toBeInstanceOf(DatabaseUnavailableError);
    expect(ms).toBeLessThan(connectMs + MARGIN_MS);
    await silent.close();
    for (const call of await Promise.all(held)) {
      expect(call.error).toBeInstanceOf(DatabaseUnavailableError);
    }
  });
});

describe('a PostgreSQL server that never completes a connection', () => {
  it('fails the call at the connection deadline, as unavailable', async () => {
    silent = await startSilentPostgres({ handshake: false });
    database = connectPostgres(silent.url, { ...deadlines(), connectTimeoutMs: DEADLINE_MS });
    const { error, ms } = await outcome(() => (database as Database).query('SELECT 1'));
    expect(error).toBeInstanceOf(DatabaseUnavailableError);
    expect(ms).toBeLessThan(DEADLINE_MS + MARGIN_MS);
    await vi.waitFor(() => expect(silent?.openConnections).toBe(0));
  });
});

describe('a PostgreSQL server that refuses connections', () => {
  it('fails every kind of call as unavailable', async () => {
    database = connectPostgres(`postgres://nobody:x@127.0.0.1:${await freePort()}/none`, {
      ...deadlines(),
    });
    const db = database;
    for (const call of [
      () => db.query('SELECT 1'),
      () => db.exec('SELECT 1'),
      () => db.transaction(async (tx) => tx.query('SELECT 1')),
    ]) {
      expect((await outcome(call)).error).toBeInstanceOf(DatabaseUnavailableError);
    }
  });
});

describe('PGlite', () => {
  it('is unavailable once closed', async () => {
    const pglite = await openTestDatabase();
    await pglite.close();
    for (const call of [
      () => pglite.query('SELECT 1'),
      () => pglite.exec('SELECT 1'),
      () => pglite.transaction(async (tx) => tx.query('SELECT 1')),
    ]) {
      expect((await outcome(call)).error).toBeInstanceOf(DatabaseUnavailableError);
    }
  });

  it('keeps a refused statement a refusal, with its SQL state (the outbox sets such records aside)', async () => {
    database = await openTestDatabase();
    const { error } = await outcome(() => (database as Database).query('SELECT 1/0'));
    expect(error).not.toBeInstanceOf(DatabaseUnavailableError);
    expect(error).toMatchObject({ code: '22012' });
  });
});

// Opening PGlite (initdb and migrations) takes seconds, more on a busy machine.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 240_000 });

describe.runIf(process.env.DATABASE_URL)('PostgreSQL dropping a transaction’s connection', () => {
  it('fails the transaction as unavailable, and the process lives on', async () => {
    const target = new URL(process.env.DATABASE_URL ?? '');
    const proxy = await TcpProxy.start(target.hostname, Number(target.port || 5432));
    database = connectPostgres(proxy.through(target.toString()));
    const emitted = vi.spyOn(pg.Client.prototype, 'emit');
    try {
      const { error } = await outcome(() =>
        (database as Database).transaction(async (tx) => {
          await tx.query('SELECT 1');
          await proxy.cut();
          // The drop reaches the client between two statements: with nothing listening, its
          // 'error' event would end the process.
          await vi.waitFor(() => expect(emitted).toHaveBeenCalledWith('error', expect.anything()));
          await tx.query('SELECT 1');
        }),
      );
      expect(error).toBeInstanceOf(DatabaseUnavailableError);
    } finally {
      emitted.mockRestore();
      await proxy.close();
    }
  });
});
