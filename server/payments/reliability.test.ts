import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PagoRecord } from '#domain/order/payment';
import {
  ADDRESS,
  captureBody,
  createOrder,
  makeDue,
  OCTAHEDRON,
  pagoOf,
  payerAction,
  standInOrder,
  startServer,
  type TestServer,
  testBackends,
} from '#tests/support/payments-server';
import type { Database } from '../platform/database';

/**
 * What PayPal sends can be anything a payer typed into their PayPal profile: the money has moved
 * by then, so the record is always written, cleaned; and a record the database still refuses is
 * never lost, never retried forever in silence, and shown to an operator. A capture answer names
 * the payer to the buyer only; asking again and again for an unapproved capture cannot grow the
 * tables.
 */

const OPERATOR = { authorization: 'Bearer admin-ops' };
const SCRIPT_TOKEN = 'reliability-test-admin-token';

describe.each(testBackends('reliability'))('reliability ($name)', ({ open }) => {
  let database: Database;
  let server: TestServer;

  beforeAll(async () => {
    database = await open();
    server = await startServer({ database, env: { ADMIN_TOKEN: SCRIPT_TOKEN } });
  }, 240_000);

  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  beforeEach(async () => {
    // The browser's capture alone writes the record here (PayPal's webhook would race it).
    expect((await server.post('/__paypal/__test/webhooks', { enabled: false })).status).toBe(200);
  });

  const payments = () => {
    const service = server.app.payments;
    if (!service) throw new Error('no payments service');
    return service;
  };
  const recordOf = (orderId: string): Promise<PagoRecord | null> =>
    pagoOf(payments().store, orderId);

  /** Creates an order as the buyer's browser does; returns its id, number and receipt token. */
  async function created(): Promise<{
    orderId: string;
    orderNumber: string;
    receiptToken: string;
  }> {
    const response = await server.post('/api/create-order', {
      items: [OCTAHEDRON],
      address: ADDRESS,
    });
    expect(response.status).toBe(201);
    const body = (await response.json()) as {
      id: string;
      orderNumber: string;
      receiptToken: string;
    };
    return { orderId: body.id, orderNumber: body.orderNumber, receiptToken: body.receiptToken };
  }

  const capture = (orderId: string, headers: Record<string, string> = {}) =>
    server.post(`/api/capture-order/${orderId}`, captureBody('product'), headers);

  describe("PayPal's payer data", () => {
    it.each([
      ['a NUL', 'Ana\u0000Bob', 'Ana Bob'],
      ['a lone surrogate', 'Ana\ud800', 'Ana\ufffd'],
      ['a C1 control and a line break', 'Ana\u0085\nBob', 'Ana Bob'],
    ])('records the payment when the payer name holds %s, cleaned', async (_what, given, kept) => {
      const { orderId, receiptToken } = await created();
      await payerAction(server, orderId, 'approve', {
        givenName: given,
        surname: 'Ruiz',
        email: 'ana@example.com',
      });
      const answer = await capture(orderId, { 'x-receipt-token': receiptToken });
      expect(answer.status).toBe(200);
      expect(((await answer.json()) as { status: string }).status).toBe('COMPLETED');

      const record = await recordOf(orderId);
      expect(record?.payer.name).toBe(`${kept} Ruiz`);
      expect(record?.status).toBe('COMPLETED');
      expect((await payments().store.findOrder(orderId))?.state).toBe('captured');
      expect((await standInOrder(server, orderId)).captureCount).toBe(1);
    });
  });

  describe('a record the database refuses', () => {
    const CONSTRAINT = 'reliability_refuses_this_payer';

    afterAll(async () => {
      await database.exec(`ALTER TABLE pagos DROP CONSTRAINT IF EXISTS ${CONSTRAINT}`);
    });

    it('is kept on disk, flagged for an operator, counted as a failure, and written once the cause is fixed', async () => {
      // A stand-in for any value the database refuses for what it is: a rule this payer breaks.
      await database.exec(
        `ALTER TABLE pagos ADD CONSTRAINT ${CONSTRAINT} CHECK (payer->>'name' <> 'Refused Payer')`,
      );
      const { orderId, orderNumber, receiptToken } = await created();
      await payerAction(server, orderId, 'approve', { givenName: 'Refused', surname: 'Payer' });

      // The payer paid: they are told so.
      const answer = await capture(orderId, { 'x-receipt-token': receiptToken });
      expect(answer.status).toBe(200);
      expect(await recordOf(orderId)).toBeNull();

      // Durably kept, with the reason.
      const rejected = await readFile(
        path.join(server.dataDir, 'payments-outbox.rejected.jsonl'),
        'utf8',
      );
      expect(rejected).toContain(orderId);
      expect(rejected).toContain(CONSTRAINT);
      // Alerted in the log.
      expect(
        server.logLines.some(
          (line) => line.includes('"alert":"payment-record-refused"') && line.includes(orderId),
        ),
      ).toBe(true);

      // The console lists it first.
      const listed = await server.get('/api/admin/attention', OPERATOR);
      expect(listed.status).toBe(200);
      const { orders } = (await listed.json()) as {
        orders: { orderId: string; reason: string; totalCents: number }[];
      };
      expect(orders).toContainEqual(
        expect.objectContaining({
          orderId,
          orderNumber,
          totalCents: 78200,
          reason: expect.stringContaining(CONSTRAINT),
        }),
      );
      const history = (await payments().store.events(orderId)).map((event) => event.kind);
      expect(history).toContain('needs-attention');

      // The reconciler counts it as failed, instead of retrying the same data in silence.
      await makeDue(database, orderId);
      const report = await server.app.reconciler?.runOnce();
      expect(report).toMatchObject({ checked: 1, failed: 1 });
      expect(await recordOf(orderId)).toBeNull();

      // Fixed: the next look writes the record from PayPal, and the flag goes.
      await database.exec(`ALTER TABLE pagos DROP CONSTRAINT ${CONSTRAINT}`);
      await makeDue(database, orderId);
      expect(await server.app.reconciler?.runOnce()).toMatchObject({ checked: 1, failed: 0 });
      expect((await recordOf(orderId))?.payer.name).toBe('Refused Payer');
      const after = (await (await server.get('/api/admin/attention', OPERATOR)).json()) as {
        orders: { orderId: string }[];
      };
      expect(after.orders.map((order) => order.orderId)).not.toContain(orderId);
      expect((await standInOrder(server, orderId)).captureCount).toBe(1);
    });

    it('is listed to operators only', async () => {
      expect((await server.get('/api/admin/attention')).status).toBe(401);
      expect(
        (await server.get('/api/admin/attention', { authorization: 'Bearer valid-buyer' })).status,
      ).toBe(403);
      expect(
        (await server.get('/api/admin/attention', { authorization: `Bearer ${SCRIPT_TOKEN}` }))
          .status,
      ).toBe(403);
    });
  });

  describe('who is told who paid', () => {
    it('names the payer only to the buyer: the receipt token or the owner’s sign-in', async () => {
      const { orderId, receiptToken } = await created();
      await payerAction(server, orderId, 'approve', { email: 'paid@example.com' });
      const stranger = await capture(orderId);
      expect(stranger.status).toBe(200);
      const strangerView = (await stranger.json()) as Record<string, unknown>;
      expect(strangerView).toMatchObject({
        status: 'COMPLETED',
        payer: { email_address: null, payer_id: null, name: null },
      });
      expect(JSON.stringify(strangerView)).not.toContain('paid@example.com');

      const buyer = await capture(orderId, { 'x-receipt-token': receiptToken });
      expect(await buyer.json()).toMatchObject({
        payer: { email_address: 'paid@example.com', name: 'Test Buyer' },
      });
      const wrongToken = await capture(orderId, { 'x-receipt-token': `${receiptToken}x` });
      expect(((await wrongToken.json()) as { payer: unknown }).payer).toEqual({
        email_address: null,
        payer_id: null,
        name: null,
      });
    });

    it('names the payer to the signed-in owner of the order', async () => {
      const response = await server.post(
        '/api/create-order',
        { items: [OCTAHEDRON], address: ADDRESS },
        { authorization: 'Bearer valid-owner' },
      );
      const { id: orderId } = (await response.json()) as { id: string };
      await payerAction(server, orderId, 'approve', { email: 'owner-paid@example.com' });
      const owner = await capture(orderId, { authorization: 'Bearer valid-owner' });
      expect(await owner.json()).toMatchObject({
        payer: { email_address: 'owner-paid@example.com' },
      });
      const other = await capture(orderId, { authorization: 'Bearer valid-someone-else' });
      expect(
        ((await other.json()) as { payer: { email_address: unknown } }).payer.email_address,
      ).toBeNull();
    });

    it('lets only the buyer change where an unpaid order ships, or claim it', async () => {
      const { orderId } = await created();
      await payerAction(server, orderId, 'approve');
      const elsewhere = { ...ADDRESS, street: 'Calle del Ladrón 1' };
      const answer = await server.post(
        `/api/capture-order/${orderId}`,
        captureBody('product', elsewhere),
        { authorization: 'Bearer valid-thief' },
      );
      expect(answer.status).toBe(200);
      const record = await recordOf(orderId);
      expect(record?.address).toEqual(ADDRESS);
      expect(record?.uid).toBeNull();
    });
  });

  describe('captures asked for before the payer approves', () => {
    it('write the history once, however often they come, and capture once approved', async () => {
      const { orderId, receiptToken } = await created();
      const kinds = async () => (await payments().store.events(orderId)).map((event) => event.kind);
      for (let attempt = 0; attempt < 6; attempt += 1) {
        const refused = await capture(orderId);
        expect(refused.status).toBe(422);
        expect(((await refused.json()) as { error: string }).error).toBe('ORDER_NOT_APPROVED');
      }
      expect(await kinds()).toEqual(['created', 'capture-started', 'awaiting-approval']);
      const streak = await database.query<{ refusal_streak: number }>(
        'SELECT refusal_streak FROM orders WHERE id = $1',
        [orderId],
      );
      expect(streak.rows[0]?.refusal_streak).toBe(6);

      await payerAction(server, orderId, 'approve');
      expect((await capture(orderId, { 'x-receipt-token': receiptToken })).status).toBe(200);
      // The capture that follows the run of refusals is told by its outcome alone.
      expect(await kinds()).toEqual([
        'created',
        'capture-started',
        'awaiting-approval',
        'captured',
      ]);
    });
  });

  describe('GET /api/admin/payments', () => {
    it('pages the records with a cursor, and exports them all as CSV', async () => {
      const script = { authorization: `Bearer ${SCRIPT_TOKEN}` };
      for (let index = 0; index < 3; index += 1) {
        const orderId = await createOrder(server, [OCTAHEDRON], { address: ADDRESS });
        await payerAction(server, orderId, 'approve');
        expect((await capture(orderId)).status).toBe(200);
      }
      const total = Number(
        (await database.query<{ n: string }>('SELECT count(*) AS n FROM pagos')).rows[0]?.n,
      );
      const seen: string[] = [];
      let url: string | null = '/api/admin/payments?limit=2';
      let pages = 0;
      while (url) {
        const response: Response = await server.get(url, script);
        expect(response.status).toBe(200);
        const page = (await response.json()) as { payments: PagoRecord[]; next: string | null };
        expect(page.payments.length).toBeLessThanOrEqual(2);
        seen.push(...page.payments.map((record) => record.orderId));
        const link = response.headers.get('link');
        if (page.next) expect(link).toContain('rel="next"');
        else expect(link).toBeNull();
        url = page.next
          ? `/api/admin/payments?limit=2&cursor=${encodeURIComponent(page.next)}`
          : null;
        pages += 1;
      }
      expect(pages).toBe(Math.ceil(total / 2));
      expect(new Set(seen).size).toBe(total);

      const csv = await (await server.get('/api/admin/payments?format=csv', script)).text();
      expect(csv.trim().split('\r\n')).toHaveLength(total + 1);

      const bad = await server.get('/api/admin/payments?cursor=nonsense', script);
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as { error: string }).error).toBe('INVALID_CURSOR');
    });
  });
});

