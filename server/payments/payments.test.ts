import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { ADDRESS_INCOMPLETE_MESSAGE } from '#domain/address';
import { ORDER_NUMBER_ALPHABET, ORDER_NUMBER_PATTERN } from '#domain/order/order-number';
import type { PagoRecord } from '#domain/order/payment';
import { SUBSCRIPTION_CODE_PATTERN } from '#domain/subscription-code';
import {
  ADDRESS,
  CUSTOM_ELY,
  captureBody,
  createOrder,
  OCTAHEDRON,
  openSharedPostgres,
  payerAction,
  standInOrder,
  startServer,
  type TestServer,
  testBackends,
} from '#tests/support/payments-server';
import type { Database } from '../platform/database';

/**
 * The payments API through real HTTP, against PGlite always and against PostgreSQL when
 * DATABASE_URL is set (CI sets it), in a schema of its own that is dropped at the end: the
 * database's public schema keeps whatever other runs and benchmarks left there, and a listing of
 * every record must see this file's records only.
 */

const ADMIN_TOKEN = 'operator-token-for-tests';
/**
 * One database per backend for the whole file (opening PGlite compiles Postgres to WASM, slow):
 * `testBackends`' own, so PostgreSQL's is a schema of its own, dropped when it closes.
 */
const openers = new Map(testBackends('payments').map(({ name, open }) => [name, open]));
const shared = new Map<string, Promise<Database>>();
function sharedDatabase(name: string): Promise<Database> {
  let database = shared.get(name);
  if (!database) {
    const open = openers.get(name);
    if (!open) throw new Error(`no ${name} backend`);
    database = open();
    shared.set(name, database);
  }
  return database;
}
afterAll(async () => {
  for (const database of shared.values()) await (await database).close();
});

const backends = [...openers.keys()].map((name) => ({ name, open: () => sharedDatabase(name) }));

/** A database whose payment-record writes fail while `failing` is true. */
function withFailingRecordWrites(database: Database) {
  const state = { failing: true };
  const failing: Database = {
    ...database,
    kind: database.kind,
    query: (text, params) => {
      if (state.failing && /INSERT INTO pagos/.test(text)) {
        return Promise.reject(new Error('connection terminated unexpectedly'));
      }
      return database.query(text, params);
    },
    exec: (text) => database.exec(text),
    transaction: (work) => database.transaction(work),
    close: async () => {},
  };
  return { database: failing, state };
}

