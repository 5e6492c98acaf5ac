import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RECEIPT_TOKEN_HEADER } from '#domain/orders-api';
import {
  captureBody,
  createOrder,
  OCTAHEDRON,
  openIsolatedPostgres,
  payerAction,
  startServer,
  type TestServer,
} from '#tests/support/payments-server';
import { freePort } from '#tests/support/processes';
import { startSilentPostgres } from '#tests/support/silent-postgres';
import { TcpProxy } from '#tests/support/tcp-proxy';
import { openTestDatabase } from '#tests/support/test-database';
import { connectPostgres, type Database, openDatabase } from './platform/database';

/**
 * The API while its database cannot answer: every route that needs it answers a quick JSON
 * `503 STORE_UNAVAILABLE` with Retry-After, by the client's own deadlines, whatever the outage (a
 * server that never answers, one that refuses connections, a closed PGlite), and /api/ready says
 * so while /api/health stays up. With PostgreSQL (DATABASE_URL): the same with the server frozen
 * behind a proxy, and buying again once it thaws; and readiness follows what create-order needs,
 * the orders table writable now.
 */

const ADMIN_TOKEN = 'outage-test-admin-token';
const DEADLINES = { queryTimeoutMs: 300, connectTimeoutMs: 300, statementTimeoutMs: 200 };
/** Far above a timer's lateness on a busy 2-core machine, far below the minutes of a hang. */
const MARGIN_MS = 3_000;
/** An order id of PayPal's shape, for the routes that read one. */
const SOME_ORDER = '5O190127TN364715T';

interface Asked {
  name: string;
  ask: (server: TestServer, order: { id: string; token: string }) => Promise<Response>;
}

/** The routes that read or write the database, as their callers ask them. */
const ROUTES: Asked[] = [
  {
    name: 'GET /api/orders/:orderId (the order page)',
    ask: (server, order) =>
      server.get(`/api/orders/${order.id}`, { [RECEIPT_TOKEN_HEADER]: order.token }),
  },
  {
    name: 'POST /api/find-order',
    ask: (server) =>
      server.post('/api/find-order', { email: 'ana@example.com', orderNumber: 'ELY-7K3M9Q' }),
  },
  {
    name: 'GET /api/me/orders',
    ask: (server) => server.get('/api/me/orders', { authorization: 'Bearer valid-buyer' }),
  },
  {
    name: 'GET /api/admin/payments',
    ask: (server) => server.get('/api/admin/payments', { authorization: `Bearer ${ADMIN_TOKEN}` }),
  },
  {
    name: 'GET /api/admin/payments?format=csv (streamed)',
    ask: (server) =>
      server.get('/api/admin/payments?format=csv', { authorization: `Bearer ${ADMIN_TOKEN}` }),
  },
  {
    name: 'GET /api/admin/orders',
    ask: (server) => server.get('/api/admin/orders', { authorization: 'Bearer admin-operator' }),
  },
  {
    name: 'GET /api/admin/orders?format=csv (streamed)',
    ask: (server) =>
      server.get('/api/admin/orders?format=csv', { authorization: 'Bearer admin-operator' }),
  },
  {
    name: 'POST /api/create-order',
    ask: (server) => server.post('/api/create-order', { items: [OCTAHEDRON] }),
  },
  {
    name: 'POST /api/capture-order/:orderID',
    ask: (server, order) =>
      server.post(`/api/capture-order/${order.id}`, captureBody('product'), {
        [RECEIPT_TOKEN_HEADER]: order.token,
      }),
  },
];

/** Asks every route at once; each answer with the time it took. */
async function askEveryRoute(server: TestServer, order: { id: string; token: string }) {
  return Promise.all(
    ROUTES.map(async ({ name, ask }) => {
      const started = performance.now();
      const response = await ask(server, order);
      return { name, response, ms: performance.now() - started };
    }),
  );
}

async function expectUnavailable(
  answers: Awaited<ReturnType<typeof askEveryRoute>>,
  withinMs: number,
) {
  for (const { name, response, ms } of answers) {
    const body = await response.json();
    expect({ name, status: response.status, error: body.error }).toEqual({
      name,
      status: 503,
      error: 'STORE_UNAVAILABLE',
    });
    expect(response.headers.get('retry-after'), name).toMatch(/^[1-9][0-9]*$/);
    expect(ms, name).toBeLessThan(withinMs);
  }
}

async function expectNotReady(server: TestServer, withinMs: number) {
  const started = performance.now();
  const ready = await server.get('/api/ready');
  expect(performance.now() - started).toBeLessThan(withinMs);
  expect(ready.status).toBe(503);
  expect(ready.headers.get('retry-after')).toMatch(/^[1-9][0-9]*$/);
  expect((await server.get('/api/health')).status).toBe(200);
}

const OUTAGES = [
  {
    name: 'a PostgreSQL server that accepts connections and never answers',
    async open() {
      const silent = await startSilentPostgres({ handshake: true });
      return { database: connectPostgres(silent.url, DEADLINES), stop: () => silent.close() };
    },
  },
  {
    name: 'a PostgreSQL server that never completes a connection',
    async open() {
      const silent = await startSilentPostgres({ handshake: false });
      return { database: connectPostgres(silent.url, DEADLINES), stop: () => silent.close() };
    },
  },
  {
    name: 'a PostgreSQL server that refuses connections',
    async open() {
      const url = `postgres://nobody:x@127.0.0.1:${await freePort()}/none`;
      return { database: connectPostgres(url, DEADLINES), stop: async () => {} };
    },
  },
  {
    name: 'PGlite, closed',
    async open() {
      const database = await openTestDatabase();
      await database.close();
      return { database, stop: async () => {} };
    },
  },
];

