import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StandInForTests, standInForTests } from './for-tests';

/**
 * The stand-in's own count of captures (GET /__test/captures), which bench/scale.ts holds the
 * shop's payment records against: the orders it captured, and those it captured twice.
 */

let standIn: StandInForTests;

beforeAll(async () => {
  standIn = await standInForTests();
});

afterAll(async () => {
  await standIn.app.close();
});

const call = (method: 'GET' | 'POST', path: string, payload?: unknown) =>
  standIn.call(method, path, payload);

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