describe.each(testBackends('ill-formed-text'))('ill-formed text ($name)', ({ open }) => {
  let database: Database;
  let server: TestServer;

  beforeAll(async () => {
    database = await open();
    server = await startServer({ database });
    // Nothing but the request under test touches the order (PayPal's webhooks are off).
    expect((await server.post('/__paypal/__test/webhooks', { enabled: false })).status).toBe(200);
  }, 240_000);

  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  const orderCount = async () =>
    Number((await database.query<{ n: string }>('SELECT count(*) AS n FROM orders')).rows[0]?.n);

  const refusedAsText = async (response: Response, where: string) => {
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'INVALID_REQUEST',
      message: `${where}: is not valid text (it holds half of a character). Please type it again.`,
    });
  };

  it('refuses a lone surrogate in an address at create, before PayPal is asked', async () => {
    const before = await orderCount();
    const response = await server.post('/api/create-order', {
      items: [OCTAHEDRON],
      address: { ...ADDRESS, city: 'Ciudad de M\ud800xico' },
    });
    await refusedAsText(response, 'address.city');
    expect(await orderCount()).toBe(before);
  });

  it('refuses one at capture, and changes nothing', async () => {
    const orderId = await createOrder(server, [OCTAHEDRON], { address: ADDRESS });
    await payerAction(server, orderId, 'approve');
    const stateBefore = (await server.app.payments?.store.findOrder(orderId))?.state;
    const response = await server.capture(
      orderId,
      captureBody('product', { ...ADDRESS, street: '\udc00 Reforma' }),
    );
    await refusedAsText(response, 'address.street');
    expect((await standInOrder(server, orderId)).captureCount).toBe(0);
    expect((await server.app.payments?.store.findOrder(orderId))?.state).toBe(stateBefore);
  });

  it('refuses one in an operator’s refund reason and tracking URL, and in a key', async () => {
    const operator = { authorization: 'Bearer admin-ops' };
    const orderId = await createOrder(server, [OCTAHEDRON], { address: ADDRESS });
    await payerAction(server, orderId, 'approve');
    expect((await server.capture(orderId, captureBody('product'))).status).toBe(200);
    await refusedAsText(
      await server.post(
        `/api/admin/orders/${orderId}/refund`,
        {
          amountCents: 100,
          reason: 'Damaged \ud83d',
          requestId: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
        },
        operator,
      ),
      'reason',
    );
    await refusedAsText(
      await server.post(
        `/api/admin/orders/${orderId}/ship`,
        {
          carrier: 'ups',
          trackingNumber: '1Z999AA10123456784',
          trackingUrl: 'https://ups.com/\ud800',
        },
        operator,
      ),
      'trackingUrl',
    );
    await refusedAsText(
      await server.post('/api/create-order', { items: [OCTAHEDRON], '\ud800': 1 }),
      '\ud800',
    );
    const record = await pagoOf(server.app.payments?.store, orderId);
    expect(record?.refunded).toBe('0.00');
    expect((await server.app.payments?.store.findOrder(orderId))?.shipment).toBeNull();
  });

  it('refuses a NUL in a query string', async () => {
    const response = await server.get('/api/admin/orders?q=abc%00def', {
      authorization: 'Bearer admin-ops',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'INVALID_REQUEST',
      message: 'query.q: must not contain control characters',
    });
  });
});
