import type { FastifyInstance } from 'fastify';
import type { StandIn } from './context';
import {
  CreateOrderRequest,
  errors,
  SHIPPING_PREFERENCES,
  schemaIssue,
  shippingAddressRefusal,
  toCents,
} from './contract';
import { patchPurchaseUnits } from './order-patch';
import { type CaptureOutcome, paypalId, type StandInOrder } from './state';

/** Orders v2: create, get, update (PATCH) and capture an order. */
export function registerOrders(app: FastifyInstance, standIn: StandIn) {
  const {
    state,
    origin,
    failed,
    authorized,
    inFlight,
    replay,
    requestKey,
    wantsRepresentation,
    representation,
    announceCapture,
    minimal,
  } = standIn;
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
        .send(
          errors.invalid(
            `/${issue?.path.join('/') ?? ''}`,
            issue?.message ?? 'Invalid',
            schemaIssue(issue),
          ),
        );
    }
    const shippingPreference =
      parsed.data.payment_source?.paypal?.experience_context?.shipping_preference ??
      SHIPPING_PREFERENCES[0];
    for (const unit of parsed.data.purchase_units) {
      const field = `/purchase_units/@reference_id=='${unit.reference_id ?? 'default'}'/shipping/address`;
      const address = unit.shipping?.address;
      if (!address && shippingPreference === 'SET_PROVIDED_ADDRESS') {
        // Not in PayPal's OpenAPI file, but what its API answers (and the shop must avoid).
        return reply
          .code(422)
          .send(
            errors.unprocessable(
              'MISSING_SHIPPING_ADDRESS',
              'The shipping address is required when shipping_preference=SET_PROVIDED_ADDRESS.',
              field,
            ),
          );
      }
      const refusal = address ? shippingAddressRefusal(address, field) : null;
      if (refusal) return reply.code(refusal.status).send(refusal.body);
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
      shippingPreference,
      patchCount: 0,
      shippingAtCapture: null,
      purchaseUnits: parsed.data.purchase_units.map((unit) => ({
        reference_id: unit.reference_id ?? 'default',
        ...unit,
        // PayPal's merchant ids: 13 characters of 2-9 and A-Z without I and O.
        payee: { email_address: 'merchant@synthamour.example', merchant_id: 'STANDNMERCH23' },
      })),
      createTime: now,
      updateTime: now,
      payer: null,
      captureOutcome: 'completed',
      capture: null,
      captureCount: 0,
      captureAttempts: 0,
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

  /**
   * Updates a CREATED or APPROVED order with a JSON Patch (the shop uses it for the shipping
   * address and name); every operation applies, or none. 204 without a body.
   */
  app.patch<{ Params: { id: string } }>('/v2/checkout/orders/:id', async (request, reply) => {
    if (await failed('update', reply)) return reply;
    if (!authorized(request, reply)) return reply;
    const order = state.orders.get(request.params.id);
    if (!order) return reply.code(404).send(errors.notFound());
    if (order.status === 'COMPLETED') {
      return reply
        .code(422)
        .send(
          errors.unprocessable(
            'ORDER_ALREADY_COMPLETED',
            'The order cannot be patched after it is completed.',
          ),
        );
    }
    const patched = patchPurchaseUnits(order.purchaseUnits, request.body);
    if (!patched.ok) return reply.code(patched.status).send(patched.body);
    order.purchaseUnits = patched.units;
    order.patchCount += 1;
    order.updateTime = new Date().toISOString();
    return reply.code(204).send();
  });

  app.post<{ Params: { id: string } }>(
    '/v2/checkout/orders/:id/capture',
    async (request, reply) => {
      const key = requestKey('capture', request, request.params.id);
      if (inFlight(key, reply)) return reply;
      try {
        if (await failed('capture', reply, key)) return reply;
        if (!authorized(request, reply)) return reply;
        if (replay(key, reply)) return reply;
        const order = state.orders.get(request.params.id);
        if (!order) return reply.code(404).send(errors.notFound());
        const mocked = mockedIssue(request.headers['paypal-mock-response']);
        if (mocked) {
          // PayPal's sandbox negative testing: the issue asked for, nothing else happens.
          return reply.code(422).send(errors.unprocessable(mocked, `Mocked ${mocked}.`));
        }
        const refusal = captureRefusal(order);
        if (refusal) return reply.code(422).send(refusal);
        capture(order);
        const base = origin(request);
        const body = wantsRepresentation(request)
          ? representation(base, order)
          : minimal(base, order);
        if (key) state.rememberAnswer(key, { status: 201, body });
        return reply.code(201).send(body);
      } finally {
        if (key) state.inFlight.delete(key);
      }
    },
  );

  /** Why PayPal would refuse to capture the order now, as its error body; null when it captures. */
  function captureRefusal(order: StandInOrder) {
    if (order.status === 'COMPLETED') {
      return errors.unprocessable(
        'ORDER_ALREADY_CAPTURED',
        "Order already captured.If 'intent=CAPTURE' only one capture per order is allowed.",
      );
    }
    if (order.status !== 'APPROVED') {
      return errors.unprocessable(
        'ORDER_NOT_APPROVED',
        "Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url returned as part of the HATEOAS links within the Create Order call or provide a valid `payment_source` in the request.",
      );
    }
    const issue = PAYER_ISSUES[order.captureOutcome];
    if (!issue) return null;
    // PayPal decided, and said no: the order stays APPROVED (its contract does not promise it
    // goes back to CREATED), and asking again gets the same answer until the payer approves anew.
    order.captureAttempts += 1;
    order.updateTime = new Date().toISOString();
    return errors.unprocessable(issue.issue, issue.description);
  }

  /** Captures the order: money moves, or PayPal holds it for review, or the capture is declined. */
  function capture(order: StandInOrder) {
    const now = new Date().toISOString();
    const outcome = order.captureOutcome;
    order.status = 'COMPLETED';
    order.updateTime = now;
    order.captureAttempts += 1;
    const shipping = order.purchaseUnits[0]?.shipping as { address?: unknown } | undefined;
    order.shippingAtCapture = structuredClone(shipping?.address ?? null);
    const unit = order.purchaseUnits[0]?.amount as { value: string } | undefined;
    order.capture = {
      id: paypalId(),
      status:
        outcome === 'pending'
          ? 'PENDING'
          : outcome === 'declined-after-capture'
            ? 'DECLINED'
            : 'COMPLETED',
      value: unit?.value ?? '0.00',
      time: now,
      updateTime: now,
      refunds: [],
    };
    if (order.capture.status !== 'DECLINED') order.captureCount += 1;
    state.captureOrders.set(order.capture.id, order.id);
    announceCapture(order, order.capture);
  }
}

