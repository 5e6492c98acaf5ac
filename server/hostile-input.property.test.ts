import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_JSON_DEPTH } from '#domain/text';
import {
  ADDRESS,
  captureBody,
  createOrder,
  payerAction,
  startServer,
  type TestServer,
  testBackends,
} from '#tests/support/payments-server';
import type { Database } from './platform/database';

/**
 * A property of the whole API: whatever a client sends to any of its routes (deep, wide or odd
 * JSON, strings with lone surrogates, NULs and direction overrides, numbers past any range,
 * impossible dates in page links, malformed %-escapes, odd headers), the answer is never a 5xx,
 * and every refusal is JSON `{ error, message }` with the API's own code. The routes are the
 * app's own, as Fastify registers them, so a route added later is covered without anyone listing
 * it here.
 */

const ADMIN_TOKEN = 'read-only-script-token';

/** Requests per route and method: about 1,500 in all, a few seconds. */
const RUNS_PER_ROUTE = 60;

interface Route {
  method: string;
  url: string;
}

/**
 * The shop's routes. The PayPal stand-in plays PayPal under /__paypal (its test controls fail on
 * purpose, and it answers in PayPal's shape); HEAD is GET without a body, sent through GET.
 */
const isShopRoute = (route: Route) =>
  !route.url.startsWith('/__paypal') && route.url !== '*' && route.method !== 'HEAD';

/** Mostly what a client sends (so odd input gets past the first checks), now and then not. */
const usually = <T>(common: fc.Arbitrary<T>, odd: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 4, arbitrary: common }, { weight: 1, arbitrary: odd });

/** Strings a hostile client tries, alone or inside ordinary text. */
const ODD_TEXT = [
  '\ud800',
  '\udfff',
  'a\ud83db',
  'a\u0000b',
  '\u0007\u001b[2J',
  '\u202eabc',
  '\u2066\u2069',
  '\u200b\u200b',
  '\u2028',
  '\ufeff',
  '%ff',
  '%',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '__proto__',
  'constructor',
  'x,victim@example.com',
  'Evil<victim@example.com>',
  '55 1234 5678 ext 99',
  '0000-01-01',
  '2026-02-30',
  '2026-02-30T00:00:00.000000Z',
  '9999-12-31T23:59:59-10:00',
  '-1',
  '1e400',
  'NaN',
  '',
  ' ',
];

const oddString = fc.oneof(
  fc.constantFrom(...ODD_TEXT),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc
    .tuple(fc.string({ maxLength: 10 }), fc.constantFrom(...ODD_TEXT), fc.string({ maxLength: 10 }))
    .map((parts) => parts.join('')),
  fc.integer({ min: 200, max: 5_000 }).map((length) => 'x'.repeat(length)),
);

const oddNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(
    Number.MAX_VALUE,
    -Number.MAX_VALUE,
    Number.MIN_VALUE,
    Number.MAX_SAFE_INTEGER + 2,
    -0,
    0.1 + 0.2,
    1e21,
  ),
);

/** Any JSON value whose strings and keys are odd: a few levels deep, a few entries wide. */
const oddJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    oddString,
    oddNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 6 }),
    fc.dictionary(oddString, tie('value'), { maxKeys: 6 }),
  ),
})).value;

const CONTACT = { email: 'ana@example.com', name: 'Ana López', phone: '55 1234 5678' };

const items = usually(
  fc.constant<unknown>([{ id: 'octahedron', quantity: 1 }]),
  fc.oneof(
    oddJson,
    fc.array(
      fc.record({
        id: usually(fc.constantFrom('octahedron', 'custom-ely'), oddString),
        quantity: usually(fc.integer({ min: -1, max: 120 }), oddJson),
      }),
      { maxLength: 3 },
    ),
  ),
);

const address = usually(
  fc.constant<unknown>(ADDRESS),
  fc.oneof(
    oddJson,
    fc.record({
      street: usually(fc.constant(ADDRESS.street), oddString),
      city: usually(fc.constant(ADDRESS.city), oddString),
      state: usually(fc.constantFrom(ADDRESS.state, 'CMX', 'TX'), oddString),
      zip: usually(fc.constant(ADDRESS.zip), oddString),
      country: usually(fc.constantFrom(ADDRESS.country, 'MX', 'US'), oddString),
    }),
  ),
);

/**
 * Each route's own body, its fields now and then odd: odd values reach the rules past the schemas
 * (the contact's, PayPal's, the database's), not only the first check of a schema.
 */
