import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { GatewayRefusal, GatewayUnavailable } from '../gateway';
import { PayPalGateway } from './paypal-gateway';

/** The gateway against a scripted PayPal: token caching, retries, error and contract checks. */

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

function scripted(handler: Handler) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchFn = (async (input: string | URL | Request, init: RequestInit = {}) => {
    calls.push({ url: String(input), init });
    return handler(String(input), init);
  }) as typeof fetch;
  return { calls, fetchFn };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

const token = (expiresIn = 32_400) =>
  json(200, { access_token: 'T1', token_type: 'Bearer', expires_in: expiresIn });
const created = json(201, { id: 'ABC123', status: 'CREATED', links: [] });

function gateway(fetchFn: typeof fetch) {
  return new PayPalGateway({
    baseUrl: 'https://paypal.test/',
    clientId: 'id',
    clientSecret: 'secret',
    fetch: fetchFn,
    backoffMs: 1,
    timeoutMs: 200,
  });
}

const order = {
  requestId: 'create-1',
  totalCents: 39100,
  lines: [],
  shipsGoods: false,
  shipTo: null,
};

const ADDRESS = {
  street: 'Av. Álvaro Obregón 121',
  line2: 'Col. Roma Norte',
  city: 'Ciudad de México',
  state: 'CMX',
  zip: '06700',
  country: 'MX',
};
const AT_PAYPAL = {
  address_line_1: 'Av. Álvaro Obregón 121',
  address_line_2: 'Col. Roma Norte',
  admin_area_2: 'Ciudad de México',
  admin_area_1: 'CMX',
  postal_code: '06700',
  country_code: 'MX',
};
const bodyOf = (call: { init: RequestInit } | undefined) =>
  JSON.parse(String(call?.init.body)) as Record<string, unknown>;