/**
 * The issue a `PayPal-Mock-Response: {"mock_application_codes": "…"}` header asks for, as PayPal's
 * sandbox reads it (negative testing); null without one.
 */
function mockedIssue(header: string | string[] | undefined): string | null {
  if (typeof header !== 'string') return null;
  try {
    const code = (JSON.parse(header) as { mock_application_codes?: unknown })
      .mock_application_codes;
    return typeof code === 'string' && /^[A-Z_]{1,64}$/.test(code) ? code : null;
  } catch {
    return null;
  }
}

/** The capture-time refusals of the payer's instrument (checkout_orders_v2.json, capture 422). */
const PAYER_ISSUES: Partial<Record<CaptureOutcome, { issue: string; description: string }>> = {
  declined: {
    issue: 'INSTRUMENT_DECLINED',
    description:
      "The instrument presented  was either declined by the processor or bank, or it can't be used for this payment.",
  },
  'alternate-funding': {
    issue: 'REDIRECT_PAYER_FOR_ALTERNATE_FUNDING',
    description: 'Transaction failed. Redirect the payer to select another funding source.',
  },
  'payer-action': {
    issue: 'PAYER_ACTION_REQUIRED',
    description:
      'Transaction cannot complete successfully, instruct the buyer to return to PayPal.',
  },
};
