import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AuditResponse,
  DashboardResponse,
  OrderDetailResponse,
  OrderListResponse,
  PackingSlipsResponse,
  RefundResponse,
  ShipResponse,
} from '#domain/admin-api';
import type { PagoRecord } from '#domain/order/payment';
import {
  ADDRESS,
  AFTER_LAUNCH,
  CUSTOM_ELY,
  captureBody,
  createOrder,
  OCTAHEDRON,
  pagoOf,
  payerAction,
  standInOrder,
  startServer,
  type TestServer,
  testBackends,
} from '#tests/support/payments-server';
import { recordingTransport } from '#tests/support/purchases';
import { openTestDatabase } from '#tests/support/test-database';
import type { Database } from '../platform/database';
import { addDays, shopDay } from './dashboard';

/**
 * The operator console's API through real HTTP, against PGlite always and PostgreSQL when
 * DATABASE_URL is set. The PayPal stand-in plays PayPal (captures, reviews, refunds); the fake
 * verifier plays Firebase: `admin-<uid>` is an operator, `valid-<uid>` a buyer.
 */

const ADMIN_TOKEN = 'read-only-script-token';
const OPERATOR = { authorization: 'Bearer admin-op-ana' };
const OTHER_OPERATOR = { authorization: 'Bearer admin-op-ben' };
const BUYER = { authorization: 'Bearer valid-buyer-1' };