describe('PayPalGateway', () => {
  it('asks for one token and reuses it until it expires', async () => {
    const { calls, fetchFn } = scripted((url) =>
      url.endsWith('/token') ? token() : created.clone(),
    );
    const paypal = gateway(fetchFn);
    await Promise.all([paypal.createOrder(order), paypal.createOrder(order)]);
    await paypal.createOrder(order);
    expect(calls.filter((call) => call.url.endsWith('/v1/oauth2/token'))).toHaveLength(1);
    const create = calls.find((call) => call.url.endsWith('/v2/checkout/orders'));
    expect(new Headers(create?.init.headers).get('authorization')).toBe('Bearer T1');
    expect(new Headers(create?.init.headers).get('paypal-request-id')).toBe('create-1');
  });

  it('gets a new token when PayPal refuses the cached one', async () => {
    let refused = false;
    const { calls, fetchFn } = scripted((url) => {
      if (url.endsWith('/token')) return token();
      if (!refused) {
        refused = true;
        return json(401, { name: 'AUTHENTICATION_FAILURE', message: 'expired' });
      }
      return created.clone();
    });
    await expect(gateway(fetchFn).createOrder(order)).resolves.toEqual({ id: 'ABC123' });
    expect(calls.filter((call) => call.url.endsWith('/token'))).toHaveLength(2);
  });

  it('retries 5xx with the same request id, at most three times', async () => {
    const { calls, fetchFn } = scripted((url) =>
      url.endsWith('/token') ? token() : json(500, { name: 'INTERNAL_SERVER_ERROR', message: 'x' }),
    );
    await expect(
      gateway(fetchFn).captureOrder('ABC123', 'capture-ABC123-0'),
    ).rejects.toBeInstanceOf(GatewayUnavailable);
    const captures = calls.filter((call) => call.url.endsWith('/capture'));
    expect(captures).toHaveLength(3);
    expect(
      new Set(captures.map((c) => new Headers(c.init.headers).get('paypal-request-id'))),
    ).toEqual(new Set(['capture-ABC123-0']));
  });

  it("does not retry a 422, and reports it in the shop's words with PayPal's issue", async () => {
    const { calls, fetchFn } = scripted((url) =>
      url.endsWith('/token')
        ? token()
        : json(422, {
            name: 'UNPROCESSABLE_ENTITY',
            message: 'The requested action could not be performed.',
            debug_id: 'd1',
            details: [{ issue: 'INSTRUMENT_DECLINED', description: 'declined' }],
          }),
    );
    const error = await gateway(fetchFn)
      .captureOrder('ABC123', 'r')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayRefusal);
    expect(error).toMatchObject({
      reason: 'declined',
      issue: 'INSTRUMENT_DECLINED',
      details: { paypalStatus: 422, debugId: 'd1' },
    });
    expect(calls.filter((call) => call.url.endsWith('/capture'))).toHaveLength(1);
  });

  it('refuses an answer that breaks the contract', async () => {
    const { fetchFn } = scripted((url) =>
      url.endsWith('/token') ? token() : json(201, { id: 'lower-case', status: 'NEW' }),
    );
    await expect(gateway(fetchFn).createOrder(order)).rejects.toThrow(/contract/);
  });

  it('reads the email from payment_source.paypal, falling back to payer', async () => {
    const { fetchFn } = scripted((url) =>
      url.endsWith('/token')
        ? token()
        : json(201, {
            id: 'ABC123',
            status: 'COMPLETED',
            payer: { email_address: 'old@example.com', payer_id: 'P1' },
            payment_source: { paypal: { email_address: 'new@example.com', account_id: 'P1' } },
            purchase_units: [
              {
                payments: {
                  captures: [
                    {
                      id: 'C1',
                      status: 'COMPLETED',
                      amount: { currency_code: 'USD', value: '391.00' },
                    },
                  ],
                },
              },
            ],
          }),
    );
    await expect(gateway(fetchFn).captureOrder('ABC123', 'r')).resolves.toMatchObject({
      payer: { email_address: 'new@example.com', payer_id: 'P1' },
      state: 'completed',
      capture: { id: 'C1', state: 'completed', amountCents: 39100, refundedCents: 0 },
    });
  });

  it('translates capture statuses and adds up the completed refunds', async () => {
    const capturedOrder = (status: string, refunds: { status: string; value: string }[]) =>
      json(200, {
        id: 'ABC123',
        status: 'COMPLETED',
        purchase_units: [
          {
            payments: {
              captures: [{ id: 'C1', status, amount: { currency_code: 'USD', value: '782.00' } }],
              refunds: refunds.map((refund, index) => ({
                id: `R${index}`,
                status: refund.status,
                amount: { currency_code: 'USD', value: refund.value },
              })),
            },
          },
        ],
      });
    const answers = [
      capturedOrder('PENDING', []),
      capturedOrder('DECLINED', []),
      capturedOrder('PARTIALLY_REFUNDED', [
        { status: 'COMPLETED', value: '100.50' },
        { status: 'PENDING', value: '50.00' },
      ]),
    ];
    const { fetchFn } = scripted((url) =>
      url.endsWith('/token') ? token() : (answers.shift() ?? json(500, {})),
    );
    const paypal = gateway(fetchFn);
    await expect(paypal.getOrder('ABC123')).resolves.toMatchObject({
      capture: { state: 'pending', refundedCents: 0 },
    });
    await expect(paypal.getOrder('ABC123')).resolves.toMatchObject({
      capture: { state: 'declined' },
    });
    await expect(paypal.getOrder('ABC123')).resolves.toMatchObject({
      capture: { state: 'partially-refunded', amountCents: 78200, refundedCents: 10050 },
    });
  });
});

