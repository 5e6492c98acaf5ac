import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderEvent } from '#domain/order/events';
import type { OrderState } from '#domain/order/lifecycle';
import type { PagoRecord } from '#domain/order/payment';
import {
  ADDRESS,
  captureBody,
  createOrder,
  makeDue,
  OCTAHEDRON,
  pagoOf,
  payerAction,
  type StandInDelivery,
  standInDeliveries,
  standInOrder,
  startServer,
  type TestServer,
  testBackends,
  verifyFailuresQueued,
} from '#tests/support/payments-server';
import type { Database } from '../platform/database';

/**
 * An order's life after the payer approves: the shop finishes every order (webhooks, the
 * reconciler), follows payments under review, refunds, and holds against replayed or forged
 * events. Against PGlite always and PostgreSQL when DATABASE_URL is set.
 */

const patiently = { timeout: 30_000, interval: 50 };

describe.each(testBackends('lifecycle'))('an order after approval ($name)', ({ open }) => {
  let database: Database;
  let server: TestServer;

  beforeAll(async () => {
    database = await open();
    // The shop captures an approved order itself at once (no grace), as a webhook arrives.
    server = await startServer({ database, env: { PAYPAL_APPROVAL_GRACE_S: '0' } });
  }, 240_000);

  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  beforeEach(async () => {
    await webhooksOn(true);
  });

  const payments = () => {
    const service = server.app.payments;
    if (!service) throw new Error('no payments service');
    return service;
  };
  const recordOf = (orderId: string): Promise<PagoRecord | null> =>
    pagoOf(payments().store, orderId);
  const stateOf = async (orderId: string): Promise<OrderState | undefined> =>
    (await payments().store.findOrder(orderId))?.state;
  const historyOf = async (orderId: string): Promise<Pick<OrderEvent, 'source' | 'kind'>[]> =>
    (await payments().store.events(orderId)).map(({ source, kind }) => ({ source, kind }));

  async function webhooksOn(enabled: boolean) {
    const response = await server.post('/__paypal/__test/webhooks', { enabled });
    expect(response.status).toBe(200);
  }

  const deliveries = () => standInDeliveries(server);

  /** A delivery of `eventType` about this order, once the shop has answered it 2xx. */
  async function deliveryAbout(orderId: string, eventType: string): Promise<StandInDelivery> {
    let found: StandInDelivery | undefined;
    await vi.waitFor(async () => {
      found = (await deliveries()).find(
        (delivery) =>
          delivery.eventType === eventType && delivery.body.includes(orderId) && delivery.delivered,
      );
      expect(found).toBeDefined();
    }, patiently);
    return found as StandInDelivery;
  }

  /**
   * Waits until the shop has answered every delivery about this order 2xx: a test that compares the
   * order's history before and after must not count an earlier event's late delivery (the stand-in
   * sends each event as it happens, and under load one can still be in flight).
   */
  async function everyDeliveryAnswered(orderId: string): Promise<void> {
    await vi.waitFor(async () => {
      const about = (await deliveries()).filter((delivery) => delivery.body.includes(orderId));
      expect(about.filter((delivery) => !delivery.delivered)).toEqual([]);
    }, patiently);
  }

  const postWebhook = (headers: Record<string, string>, body: string) =>
    fetch(`${server.url}/api/paypal/webhook`, { method: 'POST', headers, body });

  /** PayPal's next answer to a verify-webhook-signature call is a 503. */
  async function failNextVerify(): Promise<void> {
    const response = await server.post('/__paypal/__test/fail-next', {
      status: 503,
      operation: 'verify',
      count: 1,
    });
    expect(response.status).toBe(200);
  }

  /** The event with another id: PayPal's signature covers the id, so it no longer verifies. */
  const withEventId = (body: string, id: string) => body.replace(/"id":"WH-[^"]+"/, `"id":"${id}"`);

  it('captures an order whose payer closed the tab, when PayPal says it was approved', async () => {
    const orderId = await createOrder(server, [OCTAHEDRON], { address: ADDRESS });
    await payerAction(server, orderId);
    // Nobody calls capture-order: the approval webhook is all the shop hears.
    await vi.waitFor(async () => expect(await recordOf(orderId)).not.toBeNull(), patiently);
    expect(await recordOf(orderId)).toMatchObject({
      status: 'COMPLETED',
      total: '782.00',
      address: ADDRESS,
    });
    expect(await stateOf(orderId)).toBe('captured');
    expect(await historyOf(orderId)).toEqual(
      expect.arrayContaining([
        { source: 'webhook', kind: 'approved' },
        { source: 'webhook', kind: 'capture-started' },
        { source: 'webhook', kind: 'captured' },
      ]),
    );
    expect((await standInOrder(server, orderId)).captureCount).toBe(1);
  });

  it('with webhooks lost, the reconciler captures it on its next look', async () => {
    await webhooksOn(false);
    const orderId = await createOrder(server, [OCTAHEDRON], { address: ADDRESS });
    await payerAction(server, orderId);
    expect(await recordOf(orderId)).toBeNull();

    await makeDue(database, orderId);
    await server.app.reconciler?.runOnce();
    expect(await recordOf(orderId)).toMatchObject({ status: 'COMPLETED', address: ADDRESS });
    expect(await historyOf(orderId)).toEqual(
      expect.arrayContaining([
        { source: 'reconciler', kind: 'approved' },
        { source: 'reconciler', kind: 'captured' },
      ]),
    );
    // A later look changes nothing and never captures twice.
    await makeDue(database, orderId);
    await server.app.reconciler?.runOnce();
    expect((await standInOrder(server, orderId)).captureCount).toBe(1);
  });

  it('records a capture PayPal made but the shop never recorded', async () => {
    await webhooksOn(false);
    const orderId = await createOrder(server, [OCTAHEDRON], { address: ADDRESS });
    await payerAction(server, orderId);
    // PayPal captures, and every answer (the gateway tries three times) is lost on the way; the
    // shop's question to PayPal about the order then goes unanswered too.
    await server.post('/__paypal/__test/fail-next', {
      status: 'lost-answer',
      operation: 'capture',
      count: 3,
    });
    await server.post('/__paypal/__test/fail-next', { status: 503, operation: 'get', count: 1 });
    const lost = await server.capture(orderId, captureBody('product'));
    expect(lost.status).toBe(502);
    expect(await stateOf(orderId)).toBe('capturing');
    expect(await recordOf(orderId)).toBeNull();
    expect((await standInOrder(server, orderId)).captureCount).toBe(1);

    await makeDue(database, orderId);
    await server.app.reconciler?.runOnce();
    expect(await recordOf(orderId)).toMatchObject({ status: 'COMPLETED' });
    expect((await standInOrder(server, orderId)).captureCount).toBe(1);
  });

  it('asks PayPal for the order when a capture gets no answer, and records what PayPal captured', async () => {
    await webhooksOn(false);
    const orderId = await createOrder(server, [OCTAHEDRON], { address: ADDRESS });
    await payerAction(server, orderId);
    await server.post('/__paypal/__test/fail-next', {
      status: 'lost-answer',
      operation: 'capture',
      count: 3,
    });
    const paid = await server.capture(orderId, captureBody('product'));
    expect(paid.status).toBe(200);
    expect(await recordOf(orderId)).toMatchObject({ status: 'COMPLETED' });
    expect((await standInOrder(server, orderId)).captureCount).toBe(1);
  });

  it('expires an order never approved, once PayPal’s approval window is over', async () => {
    await webhooksOn(false);
    const orderId = await createOrder(server);
    await makeDue(database, orderId, { ageS: 60 });
    await server.app.reconciler?.runOnce();
    expect(await stateOf(orderId)).toBe('created');

    await makeDue(database, orderId, { ageS: 3 * 60 * 60 + 1 });
    await server.app.reconciler?.runOnce();
    expect(await stateOf(orderId)).toBe('expired');
    expect(await historyOf(orderId)).toContainEqual({ source: 'reconciler', kind: 'expired' });
  });

  it('follows a payment held for review to completion, through the webhook, once', async () => {
    const orderId = await createOrder(server, [OCTAHEDRON], { address: ADDRESS });
    await payerAction(server, orderId, 'approve', { outcome: 'pending' });
    const captured = await server.capture(orderId, captureBody('product'));
    expect(captured.status).toBe(200);
    expect(await captured.json()).toMatchObject({ status: 'PENDING' });
    expect(await stateOf(orderId)).toBe('pending');
    const captureId = (await recordOf(orderId))?.captureId;

    const completed = await server.post(`/__paypal/__test/captures/${captureId}/complete`);
    expect(completed.status).toBe(200);
    await vi.waitFor(
      async () => expect((await recordOf(orderId))?.status).toBe('COMPLETED'),
      patiently,
    );
    expect(await stateOf(orderId)).toBe('captured');

    // PayPal delivers the same event again: nothing changes, and PayPal is not asked to verify
    // it again (its verify call, set to fail, would have made the answer a 503).
    const delivery = await deliveryAbout(orderId, 'PAYMENT.CAPTURE.COMPLETED');
    await everyDeliveryAnswered(orderId);
    const before = await historyOf(orderId);
    await failNextVerify();
    const replayed = await postWebhook(delivery.headers, delivery.body);
    expect(replayed.status).toBe(200);
    expect(await replayed.json()).toEqual({ status: 'duplicate' });
    expect(await verifyFailuresQueued(server)).toBe(1);
    expect(await historyOf(orderId)).toEqual(before);
    expect(before.filter((event) => event.kind === 'completed')).toHaveLength(1);
  });

  it('answers an event that only confirms the record without asking PayPal, and writes nothing', async () => {
    const orderId = await createOrder(server, [OCTAHEDRON], { address: ADDRESS });
    await payerAction(server, orderId);
    await server.capture(orderId, captureBody('product'));
    await vi.waitFor(async () => expect(await stateOf(orderId)).toBe('captured'), patiently);
    const completed = await deliveryAbout(orderId, 'PAYMENT.CAPTURE.COMPLETED');
    const approved = await deliveryAbout(orderId, 'CHECKOUT.ORDER.APPROVED');
    await everyDeliveryAnswered(orderId);
    const before = await historyOf(orderId);
    await failNextVerify();

    // A new event id (the signature no longer matches: PayPal would not vouch for it) saying
    // what the record says: the capture completed, and the order approved.
    const completedAgain = await postWebhook(
      completed.headers,
      withEventId(completed.body, 'WH-1'),
    );
    expect(completedAgain.status).toBe(200);
    expect(await completedAgain.json()).toEqual({ status: 'confirmed' });
    const approvedAgain = await postWebhook(approved.headers, withEventId(approved.body, 'WH-2'));
    expect(approvedAgain.status).toBe(200);
    expect(await approvedAgain.json()).toEqual({ status: 'confirmed' });
    expect(await verifyFailuresQueued(server)).toBe(1);
    expect(await historyOf(orderId)).toEqual(before);
    const { rows } = await database.query(
      "SELECT id FROM webhook_events WHERE id IN ('WH-1', 'WH-2')",
    );
    expect(rows).toEqual([]);

    // Another capture of the same order is news: PayPal is asked (the failing verify call is
    // spent, the client's retry answered), and refuses to vouch for it.
    const otherCapture = completed.body.replace(
      `"id":"${(await recordOf(orderId))?.captureId}"`,
      '"id":"9XX00000XX0000000"',
    );
    expect(otherCapture).not.toBe(completed.body);
    const refused = await postWebhook(completed.headers, withEventId(otherCapture, 'WH-3'));
    expect(refused.status).toBe(400);
    expect(await verifyFailuresQueued(server)).toBe(0);

    // An approval of an order still waiting for one would move it: verified, and refused.
    await webhooksOn(false);
    const waiting = await createOrder(server, [OCTAHEDRON], { address: ADDRESS });
    await payerAction(server, waiting);
    await webhooksOn(true);
    const forgedApproval = withEventId(approved.body, 'WH-4').replaceAll(orderId, waiting);
    const unverified = await postWebhook(approved.headers, forgedApproval);
    expect(unverified.status).toBe(400);
    expect(await stateOf(waiting)).toBe('created');
    expect(await historyOf(orderId)).toEqual(before);
  });

  it('looks again at a payment still under review only every half hour', async () => {
    await webhooksOn(false);
    const orderId = await createOrder(server, [OCTAHEDRON], { address: ADDRESS });
    await payerAction(server, orderId, 'approve', { outcome: 'pending' });
    await server.capture(orderId, captureBody('product'));
    await makeDue(database, orderId);
    await server.app.reconciler?.runOnce();
    expect(await stateOf(orderId)).toBe('pending');
    const { rows } = await database.query<{ minutes: number }>(
      'SELECT EXTRACT(EPOCH FROM next_check_at - now())::float8 / 60 AS minutes FROM orders WHERE id = $1',
      [orderId],
    );
    expect(rows[0]?.minutes).toBeGreaterThan(25);
  });

  it('follows a payment held for review to its denial', async () => {
    const orderId = await createOrder(server, [OCTAHEDRON], { address: ADDRESS });
    await payerAction(server, orderId, 'approve', { outcome: 'pending' });
    await server.capture(orderId, captureBody('product'));
    const captureId = (await recordOf(orderId))?.captureId;

    await server.post(`/__paypal/__test/captures/${captureId}/deny`);
    await vi.waitFor(
      async () => expect((await recordOf(orderId))?.status).toBe('DENIED'),
      patiently,
    );
    expect(await stateOf(orderId)).toBe('denied');
    expect(await historyOf(orderId)).toContainEqual({ source: 'webhook', kind: 'denied' });
  });

  it('refuses a forged or altered event with 400, and changes nothing', async () => {
    const orderId = await createOrder(server, [OCTAHEDRON], { address: ADDRESS });
    await payerAction(server, orderId, 'approve', { outcome: 'pending' });
    await server.capture(orderId, captureBody('product'));
    const delivery = await deliveryAbout(orderId, 'PAYMENT.CAPTURE.PENDING');
    await everyDeliveryAnswered(orderId);
    const before = await historyOf(orderId);

    // The same signature on a body that now says the payment completed.
    const altered = delivery.body
      .replace('"PAYMENT.CAPTURE.PENDING"', '"PAYMENT.CAPTURE.COMPLETED"')
      .replace(/"id":"WH-[^"]+"/, '"id":"WH-FORGED"');
    const forged = await postWebhook(delivery.headers, altered);
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ error: 'WEBHOOK_UNVERIFIED' });

    // No signature at all.
    const unsigned = await postWebhook({ 'content-type': 'application/json' }, altered);
    expect(unsigned.status).toBe(400);

    expect(await historyOf(orderId)).toEqual(before);
    expect((await recordOf(orderId))?.status).toBe('PENDING');
  });

  it('acknowledges an event it does not use, and ignores it', async () => {
    const sent = await server.post('/__paypal/__test/webhooks/send', {
      eventType: 'BILLING.SUBSCRIPTION.CREATED',
      resourceType: 'subscription',
      resource: { id: 'I-BW452GLLEP1G' },
    });
    expect(sent.status).toBe(200);
    const delivery = await vi.waitFor(async () => {
      const found = (await deliveries()).find(
        (candidate) => candidate.eventType === 'BILLING.SUBSCRIPTION.CREATED',
      );
      expect(found?.delivered).toBe(true);
      return found as StandInDelivery;
    }, patiently);
    // It was answered 2xx (delivered), and a redelivery is answered the same way.
    const again = await postWebhook(delivery.headers, delivery.body);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ status: 'ignored' });
  });
});

vi.setConfig({ testTimeout: 120_000, hookTimeout: 240_000 });
