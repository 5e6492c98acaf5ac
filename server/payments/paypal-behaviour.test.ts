import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { OrderState } from '#domain/order/lifecycle';
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
} from '#tests/support/payments-server';
import type { Database } from '../platform/database';

/**
 * What PayPal really does, beyond the happy path its stand-in used to show, and what the shop must
 * do about it so that no buyer told to pay again is charged for the first order too: a refused
 * capture closes the order; a capture PayPal refuses while another request of the same id is under
 * way is checked against PayPal's order; a declined order is never captured again without a new
 * approval; a capture that completes the order with the payment declined closes it; webhooks are
 * verified on PayPal's own bytes; refunds PayPal leaves PENDING are followed to their end.
 */

const patiently = { timeout: 30_000, interval: 50 };

interface StandInDetail {
  status: string;
  captureCount: number;
  captureAttempts: number;
  capture: {
    id: string;
    status: string;
    refunded: string;
    refunds: { id: string; status: string }[];
  } | null;
}

describe.each(testBackends('paypal-behaviour'))(
  'PayPal as it really behaves ($name)',
  ({ open }) => {
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

    beforeEach(async () => {
      await webhooksOn(true);
    });

    const payments = () => {
      const service = server.app.payments;
      if (!service) throw new Error('no payments service');
      return service;
    };
    const recordOf = (orderId: string) => pagoOf(payments().store, orderId);
    const stateOf = async (orderId: string): Promise<OrderState | undefined> =>
      (await payments().store.findOrder(orderId))?.state;
    const kindsOf = async (orderId: string) =>
      (await payments().store.events(orderId)).map((event) => event.kind);
    const detail = async (orderId: string) =>
      (await standInOrder(server, orderId)) as unknown as StandInDetail;

    async function webhooksOn(enabled: boolean) {
      expect((await server.post('/__paypal/__test/webhooks', { enabled })).status).toBe(200);
    }

    const deliveries = () => standInDeliveries(server);

    async function sendEvent(eventType: string, resource: Record<string, unknown>) {
      const sent = await server.post('/__paypal/__test/webhooks/send', { eventType, resource });
      expect(sent.status).toBe(200);
    }

    /** The reconciler's next look at the order, now. */
    async function reconcile(orderId: string) {
      await makeDue(database, orderId);
      await server.app.reconciler?.runOnce();
    }

    describe('a capture the shop refuses', () => {
      it('closes the order, so neither the reconciler nor the approval webhook captures it later', async () => {
        await webhooksOn(false);
        const orderId = await createOrder(server, [OCTAHEDRON], { address: ADDRESS });
        await payerAction(server, orderId);
        const refused = await server.capture(orderId, {
          ...captureBody('product'),
          items: [{ id: 'octahedron', quantity: 1 }],
        });
        expect(refused.status).toBe(400);
        expect(await refused.json()).toMatchObject({
          error: 'ORDER_MISMATCH',
          message: expect.stringMatching(/Nothing was charged/),
        });
        expect(await stateOf(orderId)).toBe('expired');
        expect(await kindsOf(orderId)).toContain('closed');

        await reconcile(orderId);
        // PayPal's approval arrives late: the shop does not capture a closed order.
        await webhooksOn(true);
        await sendEvent('CHECKOUT.ORDER.APPROVED', { id: orderId, status: 'APPROVED' });
        await vi.waitFor(async () => {
          const event = (await deliveries()).find(
            (delivery) => delivery.eventType === 'CHECKOUT.ORDER.APPROVED' && delivery.delivered,
          );
          expect(event).toBeDefined();
        }, patiently);
        await reconcile(orderId);
        expect((await detail(orderId)).captureAttempts).toBe(0);
        expect(await recordOf(orderId)).toBeNull();

        // The buyer's browser asking again with the right cart is told the order is closed.
        const again = await server.capture(orderId, captureBody('product'));
        expect(again.status).toBe(409);
        expect(await again.json()).toMatchObject({ error: 'ORDER_CLOSED' });
        expect((await detail(orderId)).captureCount).toBe(0);
      });

      it('a stranger naming the order with another cart closes nothing', async () => {
        await webhooksOn(false);
        const orderId = await createOrder(server, [OCTAHEDRON], { address: ADDRESS });
        await payerAction(server, orderId);
        const stranger = await server.post(`/api/capture-order/${orderId}`, {
          ...captureBody('product'),
          items: [{ id: 'octahedron', quantity: 1 }],
        });
        expect(stranger.status).toBe(400);
        expect(await stateOf(orderId)).toBe('created');
        const paid = await server.capture(orderId, captureBody('product'));
        expect(paid.status).toBe(200);
      });
    });

    describe('a capture refused while another request of the same id is under way', () => {
      it('is checked against PayPal’s order: the payer is never told it was refused, and it is recorded once', async () => {
        await webhooksOn(false);
        // A shop whose PayPal calls time out quickly, against the main server's stand-in.
        const impatient = await startServer({
          database,
          env: { PAYPAL_API_BASE: `${server.url}/__paypal` },
          paypalTimeoutMs: 300,
        });
        onTestFinished(() => impatient.close());
        const orderId = await createOrder(impatient, [OCTAHEDRON], { address: ADDRESS });
        await payerAction(server, orderId);
        // PayPal takes its time with the first attempt; the gateway's retry (same request id)
        // arrives while it is still at work, and PayPal refuses that one (409).
        await server.post('/__paypal/__test/fail-next', {
          status: 'slow',
          operation: 'capture',
          hangMs: 1_500,
        });
        const answer = await impatient.capture(orderId, captureBody('product'));
        expect(answer.status).toBe(503);
        expect(await answer.json()).toMatchObject({
          error: 'CAPTURE_UNCONFIRMED',
          message: expect.stringMatching(/do not pay again/),
        });
        expect(await stateOf(orderId)).toBe('capturing');

        // PayPal finishes the first attempt: the money moved.
        await vi.waitFor(
          async () => expect((await detail(orderId)).captureCount).toBe(1),
          patiently,
        );
        await reconcile(orderId);
        expect(await recordOf(orderId)).toMatchObject({ status: 'COMPLETED' });
        expect(await stateOf(orderId)).toBe('captured');
        expect((await detail(orderId)).captureCount).toBe(1);
        expect(await kindsOf(orderId)).not.toContain('capture-refused');
      });
    });

    describe('a declined card', () => {
      it('leaves the order APPROVED at PayPal, and nobody captures it again until the payer approves anew', async () => {
        await webhooksOn(false);
        const orderId = await createOrder(server, [OCTAHEDRON], { address: ADDRESS });
        await payerAction(server, orderId, 'decline');
        const declined = await server.capture(orderId, captureBody('product'));
        expect(declined.status).toBe(422);
        expect(await declined.json()).toMatchObject({ error: 'INSTRUMENT_DECLINED' });
        expect(await detail(orderId)).toMatchObject({ status: 'APPROVED', captureAttempts: 1 });

        // The reconciler sees an APPROVED order: the approval is spent, it waits.
        await reconcile(orderId);
        expect((await detail(orderId)).captureAttempts).toBe(1);
        expect(await stateOf(orderId)).toBe('created');

        // The payer chooses another card; PayPal tells the shop (webhook), the shop captures.
        await webhooksOn(true);
        await payerAction(server, orderId, 'approve');
        await vi.waitFor(async () => expect(await stateOf(orderId)).toBe('approved'), patiently);
        await reconcile(orderId);
        expect(await recordOf(orderId)).toMatchObject({ status: 'COMPLETED' });
        expect(await detail(orderId)).toMatchObject({ captureCount: 1, captureAttempts: 2 });
      });

      it.each([
        ['alternate-funding', 'REDIRECT_PAYER_FOR_ALTERNATE_FUNDING'],
        ['payer-action', 'PAYER_ACTION_REQUIRED'],
      ])(
        'treats PayPal’s %s answer as a decline: the payer chooses again',
        async (outcome, issue) => {
          await webhooksOn(false);
          const orderId = await createOrder(server, [OCTAHEDRON], { address: ADDRESS });
          await payerAction(server, orderId, 'approve', { outcome });
          const refused = await server.capture(orderId, captureBody('product'));
          expect(refused.status).toBe(422);
          expect(await refused.json()).toMatchObject({ error: 'INSTRUMENT_DECLINED', issue });
          await reconcile(orderId);
          expect((await detail(orderId)).captureAttempts).toBe(1);

          await payerAction(server, orderId, 'approve');
          const paid = await server.capture(orderId, captureBody('product'));
          expect(paid.status).toBe(200);
          expect(await detail(orderId)).toMatchObject({ captureCount: 1, captureAttempts: 2 });
        },
      );

      it('that completes the order with its capture declined closes it: the payer pays with a new order', async () => {
        await webhooksOn(false);
        const orderId = await createOrder(server, [OCTAHEDRON], { address: ADDRESS });
        await payerAction(server, orderId, 'approve', { outcome: 'declined-after-capture' });
        const declined = await server.capture(orderId, captureBody('product'));
        expect(declined.status).toBe(422);
        expect(await declined.json()).toMatchObject({
          error: 'ORDER_DECLINED',
          message: expect.stringMatching(/pay again/),
        });
        expect(await stateOf(orderId)).toBe('denied');
        expect(await recordOf(orderId)).toBeNull();
        expect(await detail(orderId)).toMatchObject({ status: 'COMPLETED', captureCount: 0 });
      });
    });

    describe('webhooks', () => {
      it('are verified on the bytes PayPal sent, escapes and all', async () => {
        const orderId = await createOrder(server, [OCTAHEDRON], { address: ADDRESS });
        await payerAction(server, orderId, 'approve', { givenName: 'José', surname: 'Núñez' });
        const approval = await vi.waitFor(async () => {
          const found = (await deliveries()).find(
            (delivery) =>
              delivery.eventType === 'CHECKOUT.ORDER.APPROVED' && delivery.body.includes(orderId),
          );
          expect(found?.delivered).toBe(true);
          return found as StandInDelivery;
        }, patiently);
        expect(approval.body).toContain('Jos\\u00e9');
        expect(approval.body).toContain(':\\/\\/');
        expect(await stateOf(orderId)).toBe('approved');
      });

      it('read the order of CHECKOUT.PAYMENT-APPROVAL.REVERSED from resource.order_id', async () => {
        await webhooksOn(false);
        const orderId = await createOrder(server, [OCTAHEDRON], { address: ADDRESS });
        await webhooksOn(true);
        await sendEvent('CHECKOUT.PAYMENT-APPROVAL.REVERSED', {
          order_id: orderId,
          purchase_units: [{ reference_id: 'default' }],
        });
        await vi.waitFor(async () => {
          const events = await payments().store.events(orderId);
          expect(events.map((event) => event.details.eventType)).toContain(
            'CHECKOUT.PAYMENT-APPROVAL.REVERSED',
          );
        }, patiently);
      });

      it('are remembered as handled only once applied: a redelivery after a failure applies it', async () => {
        await webhooksOn(false);
        const orderId = await createOrder(server, [OCTAHEDRON], { address: ADDRESS });
        await payerAction(server, orderId, 'approve');
        // PayPal captures (the shop's answer lost, and PayPal silent when asked), then tells the
        // shop; the shop cannot ask PayPal about the order just then.
        await server.post('/__paypal/__test/fail-next', {
          status: 'lost-answer',
          operation: 'capture',
          count: 3,
        });
        await server.post('/__paypal/__test/fail-next', {
          status: 503,
          operation: 'get',
          count: 1,
        });
        expect((await server.capture(orderId, captureBody('product'))).status).toBe(502);
        await server.post('/__paypal/__test/fail-next', {
          status: 503,
          operation: 'get',
          count: 3,
        });
        await webhooksOn(true);
        const captureId = (await detail(orderId)).capture?.id;
        await sendEvent('PAYMENT.CAPTURE.COMPLETED', {
          id: captureId,
          status: 'COMPLETED',
          supplementary_data: { related_ids: { order_id: orderId } },
        });
        // Not applied the first time (503), applied on PayPal's redelivery.
        await vi.waitFor(async () => {
          const delivery = (await deliveries()).find(
            (candidate) =>
              candidate.eventType === 'PAYMENT.CAPTURE.COMPLETED' &&
              candidate.body.includes(orderId),
          );
          expect(delivery).toMatchObject({ delivered: true, attempts: 2 });
        }, patiently);
        expect(await recordOf(orderId)).toMatchObject({ status: 'COMPLETED' });
      });
    });

    describe('a refund PayPal leaves PENDING', () => {
      const OPERATOR = { uid: 'op-1', email: 'op@example.com' };
      const refunds = () => {
        if (!server.app.refunds) throw new Error('no refund service');
        return server.app.refunds;
      };

      async function paidOrder() {
        const orderId = await createOrder(server, [OCTAHEDRON], { address: ADDRESS });
        await payerAction(server, orderId);
        expect((await server.capture(orderId, captureBody('product'))).status).toBe(200);
        return orderId;
      }

      it('completes when PayPal says so in its webhook', async () => {
        const orderId = await paidOrder();
        await server.post('/__paypal/__test/refunds/hold-next', {});
        const asked = await refunds().refund(
          orderId,
          { amountCents: 10_000, reason: 'Goodwill', requestId: `pending-${orderId}` },
          OPERATOR,
        );
        expect(asked.refund.status).toBe('pending');
        const refundId = (await detail(orderId)).capture?.refunds[0]?.id;
        const settled = await server.post(`/__paypal/__test/refunds/${refundId}/complete`, {});
        expect(settled.status).toBe(200);
        await vi.waitFor(async () => {
          const [refund] = await refunds().refundsOf(orderId);
          expect(refund?.status).toBe('completed');
        }, patiently);
        await vi.waitFor(
          async () =>
            expect(await recordOf(orderId)).toMatchObject({
              status: 'PARTIALLY_REFUNDED',
              refunded: '100.00',
            }),
          patiently,
        );
      });

      it('that fails frees its amount, found by the reconciler when no webhook comes', async () => {
        const orderId = await paidOrder();
        await webhooksOn(false);
        await server.post('/__paypal/__test/refunds/hold-next', {});
        await refunds().refund(
          orderId,
          { amountCents: null, reason: 'Returned', requestId: `failing-${orderId}` },
          OPERATOR,
        );
        const refundId = (await detail(orderId)).capture?.refunds[0]?.id;
        expect((await server.post(`/__paypal/__test/refunds/${refundId}/fail`, {})).status).toBe(
          200,
        );
        await database.query(
          "UPDATE refunds SET next_check_at = now() WHERE order_id = $1 AND status = 'pending'",
          [orderId],
        );
        await server.app.reconciler?.runOnce();
        const [failed] = await refunds().refundsOf(orderId);
        expect(failed?.status).toBe('failed');

        const again = await refunds().refund(
          orderId,
          { amountCents: null, reason: 'Returned', requestId: `again-${orderId}` },
          OPERATOR,
        );
        expect(again.refund).toMatchObject({ status: 'completed', amountCents: 78_200 });
        expect(await recordOf(orderId)).toMatchObject({ status: 'REFUNDED' });
      });
    });
  },
);

vi.setConfig({ testTimeout: 120_000, hookTimeout: 240_000 });