describe('PayPalGateway and the shipping address', () => {
  const creates = (calls: { url: string; init: RequestInit }[]) =>
    calls.filter((call) => call.url.endsWith('/v2/checkout/orders'));

  it('sends where a shipped order goes, to whom, and that the payer may not pick another', async () => {
    const { calls, fetchFn } = scripted((url) =>
      url.endsWith('/token') ? token() : created.clone(),
    );
    await gateway(fetchFn).createOrder({
      ...order,
      shipsGoods: true,
      shipTo: { name: 'Ana López', address: ADDRESS },
    });
    const body = bodyOf(creates(calls)[0]);
    expect(body).toMatchObject({
      purchase_units: [{ shipping: { name: { full_name: 'Ana López' }, address: AT_PAYPAL } }],
      payment_source: {
        paypal: { experience_context: { shipping_preference: 'SET_PROVIDED_ADDRESS' } },
      },
    });
  });

  it('says NO_SHIPPING for an order that ships nothing, GET_FROM_FILE for one whose address comes later', async () => {
    const { calls, fetchFn } = scripted((url) =>
      url.endsWith('/token') ? token() : created.clone(),
    );
    const paypal = gateway(fetchFn);
    await paypal.createOrder(order);
    await paypal.createOrder({ ...order, shipsGoods: true });
    const [digital, later] = creates(calls).map(bodyOf);
    expect(digital).toMatchObject({
      payment_source: { paypal: { experience_context: { shipping_preference: 'NO_SHIPPING' } } },
    });
    expect(JSON.stringify(digital)).not.toContain('"shipping":');
    expect(later).toMatchObject({
      payment_source: { paypal: { experience_context: { shipping_preference: 'GET_FROM_FILE' } } },
    });
  });

  it.each([
    ['a country that is not a code', { ...ADDRESS, country: 'México' }],
    ['a city longer than PayPal takes', { ...ADDRESS, city: 'x'.repeat(121) }],
  ])('refuses to send PayPal %s, and calls nothing', async (_what, address) => {
    const { calls, fetchFn } = scripted((url) =>
      url.endsWith('/token') ? token() : created.clone(),
    );
    await expect(
      gateway(fetchFn).createOrder({ ...order, shipsGoods: true, shipTo: { name: null, address } }),
    ).rejects.toThrow(/PayPal's contract/);
    await expect(gateway(fetchFn).updateShipping('ABC123', address)).rejects.toThrow(
      /PayPal's contract/,
    );
    expect(calls).toHaveLength(0);
  });

  it('patches the address in place (204), adding it where PayPal holds none', async () => {
    let holdsOne = false;
    const { calls, fetchFn } = scripted((url, init) => {
      if (url.endsWith('/token')) return token();
      const [operation] = JSON.parse(String(init.body)) as { op: string }[];
      if (operation?.op === 'replace' && !holdsOne) {
        return json(400, {
          name: 'INVALID_REQUEST',
          message: 'Request is not well-formed, syntactically incorrect, or violates schema.',
          details: [{ issue: 'INVALID_PATCH_OPERATION', description: 'use add' }],
        });
      }
      holdsOne = true;
      return new Response(null, { status: 204 });
    });
    const paypal = gateway(fetchFn);
    await paypal.updateShipping('ABC123', ADDRESS);
    await paypal.updateShipping('ABC123', ADDRESS);
    const patches = calls.filter((call) => call.init.method === 'PATCH');
    expect(patches.map((call) => call.url)).toEqual(
      Array(3).fill('https://paypal.test/v2/checkout/orders/ABC123'),
    );
    expect(patches.map((call) => JSON.parse(String(call.init.body)))).toEqual([
      [
        {
          op: 'replace',
          path: "/purchase_units/@reference_id=='default'/shipping/address",
          value: AT_PAYPAL,
        },
      ],
      [
        {
          op: 'add',
          path: "/purchase_units/@reference_id=='default'/shipping/address",
          value: AT_PAYPAL,
        },
      ],
      [
        {
          op: 'replace',
          path: "/purchase_units/@reference_id=='default'/shipping/address",
          value: AT_PAYPAL,
        },
      ],
    ]);
  });

  it('reports PayPal’s refusal of an address, naming the field, and a captured order as such', async () => {
    const answers = [
      json(422, {
        name: 'UNPROCESSABLE_ENTITY',
        message: 'The requested action could not be performed.',
        details: [
          {
            issue: 'POSTAL_CODE_REQUIRED',
            description: 'The specified country requires a postal code.',
          },
        ],
      }),
      json(422, {
        name: 'UNPROCESSABLE_ENTITY',
        message: 'The requested action could not be performed.',
        details: [{ issue: 'ORDER_ALREADY_COMPLETED', description: 'completed' }],
      }),
    ];
    const { fetchFn } = scripted((url) =>
      url.endsWith('/token') ? token() : (answers.shift() ?? json(500, {})),
    );
    const paypal = gateway(fetchFn);
    await expect(paypal.updateShipping('ABC123', ADDRESS)).rejects.toMatchObject({
      reason: 'address-refused',
      issue: 'POSTAL_CODE_REQUIRED',
      details: { field: 'zip' },
    });
    await expect(paypal.updateShipping('ABC123', ADDRESS)).rejects.toMatchObject({
      reason: 'already-captured',
    });
  });
});

describe('PayPalGateway connection pool', () => {
  /**
   * A PayPal over real HTTP that holds every create call until told to answer, counting the calls
   * under way at once and the connections they came on.
   */
  async function holdingPayPal() {
    const held: ServerResponse[] = [];
    const sockets = new Set<unknown>();
    let mostInFlight = 0;
    let answered = 0;
    const server = createServer((request, response) => {
      sockets.add(request.socket);
      request.resume();
      request.on('end', () => {
        if (request.url?.endsWith('/v1/oauth2/token')) {
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end(
            JSON.stringify({ access_token: 'T1', token_type: 'Bearer', expires_in: 3600 }),
          );
          return;
        }
        held.push(response);
        mostInFlight = Math.max(mostInFlight, held.length);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return {
      baseUrl: `http://127.0.0.1:${port}`,
      held: () => held.length,
      mostInFlight: () => mostInFlight,
      connections: () => sockets.size,
      answerAll() {
        for (const response of held.splice(0)) {
          answered += 1;
          response.writeHead(201, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ id: `ORDER${answered}`, status: 'CREATED', links: [] }));
        }
      },
      close: () => new Promise((resolve) => server.close(resolve)),
    };
  }

  it('keeps at most maxConnections calls under way and runs the others as connections free up', async () => {
    const paypal = await holdingPayPal();
    const gateway = new PayPalGateway({
      baseUrl: paypal.baseUrl,
      clientId: 'id',
      clientSecret: 'secret',
      maxConnections: 2,
      timeoutMs: 60_000,
    });
    const patiently = { timeout: 30_000, interval: 20 };
    try {
      const orders = Array.from({ length: 6 }, (_, index) =>
        gateway.createOrder({ ...order, requestId: `create-${index}` }),
      );
      // Two calls reach PayPal and four wait in the pool: the pool says so, PayPal agrees.
      await vi.waitFor(() => {
        expect(gateway.poolStats()).toEqual({ running: 2, queued: 4 });
        expect(paypal.held()).toBe(2);
      }, patiently);
      // Each answer frees a connection for the next call, until all six are answered.
      let answeredAll = false;
      const results = Promise.all(orders).finally(() => {
        answeredAll = true;
      });
      await vi.waitFor(() => {
        paypal.answerAll();
        expect(answeredAll).toBe(true);
      }, patiently);
      await expect(results).resolves.toHaveLength(6);
      expect(paypal.mostInFlight()).toBe(2);
      expect(paypal.connections()).toBeLessThanOrEqual(2);
    } finally {
      paypal.answerAll(); // close() lets the calls under way finish
      await gateway.close();
      await paypal.close();
    }
  }, 90_000);

  it('once closed (the server stopping), refuses a call at once and does not retry it', async () => {
    const paypal = await holdingPayPal();
    const warnings: unknown[] = [];
    const gateway = new PayPalGateway({
      baseUrl: paypal.baseUrl,
      clientId: 'id',
      clientSecret: 'secret',
      log: { warn: (details: object) => warnings.push(details) },
    });
    try {
      await gateway.close();
      await expect(gateway.createOrder({ ...order, requestId: 'after-close' })).rejects.toThrow(
        /the client is closed/,
      );
      expect(warnings).toEqual([]);
      expect(paypal.connections()).toBe(0);
    } finally {
      await paypal.close();
    }
  });
});
