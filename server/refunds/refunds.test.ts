import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Actor } from '#domain/order/events';
import {
  ADDRESS,
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
import { ApiError } from '../platform/api-error';
import type { Database } from '../platform/database';
import type { RefundRequest } from './service';

/** Refunds as a service operation: bounded by the capture, once per request id, PayPal agrees. */

const OPERATOR: Actor = { uid: 'operator-1', email: 'ops@synthamour.example' };

describe.each(testBackends('refunds'))('refunds ($name)', ({ open }) => {
  let database: Database;
  let server: TestServer;

  beforeAll(async () => {
    database = await open();
    server = await startServer({ database });
  }, 240_000);

  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  const refunds = () => {
    if (!server.app.refunds) throw new Error('no refund service');
    return server.app.refunds;
  };
  const refund = (orderId: string, request: RefundRequest) =>
    refunds().refund(orderId, request, OPERATOR);
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: unknown) => (error instanceof ApiError ? error : Promise.reject(error)),
    );
  const recordOf = (orderId: string) => pagoOf(server.app.payments?.store, orderId);

  /** A paid order of two Octahedrons: 782.00 USD. */
  async function paidOrder(outcome: 'completed' | 'pending' = 'completed'): Promise<string> {
    const orderId = await createOrder(server, [OCTAHEDRON], { address: ADDRESS });
    await payerAction(server, orderId, 'approve', { outcome });
    const captured = await server.capture(orderId, captureBody('product'));
    expect(captured.status).toBe(200);
    return orderId;
  }

  it('refunds part, then the rest, and the record and PayPal agree at every step', async () => {
    const orderId = await paidOrder();

    const first = await refund(orderId, {
      amountCents: 10_000,
      reason: 'Dented box',
      requestId: 'r1',
    });
    expect(first.refund).toMatchObject({ amountCents: 10_000, status: 'completed' });
    expect(first.payment).toMatchObject({ status: 'PARTIALLY_REFUNDED', refundedCents: 10_000 });
    expect((await standInOrder(server, orderId)).capture).toMatchObject({
      status: 'PARTIALLY_REFUNDED',
      refunded: '100.00',
    });

    const rest = await refund(orderId, { amountCents: null, reason: 'Returned', requestId: 'r2' });
    expect(rest.refund.amountCents).toBe(68_200);
    expect(rest.payment).toMatchObject({ status: 'REFUNDED', refundedCents: 78_200 });
    expect(await server.app.payments?.store.findOrder(orderId)).toMatchObject({
      state: 'refunded',
    });
    expect((await standInOrder(server, orderId)).capture).toMatchObject({
      status: 'REFUNDED',
      refunded: '782.00',
    });

    // The operator's two requests are in the history with who made them; each change of status
    // is there once, written by whichever got there first: the refund's answer or PayPal's notice.
    const events = (await server.app.payments?.store.events(orderId)) ?? [];
    expect(events.filter((event) => event.kind === 'refund-requested')).toEqual([
      expect.objectContaining({
        actor: OPERATOR,
        details: { amountCents: 10_000, reason: 'Dented box' },
      }),
      expect.objectContaining({
        actor: OPERATOR,
        details: { amountCents: 68_200, reason: 'Returned' },
      }),
    ]);
    expect(events.filter((event) => event.kind === 'partially_refunded')).toHaveLength(1);
    expect(events.filter((event) => event.kind === 'refunded')).toHaveLength(1);

    const again = await refusal(
      refund(orderId, { amountCents: 100, reason: 'x', requestId: 'r3' }),
    );
    expect(again).toMatchObject({ statusCode: 409, code: 'NOT_REFUNDABLE' });
  });

  it('makes one refund for a request repeated (a double click, a retry)', async () => {
    const orderId = await paidOrder();
    const request = { amountCents: 5_000, reason: 'Goodwill', requestId: 'double-click' };
    const [a, b] = await Promise.all([refund(orderId, request), refund(orderId, request)]);
    expect(a.refund.requestId).toBe(b.refund.requestId);
    const later = await refund(orderId, request);
    expect(later.payment).toMatchObject({ status: 'PARTIALLY_REFUNDED', refundedCents: 5000 });
    expect((await standInOrder(server, orderId)).capture?.refunded).toBe('50.00');
  });

  it('never refunds more than was captured, even with two refunds at once', async () => {
    const orderId = await paidOrder();
    const tooMuch = await refusal(
      refund(orderId, { amountCents: 78_201, reason: 'x', requestId: 'too-much' }),
    );
    expect(tooMuch).toMatchObject({ statusCode: 409, code: 'REFUND_TOO_LARGE' });
    expect(tooMuch?.toBody()).toMatchObject({ remainingCents: 78_200 });

    const outcomes = await Promise.all(
      ['a', 'b'].map((id) =>
        refusal(refund(orderId, { amountCents: 50_000, reason: 'race', requestId: `race-${id}` })),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === null)).toHaveLength(1);
    expect(outcomes).toContainEqual(expect.objectContaining({ code: 'REFUND_TOO_LARGE' }));
    expect((await recordOf(orderId))?.refunded).toBe('500.00');
    expect((await standInOrder(server, orderId)).capture?.refunded).toBe('500.00');
  });

  it('refuses a payment still under review, and an unknown order', async () => {
    const pending = await paidOrder('pending');
    expect(
      await refusal(refund(pending, { amountCents: null, reason: 'x', requestId: 'p1' })),
    ).toMatchObject({ statusCode: 409, code: 'NOT_REFUNDABLE' });
    expect(
      await refusal(refund('NOSUCHORDER', { amountCents: null, reason: 'x', requestId: 'p2' })),
    ).toMatchObject({ statusCode: 409, code: 'NOT_REFUNDABLE' });
  });

  it('when PayPal does not answer, a retry of the same request refunds once', async () => {
    const orderId = await paidOrder();
    await server.post('/__paypal/__test/fail-next', {
      status: 'lost-answer',
      operation: 'refund',
      count: 3,
    });
    const request = { amountCents: 20_000, reason: 'Late delivery', requestId: 'lost-answer' };
    expect(await refusal(refund(orderId, request))).toMatchObject({
      statusCode: 502,
      code: 'PAYPAL_UNAVAILABLE',
    });
    // PayPal did refund; the shop does not know yet. The operator presses again.
    const retried = await refund(orderId, request);
    expect(retried.payment).toMatchObject({ status: 'PARTIALLY_REFUNDED', refundedCents: 20_000 });
    expect((await standInOrder(server, orderId)).capture?.refunded).toBe('200.00');
  });
});

vi.setConfig({ testTimeout: 120_000, hookTimeout: 240_000 });
