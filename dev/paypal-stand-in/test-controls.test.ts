import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPayPalStandIn } from './rest';

/**
 * The stand-in's own count of captures (GET /__test/captures), which bench/scale.ts holds the
 * shop's payment records against: the orders it captured, and those it captured twice.
 */

let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  app = Fastify();
  await app.register(registerPayPalStandIn, { prefix: '/__paypal', webhookTarget: null });
  const issued = await app.inject({
    method: 'POST',
    url: '/__paypal/v1/oauth2/token',
    headers: {
      authorization: `Basic ${Buffer.from('id:secret').toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: 'grant_type=client_credentials',
  });
  token = issued.json<{ access_token: string }>().access_token;
});

afterAll(async () => {
  await app.close();
});

const call = (method: 'GET' | 'POST', path: string, payload?: unknown) =>
  app.inject({
    method,
    url: `/__paypal${path}`,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });

async function created(): Promise<string> {
  const response = await call('POST', '/v2/checkout/orders', {
    intent: 'CAPTURE',
    purchase_units: [
      { reference_id: 'default', amount: { currency_code: 'USD', value: '391.00' } },
    ],
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}

describe('GET /__test/captures', () => {
  it('names the orders whose money moved, once each however often they are captured', async () => {
    const paid = await created();
    const unpaid = await created();
    expect((await call('POST', `/sdk/orders/${paid}/approve`, {})).statusCode).toBe(200);
    const first = await call('POST', `/v2/checkout/orders/${paid}/capture`, {});
    expect(first.statusCode, first.body).toBe(201);
    // Captured again, as a retry would: PayPal refuses, no money moves twice.
    const again = await call('POST', `/v2/checkout/orders/${paid}/capture`, {});
    expect(again.statusCode, again.body).toBe(422);
    const captures = (await call('GET', '/__test/captures')).json<{
      orders: number;
      captured: string[];
      doubled: string[];
    }>();
    expect(captures).toEqual({ orders: 2, captured: [paid], doubled: [] });
    expect(captures.captured).not.toContain(unpaid);
  });
});