const ROUTE_BODIES: Record<string, fc.Arbitrary<unknown>> = {
  'POST /api/create-order': fc.record(
    {
      items,
      total: usually(fc.constant(undefined), fc.oneof(oddNumber, oddString)),
      type: usually(fc.constant('product'), oddString),
      address,
      contact: usually(
        fc.record({
          email: usually(fc.constant(CONTACT.email), oddString),
          name: usually(fc.constant(CONTACT.name), oddString),
          phone: usually(fc.constant(CONTACT.phone), oddString),
        }),
        oddJson,
      ),
      locale: usually(fc.constantFrom('en', 'es'), oddString),
    },
    { requiredKeys: ['items', 'address', 'contact'] },
  ),
  'POST /api/capture-order/:orderID': fc.record(
    { type: usually(fc.constantFrom('product', 'subscription'), oddString), items, address },
    { requiredKeys: ['type'] },
  ),
  'POST /api/admin/orders/:orderRef/ship': fc.record(
    {
      carrier: usually(fc.constantFrom('UPS', 'dhl', 'Estafeta'), oddString),
      trackingNumber: usually(fc.constant('1Z999AA10123456784'), oddString),
      trackingUrl: fc.oneof(oddString, fc.constant(null)),
    },
    { requiredKeys: ['carrier', 'trackingNumber'] },
  ),
  'POST /api/admin/orders/:orderRef/refund': fc.record(
    {
      amountCents: usually(
        fc.oneof(fc.integer({ min: -5, max: 100 }), fc.constant(null)),
        oddNumber,
      ),
      reason: usually(fc.constant('Customer request'), oddString),
      requestId: usually(fc.uuid(), oddString),
    },
    { requiredKeys: ['reason', 'requestId'] },
  ),
};

/** JSON text nested `depth` levels, with arrays or objects. */
const nestedText = (depth: number, open: string, close: string, inner = '1') =>
  `${open.repeat(depth)}${inner}${close.repeat(depth)}`;

/** The body's bytes, as a client could send them to this route. */
const bodyText = (route: Route) =>
  fc.oneof(
    {
      weight: 4,
      arbitrary: (ROUTE_BODIES[`${route.method} ${route.url}`] ?? oddJson).map((value) =>
        JSON.stringify(value),
      ),
    },
    { weight: 1, arbitrary: oddJson.map((value) => JSON.stringify(value)) },
    // Past the depth limit, up to the largest body limit (64 KB).
    fc
      .tuple(fc.integer({ min: MAX_JSON_DEPTH - 2, max: 30_000 }), fc.boolean())
      .map(([depth, arrays]) =>
        arrays ? nestedText(depth, '[', ']', '') : nestedText(Math.floor(depth / 3), '{"a":', '}'),
      ),
    // Wide.
    fc.integer({ min: 1_000, max: 12_000 }).map((width) => JSON.stringify(Array(width).fill(0))),
    fc
      .integer({ min: 100, max: 2_000 })
      .map((width) =>
        JSON.stringify(
          Object.fromEntries(Array.from({ length: width }, (_, key) => [`k${key}`, key])),
        ),
      ),
    // Not JSON, or JSON that no schema reads.
    fc.constantFrom(
      '',
      ' ',
      '{',
      '[1,]',
      'null',
      '1e400',
      '-0',
      '123456789012345678901234567890',
      '"\\ud800"',
      '{"a":"\\u0000"}',
      '{"__proto__":{"admin":true}}',
      '{"constructor":{"prototype":{"admin":true}}}',
      '\u0000',
      '\ufeff{}',
      'items[0][id]=octahedron',
    ),
  );

/** Every byte of the text's UTF-8 %-encoded (a lone surrogate is sent as U+FFFD's bytes). */
const percentEncoded = (text: string) =>
  Array.from(Buffer.from(text, 'utf8'), (byte) => `%${byte.toString(16).padStart(2, '0')}`).join(
    '',
  );

/**
 * A URL part: %-encoded text, raw escapes that decode to nothing valid, or a real order's id or
 * number.
 */
const urlPart = (orderIds: readonly string[]) =>
  fc.oneof(
    oddString.map(percentEncoded),
    fc.constantFrom('%ff', '%00', '%ed%a0%80', '%c0%af', '%', '%2e%2e%2f', '..', 'A'.repeat(150)),
    fc.constantFrom(...orderIds, '5O190127TN364715T', 'ELY-7K3M9Q', 'ely-7k3m9q', 'ABC123', '1'),
  );

const cursorOf = (parts: unknown[]) =>
  Buffer.from(JSON.stringify(parts), 'utf8').toString('base64url');

/** A page link shaped as the console's, naming odd dates and ids. */
const oddCursor = fc
  .tuple(
    fc.oneof(
      fc.date({ noInvalidDate: true }).map((date) => `${date.toISOString().slice(0, 23)}000Z`),
      fc.constantFrom(
        '2026-02-30T00:00:00.000000Z',
        '0000-01-01T00:00:00.000000Z',
        '2026-03-01T24:00:00.000000Z',
        '+275760-09-13T00:00:00.000000Z',
      ),
      oddString,
    ),
    fc.oneof(oddString, oddNumber, fc.constant('ABC123')),
  )
  .map(cursorOf);

const QUERY_KEYS = [
  'cursor',
  'from',
  'before',
  'limit',
  'format',
  'q',
  'status',
  'type',
  'actor',
  'orderId',
];

const queryString = (orderIds: readonly string[]) =>
  fc
    .array(
      fc.tuple(
        usually(fc.constantFrom(...QUERY_KEYS), urlPart(orderIds)),
        fc.oneof(
          urlPart(orderIds),
          oddCursor,
          fc.date({ noInvalidDate: true }).map((date) => encodeURIComponent(date.toISOString())),
        ),
      ),
      { maxLength: 4 },
    )
    .map((pairs) => (pairs.length ? `?${pairs.map((pair) => pair.join('=')).join('&')}` : ''));