/** Something no other test's data contains, to find this run's orders among all. */
const tag = () => `t${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

interface Buyer {
  email: string | null;
  givenName?: string;
  surname?: string;
}

/** An order the payer approved and the shop captured: paid, or held for review ('pending'). */
async function paidOrder(
  server: TestServer,
  buyer: Buyer,
  {
    items = [OCTAHEDRON],
    outcome = 'completed',
  }: { items?: { id: string; quantity: number }[]; outcome?: 'completed' | 'pending' } = {},
): Promise<string> {
  const orderId = await createOrder(server, items);
  await payerAction(server, orderId, 'approve', { ...buyer, outcome });
  const type = items.some((item) => item.id === CUSTOM_ELY.id) ? 'subscription' : 'product';
  const response = await server.capture(
    orderId,
    captureBody(type, type === 'product' ? ADDRESS : null),
  );
  expect(response.status).toBe(200);
  return orderId;
}

/** The number the shop gave an order (PayPal's id is what the stand-in knows it by). */
async function numberOf(database: Database, orderId: string | undefined): Promise<string> {
  const { rows } = await database.query<{ order_number: string }>(
    'SELECT order_number FROM orders WHERE id = $1',
    [orderId],
  );
  const number = rows[0]?.order_number;
  if (!number) throw new Error(`no order ${orderId}`);
  return number;
}

async function receiptTokenOf(database: Database, orderId: string): Promise<string> {
  const { rows } = await database.query<{ receipt_token: string }>(
    'SELECT receipt_token FROM orders WHERE id = $1',
    [orderId],
  );
  return rows[0]?.receipt_token ?? '';
}

async function json<T>(response: Response, status = 200): Promise<T> {
  const body = await response.text();
  expect(response.status, body).toBe(status);
  return JSON.parse(body) as T;
}

const shipBody = (trackingNumber = '1Z999AA10123456784') => ({
  carrier: 'UPS',
  trackingNumber,
});

describe.each(testBackends('console'))('operator console API on $name', ({ open }) => {
  const mail = recordingTransport();
  let database: Database;
  let server: TestServer;

  beforeAll(async () => {
    database = await open();
    server = await startServer({
      database,
      env: { ADMIN_TOKEN, ADMIN_RATE_LIMIT: '0' },
      mail: { transport: mail.transport },
    });
  }, 240_000);

  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  const get = <T>(path: string, status = 200, headers = OPERATOR) =>
    server.get(path, headers).then((response) => json<T>(response, status));
  const post = <T>(path: string, body: unknown, status = 200, headers = OPERATOR) =>
    server.post(path, body, headers).then((response) => json<T>(response, status));
  const detail = (orderId: string) => get<OrderDetailResponse>(`/api/admin/orders/${orderId}`);
  const ship = (orderId: string, body: unknown = shipBody(), status = 200) =>
    post<ShipResponse & { error?: string; message?: string }>(
      `/api/admin/orders/${orderId}/ship`,
      body,
      status,
    );
  const refund = (orderId: string, body: Record<string, unknown>, status = 200) =>
    post<RefundResponse & { error?: string; message?: string }>(
      `/api/admin/orders/${orderId}/refund`,
      { reason: 'Customer request', requestId: randomUUID(), ...body },
      status,
    );

  describe('who may call it', () => {
    let orderId: string;
    beforeAll(async () => {
      orderId = await paidOrder(server, { email: `auth-${tag()}@example.com` });
    });

    const routes = () => [
      { method: 'GET', path: '/api/admin/me' },
      { method: 'GET', path: '/api/admin/orders' },
      { method: 'GET', path: '/api/admin/orders?format=csv' },
      { method: 'GET', path: `/api/admin/orders/${orderId}` },
      { method: 'POST', path: `/api/admin/orders/${orderId}/ship`, body: shipBody() },
      { method: 'POST', path: `/api/admin/orders/${orderId}/deliver`, body: {} },
      { method: 'GET', path: `/api/admin/packing-slips?orders=${orderId}` },
      {
        method: 'POST',
        path: `/api/admin/orders/${orderId}/refund`,
        body: { amountCents: 100, reason: 'test', requestId: randomUUID() },
      },
      { method: 'GET', path: '/api/admin/audit' },
      { method: 'GET', path: '/api/admin/payments' },
      { method: 'GET', path: '/api/admin/dashboard' },
    ];
    const call = (route: ReturnType<typeof routes>[number], headers: Record<string, string>) =>
      route.method === 'GET'
        ? server.get(route.path, headers)
        : server.post(route.path, route.body, headers);

    it('answers 401 without a token, or with one that does not verify, on every route', async () => {
      for (const route of routes()) {
        for (const headers of [
          {} as Record<string, string>,
          { authorization: 'Bearer forged' },
          { authorization: 'Basic b3A6b3A=' },
        ]) {
          const response = await call(route, headers);
          expect(response.status, `${route.method} ${route.path}`).toBe(401);
          expect(response.headers.get('www-authenticate')).toBe('Bearer realm="admin"');
          expect(await response.json()).toMatchObject({ error: 'UNAUTHORIZED' });
        }
      }
    });

    it('answers 403 to a signed-in buyer without the admin claim, on every route', async () => {
      for (const route of routes()) {
        const response = await call(route, BUYER);
        expect(response.status, `${route.method} ${route.path}`).toBe(403);
        expect(await response.json()).toMatchObject({
          error: 'NOT_AN_OPERATOR',
          message: expect.stringContaining('not an operator'),
        });
      }
    });

    it('lets ADMIN_TOKEN read the payment records, the dashboard and who it is, nothing else', async () => {
      const script = { authorization: `Bearer ${ADMIN_TOKEN}` };
      const readable = ['/api/admin/payments', '/api/admin/dashboard', '/api/admin/me'];
      for (const route of routes()) {
        const response = await call(route, script);
        const expected = readable.includes(route.path) ? 200 : 403;
        expect(response.status, `${route.method} ${route.path}`).toBe(expected);
        if (expected === 403) {
          expect(await response.json()).toMatchObject({ error: 'READ_ONLY_TOKEN' });
        }
      }
      const csv = await server.get('/api/admin/payments?format=csv', script);
      expect(csv.status).toBe(200);
      expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    });

    it('answers 200 to an operator on every route, with no-store', async () => {
      for (const route of routes()) {
        const response = await call(route, OPERATOR);
        expect(
          response.status,
          `${route.method} ${route.path}: ${await response.clone().text()}`,
        ).toBe(200);
        expect(response.headers.get('cache-control')).toBe('no-store');
      }
      expect(await get('/api/admin/me')).toEqual({
        uid: 'op-ana',
        email: 'op-ana@example.com',
        role: 'operator',
      });
      expect(await get('/api/admin/me', 200, { authorization: `Bearer ${ADMIN_TOKEN}` })).toEqual({
        uid: null,
        email: null,
        role: 'read-only',
      });
    });
  });

  describe('the orders list', () => {
    const run = tag();
    const ids: Record<string, string> = {};

    beforeAll(async () => {
      ids.ana = await paidOrder(server, {
        email: `ana.${run}@example.com`,
        givenName: 'Ana',
        surname: `Núñez ${run}`,
      });
      ids.ben = await paidOrder(server, {
        email: `ben.${run}@example.com`,
        givenName: '=HYPERLINK("http://evil")',
        surname: run,
      });
      ids.sub = await paidOrder(
        server,
        { email: `cy.${run}@example.com`, givenName: 'Cy', surname: run },
        { items: [CUSTOM_ELY] },
      );
      ids.review = await paidOrder(
        server,
        { email: `dee.${run}@example.com`, givenName: 'Dee', surname: run },
        { outcome: 'pending' },
      );
      // Spread the records over three days, so the date filters have something to tell apart.
      const days = {
        ana: '2027-03-01',
        ben: '2027-03-02',
        sub: '2027-03-03',
        review: '2027-03-03',
      };
      for (const [key, day] of Object.entries(days)) {
        await database.query('UPDATE pagos SET fecha_registro = $2 WHERE order_id = $1', [
          ids[key],
          `${day}T12:00:00.123456Z`,
        ]);
      }
    }, 120_000);

    const list = (query: string) => get<OrderListResponse>(`/api/admin/orders?q=${run}&${query}`);
    const idsOf = (page: OrderListResponse) => page.orders.map((order) => order.orderId);

    it('finds orders by payer email, name or order id, in any case', async () => {
      expect(idsOf(await list(''))).toHaveLength(4);
      const byEmail = await get<OrderListResponse>(
        `/api/admin/orders?q=${encodeURIComponent(`ANA.${run}@EXAMPLE`)}`,
      );
      expect(idsOf(byEmail)).toEqual([ids.ana]);
      const byName = await get<OrderListResponse>(
        `/api/admin/orders?q=${encodeURIComponent(`núñez ${run}`)}`,
      );
      expect(idsOf(byName)).toEqual([ids.ana]);
      const byId = await get<OrderListResponse>(
        `/api/admin/orders?q=${ids.ben?.slice(2, 12).toLowerCase()}`,
      );
      expect(idsOf(byId)).toContain(ids.ben);
    });

    it('finds an order by its number, whole or in part, in any case', async () => {
      const number = await numberOf(database, ids.sub);
      for (const q of [number, number.toLowerCase(), number.slice(4), number.slice(2, 8)]) {
        const page = await get<OrderListResponse>(`/api/admin/orders?q=${encodeURIComponent(q)}`);
        expect(idsOf(page), q).toContain(ids.sub);
        expect(page.orders.find((order) => order.orderId === ids.sub)?.orderNumber).toBe(number);
      }
      const whole = await get<OrderListResponse>(`/api/admin/orders?q=${number}`);
      expect(idsOf(whole)).toEqual([ids.sub]);
      expect(whole.totals).toMatchObject({ count: 1 });
    });

    it('treats % and _ in a search as plain characters', async () => {
      const page = await get<OrderListResponse>(`/api/admin/orders?q=${encodeURIComponent('%_%')}`);
      expect(page.orders).toEqual([]);
      expect(page.totals).toEqual({ count: 0, totalCents: 0, refundedCents: 0 });
    });

    it('lists newest first, with the totals of everything the filters select', async () => {
      const page = await list('');
      expect(page.orders[0]).toMatchObject({
        type: expect.any(String),
        payerEmail: expect.stringContaining(run),
      });
      const keys = page.orders.map((order) => [order.recordedAt, order.orderId].join(' '));
      expect(keys).toEqual([...keys].sort().reverse());
      expect(idsOf(page).at(-1)).toBe(ids.ana);
      const cents = page.orders.reduce((sum, order) => sum + order.totalCents, 0);
      expect(page.totals).toEqual({ count: 4, totalCents: cents, refundedCents: 0 });
      const ana = page.orders.find((order) => order.orderId === ids.ana);
      expect(ana).toEqual({
        orderId: ids.ana,
        orderNumber: await numberOf(database, ids.ana),
        recordedAt: '2027-03-01T12:00:00.123Z',
        type: 'product',
        status: 'COMPLETED',
        totalCents: 78_200,
        refundedCents: 0,
        payerEmail: `ana.${run}@example.com`,
        payerName: `Ana Núñez ${run}`,
        // Created without a contact: the list shows the payer alone.
        contact: null,
        quantity: 2,
        needsShipping: true,
        shippedAt: null,
      });
    });

    it('filters by status, type and dates', async () => {
      expect(idsOf(await list('status=review'))).toEqual([ids.review]);
      expect(new Set(idsOf(await list('status=paid')))).toEqual(
        new Set([ids.ana, ids.ben, ids.sub]),
      );
      expect(idsOf(await list('status=shipped'))).toEqual([]);
      expect(idsOf(await list('type=subscription'))).toEqual([ids.sub]);
      expect(new Set(idsOf(await list('from=2027-03-02&before=2027-03-03')))).toEqual(
        new Set([ids.ben]),
      );
      // Midnight in Mexico City is 06:00 UTC: Ben's 12:00 UTC payment is on or after it.
      expect(idsOf(await list('from=2027-03-02T00:00:00-06:00&type=product&status=paid'))).toEqual([
        ids.ben,
      ]);
      const dated = await list('before=2027-03-02T12:00:00.124Z');
      expect(new Set(idsOf(dated))).toEqual(new Set([ids.ana, ids.ben]));
      expect(dated.totals).toEqual({ count: 2, totalCents: 156_400, refundedCents: 0 });
    });

    it('pages with a cursor: every record once, totals on the first page only', async () => {
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const page: OrderListResponse = await list(
          `limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        );
        expect(page.totals === null).toBe(cursor !== null);
        seen.push(...idsOf(page));
        cursor = page.nextCursor;
        pages += 1;
      } while (cursor);
      expect(pages).toBe(4);
      expect(seen).toEqual(idsOf(await list('')));
    });

    it('refuses bad filters with 400 and says which', async () => {
      for (const [query, field] of [
        ['status=lost', 'status'],
        ['type=gift', 'type'],
        ['from=yesterday', 'from'],
        ['from=2027-03-02&before=2027-03-01', 'before'],
        ['limit=0', 'limit'],
        ['limit=1000', 'limit'],
        ['q=ab', 'q'],
        ['cursor=not-a-cursor', null],
      ] as const) {
        const response = await server.get(`/api/admin/orders?${query}`, OPERATOR);
        const body = (await json<{ error: string; message: string }>(response, 400)) ?? {};
        if (field) {
          expect(body, query).toMatchObject({ error: 'INVALID_REQUEST', field });
          expect(body.message, query).toMatch(new RegExp(`^${field}: `));
        } else {
          expect(body).toMatchObject({ error: 'INVALID_CURSOR' });
        }
      }
    });

    it('exports the filtered set as CSV, formulas neutralised', async () => {
      const response = await server.get(`/api/admin/orders?q=${run}&format=csv&limit=1`, OPERATOR);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(response.headers.get('content-disposition')).toMatch(
        /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      const lines = (await response.text()).trimEnd().split('\r\n');
      expect(lines[0]).toBe(
        'orderNumber,orderId,recordedAt,type,status,totalUsd,refundedUsd,contactName,contactEmail,contactPhone,payerEmail,payerName,payerId,uid,subscriptionCode,captureId,quantity,items,address,shippedAt,carrier,trackingNumber',
      );
      // Every record of the filter, not the page's one; each opens with its number, then
      // PayPal's id.
      expect(lines).toHaveLength(5);
      const lineOf = async (key: string) => {
        const start = `${await numberOf(database, ids[key])},${ids[key]},`;
        return lines.find((line) => line.startsWith(start));
      };
      const ben = await lineOf('ben');
      expect(ben).toContain(`"'=HYPERLINK(""http://evil"") ${run}"`);
      const ana = await lineOf('ana');
      expect(ana).toContain('octahedron x2 @ 391.00');
      expect(ana).toContain(
        '"Av. Álvaro Obregón 121, Col. Roma Norte, Ciudad de México, CMX, 06700, MX"',
      );
    });
  });

  describe('the buyer as they gave themselves at checkout', () => {
    const run = tag();
    const contact = {
      name: `Ximena Óvalo ${run}`,
      email: `ximena.${run}@example.com`,
      phone: `+52 55 ${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    };
    const e164 = contact.phone.replace(/\s/g, '');
    let orderId = '';

    beforeAll(async () => {
      // Paid through PayPal by someone else (a relative's account): the payer is a second fact.
      orderId = await createOrder(server, [OCTAHEDRON], { address: ADDRESS, contact });
      await payerAction(server, orderId, 'approve', {
        email: `payer.${run}@example.com`,
        givenName: 'Pablo',
        surname: `Pagador ${run}`,
      });
      const response = await server.capture(orderId, captureBody('product', ADDRESS));
      expect(response.status).toBe(200);
    }, 60_000);

    const search = (q: string) =>
      get<OrderListResponse>(`/api/admin/orders?q=${encodeURIComponent(q)}`);

    it("lists the contact beside PayPal's payer", async () => {
      const page = await search(contact.email);
      expect(page.orders.map((order) => order.orderId)).toEqual([orderId]);
      expect(page.orders[0]).toMatchObject({
        contact: { name: contact.name, email: contact.email, phone: e164 },
        payerEmail: `payer.${run}@example.com`,
        payerName: `Pablo Pagador ${run}`,
      });
    });

    it("finds the order by the contact's name, email or phone, and by PayPal's capture id", async () => {
      const captureId = (await detail(orderId)).order.payment?.captureId ?? '';
      expect(captureId).toMatch(/^[A-Z0-9]{10,}$/);
      const local = e164.slice(3);
      const spaced = `${local.slice(0, 2)} ${local.slice(2, 6)}-${local.slice(6)}`;
      for (const q of [
        `ÓVALO ${run}`,
        contact.email.toUpperCase(),
        e164,
        local,
        spaced,
        captureId,
        captureId.toLowerCase(),
        `pagador ${run}`,
      ]) {
        const page = await search(q);
        expect(
          page.orders.map((order) => order.orderId),
          q,
        ).toEqual([orderId]);
        expect(page.totals, q).toMatchObject({ count: 1 });
      }
      // Part of a capture id is no capture id: it is matched whole.
      expect((await search(captureId.slice(0, 8))).orders).toEqual([]);
    });

    it('shows the contact on the order, and exports it', async () => {
      const { order } = await detail(orderId);
      expect(order.contact).toEqual({ name: contact.name, email: contact.email, phone: e164 });
      expect(order.payment?.payer).toMatchObject({ email_address: `payer.${run}@example.com` });
      const response = await server.get(
        `/api/admin/orders?q=${encodeURIComponent(contact.email)}&format=csv`,
        OPERATOR,
      );
      const [header = '', row = ''] = (await response.text()).trimEnd().split('\r\n');
      const cells = Object.fromEntries(
        header.split(',').map((name, index) => [name, row.split(',')[index]]),
      );
      expect(cells).toMatchObject({
        contactName: contact.name,
        contactEmail: contact.email,
        // A cell starting with '+' is written as text, as every formula-like cell is.
        contactPhone: `'${e164}`,
        payerEmail: `payer.${run}@example.com`,
      });
    });
  });

  describe('an order in detail', () => {
    it('shows items, amounts, payer, address, history, refunds and what can be done', async () => {
      const email = `detail-${tag()}@example.com`;
      const orderId = await paidOrder(server, { email, givenName: 'Eva', surname: 'Ruiz' });
      const orderNumber = await numberOf(database, orderId);
      // By its number, as the console opens it, or by PayPal's id: the same order.
      const { order, events, refunds, emails } = await detail(orderNumber);
      expect((await detail(orderId)).order).toMatchObject({ orderId, orderNumber });
      expect(order).toMatchObject({
        orderId,
        orderNumber,
        state: 'captured',
        type: 'product',
        totalCents: 78_200,
        needsShipping: true,
        address: ADDRESS,
        items: [{ id: 'octahedron', quantity: 2, unitPriceCents: 39_100 }],
        payment: {
          status: 'COMPLETED',
          payer: { email_address: email, name: 'Eva Ruiz' },
          refundedCents: 0,
          refundableCents: 78_200,
          captureId: expect.stringMatching(/^[A-Z0-9]+$/),
        },
        shipment: null,
        actions: { ship: { allowed: true }, refund: { allowed: true }, cancel: { allowed: true } },
      });
      expect(events.map((event) => event.kind)).toEqual(
        expect.arrayContaining(['created', 'capture-started', 'captured']),
      );
      expect(events[0]).toMatchObject({ source: 'create-route', actor: null });
      expect(refunds).toEqual([]);
      // Owed as soon as the payment is recorded; sent when the mailer next runs.
      expect(emails).toEqual([
        {
          id: expect.any(String),
          kind: 'confirmation',
          to: null,
          subject: `Order confirmed: ${orderNumber}`,
          status: 'queued',
          at: expect.any(String),
        },
      ]);
      await server.app.mailer?.runOnce();
      expect((await detail(orderId)).emails).toEqual([
        expect.objectContaining({ kind: 'confirmation', to: email, status: 'sent' }),
      ]);
      expect(mail.to(email).map((sent) => sent.subject)).toEqual([
        `Order confirmed: ${orderNumber}`,
      ]);
    });

    it('answers 404 for an unknown order and 400 for something that is no order id', async () => {
      expect(await get('/api/admin/orders/NOSUCHORDER1', 404)).toMatchObject({
        error: 'ORDER_NOT_FOUND',
      });
      // A well-formed number no order has (on a shared database, one of a few is free).
      const candidates = ['ELY-222222', 'ELY-333333', 'ELY-444444'];
      const { rows } = await database.query<{ order_number: string }>(
        'SELECT order_number FROM orders WHERE order_number = ANY($1)',
        [candidates],
      );
      const unknown = candidates.find((number) => !rows.some((row) => row.order_number === number));
      expect(await get(`/api/admin/orders/${unknown}`, 404)).toMatchObject({
        error: 'ORDER_NOT_FOUND',
      });
      expect(await get('/api/admin/orders/not-an-id', 400)).toMatchObject({
        error: 'INVALID_REQUEST',
      });
    });
  });

  describe('shipping', () => {
    it('records carrier and tracking, once, with the operator in the history', async () => {
      const orderId = await paidOrder(server, { email: `ship-${tag()}@example.com` });
      const first = await ship(orderId, {
        carrier: ' ups ',
        trackingNumber: '1z 999 aa1 0123456784',
      });
      expect(first).toEqual({
        changed: true,
        shipment: {
          shippedAt: expect.any(String),
          carrier: 'UPS',
          trackingNumber: '1Z999AA10123456784',
          trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
          deliveredAt: null,
        },
      });
      // A double click, or a retry after a lost answer: the same answer, nothing written twice.
      const again = await ship(orderId, { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' });
      expect(again).toEqual({ changed: false, shipment: first.shipment });

      const { order, events, emails } = await detail(orderId);
      expect(order.shipment).toEqual(first.shipment);
      // One shipping email, however often the shipment was sent.
      expect(emails.map((email) => [email.kind, email.subject])).toEqual([
        ['confirmation', `Order confirmed: ${order.orderNumber}`],
        ['shipped', `Your order is on its way: ${order.orderNumber}`],
      ]);
      // The order model's code and the facts the console's words need, not a sentence.
      expect(order.actions.ship).toEqual({
        allowed: false,
        refusal: {
          code: 'ALREADY_SHIPPED',
          shipment: {
            shippedAt: first.shipment.shippedAt,
            carrier: 'UPS',
            trackingNumber: '1Z999AA10123456784',
          },
        },
      });
      expect(order.actions.cancel).toMatchObject({
        allowed: false,
        refusal: { code: 'ALREADY_SHIPPED' },
      });
      const shipped = events.filter((event) => event.kind === 'shipped');
      expect(shipped).toEqual([
        expect.objectContaining({
          source: 'operator',
          actor: { uid: 'op-ana', email: 'op-ana@example.com' },
          details: {
            carrier: 'UPS',
            trackingNumber: '1Z999AA10123456784',
            trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
          },
        }),
      ]);
      const listed = await get<OrderListResponse>(`/api/admin/orders?q=${orderId}&status=shipped`);
      expect(listed.orders.map((row) => row.orderId)).toEqual([orderId]);
      expect(
        (await get<OrderListResponse>(`/api/admin/orders?q=${orderId}&status=paid`)).orders,
      ).toEqual([]);

      expect(await ship(orderId, shipBody('1Z999AA10123456999'), 409)).toMatchObject({
        error: 'ALREADY_SHIPPED',
        shipment: {
          shippedAt: first.shipment.shippedAt,
          carrier: 'UPS',
          trackingNumber: '1Z999AA10123456784',
        },
        message: expect.stringContaining('UPS (1Z999AA10123456784)'),
      });
    });

    it('ships once when two operators ship at the same moment', async () => {
      const orderId = await paidOrder(server, { email: `race-${tag()}@example.com` });
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, index) =>
          server.post(
            `/api/admin/orders/${orderId}/ship`,
            shipBody(),
            index % 2 ? OPERATOR : OTHER_OPERATOR,
          ),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200));
      const bodies = (await Promise.all(answers.map((a) => a.json()))) as ShipResponse[];
      expect(bodies.filter((body) => body.changed)).toHaveLength(1);
      const { events } = await detail(orderId);
      expect(events.filter((event) => event.kind === 'shipped')).toHaveLength(1);
    });

    it("makes each carrier's own link, and keeps the http(s) link given for another", async () => {
      const estafeta = await paidOrder(server, { email: `est-${tag()}@example.com` });
      expect(
        (await ship(estafeta, { carrier: 'estafeta', trackingNumber: '1234 567 890' })).shipment,
      ).toMatchObject({
        carrier: 'Estafeta',
        trackingNumber: '1234567890',
        trackingUrl:
          'https://cs.estafeta.com/es/Tracking/searchByGet?wayBill=1234567890&wayBillType=1&isShipmentDetail=False',
      });
      const other = await paidOrder(server, { email: `other-${tag()}@example.com` });
      expect(
        (
          await ship(other, {
            carrier: 'other',
            carrierName: 'Mensajería Local',
            trackingNumber: 'ML123456',
            trackingUrl: 'http://rastreo.example.mx/ML123456',
          })
        ).shipment,
      ).toMatchObject({
        carrier: 'Mensajería Local',
        trackingNumber: 'ML123456',
        trackingUrl: 'http://rastreo.example.mx/ML123456',
      });
    });

    it('refuses bad input with 400, a code and the field, and changes nothing', async () => {
      const orderId = await paidOrder(server, { email: `bad-${tag()}@example.com` });
      for (const [body, error, field] of [
        [{ carrier: 'usps', trackingNumber: '1Z999AA10123456784' }, 'CARRIER_UNKNOWN', 'carrier'],
        [
          { carrier: '<script>', trackingNumber: '1Z999AA10123456784' },
          'CARRIER_UNKNOWN',
          'carrier',
        ],
        [{ carrier: 'ups', trackingNumber: '12345' }, 'TRACKING_NUMBER_INVALID', 'trackingNumber'],
        [
          { carrier: 'ups', trackingNumber: '1Z999<b>0123' },
          'TRACKING_NUMBER_INVALID',
          'trackingNumber',
        ],
        [
          { carrier: 'estafeta', trackingNumber: '12345678901' },
          'TRACKING_NUMBER_INVALID',
          'trackingNumber',
        ],
        [
          { carrier: 'dhl', trackingNumber: '123456789' },
          'TRACKING_NUMBER_INVALID',
          'trackingNumber',
        ],
        [
          { carrier: 'correos-de-mexico', trackingNumber: 'RA473124828MX' },
          'TRACKING_CHECK_DIGIT',
          'trackingNumber',
        ],
        [
          { carrier: 'other', trackingNumber: 'ML123456', trackingUrl: 'https://x.example/1' },
          'CARRIER_NAME_INVALID',
          'carrierName',
        ],
        [
          { carrier: 'other', carrierName: 'Local', trackingNumber: 'ML123456' },
          'TRACKING_URL_INVALID',
          'trackingUrl',
        ],
        [
          {
            carrier: 'other',
            carrierName: 'Local',
            trackingNumber: 'ML123456',
            trackingUrl: 'javascript:alert(1)',
          },
          'TRACKING_URL_INVALID',
          'trackingUrl',
        ],
      ] as const) {
        const refusal = await ship(orderId, body, 400);
        expect(refusal, JSON.stringify(body)).toMatchObject({ error, field });
        expect(refusal.message, JSON.stringify(body)).toEqual(expect.any(String));
      }
      for (const body of [{ trackingNumber: '1Z999AA10123456784' }, { carrier: 'ups' }]) {
        expect(await ship(orderId, body, 400)).toMatchObject({ error: 'INVALID_REQUEST' });
      }
      const { order, events, emails } = await detail(orderId);
      expect(order.shipment).toBeNull();
      expect(events.some((event) => event.source === 'operator')).toBe(false);
      expect(emails.map((email) => email.kind)).toEqual(['confirmation']);
    });

    it('answers 409 with the reason for an order in the wrong state', async () => {
      const unpaid = await createOrder(server);
      const review = await paidOrder(
        server,
        { email: `rev-${tag()}@example.com` },
        { outcome: 'pending' },
      );
      const subscription = await paidOrder(
        server,
        { email: `sub-${tag()}@example.com` },
        { items: [CUSTOM_ELY] },
      );
      const denied = await paidOrder(
        server,
        { email: `den-${tag()}@example.com` },
        { outcome: 'pending' },
      );
      await denyReview(server, denied);
      const refunded = await paidOrder(server, { email: `ref-${tag()}@example.com` });
      await refund(refunded, { amountCents: null });

      for (const [orderId, error, facts, message] of [
        [unpaid, 'NOT_PAID', { state: 'created' }, 'not paid'],
        [review, 'UNDER_REVIEW', {}, 'reviewing'],
        [subscription, 'NOTHING_TO_SHIP', { subscription: true }, 'subscription'],
        [denied, 'PAYMENT_DENIED', {}, 'denied'],
        [refunded, 'REFUNDED', {}, 'refunded in full'],
      ] as const) {
        // The code and its facts (what the console words in its language); a sentence for scripts.
        expect(await ship(orderId, shipBody(), 409), error).toMatchObject({
          error,
          ...facts,
          message: expect.stringContaining(message),
        });
        const { order } = await detail(orderId);
        expect(order.shipment).toBeNull();
        expect(order.actions.ship).toEqual({ allowed: false, refusal: { code: error, ...facts } });
      }
      expect(await ship('NOSUCHORDER2', shipBody(), 404)).toMatchObject({
        error: 'ORDER_NOT_FOUND',
      });
    });

    it('ships an order refunded in part (the rest of it still goes out)', async () => {
      const orderId = await paidOrder(server, { email: `part-${tag()}@example.com` });
      await refund(orderId, { amountCents: 39_100 });
      expect((await ship(orderId)).changed).toBe(true);
    });
  });

  describe('delivery', () => {
    const deliver = (orderId: string, status = 200) =>
      post<ShipResponse & { error?: string }>(`/api/admin/orders/${orderId}/deliver`, {}, status);

    it('marks a shipped order delivered, once, with the operator in the history', async () => {
      const orderId = await paidOrder(server, { email: `dlv-${tag()}@example.com` });
      expect((await detail(orderId)).order.actions.deliver).toMatchObject({ allowed: false });
      expect(await deliver(orderId, 409)).toMatchObject({ error: 'NOT_SHIPPED' });
      await ship(orderId);
      expect((await detail(orderId)).order.actions.deliver).toEqual({ allowed: true });

      const first = await deliver(orderId);
      expect(first).toMatchObject({
        changed: true,
        shipment: { carrier: 'UPS', deliveredAt: expect.any(String) },
      });
      const again = await deliver(orderId);
      expect(again).toEqual({ changed: false, shipment: first.shipment });

      const { order, events, emails } = await detail(orderId);
      expect(order.shipment?.deliveredAt).toBe(first.shipment.deliveredAt);
      expect(order.actions.deliver).toMatchObject({ allowed: false });
      expect(events.filter((event) => event.kind === 'delivered')).toEqual([
        expect.objectContaining({
          source: 'operator',
          actor: { uid: 'op-ana', email: 'op-ana@example.com' },
        }),
      ]);
      // No email for it: the buyer's order page says it.
      expect(emails.map((email) => email.kind)).toEqual(['confirmation', 'shipped']);
      const audit = await get<AuditResponse>(`/api/admin/audit?orderId=${orderId}`);
      expect(audit.entries.map((entry) => entry.kind)).toEqual(['delivered', 'shipped']);

      const number = await numberOf(database, orderId);
      const receipt = await server.get(`/api/orders/${number}`, {
        'x-receipt-token': await receiptTokenOf(database, orderId),
      });
      expect(await receipt.json()).toMatchObject({
        shipment: { deliveredAt: first.shipment.deliveredAt },
      });
    });
  });

  describe('packing slips', () => {
    it('answers the slips of the orders asked for, in their order, with a QR code of the number', async () => {
      const first = await paidOrder(server, { email: `slip1-${tag()}@example.com` });
      const second = await paidOrder(server, { email: `slip2-${tag()}@example.com` });
      await database.query(`UPDATE orders SET locale = 'es', contact = $2::jsonb WHERE id = $1`, [
        second,
        JSON.stringify({ email: 'ana@example.com', name: 'Ana Pérez', phone: '+525512345678' }),
      ]);
      const [one, two] = [await numberOf(database, first), await numberOf(database, second)];
      const { slips } = await get<PackingSlipsResponse>(
        `/api/admin/packing-slips?orders=${two},${one}`,
      );
      expect(slips.map((slip) => [slip.orderNumber, slip.locale])).toEqual([
        [two, 'es'],
        [one, 'en'],
      ]);
      expect(slips[0]).toMatchObject({
        items: [{ id: OCTAHEDRON.id, quantity: OCTAHEDRON.quantity }],
        address: expect.objectContaining({ street: ADDRESS.street }),
        contact: { name: 'Ana Pérez', phone: '+525512345678' },
      });
      expect(slips[1]?.contact).toBeNull();
      for (const slip of slips) {
        expect(slip.barcodeSvg).toMatch(/^<svg role="img" aria-label="ELY-[A-Z0-9]{6}"/);
        expect(slip.barcodeSvg).toContain(`<title>${slip.orderNumber}</title>`);
      }
    });

    it('refuses an unknown order, a subscription, and a list too long, printing nothing', async () => {
      const subscription = await paidOrder(
        server,
        { email: `slipsub-${tag()}@example.com` },
        { items: [CUSTOM_ELY] },
      );
      const paid = await paidOrder(server, { email: `slip3-${tag()}@example.com` });
      const number = await numberOf(database, paid);
      expect(await get(`/api/admin/packing-slips?orders=${number},ELY-ZZZZZZ`, 404)).toMatchObject({
        error: 'ORDER_NOT_FOUND',
        orderRef: 'ELY-ZZZZZZ',
      });
      expect(await get(`/api/admin/packing-slips?orders=${subscription}`, 404)).toMatchObject({
        error: 'ORDER_NOT_FOUND',
      });
      const many = Array.from({ length: 51 }, (_, i) => `ELY-${String(i).padStart(6, '2')}`);
      expect(await get(`/api/admin/packing-slips?orders=${many.join(',')}`, 400)).toMatchObject({
        error: 'INVALID_REQUEST',
      });
      expect(await get('/api/admin/packing-slips?orders=', 400)).toMatchObject({
        error: 'INVALID_REQUEST',
      });
      // The buyer's address and phone are not the read-only script token's to read.
      expect(
        await get(`/api/admin/packing-slips?orders=${number}`, 403, {
          authorization: `Bearer ${ADMIN_TOKEN}`,
        }),
      ).toMatchObject({ error: 'READ_ONLY_TOKEN' });
    });
  });

  describe('the dashboard', () => {
    type Dashboard = DashboardResponse;
    const dashboard = () => get<Dashboard>('/api/admin/dashboard');
    const dayOf = (answer: Dashboard, day: string) =>
      answer.daily.find((entry) => entry.day === day) ?? { orders: 0, netCents: 0 };

    it("answers the day's and the month's sales net of refunds, what waits, and 30 days, in Mexico City's days", async () => {
      const before = await dashboard();
      const today = before.today;
      const yesterday = addDays(today, -1);
      expect(before.timeZone).toBe('America/Mexico_City');
      // The app's clock (these tests run it past Custom ELY's launch), as the records are stamped.
      expect(today).toBe(shopDay(AFTER_LAUNCH));

      // Today: two Octahedrons (shipped since), one refunded in part, a subscription.
      const shipped = await paidOrder(server, { email: `dash-a-${tag()}@example.com` });
      await ship(shipped);
      const partly = await paidOrder(server, { email: `dash-b-${tag()}@example.com` });
      await refund(partly, { amountCents: 10_000 });
      const subscription = await paidOrder(
        server,
        { email: `dash-c-${tag()}@example.com` },
        { items: [CUSTOM_ELY] },
      );
      const subscriptionCents = (await detail(subscription)).order.totalCents;
      // Held by PayPal for review: a pending payment, no sale, nothing to ship yet.
      await paidOrder(server, { email: `dash-d-${tag()}@example.com` }, { outcome: 'pending' });
      // Paid at 03:00 UTC today: 21:00 yesterday in Mexico City, so yesterday's sale.
      const lateEvening = await paidOrder(server, { email: `dash-e-${tag()}@example.com` });
      await database.query('UPDATE pagos SET fecha_registro = $2 WHERE order_id = $1', [
        lateEvening,
        `${today}T03:00:00.000Z`,
      ]);

      const after = await dashboard();
      expect(after.today).toBe(today);
      const todayCents = 78_200 + (78_200 - 10_000) + subscriptionCents;
      expect(after.sales.today.orders - before.sales.today.orders).toBe(3);
      expect(after.sales.today.netCents - before.sales.today.netCents).toBe(todayCents);
      const yesterdayInMonth = yesterday.slice(0, 7) === today.slice(0, 7);
      expect(after.sales.month.orders - before.sales.month.orders).toBe(
        3 + (yesterdayInMonth ? 1 : 0),
      );
      expect(after.sales.month.netCents - before.sales.month.netCents).toBe(
        todayCents + (yesterdayInMonth ? 78_200 : 0),
      );
      // The one refunded in part and the late evening's wait; the shipped one and the
      // subscription do not, nor the one under review.
      expect(after.toShip.orders - before.toShip.orders).toBe(2);
      expect(after.pendingPayments.orders - before.pendingPayments.orders).toBe(1);
      expect(after.pendingPayments.totalCents - before.pendingPayments.totalCents).toBe(78_200);

      // Thirty days, oldest first, today last; each day as the figures above.
      expect(after.daily).toHaveLength(30);
      expect(after.daily.at(-1)?.day).toBe(today);
      expect(after.daily[0]?.day).toBe(addDays(today, -29));
      expect(dayOf(after, today)).toEqual({ day: today, ...after.sales.today });
      expect(dayOf(after, yesterday).netCents - dayOf(before, yesterday).netCents).toBe(78_200);
      expect(dayOf(after, yesterday).orders - dayOf(before, yesterday).orders).toBe(1);

      // The units left: what the stock view says.
      const stock = await get<{ products: Dashboard['stock'] }>('/api/admin/stock');
      expect(after.stock).toEqual(stock.products);
      expect(after.stock.map((product) => product.productId)).toContain('octahedron');
    });
  });

  describe('refunds', () => {
    it('refunds half, then the rest; the record and PayPal agree; never more than captured', async () => {
      const orderId = await paidOrder(server, { email: `half-${tag()}@example.com` });
      const half = await refund(orderId, { amountCents: 39_100, reason: 'One unit returned' });
      expect(half).toMatchObject({
        status: 'PARTIALLY_REFUNDED',
        refundedCents: 39_100,
        refund: {
          amountCents: 39_100,
          status: 'completed',
          reason: 'One unit returned',
          actor: { uid: 'op-ana', email: 'op-ana@example.com' },
        },
      });
      expect((await standInOrder(server, orderId)) as unknown).toMatchObject({
        capture: { refunded: '391.00' },
      });

      expect(await refund(orderId, { amountCents: 39_101 }, 409)).toMatchObject({
        error: 'REFUND_TOO_LARGE',
        remainingCents: 39_100,
        message: 'At most 391.00 USD can still be refunded.',
      });

      const rest = await refund(orderId, { amountCents: null, reason: 'Order cancelled' });
      expect(rest).toMatchObject({
        status: 'REFUNDED',
        refundedCents: 78_200,
        refund: { amountCents: 39_100 },
      });
      expect((await standInOrder(server, orderId)) as unknown).toMatchObject({
        capture: { refunded: '782.00' },
      });
      expect(await refund(orderId, { amountCents: 1 }, 409)).toMatchObject({
        error: 'REFUNDED',
      });

      const { order, refunds, events } = await detail(orderId);
      expect(order.payment).toMatchObject({
        status: 'REFUNDED',
        refundedCents: 78_200,
        refundableCents: 0,
      });
      expect(order.actions.refund).toEqual({ allowed: false, refusal: { code: 'REFUNDED' } });
      expect(refunds.map((entry) => [entry.amountCents, entry.status])).toEqual([
        [39_100, 'completed'],
        [39_100, 'completed'],
      ]);
      const requested = events.filter((event) => event.kind === 'refund-requested');
      expect(requested).toEqual([
        expect.objectContaining({
          source: 'operator',
          actor: { uid: 'op-ana', email: 'op-ana@example.com' },
          details: { amountCents: 39_100, reason: 'One unit returned' },
        }),
        expect.objectContaining({ details: { amountCents: 39_100, reason: 'Order cancelled' } }),
      ]);
      const kinds = events.map((event) => event.kind);
      expect(kinds).toContain('partially_refunded');
      expect(kinds).toContain('refunded');
    });

    it('refunds once for one request id, however often it arrives', async () => {
      const orderId = await paidOrder(server, { email: `dbl-${tag()}@example.com` });
      const body = { amountCents: 10_000, reason: 'Double click', requestId: randomUUID() };
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          server.post(`/api/admin/orders/${orderId}/refund`, body, OPERATOR),
        ),
      );
      const statuses = answers.map((answer) => answer.status);
      // The first reserves; the others find its row and report it (502 never: PayPal answers).
      expect(statuses).toEqual(Array(5).fill(200));
      const { refunds, order } = await detail(orderId);
      expect(refunds).toHaveLength(1);
      expect(order.payment?.refundedCents).toBe(10_000);
      expect((await standInOrder(server, orderId)) as unknown).toMatchObject({
        capture: { refunded: '100.00' },
      });
    });

    it('refuses bad input with 400 and refunds nothing', async () => {
      const orderId = await paidOrder(server, { email: `rbad-${tag()}@example.com` });
      for (const [body, field] of [
        [{ amountCents: 0 }, 'amountCents'],
        [{ amountCents: -100 }, 'amountCents'],
        [{ amountCents: 10.5 }, 'amountCents'],
        [{ amountCents: '100' }, 'amountCents'],
        [{ amountCents: 100, reason: '' }, 'reason'],
        [{ amountCents: 100, reason: 'x'.repeat(501) }, 'reason'],
        [{ amountCents: 100, reason: 'bad\u0000byte' }, 'reason'],
        [{ amountCents: 100, requestId: 'click-1' }, 'requestId'],
      ] as const) {
        const refusal = await refund(orderId, body, 400);
        expect(refusal.message, JSON.stringify(body)).toMatch(new RegExp(`^${field}: `));
      }
      const { refunds, order } = await detail(orderId);
      expect(refunds).toEqual([]);
      expect(order.payment?.refundedCents).toBe(0);
    });

    it('answers 409 for an order not paid or under review', async () => {
      const unpaid = await createOrder(server);
      const review = await paidOrder(
        server,
        { email: `rrev-${tag()}@example.com` },
        { outcome: 'pending' },
      );
      expect(await refund(unpaid, { amountCents: 100 }, 409)).toMatchObject({ error: 'NOT_PAID' });
      expect(await refund(review, { amountCents: 100 }, 409)).toMatchObject({
        error: 'UNDER_REVIEW',
      });
      expect(await refund('NOSUCHORDER3', { amountCents: 100 }, 404)).toMatchObject({
        error: 'ORDER_NOT_FOUND',
      });
    });
  });

  describe('the audit trail', () => {
    it("lists operators' actions newest first, by operator, order and date", async () => {
      const orderId = await paidOrder(server, { email: `audit-${tag()}@example.com` });
      const started = new Date(Date.now() - 1_000).toISOString();
      await ship(orderId);
      await post(
        `/api/admin/orders/${orderId}/refund`,
        { amountCents: 5_000, reason: 'Scratched box', requestId: randomUUID() },
        200,
        OTHER_OPERATOR,
      );

      const forOrder = await get<AuditResponse>(`/api/admin/audit?orderId=${orderId}`);
      // The order's number names the same order, and every entry carries it.
      const orderNumber = await numberOf(database, orderId);
      expect(await get<AuditResponse>(`/api/admin/audit?orderId=${orderNumber}`)).toEqual(forOrder);
      expect(forOrder.entries.every((entry) => entry.orderNumber === orderNumber)).toBe(true);
      const kinds = forOrder.entries.map((entry) => entry.kind);
      expect(kinds.at(-1)).toBe('shipped');
      expect(kinds).toContain('refund-requested');
      expect(forOrder.entries.every((entry) => entry.source === 'operator')).toBe(true);
      const times = forOrder.entries.map((entry) => entry.at);
      expect(times).toEqual([...times].sort().reverse());

      const byBen = await get<AuditResponse>(
        `/api/admin/audit?actor=${encodeURIComponent('OP-BEN@example.com')}&orderId=${orderId}`,
      );
      expect(byBen.entries.length).toBeGreaterThan(0);
      expect(byBen.entries.every((entry) => entry.actor?.uid === 'op-ben')).toBe(true);
      const byAnaUid = await get<AuditResponse>(`/api/admin/audit?actor=op-ana&orderId=${orderId}`);
      expect(byAnaUid.entries.map((entry) => entry.kind)).toEqual(['shipped']);

      const since = await get<AuditResponse>(
        `/api/admin/audit?orderId=${orderId}&from=${encodeURIComponent(started)}`,
      );
      expect(since.entries).toHaveLength(forOrder.entries.length);
      const before = await get<AuditResponse>(
        `/api/admin/audit?orderId=${orderId}&before=${encodeURIComponent(started)}`,
      );
      expect(before.entries).toEqual([]);

      const paged: string[] = [];
      let cursor: string | null = null;
      do {
        const page: AuditResponse = await get(
          `/api/admin/audit?orderId=${orderId}&limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        );
        paged.push(...page.entries.map((entry) => String(entry.id)));
        cursor = page.nextCursor;
      } while (cursor);
      expect(paged).toEqual(forOrder.entries.map((entry) => String(entry.id)));

      expect(await get('/api/admin/audit?orderId=lower-case', 400)).toMatchObject({
        error: 'INVALID_REQUEST',
      });
    });
  });
});

/** PayPal ends its review of a held payment by denying it; the shop learns it from PayPal. */
async function denyReview(server: TestServer, orderId: string) {
  const records = (await (
    await server.get('/api/admin/payments', { authorization: `Bearer ${ADMIN_TOKEN}` })
  ).json()) as { payments: PagoRecord[] };
  const captureId = records.payments.find((record) => record.orderId === orderId)?.captureId;
  expect(captureId).toBeTruthy();
  const denied = await server.post(`/__paypal/__test/captures/${captureId}/deny`);
  expect(denied.status).toBe(200);
  const stored = await server.app.payments?.store.findOrder(orderId);
  if (!stored) throw new Error(`no order ${orderId}`);
  await server.app.payments?.syncOrder(stored, 'reconciler');
  const after = await pagoOf(server.app.payments?.store, orderId);
  expect(after?.status).toBe('DENIED');
}

describe('the admin rate limit', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  }, 240_000);
  afterAll(async () => {
    await database?.close();
  });

  it('counts all admin routes together per client address, as TRUST_PROXY decides', async () => {
    const server = await startServer({
      database,
      env: { ADMIN_RATE_LIMIT: '3', TRUST_PROXY: '1' },
    });
    try {
      const from = (address: string, path: string) =>
        server.get(path, { ...OPERATOR, 'x-forwarded-for': address });
      expect((await from('10.0.0.1', '/api/admin/me')).status).toBe(200);
      expect((await from('10.0.0.1', '/api/admin/orders')).status).toBe(200);
      expect((await from('10.0.0.1', '/api/admin/audit')).status).toBe(200);
      const limited = await from('10.0.0.1', '/api/admin/me');
      expect(limited.status).toBe(429);
      expect(await limited.json()).toMatchObject({ error: 'RATE_LIMITED' });
      // Failed sign-ins count too: a guessed token gets no more tries than anything else.
      expect(
        (await server.get('/api/admin/payments', { 'x-forwarded-for': '10.0.0.1' })).status,
      ).toBe(429);
      expect((await from('10.0.0.2', '/api/admin/me')).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