async function records(server: TestServer): Promise<PagoRecord[]> {
  const response = await server.get('/api/admin/payments', {
    authorization: `Bearer ${ADMIN_TOKEN}`,
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { payments: PagoRecord[] }).payments;
}

async function recordsOf(server: TestServer, orderId: string) {
  return (await records(server)).filter((record) => record.orderId === orderId);
}

describe.each(backends)('payments API on $name', ({ open }) => {
  let database: Database;
  let server: TestServer;

  beforeAll(async () => {
    database = await open();
    server = await startServer({ database, env: { ADMIN_TOKEN } });
  }, 240_000);

  afterAll(async () => {
    await server?.close();
  });

  describe('POST /api/create-order', () => {
    it('prices the order itself and creates it with PayPal', async () => {
      const response = await server.post('/api/create-order', {
        items: [OCTAHEDRON],
        total: 782,
        type: 'product',
      });
      expect(response.status).toBe(201);
      const body = (await response.json()) as { id: string; orderNumber: string };
      expect(body).toEqual({
        id: expect.stringMatching(/^[A-Z0-9]{17}$/),
        orderNumber: expect.stringMatching(/^ELY-[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{6}$/),
        status: 'CREATED',
        totalCents: 78200,
        receiptToken: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
      });
      // The order keeps it: PayPal's id stays the key, the number is what the buyer is told.
      expect(await server.app.payments?.store.findOrder(body.id)).toMatchObject({
        orderNumber: body.orderNumber,
      });
      expect((await standInOrder(server, body.id)).amount).toEqual({
        currency_code: 'USD',
        value: '782.00',
        breakdown: { item_total: { currency_code: 'USD', value: '782.00' } },
      });
    });

    it.each([
      [781.99, 'a cent less'],
      [782.01, 'a cent more'],
      [1, 'a dollar'],
      ['0.01', 'a tampered string'],
    ])('refuses a total of %s (%s) with PRICE_MISMATCH', async (total, _why) => {
      const response = await server.post('/api/create-order', { items: [OCTAHEDRON], total });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        error: 'PRICE_MISMATCH',
        totalCents: 78200,
        total: '782.00',
      });
    });

    it.each([
      [{ totalCents: 78199 }, 'a cent less'],
      [{ totalCents: 78200, total: '781.00' }, 'cents that agree beside dollars that do not'],
      [{ totalCents: 78100, total: '782.00' }, 'dollars that agree beside cents that do not'],
    ])(
      'refuses %o (%s) with PRICE_MISMATCH, and takes the cents the checkout sends',
      async (claim, _why) => {
        const response = await server.post('/api/create-order', { items: [OCTAHEDRON], ...claim });
        expect(response.status).toBe(400);
        expect(await response.json()).toMatchObject({ error: 'PRICE_MISMATCH', totalCents: 78200 });
        const agreed = { items: [OCTAHEDRON], totalCents: 78200, total: '782.00' };
        expect((await server.post('/api/create-order', agreed)).status).toBe(201);
      },
    );

    it.each([
      [-1, 'below zero'],
      [782.5, 'not whole'],
      ['78200', 'a string'],
    ])('refuses totalCents %o (%s) as a malformed request', async (totalCents, _why) => {
      const response = await server.post('/api/create-order', { items: [OCTAHEDRON], totalCents });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: 'INVALID_REQUEST' });
    });

    it('gives every order a number of its own: one drawn already is drawn again', async () => {
      const first = (await (
        await server.post('/api/create-order', { items: [OCTAHEDRON] })
      ).json()) as { orderNumber: string };
      expect(first.orderNumber).toMatch(ORDER_NUMBER_PATTERN);

      // The next draw of the random source gives the first order's number (6 bytes, one a
      // character), the draws after it the source's own.
      const taken = [...first.orderNumber.slice('ELY-'.length)].map((character) =>
        ORDER_NUMBER_ALPHABET.indexOf(character),
      );
      const draws: string[] = [];
      const source = globalThis.crypto;
      const realFill = source.getRandomValues.bind(source);
      const spy = vi.spyOn(source, 'getRandomValues').mockImplementation((array) => {
        if (!(array instanceof Uint8Array) || array.length !== 6) return realFill(array);
        draws.push(draws.length === 0 ? 'taken' : 'fresh');
        if (draws.length === 1) array.set(taken);
        else realFill(array);
        return array;
      });
      onTestFinished(() => spy.mockRestore());

      const response = await server.post('/api/create-order', { items: [OCTAHEDRON] });
      expect(response.status).toBe(201);
      const second = (await response.json()) as { id: string; orderNumber: string };
      expect(draws).toEqual(['taken', 'fresh']);
      expect(second.orderNumber).toMatch(ORDER_NUMBER_PATTERN);
      expect(second.orderNumber).not.toBe(first.orderNumber);
      expect(await server.app.payments?.store.findOrder(second.id)).toMatchObject({
        orderNumber: second.orderNumber,
      });
    });

    it('accepts the spec payload { total } as a decimal string within the cent', async () => {
      const response = await server.post('/api/create-order', {
        items: [OCTAHEDRON],
        total: '782.00',
      });
      expect(response.status).toBe(201);
    });

    it.each([
      [{ items: [{ id: 'hoverboard', quantity: 1 }] }, 'UNKNOWN_PRODUCT', /Unknown product/],
      [{ items: [{ id: 'octahedron', quantity: 0 }] }, 'INVALID_QUANTITY', /whole number/],
      [{ items: [{ id: 'octahedron', quantity: -1 }] }, 'INVALID_QUANTITY', /whole number/],
      [{ items: [{ id: 'octahedron', quantity: 1.5 }] }, 'INVALID_QUANTITY', /whole number/],
      [{ items: [{ id: 'octahedron', quantity: '2' }] }, 'INVALID_REQUEST', /quantity/],
      [{ items: [] }, 'EMPTY_CART', /empty/],
      [{ items: [{ id: 'consulting', quantity: 1 }] }, 'NOT_FOR_SALE', /quote/],
      [{ items: [OCTAHEDRON, CUSTOM_ELY] }, 'MIXED_CART', /subscription/],
      [{ items: [OCTAHEDRON], type: 'subscription' }, 'TYPE_MISMATCH', /products/],
      [{ total: 10 }, 'INVALID_REQUEST', /items/],
    ])('refuses %j with %s', async (payload, error, message) => {
      const response = await server.post('/api/create-order', payload);
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
      const body = (await response.json()) as { error: string; message: string };
      expect(body.error).toBe(error);
      expect(body.message).toMatch(message);
    });

    it('refuses a 4th presale unit with QUANTITY_LIMIT before PayPal is asked, storing nothing', async () => {
      const paypalOrders = async () =>
        ((await (await server.get('/__paypal/__test/orders')).json()) as { count: number }).count;
      const storedOrders = async () =>
        Number(
          (await database.query<{ n: string }>('SELECT count(*) AS n FROM orders')).rows[0]?.n,
        );
      const [paypalBefore, storedBefore] = [await paypalOrders(), await storedOrders()];
      for (const items of [
        [{ id: 'octahedron', quantity: 4 }],
        [
          { id: 'octahedron', quantity: 2 },
          { id: 'octahedron', quantity: 2 },
        ],
      ]) {
        const response = await server.post('/api/create-order', {
          items,
          total: 1564,
          type: 'product',
          address: ADDRESS,
        });
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({
          error: 'QUANTITY_LIMIT',
          message: 'At most 3 units of ELY Holographic Octahedron per order during the presale.',
        });
      }
      expect(await paypalOrders()).toBe(paypalBefore);
      expect(await storedOrders()).toBe(storedBefore);
      // Three is the limit, not beyond it: PayPal gets that order.
      const three = await server.post('/api/create-order', {
        items: [{ id: 'octahedron', quantity: 3 }],
        total: 1173,
        address: ADDRESS,
      });
      expect(three.status).toBe(201);
      expect(await paypalOrders()).toBe(paypalBefore + 1);
    });

    it('answers malformed and oversized bodies with JSON errors', async () => {
      const malformed = await fetch(`${server.url}/api/create-order`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"items": [',
      });
      expect(malformed.status).toBe(400);
      expect(await malformed.json()).toMatchObject({
        error: expect.any(String),
        message: expect.any(String),
      });
      const huge = await server.post('/api/create-order', {
        items: [OCTAHEDRON],
        padding: 'x'.repeat(20_000),
      });
      expect(huge.status).toBe(413);
      expect(await huge.json()).toMatchObject({ error: expect.any(String) });
    });
  });

  describe('POST /api/capture-order/:orderID', () => {
    it('captures a product, answers status and payer email, and records it with the uid', async () => {
      const orderId = await createOrder(server);
      await payerAction(server, orderId);
      const response = await server.capture(orderId, captureBody('product'), {
        authorization: 'Bearer valid-user-42',
      });
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(body).toMatchObject({
        id: orderId,
        status: 'COMPLETED',
        payer: { email_address: 'buyer@example.com', name: 'Test Buyer' },
        total: '782.00',
        tipo: 'producto',
        codigo: null,
      });
      const [record] = await recordsOf(server, orderId);
      expect(record).toMatchObject({
        orderId,
        total: '782.00',
        items: [
          {
            id: 'octahedron',
            title: 'ELY Holographic Octahedron',
            quantity: 2,
            unitPriceCents: 39100,
          },
        ],
        type: 'product',
        status: 'COMPLETED',
        address: ADDRESS,
        codigo: null,
        tipo: 'producto',
        uid: 'user-42',
        captureId: expect.stringMatching(/^[A-Z0-9]+$/),
      });
      expect(Date.now() - Date.parse(record?.fechaRegistro ?? '')).toBeLessThan(60_000);
    });

    it('records no uid for a forged or missing ID token', async () => {
      const orderId = await createOrder(server);
      await payerAction(server, orderId);
      await server.capture(orderId, captureBody('product'), {
        authorization: 'Bearer forged',
      });
      expect((await recordsOf(server, orderId))[0]?.uid).toBeNull();
    });

    it("gives subscriptions a SYN- code and tipo 'suscripción', and no address", async () => {
      const orderId = await createOrder(server, [CUSTOM_ELY]);
      await payerAction(server, orderId);
      const response = await server.capture(orderId, captureBody('subscription', null));
      expect(response.status).toBe(200);
      const body = (await response.json()) as { codigo: string; tipo: string };
      expect(body.codigo).toMatch(SUBSCRIPTION_CODE_PATTERN);
      expect(body.tipo).toBe('suscripción');
      expect((await recordsOf(server, orderId))[0]).toMatchObject({
        codigo: body.codigo,
        tipo: 'suscripción',
        type: 'subscription',
        address: null,
      });
    });

    it('reports a card payment without email as null', async () => {
      const orderId = await createOrder(server);
      await payerAction(server, orderId, 'approve', { email: null, funding: 'card' });
      const response = await server.capture(orderId, captureBody('product'));
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ payer: { email_address: null } });
    });

    it.each([
      ['no address', null, { error: 'ADDRESS_REQUIRED', message: ADDRESS_INCOMPLETE_MESSAGE }],
      [
        'a missing field',
        { ...ADDRESS, zip: undefined },
        { error: 'ADDRESS_INVALID', message: 'zip: the postal code is required.', field: 'zip' },
      ],
      [
        'a blank field',
        { ...ADDRESS, city: '   ' },
        { error: 'ADDRESS_INVALID', message: 'city: required.', field: 'city' },
      ],
    ])(
      'refuses an Octahedron order with %s, before any money moves',
      async (_case, address, refusal) => {
        const orderId = await createOrder(server);
        await payerAction(server, orderId);
        const response = await server.capture(orderId, captureBody('product', address));
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual(refusal);
        expect((await standInOrder(server, orderId)).captureCount).toBe(0);
      },
    );

    it('refuses a capture whose type or items differ from the order', async () => {
      const orderId = await createOrder(server);
      await payerAction(server, orderId);
      const wrongType = await server.capture(orderId, captureBody('subscription'));
      expect(wrongType.status).toBe(400);
      expect(await wrongType.json()).toMatchObject({ error: 'TYPE_MISMATCH' });
      const wrongItems = await server.capture(orderId, {
        ...captureBody('product'),
        items: [{ id: 'octahedron', quantity: 1 }],
      });
      expect(wrongItems.status).toBe(400);
      expect(await wrongItems.json()).toMatchObject({ error: 'ORDER_MISMATCH' });
    });

    it('captures once and records once when the same capture is repeated', async () => {
      const orderId = await createOrder(server);
      await payerAction(server, orderId);
      const first = await server.capture(orderId, captureBody('product'));
      const second = await server.capture(orderId, captureBody('product'));
      expect(first.status).toBe(200);
      expect(second.status).toBe(200);
      expect(await second.json()).toEqual(await first.json());
      expect(await recordsOf(server, orderId)).toHaveLength(1);
      expect((await standInOrder(server, orderId)).captureCount).toBe(1);
    });

    it('captures once and records once for 20 identical requests at the same time', async () => {
      const orderId = await createOrder(server, [CUSTOM_ELY]);
      await payerAction(server, orderId);
      const responses = await Promise.all(
        Array.from({ length: 20 }, () =>
          server.capture(orderId, captureBody('subscription', null)),
        ),
      );
      expect(responses.map((response) => response.status)).toEqual(Array(20).fill(200));
      const bodies = (await Promise.all(responses.map((r) => r.json()))) as { codigo: string }[];
      expect(new Set(bodies.map((body) => body.codigo)).size).toBe(1);
      expect(await recordsOf(server, orderId)).toHaveLength(1);
      expect((await recordsOf(server, orderId))[0]?.codigo).toBe(bodies[0]?.codigo);
      expect((await standInOrder(server, orderId)).captureCount).toBe(1);
    });

    it('answers a declined card with 422 INSTRUMENT_DECLINED, then accepts another card', async () => {
      const orderId = await createOrder(server);
      await payerAction(server, orderId, 'decline');
      const declined = await server.capture(orderId, captureBody('product'));
      expect(declined.status).toBe(422);
      expect(await declined.json()).toEqual({
        error: 'INSTRUMENT_DECLINED',
        issue: 'INSTRUMENT_DECLINED',
        message: expect.stringMatching(/declined/),
      });
      expect(await recordsOf(server, orderId)).toHaveLength(0);

      await payerAction(server, orderId, 'approve');
      const paid = await server.capture(orderId, captureBody('product'));
      expect(paid.status).toBe(200);
      expect((await standInOrder(server, orderId)).captureCount).toBe(1);
    });

    it('answers an order not yet approved with 422 ORDER_NOT_APPROVED', async () => {
      const orderId = await createOrder(server);
      const response = await server.capture(orderId, captureBody('product'));
      expect(response.status).toBe(422);
      expect(await response.json()).toMatchObject({
        error: 'ORDER_NOT_APPROVED',
        issue: 'ORDER_NOT_APPROVED',
      });
    });

    it('answers unknown and malformed order ids with 404', async () => {
      for (const id of ['0ABCDEF1234567890', 'not-an-order']) {
        const response = await server.capture(id, captureBody('product'));
        expect(response.status).toBe(404);
        expect(await response.json()).toMatchObject({ error: 'ORDER_NOT_FOUND' });
      }
    });

    it('captures by PayPal’s order id only, as PayPal’s buttons name the order: not by its number', async () => {
      const created = await server.post('/api/create-order', { items: [OCTAHEDRON] });
      const { id, orderNumber } = (await created.json()) as { id: string; orderNumber: string };
      await payerAction(server, id);
      const byNumber = await server.post(`/api/capture-order/${orderNumber}`, {
        type: 'product',
        address: ADDRESS,
      });
      expect(byNumber.status).toBe(404);
      expect(await byNumber.json()).toMatchObject({ error: 'ORDER_NOT_FOUND' });
      expect((await standInOrder(server, id)).captureCount).toBe(0);
      expect((await server.capture(id, captureBody('product'))).status).toBe(200);
    });

    it('retries a PayPal 500 with the same request id and succeeds', async () => {
      const orderId = await createOrder(server);
      await payerAction(server, orderId);
      await server.post('/__paypal/__test/fail-next', {
        status: 500,
        count: 2,
        operation: 'capture',
      });
      const response = await server.capture(orderId, captureBody('product'));
      expect(response.status).toBe(200);
      expect((await standInOrder(server, orderId)).captureCount).toBe(1);
    });

    it('gives up on PayPal timeouts with a JSON 502, and a later retry captures once', async () => {
      // A server with short PayPal timeouts, talking to the main server's stand-in.
      const impatient = await startServer({
        database,
        env: { ADMIN_TOKEN, PAYPAL_API_BASE: `${server.url}/__paypal` },
        paypalTimeoutMs: 300,
      });
      onTestFinished(() => impatient.close());
      const orderId = await createOrder(impatient);
      await payerAction(server, orderId);
      await server.post('/__paypal/__test/fail-next', {
        status: 'timeout',
        count: 3,
        operation: 'capture',
        hangMs: 800,
      });
      const started = Date.now();
      const response = await impatient.capture(orderId, captureBody('product'));
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual({
        error: 'PAYPAL_UNAVAILABLE',
        message: expect.stringMatching(/PayPal/),
      });
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(await recordsOf(server, orderId)).toHaveLength(0);

      const retried = await impatient.capture(orderId, captureBody('product'));
      expect(retried.status).toBe(200);
      expect((await standInOrder(server, orderId)).captureCount).toBe(1);
    });

    it('answers 502 when PayPal keeps failing to create the order', async () => {
      await server.post('/__paypal/__test/fail-next', {
        status: 503,
        count: 3,
        operation: 'create',
      });
      const response = await server.post('/api/create-order', { items: [OCTAHEDRON] });
      expect(response.status).toBe(502);
      expect(await response.json()).toMatchObject({ error: 'PAYPAL_UNAVAILABLE' });
    });
  });

  describe('GET /api/admin/payments', () => {
    it('refuses a missing or wrong token with 401', async () => {
      for (const authorization of [
        undefined,
        'Bearer nope',
        `Bearer ${ADMIN_TOKEN}x`,
        ADMIN_TOKEN,
      ]) {
        const response = await server.get(
          '/api/admin/payments',
          authorization ? { authorization } : {},
        );
        expect(response.status).toBe(401);
        expect(await response.json()).toMatchObject({ error: 'UNAUTHORIZED' });
      }
    });

    it('lists records newest first, as JSON and as CSV', async () => {
      const list = await records(server);
      expect(list.length).toBeGreaterThan(2);
      const times = list.map((record) => Date.parse(record.fechaRegistro));
      expect(times).toEqual([...times].sort((a, b) => b - a));

      const csv = await server.get('/api/admin/payments?format=csv', {
        authorization: `Bearer ${ADMIN_TOKEN}`,
      });
      expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
      const lines = (await csv.text()).trim().split('\r\n');
      expect(lines[0]).toBe(
        'orderId,fechaRegistro,tipo,type,total,status,codigo,payerEmail,payerName,payerId,uid,captureId,items,address',
      );
      expect(lines).toHaveLength(list.length + 1);
      expect(lines[1]?.startsWith(`${list[0]?.orderId},`)).toBe(true);
    });
  });
});

