import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ADDRESS,
  captureBody,
  createOrder,
  OCTAHEDRON,
  pagoOf,
  payerAction,
  startServer,
  type TestServer,
  testBackends,
} from '#tests/support/payments-server';
import type { Database } from '../platform/database';

/** What the API refuses or survives: control characters, spoofed addresses, locks, bad records. */

describe.each(testBackends('hardening'))('hardening ($name)', ({ open }) => {
  let database: Database;
  let server: TestServer;

  beforeAll(async () => {
    database = await open();
    server = await startServer({ database });
  }, 240_000);

  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  const orderCount = async () =>
    Number((await database.query<{ n: string }>('SELECT count(*) AS n FROM orders')).rows[0]?.n);

  it.each([
    ['a NUL', 'Av. Álvaro Obregón\u0000121'],
    ['a bell', 'Av.\u0007 Álvaro Obregón 121'],
    ['a C1 control', 'Av. Álvaro Obregón\u0085121'],
    ['a line break', 'Av. Álvaro Obregón\n121'],
  ])(
    'refuses an address with %s, at create and at capture, and stores nothing',
    async (_what, street) => {
      const before = await orderCount();
      const created = await server.post('/api/create-order', {
        items: [OCTAHEDRON],
        address: { ...ADDRESS, street },
      });
      expect(created.status).toBe(400);
      expect(await created.json()).toMatchObject({
        error: 'INVALID_REQUEST',
        message: 'address.street: must not contain control characters',
      });
      expect(await orderCount()).toBe(before);

      const orderId = await createOrder(server);
      await payerAction(server, orderId);
      const captured = await server.capture(
        orderId,
        captureBody('product', { ...ADDRESS, street }),
      );
      expect(captured.status).toBe(400);
      expect(await pagoOf(server.app.payments?.store, orderId)).toBeNull();
    },
  );

  it('sets aside an outbox record the database refuses, logs it once, and keeps going', async () => {
    // A line as an earlier version of the shop wrote it (the spec's record, in dollars).
    const record = {
      orderId: 'POISONED1',
      total: '391.00',
      items: [
        { id: 'octahedron', title: 'ELY Holographic Octahedron', quantity: 1, unitPrice: '391.00' },
      ],
      type: 'product',
      payer: { email_address: 'buyer@example.com', payer_id: 'P1', name: 'Test Buyer' },
      status: 'COMPLETED',
      // Written before control characters were refused: PostgreSQL's jsonb refuses a NUL.
      address: { ...ADDRESS, street: 'Av.\u0000 Reforma' },
      codigo: null,
      fechaRegistro: new Date().toISOString(),
      tipo: 'producto',
      uid: null,
      captureId: 'CAPTURE1',
      refunded: '0.00',
    };
    const outbox = path.join(server.dataDir, 'payments-outbox.jsonl');
    await writeFile(outbox, `${JSON.stringify(record)}\n`);

    expect(await server.app.payments?.replayOutbox()).toEqual({
      written: 0,
      left: 0,
      rejected: 1,
    });
    await expect(readFile(outbox)).rejects.toThrow();
    const rejected = await readFile(
      path.join(server.dataDir, 'payments-outbox.rejected.jsonl'),
      'utf8',
    );
    expect(JSON.parse(rejected.trim())).toMatchObject({
      reason: expect.stringMatching(/^22/),
      record: { orderId: 'POISONED1' },
    });
    const logged = server.logLines.filter((line) => line.includes('POISONED1'));
    expect(logged).toHaveLength(1);
    // Nothing left to retry: the next replay is a no-op.
    expect(await server.app.payments?.replayOutbox()).toEqual({
      written: 0,
      left: 0,
      rejected: 0,
    });
  });
});

