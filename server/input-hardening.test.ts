import { connect } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_JSON_DEPTH } from '#domain/text';
import {
  ADDRESS,
  createOrder,
  OCTAHEDRON,
  startServer,
  type TestServer,
  testBackends,
} from '#tests/support/payments-server';
import type { Database } from './platform/database';

/**
 * What a hostile client sends, through real HTTP: JSON nested thousands of levels deep, page
 * links naming impossible dates, a contact that is not what it seems, bytes Fastify refuses
 * before any route runs, a lowercase `bearer`. Each is answered 4xx with the API's own
 * `{ error, message }`, and nothing changes.
 */

const ADMIN_TOKEN = 'read-only-script-token';
const OPERATOR = { authorization: 'Bearer admin-op-ana' };
const JSON_TYPE = { 'content-type': 'application/json' };

/** `depth` arrays, one inside the other, as JSON text: 2 bytes a level. */
const nestedArrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
/** `depth` objects, one inside the other: `{"a":{"a":…}}`. */
const nestedObjects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const cursorOf = (parts: unknown[]) =>
  Buffer.from(JSON.stringify(parts), 'utf8').toString('base64url');

/** The API's refusal, and nothing else in it. */
const refusal = (error: string) => ({ error, message: expect.any(String) });

describe.each(testBackends('input-hardening'))('hostile input ($name)', ({ open }) => {
  let database: Database;
  let server: TestServer;

  beforeAll(async () => {
    database = await open();
    server = await startServer({
      database,
      env: { ADMIN_TOKEN, ADMIN_RATE_LIMIT: '0' },
    });
  }, 240_000);

  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  /** Sends the bytes as given (the test server's `post` sends JSON it makes itself). */
  const raw = (method: string, pathname: string, body?: RequestInit['body'], headers = {}) =>
    fetch(`${server.url}${pathname}`, { method, headers, body });

  const orderCount = async () =>
    Number((await database.query<{ n: string }>('SELECT count(*) AS n FROM orders')).rows[0]?.n);

  describe('JSON nested deeper than the limit', () => {
    it.each([
      ['create-order', '/api/create-order', {}, 16],
      ['an operator’s route', '/api/admin/orders/ABC123/ship', OPERATOR, 8],
      ['PayPal’s webhook, whose text is taken as sent', '/api/paypal/webhook', {}, 64],
      ['an unknown route', '/api/nope', {}, 64],
    ])(
      'is answered 400 on %s, never 500, however deep',
      async (_where, pathname, headers, limitKb) => {
        const before = await orderCount();
        // 4,000 levels (8 KB) overflowed the stack of the old recursive check; the last body is as
        // deep as the route's body limit allows.
        const deepest = Math.floor((limitKb * 1024) / 2) - 1;
        for (const body of [nestedArrays(4_000), nestedObjects(1_000), nestedArrays(deepest)]) {
          const response = await raw('POST', pathname, body, { ...JSON_TYPE, ...headers });
          expect(response.status, `${pathname} ${body.length} bytes`).toBe(400);
          expect(await response.json()).toEqual({
            error: 'INVALID_REQUEST',
            message: `The body nests arrays and objects more than ${MAX_JSON_DEPTH} levels deep.`,
          });
        }
        expect(await orderCount()).toBe(before);
      },
    );

    it('reads a body right at the limit, and refuses the level past it', async () => {
      const inside = await raw(
        'POST',
        '/api/create-order',
        nestedArrays(MAX_JSON_DEPTH),
        JSON_TYPE,
      );
      expect(inside.status).toBe(400);
      // The route's own schema speaks: the depth was taken.
      expect(await inside.json()).toMatchObject({
        error: 'INVALID_REQUEST',
        message: expect.not.stringContaining('levels deep'),
      });
      const past = await raw(
        'POST',
        '/api/create-order',
        nestedArrays(MAX_JSON_DEPTH + 1),
        JSON_TYPE,
      );
      expect(await past.json()).toMatchObject({ message: expect.stringContaining('64 levels') });
    });
  });

  describe('dates in the console’s page links and filters', () => {
    const SCRIPT = { authorization: `Bearer ${ADMIN_TOKEN}` };
    const IMPOSSIBLE = [
      '2026-02-30T00:00:00.000000Z',
      '0000-01-01T00:00:00.000000Z',
      '2026-03-01T24:00:00.000000Z',
    ];

    it('refuses a cursor naming an impossible date with 400 INVALID_CURSOR, on every list', async () => {
      for (const at of IMPOSSIBLE) {
        for (const [pathname, headers, cursor] of [
          ['/api/admin/payments', SCRIPT, cursorOf([at, 'ABC123'])],
          ['/api/admin/orders', OPERATOR, cursorOf([at, 'ABC123'])],
          ['/api/admin/audit', OPERATOR, cursorOf([at, 1])],
        ] as const) {
          const response = await server.get(`${pathname}?cursor=${cursor}`, headers);
          expect(response.status, `${pathname} ${at}`).toBe(400);
          expect(await response.json()).toEqual(refusal('INVALID_CURSOR'));
        }
      }
    });

    it('refuses a from or before outside 1970 to 9999 with 400 naming it', async () => {
      for (const pathname of ['/api/admin/orders', '/api/admin/audit']) {
        for (const [query, field] of [
          ['from=0000-01-01', 'from'],
          ['from=1969-12-31', 'from'],
          ['before=0000-06-01T00:00:00Z', 'before'],
          ['before=9999-12-31T23:00:00-10:00', 'before'],
          ['from=2026-02-30', 'from'],
        ] as const) {
          const response = await server.get(`${pathname}?${query}`, OPERATOR);
          expect(response.status, `${pathname}?${query}`).toBe(400);
          const body = (await response.json()) as { error: string; message: string };
          expect(body.error).toBe('INVALID_REQUEST');
          expect(body.message).toMatch(new RegExp(`^${field}: `));
        }
      }
      // The range's own ends are taken.
      const response = await server.get(
        '/api/admin/orders?from=1970-01-01&before=9999-12-31T23:59:59Z',
        OPERATOR,
      );
      expect(response.status).toBe(200);
    });
  });

  describe('a contact that is not what it seems', () => {
    const contact = { email: 'ana@example.com', name: 'Ana López', phone: '55 1234 5678' };

    it.each([
      ['a name of zero-width spaces', { name: '\u200b\u200b' }, 'name'],
      ['a name with a right-to-left override', { name: 'Ana \u202ezepóL' }, 'name'],
      ['a name with a line separator', { name: 'Ana\u2028López' }, 'name'],
      ['a list of addresses', { email: 'x,victim@example.com' }, 'email'],
      ['a display name', { email: 'Evil<victim@example.com>' }, 'email'],
      ['a phone with an extension', { phone: '55 1234 5678 ext 99' }, 'phone'],
    ])(
      'refuses %s with 400 CONTACT_INVALID naming the field, and creates nothing',
      async (_what, change, field) => {
        const before = await orderCount();
        const response = await server.post('/api/create-order', {
          items: [OCTAHEDRON],
          address: ADDRESS,
          contact: { ...contact, ...change },
        });
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({ ...refusal('CONTACT_INVALID'), field });
        expect(await orderCount()).toBe(before);
      },
    );

    it('says why, in words the buyer can act on', async () => {
      const extension = await server.post('/api/create-order', {
        items: [OCTAHEDRON],
        contact: { ...contact, phone: '55 1234 5678 ext 99' },
      });
      expect((await extension.json()).message).toMatch(/without an extension/);
    });
  });

  describe('what Fastify refuses before any route runs', () => {
    it.each([
      [
        'a %-escape that is not UTF-8 (a page)',
        'GET',
        '/orders/%ff',
        undefined,
        {},
        400,
        'INVALID_URL',
      ],
      [
        'a %-escape that is not UTF-8 (the API)',
        'GET',
        '/api/orders/%ff',
        undefined,
        {},
        400,
        'INVALID_URL',
      ],
      [
        'a path part past its length',
        'GET',
        `/api/orders/${'A'.repeat(200)}`,
        undefined,
        {},
        414,
        'INVALID_URL',
      ],
      [
        'JSON that does not parse',
        'POST',
        '/api/create-order',
        '{"items": [',
        JSON_TYPE,
        400,
        'INVALID_JSON',
      ],
      [
        'a JSON __proto__ key',
        'POST',
        '/api/create-order',
        '{"__proto__": {"x": 1}}',
        JSON_TYPE,
        400,
        'INVALID_JSON',
      ],
      [
        'an empty body said to be JSON',
        'POST',
        '/api/create-order',
        '',
        JSON_TYPE,
        400,
        'INVALID_JSON',
      ],
      [
        'a body that is not JSON',
        'POST',
        '/api/create-order',
        '<order/>',
        { 'content-type': 'application/xml' },
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      ],
      [
        'a body over the route’s limit',
        'POST',
        '/api/create-order',
        JSON.stringify({ pad: 'x'.repeat(20_000) }),
        JSON_TYPE,
        413,
        'BODY_TOO_LARGE',
      ],
      [
        'an unknown Content-Encoding',
        'POST',
        '/api/create-order',
        '{}',
        { ...JSON_TYPE, 'content-encoding': 'zstd' },
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      ],
      [
        'a gzip body that does not inflate',
        'POST',
        '/api/create-order',
        'not gzip',
        { ...JSON_TYPE, 'content-encoding': 'gzip' },
        400,
        'INVALID_REQUEST',
      ],
    ] as const)(
      'answers %s in the API’s shape',
      async (_what, method, pathname, body, headers, status, error) => {
        const response = await raw(method, pathname, body, headers);
        expect(response.status).toBe(status);
        expect(response.headers.get('content-type')).toMatch(/^application\/json/);
        expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
        expect(await response.json()).toEqual(refusal(error));
      },
    );

    it('says the route’s own limit when a body is too large', async () => {
      const response = await raw(
        'POST',
        '/api/create-order',
        JSON.stringify({ pad: 'x'.repeat(20_000) }),
        JSON_TYPE,
      );
      expect((await response.json()).message).toMatch(/16 KB/);
    });

    it('still reads a gzip body that inflates', async () => {
      const response = await raw(
        'POST',
        '/api/create-order',
        new Uint8Array(gzipSync('{"items": []}')),
        {
          ...JSON_TYPE,
          'content-encoding': 'gzip',
        },
      );
      expect(await response.json()).toEqual(refusal('EMPTY_CART'));
    });

    it('answers bytes that are not HTTP with the API’s shape too', async () => {
      const port = new URL(server.url).port;
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = connect(Number(port), '127.0.0.1', () => {
          socket.write('HELLO THERE\r\n\r\n');
        });
        let received = '';
        socket.on('data', (chunk) => {
          received += chunk.toString('utf8');
        });
        socket.on('close', () => resolve(received));
        socket.on('error', reject);
      });
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      expect(head).toMatch(/^HTTP\/1\.1 400 Bad Request/);
      expect(head.toLowerCase()).toContain('content-type: application/json');
      expect(JSON.parse(body)).toEqual(refusal('INVALID_REQUEST'));
    });
  });

  describe('the Authorization scheme, in any case', () => {
    it('takes a lowercase or uppercase bearer, for ADMIN_TOKEN and for ID tokens', async () => {
      for (const scheme of ['bearer', 'BEARER', 'Bearer', 'bEaReR']) {
        const script = await server.get('/api/admin/payments', {
          authorization: `${scheme} ${ADMIN_TOKEN}`,
        });
        expect(script.status, scheme).toBe(200);
        const operator = await server.get('/api/admin/me', {
          authorization: `${scheme} admin-op-ana`,
        });
        expect(operator.status, scheme).toBe(200);
        const buyer = await server.get('/api/me/orders', {
          authorization: `${scheme}  valid-buyer-1 `,
        });
        expect(buyer.status, scheme).toBe(200);
      }
    });

    it('still refuses another scheme, or a bearer without a token', async () => {
      for (const authorization of [
        `Basic ${ADMIN_TOKEN}`,
        `Bearer${ADMIN_TOKEN}`,
        'bearer ',
        'bearer',
      ]) {
        const response = await server.get('/api/admin/payments', { authorization });
        expect(response.status, authorization).toBe(401);
      }
    });
  });

  describe('the PayPal stand-in’s approve', () => {
    it('answers an email that is no address with 400 in PayPal’s error shape', async () => {
      const orderId = await createOrder(server);
      for (const action of ['approve', 'decline']) {
        const response = await server.post(`/__paypal/sdk/orders/${orderId}/${action}`, {
          email: 'not an email',
        });
        expect(response.status, action).toBe(400);
        expect(await response.json()).toMatchObject({
          name: 'INVALID_REQUEST',
          debug_id: expect.any(String),
          details: [{ field: '/email', location: 'body', issue: 'INVALID_PARAMETER_VALUE' }],
        });
      }
      // Nothing was approved.
      const order = await server.get(`/__paypal/__test/orders/${orderId}`);
      expect(await order.json()).toMatchObject({ status: 'CREATED' });
    });
  });
});

vi.setConfig({ testTimeout: 300_000, hookTimeout: 240_000 });
