import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { STAND_IN_WEBHOOK_ID } from '../../server/platform/config';
import { SDK_SCRIPT } from './sdk-script';
import {
  type Operation,
  paypalId,
  type StandInCapture,
  type StandInOrder,
  StandInState,
} from './state';
import { CERT_PATH, WebhookSender } from './webhooks';

/**
 * A stateful stand-in of PayPal's Orders v2 REST API (token, create, get, capture), shaped as
 * PayPal's contract says, plus the endpoints its browser script uses and the hooks tests use to
 * make it fail. Mounted under /__paypal only when no PayPal credentials are configured.
 */

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

const TOKEN_LIFETIME_S = 32_400;
const DOCS = 'https://developer.paypal.com/docs/api/orders/v2/';

const Money = z.object({
  currency_code: z.string().regex(/^[A-Z]{3}$/),
  value: z.string().regex(/^\d{1,15}(\.\d{1,2})?$/),
});

const CreateOrderRequest = z.object({
  intent: z.literal('CAPTURE'),
  purchase_units: z
    .array(
      z
        .object({
          reference_id: z.string().min(1).max(256).optional(),
          amount: Money.extend({
            breakdown: z.object({ item_total: Money.optional() }).passthrough().optional(),
          }),
          items: z
            .array(
              z
                .object({
                  name: z.string().min(1).max(127),
                  quantity: z.string().regex(/^[1-9][0-9]{0,9}$/),
                  unit_amount: Money,
                })
                .passthrough(),
            )
            .optional(),
        })
        .passthrough(),
    )
    .min(1)
    .max(10),
});

const FailNextRequest = z.object({
  /**
   * 'timeout': the request is held, then dropped unanswered (PayPal never acted); 'lost-answer':
   * PayPal acts, and its answer is lost on the way back; or an HTTP status.
   */
  status: z.union([
    z.literal('timeout'),
    z.literal('lost-answer'),
    z.number().int().min(500).max(599),
    z.literal(429),
  ]),
  count: z.number().int().min(1).max(100).default(1),
  operation: z
    .enum(['token', 'create', 'get', 'capture', 'refund', 'verify', 'any'])
    .default('any'),
  hangMs: z.number().int().min(0).max(120_000).default(15_000),
});

const ApproveRequest = z
  .object({
    /** 'pending': PayPal holds the capture for review (status PENDING) until settled. */
    outcome: z.enum(['completed', 'pending']).default('completed'),
    email: z.email().nullable().optional(),
    givenName: z.string().min(1).max(140).optional(),
    surname: z.string().min(1).max(140).optional(),
    funding: z.enum(['paypal', 'card']).default('paypal'),
  })
  .default({ funding: 'paypal', outcome: 'completed' });

const RefundRequest = z
  .object({
    amount: Money.optional(),
    note_to_payer: z.string().max(255).optional(),
    invoice_id: z.string().max(127).optional(),
  })
  .default({});

const toCents = (value: string) => Math.round(Number(value) * 100);

function errorBody(name: string, message: string, issue?: string, description?: string) {
  const debugId = paypalId(13).toLowerCase();
  return {
    name,
    message,
    debug_id: debugId,
    ...(issue ? { details: [{ issue, description: description ?? message }] } : {}),
    links: [{ href: `${DOCS}#error-${issue ?? name}`, rel: 'information_link', method: 'GET' }],
  };
}

const UNPROCESSABLE =
  'The requested action could not be performed, semantically incorrect, or failed business validation.';

const errors = {
  unauthorized: () =>
    errorBody(
      'AUTHENTICATION_FAILURE',
      'Authentication failed due to missing authorization header, or invalid authentication credentials.',
    ),
  notFound: () =>
    errorBody(
      'RESOURCE_NOT_FOUND',
      'The specified resource does not exist.',
      'INVALID_RESOURCE_ID',
      'Specified resource ID does not exist. Please check the resource ID and try again.',
    ),
  invalid: (field: string, description: string) => ({
    ...errorBody(
      'INVALID_REQUEST',
      'Request is not well-formed, syntactically incorrect, or violates schema.',
    ),
    details: [{ field, location: 'body', issue: 'INVALID_PARAMETER_VALUE', description }],
  }),
  unprocessable: (issue: string, description: string) =>
    errorBody('UNPROCESSABLE_ENTITY', UNPROCESSABLE, issue, description),
  internal: () => errorBody('INTERNAL_SERVER_ERROR', 'An internal server error occurred.'),
  unavailable: () => errorBody('SERVICE_UNAVAILABLE', 'Service Unavailable.'),
};