describe.each(backends)('when the database fails after a capture ($name)', ({ open }) => {
  let database: Database;

  beforeAll(async () => {
    database = await open();
  }, 240_000);

  it('still answers success, logs the order id, keeps the record in the outbox and replays it', async () => {
    const { database: flaky, state } = withFailingRecordWrites(database);
    const server = await startServer({ database: flaky, env: { ADMIN_TOKEN } });
    try {
      const lostId = await createOrder(server, [CUSTOM_ELY]);
      await payerAction(server, lostId);
      const response = await server.capture(lostId, captureBody('subscription', null));
      expect(response.status).toBe(200);
      const answer = (await response.json()) as { status: string; codigo: string };
      expect(answer.status).toBe('COMPLETED');
      expect(answer.codigo).toMatch(SUBSCRIPTION_CODE_PATTERN);

      const logged = server.logLines.map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(logged).toContainEqual(expect.objectContaining({ level: 50, orderId: lostId }));
      const outbox = await readFile(path.join(server.dataDir, 'payments-outbox.jsonl'), 'utf8');
      expect(JSON.parse(outbox.trim())).toMatchObject({
        orderId: lostId,
        subscriptionCode: answer.codigo,
      });
      expect(await recordsOf(server, lostId)).toHaveLength(0);

      // The database is back: the next successful write brings the kept record in.
      state.failing = false;
      const nextId = await createOrder(server);
      await payerAction(server, nextId);
      expect((await server.capture(nextId, captureBody('product'))).status).toBe(200);
      await server.app.payments?.lastReplay;
      expect(await recordsOf(server, lostId)).toEqual([
        expect.objectContaining({ orderId: lostId, codigo: answer.codigo, tipo: 'suscripción' }),
      ]);
      await expect(readFile(path.join(server.dataDir, 'payments-outbox.jsonl'))).rejects.toThrow();
    } finally {
      await server.close();
    }
  });

  it('replays the outbox at the next start, and a retried capture does not duplicate it', async () => {
    const { database: flaky, state } = withFailingRecordWrites(database);
    const first = await startServer({ database: flaky, env: { ADMIN_TOKEN } });
    const dataDir = first.dataDir;
    const lostId = await createOrder(first);
    await payerAction(first, lostId);
    const answer = await (await first.capture(lostId, captureBody('product'))).json();
    await first.app.close(); // a restart: keep the data folder

    state.failing = false;
    const second = await startServer({ database, env: { ADMIN_TOKEN }, dataDir });
    try {
      expect(await second.app.payments?.replayOutbox()).toEqual({
        written: 1,
        left: 0,
        rejected: 0,
      });
      const kept = await recordsOf(second, lostId);
      expect(kept).toEqual([expect.objectContaining({ orderId: lostId, payer: answer.payer })]);
      expect(await second.app.payments?.replayOutbox()).toEqual({
        written: 0,
        left: 0,
        rejected: 0,
      });
    } finally {
      await second.close();
    }
  });
});