describe.each(OUTAGES)('the API on $name', ({ open }) => {
  let database: Database;
  let stop: () => Promise<void>;
  let server: TestServer;

  beforeAll(async () => {
    ({ database, stop } = await open());
    server = await startServer({ database, env: { ADMIN_TOKEN } });
  });

  afterAll(async () => {
    await server?.close();
    if (database?.kind === 'postgres') await database.close();
    await stop?.();
  });

  it('answers every route that needs the database 503 STORE_UNAVAILABLE with Retry-After, by the deadline', async () => {
    const within = DEADLINES.connectTimeoutMs + DEADLINES.queryTimeoutMs + MARGIN_MS;
    await expectUnavailable(await askEveryRoute(server, { id: SOME_ORDER, token: 'x' }), within);
  });

  it('is not ready, and still live', async () => {
    await expectNotReady(server, DEADLINES.connectTimeoutMs + DEADLINES.queryTimeoutMs + MARGIN_MS);
  });
});

/** DATABASE_URL with the isolated schema on the search path. */
async function schemaUrl(database: Database): Promise<string> {
  const { rows } = await database.query<{ schema: string }>('SELECT current_schema() AS schema');
  const url = new URL(process.env.DATABASE_URL ?? '');
  url.searchParams.set('options', `-c search_path=${rows[0]?.schema},public`);
  return url.toString();
}

describe.runIf(process.env.DATABASE_URL)('PostgreSQL frozen behind a proxy', () => {
  // Roomy enough for a busy machine's PostgreSQL to answer once it thaws.
  const deadlines = { queryTimeoutMs: 2_500, connectTimeoutMs: 2_500, statementTimeoutMs: 2_000 };
  let isolated: Database;
  let proxy: TcpProxy;
  let database: Database;
  let server: TestServer;

  beforeAll(async () => {
    isolated = await openIsolatedPostgres(process.env.DATABASE_URL ?? '', 'frozen');
    const target = new URL(process.env.DATABASE_URL ?? '');
    proxy = await TcpProxy.start(target.hostname, Number(target.port || 5432));
    database = await openDatabase({
      databaseUrl: proxy.through(await schemaUrl(isolated)),
      ...deadlines,
    });
    server = await startServer({ database, env: { ADMIN_TOKEN } });
  }, 240_000);

  afterAll(async () => {
    proxy?.thaw();
    await server?.close();
    await database?.close();
    await proxy?.close();
    await isolated?.close();
  });

  it('answers every route 503 with Retry-After by the deadline, and sells again once it thaws', async () => {
    const id = await createOrder(server);
    await payerAction(server, id);
    const order = { id, token: server.receiptTokenOf(id) ?? '' };
    // Connections in the pool from before the freeze, and new ones, all go unanswered.
    expect(proxy.connections).toBeGreaterThan(0);

    proxy.freeze();
    const within = deadlines.connectTimeoutMs + deadlines.queryTimeoutMs + MARGIN_MS;
    await expectUnavailable(await askEveryRoute(server, order), within);
    await expectNotReady(server, within);

    proxy.thaw();
    const captured = await server.capture(id, captureBody('product'));
    expect(captured.status).toBe(200);
    expect((await server.get('/api/ready')).status).toBe(200);
    const receipt = await server.get(`/api/orders/${id}`, { [RECEIPT_TOKEN_HEADER]: order.token });
    expect(receipt.status).toBe(200);
  });
});

// PGlite is one session: no other session can hold its tables. PostgreSQL is where this bites.
describe.runIf(process.env.DATABASE_URL)('the orders table locked by another session', () => {
  let database: Database;
  let server: TestServer;
  let locker: pg.Client;

  beforeAll(async () => {
    database = await openIsolatedPostgres(process.env.DATABASE_URL ?? '', 'ready_lock');
    server = await startServer({ database });
    locker = new pg.Client({ connectionString: await schemaUrl(database) });
    await locker.connect();
  }, 240_000);

  afterAll(async () => {
    await locker?.end();
    await server?.close();
    await database?.close();
  });

  it('is not ready while create-order cannot take an order, and ready again once it can', async () => {
    expect((await server.get('/api/ready')).status).toBe(200);
    await locker.query('BEGIN');
    // What a long migration or a maintenance script takes: reads of other tables still work.
    await locker.query('LOCK TABLE orders IN SHARE MODE');
    try {
      const created = await server.post('/api/create-order', { items: [OCTAHEDRON] });
      expect(created.status).toBe(503);
      const ready = await server.get('/api/ready');
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ status: 'unavailable' });
      expect((await server.get('/api/health')).status).toBe(200);
    } finally {
      await locker.query('ROLLBACK');
    }
    expect((await server.get('/api/ready')).status).toBe(200);
    expect((await server.post('/api/create-order', { items: [OCTAHEDRON] })).status).toBe(201);
  });
});

// Opening PGlite (initdb and migrations) takes seconds, more on a busy machine.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 240_000 });
