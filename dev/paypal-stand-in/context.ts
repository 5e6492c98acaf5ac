import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { STAND_IN_WEBHOOK_ID } from '#server/platform/config';
import { errors } from './contract';
import { type Operation, type StandInCapture, type StandInOrder, StandInState } from './state';
import { WebhookSender } from './webhooks';

export interface StandInOptions {
  state?: StandInState;
  /**
   * Where to deliver webhooks: the shop's URL, null for none, or (the default) the
   * /api/paypal/webhook of the very server the stand-in is mounted on.
   */
  webhookTarget?: string | null | 'same-server';
  /** The webhook id events are signed for (the shop's PAYPAL_WEBHOOK_ID must match). */
  webhookId?: string;
}

/**
 * What every resource of the stand-in shares: PayPal's state, its webhooks, and the steps each
 * request goes through (a failure a test asked for, the bearer token, a replayed request id) and
 * the resources' shapes as PayPal writes them.
 */
export type StandIn = ReturnType<typeof createStandIn>;

export function createStandIn(app: FastifyInstance, options: StandInOptions) {
  const state = options.state ?? new StandInState();
  const origin = (request: FastifyRequest) => `${request.protocol}://${request.host}/__paypal`;
  // Where the stand-in can be reached from the shop: its own listening address.
  const ownBase = () => {
    const address = app.server.address();
    const port = address && typeof address === 'object' ? address.port : 0;
    return `http://127.0.0.1:${port}${app.prefix}`;
  };
  const webhookTarget = options.webhookTarget ?? 'same-server';
  const webhooks = new WebhookSender({
    target:
      webhookTarget === 'same-server'
        ? () => {
            const address = app.server.address();
            return address && typeof address === 'object'
              ? `http://127.0.0.1:${address.port}/api/paypal/webhook`
              : null;
          }
        : webhookTarget,
    webhookId: options.webhookId ?? STAND_IN_WEBHOOK_ID,
    base: ownBase,
  });
  app.addHook('onClose', async () => webhooks.close());

  const rawBodies = new WeakMap<FastifyRequest, string>();
  /** The request's body exactly as it arrived (JSON requests). */
  const rawBody = (request: FastifyRequest) => rawBodies.get(request) ?? null;

  // PayPal takes `Content-Type: application/json` with an empty body (its server SDK sends a
  // capture exactly so) as no body at all; Fastify's own parser would refuse it.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    // The bytes as sent: the webhook verification checks a signature over them, not over a
    // re-serialisation (which would turn `\u00e9` into `é` and `\/` into `/`).
    rawBodies.set(request, text);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(Object.assign(new Error('MALFORMED_REQUEST_JSON'), { statusCode: 400 }), undefined);
    }
  });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  /** Applies a failure a test asked for; true when the request has been dealt with. */
  /** Requests whose answer is to be lost once the stand-in has acted on them. */
  const answersToLose = new WeakSet<FastifyRequest>();
  app.addHook('onSend', async (request, reply) => {
    if (!answersToLose.has(request)) return;
    answersToLose.delete(request);
    reply.raw.destroy();
  });

  async function failed(
    operation: Operation,
    reply: FastifyReply,
    /** The request's PayPal-Request-Id key: a 'slow' request holds it while PayPal works. */
    key: string | null = null,
  ): Promise<boolean> {
    const failure = state.takeFailure(operation);
    if (!failure) return false;
    if (failure.status === 'lost-answer') {
      answersToLose.add(reply.request);
      return false;
    }
    if (failure.status === 'slow') {
      // PayPal is working on it: the same request id meanwhile is refused (see `inFlight`), and
      // the work is done even if the caller gave up waiting.
      if (key) state.inFlight.add(key);
      await new Promise((resolve) => setTimeout(resolve, failure.hangMs).unref());
      return false;
    }
    if (failure.status === 'timeout') {
      // Hold the request, then drop the connection without an answer: a lost request.
      await new Promise((resolve) => setTimeout(resolve, failure.hangMs).unref());
      reply.hijack();
      reply.raw.destroy();
      return true;
    }
    await reply
      .code(failure.status)
      .send(failure.status === 503 ? errors.unavailable() : errors.internal());
    return true;
  }

  function authorized(request: FastifyRequest, reply: FastifyReply): boolean {
    const header = request.headers.authorization ?? '';
    if (header.startsWith('Bearer ') && state.isValidToken(header.slice(7))) return true;
    void reply.code(401).send(errors.unauthorized());
    return false;
  }

  /**
   * A request whose PayPal-Request-Id is still being processed: PayPal's idempotency guide says
   * that of two simultaneous requests with the same id it "processes the first request and might
   * fail the second". The stand-in always fails it, with PayPal's generic 409.
   */
  function inFlight(key: string | null, reply: FastifyReply): boolean {
    if (!key || !state.inFlight.has(key)) return false;
    void reply.code(409).send(errors.conflict());
    return true;
  }

  /** Replays a stored answer for a repeated PayPal-Request-Id (200, as the contract says). */
  function replay(key: string | null, reply: FastifyReply): boolean {
    const stored = key ? state.answers.get(key) : undefined;
    if (!stored) return false;
    void reply.code(200).send(stored.body);
    return true;
  }

  function requestKey(operation: string, request: FastifyRequest, orderId = ''): string | null {
    const id = request.headers['paypal-request-id'];
    return typeof id === 'string' && id.length >= 1 && id.length <= 108
      ? `${operation}:${orderId}:${id}`
      : null;
  }

  const wantsRepresentation = (request: FastifyRequest) =>
    /return=representation/.test(String(request.headers.prefer ?? ''));

  function links(base: string, order: StandInOrder) {
    const self = `${base}/v2/checkout/orders/${order.id}`;
    const all = [{ href: self, rel: 'self', method: 'GET' }];
    if (order.status !== 'COMPLETED') {
      all.push(
        { href: `${base}/checkoutnow?token=${order.id}`, rel: 'approve', method: 'GET' },
        { href: self, rel: 'update', method: 'PATCH' },
        { href: `${self}/capture`, rel: 'capture', method: 'POST' },
      );
    }
    return all;
  }

  function representation(base: string, order: StandInOrder) {
    const payer = order.payer;
    const captured = order.capture;
    return {
      id: order.id,
      intent: order.intent,
      status: order.status,
      ...(payer
        ? {
            payment_source:
              payer.funding === 'card'
                ? {
                    // As PayPal's order says of a card: its brand and kind, and its last digits.
                    card: {
                      name: `${payer.given_name} ${payer.surname}`,
                      last_digits: '4242',
                      brand: 'VISA',
                      type: 'CREDIT',
                    },
                  }
                : {
                    paypal: {
                      ...(payer.email_address ? { email_address: payer.email_address } : {}),
                      account_id: payer.payer_id,
                      account_status: 'VERIFIED',
                      name: { given_name: payer.given_name, surname: payer.surname },
                    },
                  },
            payer: {
              name: { given_name: payer.given_name, surname: payer.surname },
              ...(payer.email_address ? { email_address: payer.email_address } : {}),
              payer_id: payer.payer_id,
            },
          }
        : {}),
      purchase_units: order.purchaseUnits.map((unit, index) => ({
        ...unit,
        ...(captured && index === 0
          ? {
              payments: {
                captures: [captureResource(base, order, captured)],
                ...(captured.refunds.length > 0
                  ? {
                      refunds: captured.refunds.map((refund) =>
                        refundResource(base, captured, refund),
                      ),
                    }
                  : {}),
              },
            }
          : {}),
      })),
      create_time: order.createTime,
      update_time: order.updateTime,
      links: links(base, order),
    };
  }

  function captureResource(base: string, order: StandInOrder, capture: StandInCapture) {
    return {
      id: capture.id,
      status: capture.status,
      ...(capture.status === 'PENDING' ? { status_details: { reason: 'PENDING_REVIEW' } } : {}),
      amount: { currency_code: 'USD', value: capture.value },
      final_capture: true,
      seller_protection: {
        status: 'ELIGIBLE',
        dispute_categories: ['ITEM_NOT_RECEIVED', 'UNAUTHORIZED_TRANSACTION'],
      },
      supplementary_data: { related_ids: { order_id: order.id } },
      create_time: capture.time,
      update_time: capture.updateTime,
      links: [
        { href: `${base}/v2/payments/captures/${capture.id}`, rel: 'self', method: 'GET' },
        {
          href: `${base}/v2/payments/captures/${capture.id}/refund`,
          rel: 'refund',
          method: 'POST',
        },
        { href: `${base}/v2/checkout/orders/${order.id}`, rel: 'up', method: 'GET' },
      ],
    };
  }

  function refundResource(
    base: string,
    capture: StandInCapture,
    refund: StandInCapture['refunds'][number],
  ) {
    return {
      id: refund.id,
      status: refund.status,
      amount: { currency_code: 'USD', value: refund.value },
      ...(refund.note ? { note_to_payer: refund.note } : {}),
      create_time: refund.time,
      update_time: refund.time,
      links: [
        { href: `${base}/v2/payments/refunds/${refund.id}`, rel: 'self', method: 'GET' },
        { href: `${base}/v2/payments/captures/${capture.id}`, rel: 'up', method: 'GET' },
      ],
    };
  }

  /** Tells the shop about a capture's new status, as PayPal's PAYMENT.CAPTURE.* events do. */
  function announceCapture(order: StandInOrder, capture: StandInCapture) {
    const events: Record<string, [string, string]> = {
      COMPLETED: ['PAYMENT.CAPTURE.COMPLETED', 'Payment completed'],
      PENDING: ['PAYMENT.CAPTURE.PENDING', 'Payment pending for review'],
      DECLINED: ['PAYMENT.CAPTURE.DENIED', 'Payment denied'],
    };
    const event = events[capture.status];
    if (event) {
      webhooks.send(event[0], 'capture', event[1], captureResource(ownBase(), order, capture));
    }
  }

  const minimal = (base: string, order: StandInOrder) => ({
    id: order.id,
    status: order.status,
    links: links(base, order),
  });

  return {
    state,
    webhooks,
    origin,
    ownBase,
    failed,
    authorized,
    inFlight,
    replay,
    rawBody,
    requestKey,
    wantsRepresentation,
    representation,
    captureResource,
    refundResource,
    announceCapture,
    minimal,
  };
}