describe.each(backends)('two API instances sharing one database ($name)', ({ name, open }) => {
  it('capture 20 times at once across both and keep exactly one record', async () => {
    // With PostgreSQL each instance has its own connection pool on one schema, as two processes
    // would; PGlite is the file's one in-process database.
    const ownPools =
      name === 'PostgreSQL'
        ? await openSharedPostgres(process.env.DATABASE_URL ?? '', 'payments_pair', 2)
        : [];
    const [dbA = await open(), dbB = dbA] = ownPools;
    const a = await startServer({ database: dbA, env: { ADMIN_TOKEN } });
    // Both talk to one PayPal (A's stand-in), as two processes talk to the same PayPal.
    const b = await startServer({
      database: dbB,
      env: { ADMIN_TOKEN, PAYPAL_API_BASE: `${a.url}/__paypal` },
    });
    try {
      const orderId = await createOrder(a, [CUSTOM_ELY]);
      await payerAction(a, orderId);
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          // Both as the buyer's browser: the order was made through `a`, which gave its token.
          (index % 2 ? a : b).capture(orderId, captureBody('subscription', null), {
            'x-receipt-token': a.receiptTokenOf(orderId) ?? '',
          }),
        ),
      );
      expect(responses.map((response) => response.status)).toEqual(Array(20).fill(200));
      const codes = new Set(
        (await Promise.all(responses.map((r) => r.json() as Promise<{ codigo: string }>))).map(
          (body) => body.codigo,
        ),
      );
      expect(codes.size).toBe(1);
      expect(await recordsOf(a, orderId)).toHaveLength(1);
      expect(await recordsOf(b, orderId)).toHaveLength(1);
      expect((await standInOrder(a, orderId)).captureCount).toBe(1);
    } finally {
      await b.close();
      await a.close();
      // The first pool drops the schema: closed last.
      for (const pool of ownPools.toReversed()) await pool.close();
    }
  }, 240_000);
});

