import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { StandIn } from './context';
import { errors, FailNextRequest, toCents } from './contract';
import { settleRefund } from './refunds';

/** The test hooks (local mode only): fail the next calls, settle reviews, webhooks, inspect orders. */
export function registerTestControls(app: FastifyInstance, standIn: StandIn) {
  const { state, webhooks, announceCapture } = standIn;
  app.post('/__test/fail-next', async (request, reply) => {
    const parsed = FailNextRequest.safeParse(request.body ?? {});
    if (!parsed.success) {
      return reply.code(400).send({ error: 'BAD_REQUEST', message: parsed.error.message });
    }
    const { status, count, operation, hangMs } = parsed.data;
    state.failures.push({ status, remaining: count, operation, hangMs });
    return {
      queued: state.failures.map(({ remaining, ...failure }) => ({ ...failure, remaining })),
    };
  });
  /** The failures still queued: a test sees when PayPal started working on one (it is taken). */
  app.get('/__test/fail-next', async () => ({
    queued: state.failures.map(({ remaining, ...failure }) => ({ ...failure, remaining })),
  }));
  /** How many orders the stand-in holds: a test sees that PayPal was never asked. */
  app.get('/__test/orders', async () => ({ count: state.orders.size }));
  /**
   * Which orders had money moved, by PayPal's own count (bench/scale.ts compares it with the
   * shop's payment records): the captured orders' ids, and those captured more than once.
   */
  app.get('/__test/captures', async () => {
    const captured: string[] = [];
    const doubled: string[] = [];
    for (const order of state.orders.values()) {
      if (order.captureCount > 0) captured.push(order.id);
      if (order.captureCount > 1) doubled.push(order.id);
    }
    return { orders: state.orders.size, captured, doubled };
  });
  app.post('/__test/reset', async () => {
    state.reset();
    webhooks.reset();
    return { ok: true };
  });

  /** PayPal ends its review of a PENDING capture: it completes, or it is denied. */
  const settleReview =
    (outcome: 'COMPLETED' | 'DECLINED') =>
    async (request: FastifyRequest<{ Params: { captureId: string } }>, reply: FastifyReply) => {
      const found = state.findCapture(request.params.captureId);
      if (!found) return reply.code(404).send(errors.notFound());
      if (found.capture.status !== 'PENDING') {
        return reply
          .code(422)
          .send(errors.unprocessable('CAPTURE_NOT_PENDING', 'Only a PENDING capture is reviewed.'));
      }
      found.capture.status = outcome;
      found.capture.updateTime = new Date().toISOString();
      announceCapture(found.order, found.capture);
      return { id: found.capture.id, status: found.capture.status };
    };
  app.post('/__test/captures/:captureId/complete', settleReview('COMPLETED'));
  app.post('/__test/captures/:captureId/deny', settleReview('DECLINED'));

  /** The next refund stays PENDING until a test settles it (PayPal sometimes takes days). */
  app.post('/__test/refunds/hold-next', async () => {
    state.holdNextRefund = true;
    return { holdNextRefund: true };
  });
  const settlePending =
    (outcome: 'COMPLETED' | 'FAILED') =>
    async (request: FastifyRequest<{ Params: { refundId: string } }>, reply: FastifyReply) => {
      const found = state.findRefund(request.params.refundId);
      if (!found) return reply.code(404).send(errors.notFound());
      if (found.refund.status !== 'PENDING') {
        return reply
          .code(422)
          .send(errors.unprocessable('REFUND_NOT_PENDING', 'Only a PENDING refund is settled.'));
      }
      settleRefund(standIn, found.capture, found.refund, outcome);
      return { id: found.refund.id, status: found.refund.status };
    };
  app.post('/__test/refunds/:refundId/complete', settlePending('COMPLETED'));
  app.post('/__test/refunds/:refundId/fail', settlePending('FAILED'));

  /** Webhooks on or off (a shop whose webhook never arrives), and what was sent so far. */
  const WebhookSwitch = z.object({ enabled: z.boolean() });
  app.post('/__test/webhooks', async (request, reply) => {
    const parsed = WebhookSwitch.safeParse(request.body ?? {});
    if (!parsed.success) {
      return reply.code(400).send({ error: 'BAD_REQUEST', message: parsed.error.message });
    }
    webhooks.enabled = parsed.data.enabled;
    return { enabled: webhooks.enabled };
  });
  /** Sends any event, signed like the others (for events the stand-in never makes by itself). */
  const CustomEvent = z.object({
    eventType: z.string().min(1).max(128),
    resourceType: z.string().min(1).max(64).default('checkout-order'),
    resource: z.record(z.string(), z.unknown()).default({}),
  });
  app.post('/__test/webhooks/send', async (request, reply) => {
    const parsed = CustomEvent.safeParse(request.body ?? {});
    if (!parsed.success) {
      return reply.code(400).send({ error: 'BAD_REQUEST', message: parsed.error.message });
    }
    const { eventType, resourceType, resource } = parsed.data;
    webhooks.send(eventType, resourceType, `Test event ${eventType}`, resource);
    return { sent: true };
  });
  app.get('/__test/webhooks', async () => ({
    enabled: webhooks.enabled,
    deliveries: webhooks.deliveries.map((delivery) => ({
      id: delivery.event.id,
      eventType: delivery.event.event_type,
      headers: delivery.headers,
      body: delivery.body,
      attempts: delivery.attempts,
      lastResult: delivery.lastResult,
      delivered: delivery.delivered,
    })),
  }));
  app.get<{ Params: { id: string } }>('/__test/orders/:id', async (request, reply) => {
    const order = state.orders.get(request.params.id);
    if (!order) return reply.code(404).send(errors.notFound());
    return {
      id: order.id,
      status: order.status,
      captureCount: order.captureCount,
      captureOutcome: order.captureOutcome,
      captureAttempts: order.captureAttempts,
      capture: order.capture
        ? {
            id: order.capture.id,
            status: order.capture.status,
            refunded: (
              order.capture.refunds
                .filter((refund) => refund.status === 'COMPLETED')
                .reduce((sum, refund) => sum + toCents(refund.value), 0) / 100
            ).toFixed(2),
            refunds: order.capture.refunds.map(({ id, status, value }) => ({ id, status, value })),
          }
        : null,
      amount: order.purchaseUnits[0]?.amount,
      // What PayPal knows of where the parcel goes, and whether the payer could choose it.
      shipping: order.purchaseUnits[0]?.shipping ?? null,
      shippingPreference: order.shippingPreference,
      patchCount: order.patchCount,
      shippingAtCapture: order.shippingAtCapture,
    };
  });
}