export async function registerPayPalStandIn(app: FastifyInstance, options: StandInOptions = {}) {
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

  // PayPal takes `Content-Type: application/json` with an empty body (its server SDK sends a
  // capture exactly so) as no body at all; Fastify's own parser would refuse it.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
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

  async function failed(operation: Operation, reply: FastifyReply): Promise<boolean> {
    const failure = state.takeFailure(operation);
    if (!failure) return false;
    if (failure.status === 'lost-answer') {
      answersToLose.add(reply.request);
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
                ? { card: { name: `${payer.given_name} ${payer.surname}`, last_digits: '4242' } }
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

  // --- OAuth 2.0 client credentials -----------------------------------------------------------
  app.post('/v1/oauth2/token', async (request, reply) => {
    if (await failed('token', reply)) return reply;
    const [scheme, encoded] = (request.headers.authorization ?? '').split(' ');
    const [clientId, secret] = Buffer.from(encoded ?? '', 'base64')
      .toString('utf8')
      .split(':');
    if (scheme !== 'Basic' || !clientId || !secret) {
      return reply
        .code(401)
        .send({ error: 'invalid_client', error_description: 'Client Authentication failed' });
    }
    const body = (request.body ?? {}) as Record<string, string>;
    if (body.grant_type !== 'client_credentials') {
      return reply
        .code(400)
        .send({ error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' });
    }
    return {
      scope: 'https://uri.paypal.com/services/payments/payment',
      access_token: state.issueToken(),
      token_type: 'Bearer',
      app_id: `APP-${paypalId(17)}`,
      expires_in: TOKEN_LIFETIME_S,
      nonce: `${new Date().toISOString()}${paypalId(8)}`,
    };
  });

  // --- Orders v2 ---------------------------------------------------------------------------------
  app.post('/v2/checkout/orders', async (request, reply) => {
    if (await failed('create', reply)) return reply;
    if (!authorized(request, reply)) return reply;
    const key = requestKey('create', request);
    if (replay(key, reply)) return reply;

    const parsed = CreateOrderRequest.safeParse(request.body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return reply
        .code(400)
        .send(errors.invalid(`/${issue?.path.join('/') ?? ''}`, issue?.message ?? 'Invalid'));
    }
    for (const unit of parsed.data.purchase_units) {
      const itemTotal = (unit.items ?? []).reduce(
        (sum, item) => sum + toCents(item.unit_amount.value) * Number(item.quantity),
        0,
      );
      const declaredItemTotal = unit.amount.breakdown?.item_total;
      if (unit.items && (!declaredItemTotal || toCents(declaredItemTotal.value) !== itemTotal)) {
        return reply
          .code(422)
          .send(
            errors.unprocessable(
              'ITEM_TOTAL_MISMATCH',
              'Should equal sum of (unit_amount * quantity) across all items for a given purchase_unit.',
            ),
          );
      }
      if (declaredItemTotal && toCents(declaredItemTotal.value) !== toCents(unit.amount.value)) {
        return reply
          .code(422)
          .send(
            errors.unprocessable(
              'AMOUNT_MISMATCH',
              'Should equal item_total + tax_total + shipping + handling + insurance - shipping_discount - discount.',
            ),
          );
      }
    }

    const now = new Date().toISOString();
    const order: StandInOrder = {
      id: paypalId(),
      status: 'CREATED',
      intent: 'CAPTURE',
      purchaseUnits: parsed.data.purchase_units.map((unit) => ({
        reference_id: unit.reference_id ?? 'default',
        ...unit,
        // PayPal's merchant ids: 13 characters of 2-9 and A-Z without I and O.
        payee: { email_address: 'merchant@synthamour.example', merchant_id: 'STANDNMERCH23' },
      })),
      createTime: now,
      updateTime: now,
      payer: null,
      declineNextCapture: false,
      holdNextCapture: false,
      capture: null,
      captureCount: 0,
    };
    state.addOrder(order);
    const base = origin(request);
    const body = wantsRepresentation(request) ? representation(base, order) : minimal(base, order);
    if (key) state.rememberAnswer(key, { status: 201, body });
    return reply.code(201).send(body);
  });

  app.get<{ Params: { id: string } }>('/v2/checkout/orders/:id', async (request, reply) => {
    if (await failed('get', reply)) return reply;
    if (!authorized(request, reply)) return reply;
    const order = state.orders.get(request.params.id);
    if (!order) return reply.code(404).send(errors.notFound());
    return representation(origin(request), order);
  });

  app.post<{ Params: { id: string } }>(
    '/v2/checkout/orders/:id/capture',
    async (request, reply) => {
      if (await failed('capture', reply)) return reply;
      if (!authorized(request, reply)) return reply;
      const key = requestKey('capture', request, request.params.id);
      if (replay(key, reply)) return reply;

      const order = state.orders.get(request.params.id);
      if (!order) return reply.code(404).send(errors.notFound());
      if (order.status === 'COMPLETED') {
        return reply
          .code(422)
          .send(
            errors.unprocessable(
              'ORDER_ALREADY_CAPTURED',
              "Order already captured.If 'intent=CAPTURE' only one capture per order is allowed.",
            ),
          );
      }
      if (order.status !== 'APPROVED') {
        return reply
          .code(422)
          .send(
            errors.unprocessable(
              'ORDER_NOT_APPROVED',
              "Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url returned as part of the HATEOAS links within the Create Order call or provide a valid `payment_source` in the request.",
            ),
          );
      }
      if (order.declineNextCapture) {
        // As PayPal does: the payer must choose another way to pay and approve again.
        order.declineNextCapture = false;
        order.status = 'CREATED';
        order.updateTime = new Date().toISOString();
        return reply
          .code(422)
          .send(
            errors.unprocessable(
              'INSTRUMENT_DECLINED',
              "The instrument presented  was either declined by the processor or bank, or it can't be used for this payment.",
            ),
          );
      }

      const now = new Date().toISOString();
      order.status = 'COMPLETED';
      order.updateTime = now;
      const unit = order.purchaseUnits[0]?.amount as { value: string } | undefined;
      order.capture = {
        id: paypalId(),
        status: order.holdNextCapture ? 'PENDING' : 'COMPLETED',
        value: unit?.value ?? '0.00',
        time: now,
        updateTime: now,
        refunds: [],
      };
      order.holdNextCapture = false;
      order.captureCount += 1;
      state.captureOrders.set(order.capture.id, order.id);
      announceCapture(order, order.capture);
      const base = origin(request);
      const body = wantsRepresentation(request)
        ? representation(base, order)
        : minimal(base, order);
      if (key) state.rememberAnswer(key, { status: 201, body });
      return reply.code(201).send(body);
    },
  );

  // --- Payments v2: refunds ----------------------------------------------------------------------
  app.post<{ Params: { id: string } }>(
    '/v2/payments/captures/:id/refund',
    async (request, reply) => {
      if (await failed('refund', reply)) return reply;
      if (!authorized(request, reply)) return reply;
      const key = requestKey('refund', request, request.params.id);
      if (replay(key, reply)) return reply;

      const found = state.findCapture(request.params.id);
      if (!found) return reply.code(404).send(errors.notFound());
      const parsed = RefundRequest.safeParse(request.body ?? undefined);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return reply
          .code(400)
          .send(errors.invalid(`/${issue?.path.join('/') ?? ''}`, issue?.message ?? 'Invalid'));
      }
      const { order, capture } = found;
      if (capture.status === 'REFUNDED') {
        return reply
          .code(422)
          .send(
            errors.unprocessable(
              'CAPTURE_FULLY_REFUNDED',
              'The capture has already been fully refunded',
            ),
          );
      }
      if (capture.status !== 'COMPLETED' && capture.status !== 'PARTIALLY_REFUNDED') {
        return reply
          .code(422)
          .send(
            errors.unprocessable(
              'REFUND_NOT_ALLOWED',
              'Refund cannot be issued for a capture that is not completed.',
            ),
          );
      }
      const refundedCents = capture.refunds.reduce((sum, refund) => sum + toCents(refund.value), 0);
      const leftCents = toCents(capture.value) - refundedCents;
      const amountCents = parsed.data.amount ? toCents(parsed.data.amount.value) : leftCents;
      if (amountCents <= 0 || amountCents > leftCents) {
        return reply
          .code(422)
          .send(
            errors.unprocessable(
              'REFUND_AMOUNT_EXCEEDED',
              'The refund amount must be less than or equal to the capture amount that has not yet been refunded.',
            ),
          );
      }
      const now = new Date().toISOString();
      const refund = {
        id: paypalId(),
        status: 'COMPLETED' as const,
        value: (amountCents / 100).toFixed(2),
        note: parsed.data.note_to_payer ?? null,
        time: now,
      };
      capture.refunds.push(refund);
      capture.status = amountCents === leftCents ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
      capture.updateTime = now;
      order.updateTime = now;
      const body = refundResource(origin(request), capture, refund);
      if (key) state.rememberAnswer(key, { status: 201, body });
      webhooks.send(
        'PAYMENT.CAPTURE.REFUNDED',
        'refund',
        `A ${refund.value} USD capture payment was refunded`,
        refundResource(ownBase(), capture, refund),
      );
      return reply.code(201).send(body);
    },
  );

  // --- Notifications: webhook verification ---------------------------------------------------
  app.get(CERT_PATH, async (_request, reply) =>
    reply
      .type('application/x-pem-file')
      .send(webhooks.publicKey.export({ type: 'spki', format: 'pem' })),
  );

  const VerifyRequest = z.object({
    auth_algo: z.string(),
    cert_url: z.string(),
    transmission_id: z.string(),
    transmission_sig: z.string(),
    transmission_time: z.string(),
    webhook_id: z.string(),
    webhook_event: z.unknown(),
  });
  app.post('/v1/notifications/verify-webhook-signature', async (request, reply) => {
    if (await failed('verify', reply)) return reply;
    if (!authorized(request, reply)) return reply;
    const parsed = VerifyRequest.safeParse(request.body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return reply
        .code(400)
        .send(errors.invalid(`/${issue?.path.join('/') ?? ''}`, issue?.message ?? 'Invalid'));
    }
    const input = parsed.data;
    const verified =
      input.auth_algo === 'SHA256withRSA' &&
      input.cert_url.endsWith(CERT_PATH) &&
      input.webhook_id === webhooks.webhookId &&
      webhooks.verify({
        transmissionId: input.transmission_id,
        transmissionTime: input.transmission_time,
        webhookId: input.webhook_id,
        signature: input.transmission_sig,
        event: input.webhook_event,
      });
    return { verification_status: verified ? 'SUCCESS' : 'FAILURE' };
  });

  // --- What the browser script calls (the payer's side of the checkout window) ------------------
  // Run as its own process (`npm run paypal:stand-in`) the stand-in is another origin than the
  // shop's pages, as PayPal is: the payer's side answers any origin, like PayPal's own window.
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.includes('/sdk/')) return;
    reply.header('access-control-allow-origin', '*');
    if (request.method === 'OPTIONS') {
      return reply
        .code(204)
        .header('access-control-allow-methods', 'GET, POST')
        .header('access-control-allow-headers', 'content-type')
        .header('access-control-max-age', '600')
        .send();
    }
  });
  app.options('/sdk/*', async (_request, reply) => reply.code(204).send());
  app.get('/sdk/js', async (_request, reply) =>
    reply
      .type('application/javascript; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(SDK_SCRIPT),
  );

  const approve = (order: StandInOrder, input: z.infer<typeof ApproveRequest>) => {
    order.payer = {
      email_address: input.email === undefined ? 'buyer@example.com' : input.email,
      given_name: input.givenName ?? 'Test',
      surname: input.surname ?? 'Buyer',
      payer_id: order.payer?.payer_id ?? paypalId(13),
      funding: input.funding,
    };
    order.status = 'APPROVED';
    order.holdNextCapture = input.outcome === 'pending';
    order.updateTime = new Date().toISOString();
    webhooks.send(
      'CHECKOUT.ORDER.APPROVED',
      'checkout-order',
      'An order has been approved by buyer',
      representation(ownBase(), order),
    );
    return { id: order.id, status: order.status, payerID: order.payer.payer_id };
  };

  const payerSide =
    (action: (order: StandInOrder, request: FastifyRequest) => unknown) =>
    async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
      const order = state.orders.get(request.params.id);
      if (!order) return reply.code(404).send(errors.notFound());
      if (order.status === 'COMPLETED') {
        return reply
          .code(422)
          .send(errors.unprocessable('ORDER_ALREADY_CAPTURED', 'Order already captured.'));
      }
      return action(order, request);
    };

  app.get<{ Params: { id: string } }>('/sdk/orders/:id', async (request, reply) => {
    const order = state.orders.get(request.params.id);
    if (!order) return reply.code(404).send(errors.notFound());
    return { id: order.id, status: order.status, amount: order.purchaseUnits[0]?.amount };
  });
  app.post<{ Params: { id: string } }>(
    '/sdk/orders/:id/approve',
    payerSide((order, request) => approve(order, ApproveRequest.parse(request.body ?? undefined))),
  );
  app.post<{ Params: { id: string } }>(
    '/sdk/orders/:id/decline',
    payerSide((order, request) => {
      const answer = approve(order, ApproveRequest.parse(request.body ?? undefined));
      order.declineNextCapture = true;
      return answer;
    }),
  );
  app.post<{ Params: { id: string } }>(
    '/sdk/orders/:id/cancel',
    payerSide((order) => ({ id: order.id, status: order.status })),
  );

  // --- Test hooks ------------------------------------------------------------------------------
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
      declineNextCapture: order.declineNextCapture,
      capture: order.capture
        ? {
            id: order.capture.id,
            status: order.capture.status,
            refunded: (
              order.capture.refunds.reduce((sum, refund) => sum + toCents(refund.value), 0) / 100
            ).toFixed(2),
          }
        : null,
      amount: order.purchaseUnits[0]?.amount,
    };
  });
}