const headers = fc.record({
  'content-type': usually(
    fc.constant('application/json'),
    fc.constantFrom(
      'application/json; charset=utf-8',
      'application/json; charset=latin1',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      '',
    ),
  ),
  authorization: usually(
    fc.constantFrom('Bearer admin-op-fuzz', 'bearer admin-op-fuzz', `Bearer ${ADMIN_TOKEN}`),
    fc.constantFrom(
      'bearer valid-fuzz',
      'Bearer forged',
      'Basic b3A6b3A=',
      'Bearer',
      `Bearer ${'a'.repeat(4_000)}`,
    ),
  ),
  'x-receipt-token': usually(fc.constant(null), fc.constantFrom('x', 'A'.repeat(200), '')),
  'content-encoding': usually(fc.constant(null), fc.constantFrom('gzip', 'identity', 'zstd')),
});

const sentHeaders = (chosen: Record<string, string | null>) =>
  Object.fromEntries(Object.entries(chosen).filter(([, value]) => value !== null)) as Record<
    string,
    string
  >;

describe.each(testBackends('hostile-input'))(
  'every API route, whatever it is sent ($name)',
  ({ open }) => {
    let database: Database;
    let server: TestServer;
    const registered: Route[] = [];
    /** A paid order, so the routes that name one get past "no such order": PayPal's id, number. */
    let paidOrderId: string;
    let paidOrderNumber: string;

    beforeAll(async () => {
      database = await open();
      server = await startServer({
        database,
        env: { ADMIN_TOKEN, ADMIN_RATE_LIMIT: '0' },
        // Firebase's accounts, so that DELETE /api/me exists and is sent hostile input too.
        accountDirectory: { lookUp: async () => null, delete: async () => {} },
        onRoute: (route: RouteOptions) => {
          for (const method of [route.method].flat()) registered.push({ method, url: route.url });
        },
      });
      paidOrderId = await createOrder(server);
      await payerAction(server, paidOrderId);
      expect((await server.capture(paidOrderId, captureBody('product'))).status).toBe(200);
      const paid = await server.app.payments?.store.findOrder(paidOrderId);
      paidOrderNumber = paid?.orderNumber ?? '';
    }, 240_000);

    afterAll(async () => {
      await server?.close();
      await database?.close();
    });

    const routes = () => [
      ...registered.filter(isShopRoute),
      // And no route at all: the not-found answer reads the request too.
      { method: 'POST', url: '/api/no/such/route' },
      { method: 'GET', url: '/no/such/page/:anything' },
    ];

    it('finds the API’s routes in the app itself', () => {
      const found = new Set(routes().map((route) => `${route.method} ${route.url}`));
      for (const known of [
        'POST /api/create-order',
        'POST /api/capture-order/:orderID',
        'POST /api/paypal/webhook',
        'GET /api/orders/:orderRef',
        'GET /api/me/orders',
        'GET /api/admin/payments',
        'GET /api/admin/orders',
        'POST /api/admin/orders/:orderRef/ship',
        'POST /api/admin/orders/:orderRef/refund',
        'GET /api/admin/audit',
        'GET /api/health',
        ...Object.keys(ROUTE_BODIES),
      ]) {
        expect(found).toContain(known);
      }
    });

    it('never answers 5xx, and refuses in the API’s shape', async () => {
      for (const route of routes()) {
        const request = fc.record({
          params: fc.array(urlPart([paidOrderId, paidOrderNumber]), {
            minLength: 3,
            maxLength: 3,
          }),
          query: queryString([paidOrderId, paidOrderNumber]),
          body: fc.option(bodyText(route), { freq: 6 }),
          headers,
        });
        await fc.assert(
          fc.asyncProperty(request, async ({ params, query, body, headers: chosen }) => {
            let param = 0;
            const path = route.url.replace(/:[A-Za-z]+/g, () => params[param++] ?? 'x');
            const response = await server.app.inject({
              method: route.method as 'GET' | 'POST',
              url: `${path}${query}`,
              headers: sentHeaders(chosen),
              ...(body === null ? {} : { payload: body }),
            });
            const where = `${route.method} ${path}${query.slice(0, 200)} → ${response.statusCode} ${response.body.slice(0, 300)}`;
            expect(response.statusCode, where).toBeLessThan(500);
            if (response.statusCode < 400) return;
            expect(response.headers['content-type'], where).toMatch(/^application\/json/);
            const refusal = response.json();
            expect(refusal, where).toEqual({
              ...refusal,
              error: expect.any(String),
              message: expect.any(String),
            });
            // The API's own codes, never Fastify's.
            expect(refusal.error, where).not.toMatch(/^FST_|^Bad Request$/);
          }),
          { numRuns: RUNS_PER_ROUTE },
        );
      }
    });
  },
);

vi.setConfig({ testTimeout: 300_000, hookTimeout: 240_000 });