describe('configuration of the payments routes', () => {
  let database: Database;
  beforeAll(async () => {
    database = await sharedDatabase('PGlite');
  }, 240_000);

  it('without ADMIN_TOKEN, the admin routes take operators only (a token is no way in)', async () => {
    const server = await startServer({ database });
    try {
      const response = await server.get('/api/admin/payments', {
        authorization: 'Bearer anything',
      });
      expect(response.status).toBe(401);
      const operator = await server.get('/api/admin/payments', {
        authorization: 'Bearer admin-op-1',
      });
      expect(operator.status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('has nothing under /__paypal with real PayPal credentials, and allows PayPal in the CSP', async () => {
    const server = await startServer({
      database,
      env: {
        PAYPAL_MODE: 'sandbox',
        PAYPAL_CLIENT_ID: 'real-id',
        PAYPAL_CLIENT_SECRET: 'real-secret',
      },
    });
    try {
      for (const url of ['/__paypal/sdk/js', '/__paypal/v1/oauth2/token']) {
        expect((await server.get(url)).status).toBe(404);
      }
      expect(await (await server.get('/api/payments/config')).json()).toMatchObject({
        mode: 'sandbox',
        clientId: 'real-id',
        sdkBaseUrl: null,
      });
    } finally {
      await server.close();
    }
  });

  it('rate-limits the payment routes with a JSON 429', async () => {
    const server = await startServer({ database, env: { PAYMENTS_RATE_LIMIT: '3' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        statuses.push((await server.post('/api/create-order', { items: [] })).status);
      }
      expect(statuses).toEqual([400, 400, 400, 429]);
      const limited = await server.post('/api/create-order', { items: [] });
      expect(await limited.json()).toMatchObject({ error: 'RATE_LIMITED' });
    } finally {
      await server.close();
    }
  });

  it('serves the stand-in SDK script in local mode', async () => {
    const server = await startServer({ database });
    try {
      const script = await server.get(
        '/__paypal/sdk/js?client-id=test&currency=USD&intent=capture',
      );
      expect(script.status).toBe(200);
      expect(script.headers.get('content-type')).toMatch(/javascript/);
      expect(await script.text()).toContain('Pay with PayPal (test)');
      expect(await (await server.get('/api/payments/config')).json()).toEqual({
        mode: 'stand-in',
        clientId: 'stand-in-client-id',
        currency: 'USD',
        intent: 'capture',
        sdkBaseUrl: '/__paypal/sdk/js',
      });
    } finally {
      await server.close();
    }
  });
});

vi.setConfig({ testTimeout: 60_000, hookTimeout: 240_000 });
