import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type StandInDelivery,
  standInDeliveries,
  startServer,
  type TestServer,
  testBackends,
  verifyFailuresQueued,
} from '#tests/support/payments-server';
import type { Database } from '../platform/database';
import { webhookRefusals } from './webhook-refusals';

/**
 * Events PayPal does not vouch for, counted per client address (webhook-refusals.ts): past the
 * limit, an address's events are answered 429 before anything is read or PayPal is asked, and
 * other addresses, PayPal's own among them, are not touched. Against PGlite always and PostgreSQL
 * when DATABASE_URL is set.
 */

const LIMIT = 3;

describe.each(testBackends('webhook-refusals'))('refused webhooks ($name)', ({ open }) => {
  let database: Database;
  let server: TestServer;

  beforeAll(async () => {
    database = await open();
    server = await startServer({
      database,
      env: { PAYPAL_WEBHOOK_REFUSALS_PER_HOUR: String(LIMIT) },
    });
  }, 240_000);

  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  /** An event from `address`, as PayPal's delivery would reach the shop from there. */
  const deliverFrom = (address: string, headers: Record<string, string>, body: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/paypal/webhook',
      headers,
      payload: body,
      remoteAddress: address,
    });

  it('answers 429 unread past the limit, to that address only, and counts only refusals', async () => {
    // A signed event of the stand-in's, as PayPal delivers it (the shop acknowledges it).
    expect((await server.post('/__paypal/__test/webhooks', { enabled: true })).status).toBe(200);
    const sent = await server.post('/__paypal/__test/webhooks/send', {
      eventType: 'BILLING.SUBSCRIPTION.CREATED',
      resourceType: 'subscription',
      resource: { id: 'I-REFUSALS0001' },
    });
    expect(sent.status).toBe(200);
    const genuine = await vi.waitFor(
      async () => {
        const found = (await standInDeliveries(server)).find((delivery) =>
          delivery.body.includes('I-REFUSALS0001'),
        );
        expect(found?.delivered).toBe(true);
        return found as StandInDelivery;
      },
      { timeout: 30_000, interval: 50 },
    );
    // Its signature on another body: PayPal does not vouch for it.
    const forged = genuine.body.replace('I-REFUSALS0001', 'I-REFUSALS0002');
    const forger = '203.0.113.7';

    for (let refusal = 1; refusal <= LIMIT; refusal++) {
      const answer = await deliverFrom(forger, genuine.headers, forged);
      expect(answer.statusCode, `refusal ${refusal}`).toBe(400);
      expect(answer.json()).toMatchObject({ error: 'WEBHOOK_UNVERIFIED' });
    }

    // Past the limit: a 429 for an hour, and PayPal is not asked (its next answer stays queued).
    expect(
      (await server.post('/__paypal/__test/fail-next', { status: 503, operation: 'verify' }))
        .status,
    ).toBe(200);
    for (const body of [forged, genuine.body]) {
      const blocked = await deliverFrom(forger, genuine.headers, body);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ error: 'RATE_LIMITED' });
      const retryAfter = Number(blocked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(3_500);
      expect(retryAfter).toBeLessThanOrEqual(3_600);
    }
    expect(await verifyFailuresQueued(server)).toBe(1);

    // Another address is heard as before: PayPal is asked (the gateway retries past the queued
    // 503), and the event is acknowledged.
    const other = '198.51.100.20';
    expect((await deliverFrom(other, genuine.headers, genuine.body)).statusCode).toBe(200);
    expect(await verifyFailuresQueued(server)).toBe(0);

    // Only refusals were counted: one address, none for the events PayPal vouched for.
    const { rows } = await database.query<{ hits: number }>('SELECT hits FROM rate_limit_hits');
    expect(rows).toEqual([{ hits: LIMIT }]);
  });

  it('lets an address in again once its window has ended, in this process too', async () => {
    let clock = Date.now();
    const refusals = webhookRefusals(database, { max: 2, windowMs: 60_000, now: () => clock });
    await refusals.refused('192.0.2.1');
    expect(refusals.blockedFor('192.0.2.1')).toBe(0);
    await refusals.refused('192.0.2.1');
    // What is left of the window the first refusal opened (in the database's time).
    const blocked = refusals.blockedFor('192.0.2.1');
    expect(blocked).toBeGreaterThan(50);
    expect(blocked).toBeLessThanOrEqual(60);
    expect(refusals.blockedFor('192.0.2.2')).toBe(0);
    clock += blocked * 1000 - 500;
    expect(refusals.blockedFor('192.0.2.1')).toBe(1);
    clock += 500;
    expect(refusals.blockedFor('192.0.2.1')).toBe(0);
  });
});