describe('rate limits and client addresses', () => {
  let database: Database;
  beforeAll(async () => {
    database = (await testBackends('rates')[0]?.open()) as Database;
  }, 240_000);
  afterAll(async () => database?.close());

  /** Five create-orders, each claiming another client address in X-Forwarded-For. */
  async function rotatingClients(server: TestServer): Promise<number[]> {
    const statuses: number[] = [];
    for (let client = 1; client <= 5; client += 1) {
      const response = await server.post(
        '/api/create-order',
        { items: [] },
        {
          'x-forwarded-for': `203.0.113.${client}`,
        },
      );
      statuses.push(response.status);
    }
    return statuses;
  }

  it('counts the connection’s address by default: a rotating X-Forwarded-For does not escape', async () => {
    const server = await startServer({ database, env: { PAYMENTS_RATE_LIMIT: '3' } });
    try {
      expect(await rotatingClients(server)).toEqual([400, 400, 400, 429, 429]);
    } finally {
      await server.close();
    }
  });

  it('believes X-Forwarded-For only from the proxies TRUST_PROXY names', async () => {
    const trusting = await startServer({
      database,
      env: { PAYMENTS_RATE_LIMIT: '3', TRUST_PROXY: '127.0.0.1' },
    });
    try {
      // Behind a trusted proxy each client has its own allowance.
      expect(await rotatingClients(trusting)).toEqual([400, 400, 400, 400, 400]);
    } finally {
      await trusting.close();
    }
    const elsewhere = await startServer({
      database,
      env: { PAYMENTS_RATE_LIMIT: '3', TRUST_PROXY: '10.0.0.0/8' },
    });
    try {
      // Requests from an address that is not a trusted proxy: their header is ignored.
      expect(await rotatingClients(elsewhere)).toEqual([400, 400, 400, 429, 429]);
    } finally {
      await elsewhere.close();
    }
  });
});

// PGlite is one session: no other session can hold a lock on it. PostgreSQL is where this bites.
describe.runIf(process.env.DATABASE_URL)('a table locked by another session (PostgreSQL)', () => {
  let database: Database;
  let server: TestServer;
  let locker: pg.Client;

  beforeAll(async () => {
    const postgres = testBackends('locks').find((backend) => backend.name === 'PostgreSQL');
    database = (await postgres?.open()) as Database;
    server = await startServer({ database });
    const schema = (await database.query<{ schema: string }>('SELECT current_schema() AS schema'))
      .rows[0]?.schema;
    locker = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await locker.connect();
    await locker.query(`SET search_path = ${schema}`);
  }, 240_000);

  afterAll(async () => {
    await locker?.end();
    await server?.close();
    await database?.close();
  });

  it('answers 503 without waiting for the lock, and the other routes keep answering', async () => {
    const approved = await createOrder(server);
    await payerAction(server, approved);

    // The orders PayPal (its stand-in) holds, asked through its test control.
    const paypalOrders = async () =>
      ((await (await server.get('/__paypal/__test/orders')).json()) as { count: number }).count;
    const paypalOrdersBefore = await paypalOrders();
    await locker.query('BEGIN');
    await locker.query('LOCK TABLE orders IN ACCESS EXCLUSIVE MODE');
    try {
      // Each of these needs the orders table: each gives up at lock_timeout, with a JSON 503,
      // while the lock is still held (it is released only after all have answered).
      const [created, captured] = await Promise.all([
        server.post('/api/create-order', { items: [OCTAHEDRON] }),
        server.capture(approved, captureBody('product')),
      ]);
      expect(created.status).toBe(503);
      expect(await created.json()).toMatchObject({ error: 'STORE_UNAVAILABLE' });
      // The database was checked before PayPal was asked: no PayPal order was left behind.
      expect(await paypalOrders()).toBe(paypalOrdersBefore);
      expect(captured.status).toBe(503);
      expect(await captured.json()).toMatchObject({ error: 'STORE_UNAVAILABLE' });

      // Routes that do not need the locked table are unaffected.
      expect((await server.get('/api/health')).status).toBe(200);
      expect((await server.get('/api/payments/config')).status).toBe(200);
    } finally {
      await locker.query('ROLLBACK');
    }
    // The lock gone, the same capture goes through: nothing was charged meanwhile.
    const retried = await server.capture(approved, captureBody('product'));
    expect(retried.status).toBe(200);
  });
});

vi.setConfig({ testTimeout: 120_000, hookTimeout: 240_000 });
