import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type StandInForTests, standInForTests } from './for-tests';

/**
 * The stand-in's Catalog Products v1 and Subscriptions v1 against PayPal's published shapes
 * (catalogs_products_v1.json, billing_subscriptions_v1.json, transcribed below as zod schemas:
 * required fields, enums, patterns and lengths), its errors in PayPal's error shape, and the
 * billing test control with the webhooks PayPal would send.
 */

const DateTime = z
  .string()
  .regex(
    /^[0-9]{4}-(0[1-9]|1[0-2])-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\.[0-9]+)?([Zz]|[+-][0-9]{2}:[0-9]{2})$/,
  );
const Money = z.strictObject({
  currency_code: z.string().length(3),
  value: z
    .string()
    .max(32)
    .regex(/^((-?[0-9]+)|(-?([0-9]+)?[.][0-9]+))$/),
});
const Link = z.strictObject({
  href: z.string(),
  rel: z.string(),
  method: z
    .enum(['GET', 'POST', 'PUT', 'DELETE', 'HEAD', 'CONNECT', 'OPTIONS', 'PATCH'])
    .optional(),
});
const Product = z.strictObject({
  id: z.string().min(6).max(50),
  name: z.string().min(1).max(127),
  description: z.string().min(1).max(256).optional(),
  type: z.enum(['PHYSICAL', 'DIGITAL', 'SERVICE']),
  category: z.string().min(4).max(256).optional(),
  image_url: z.string().max(2000).optional(),
  home_url: z.string().max(2000).optional(),
  create_time: DateTime,
  update_time: DateTime,
  links: z.array(Link),
});
const BillingCycle = z.strictObject({
  pricing_scheme: z
    .strictObject({
      version: z.number().int().min(0).max(999).optional(),
      fixed_price: Money.optional(),
      create_time: DateTime.optional(),
      update_time: DateTime.optional(),
    })
    .optional(),
  frequency: z.strictObject({
    interval_unit: z.enum(['DAY', 'WEEK', 'MONTH', 'YEAR']),
    interval_count: z.number().int().min(1).max(365).optional(),
  }),
  tenure_type: z.enum(['REGULAR', 'TRIAL']),
  sequence: z.number().int().min(1).max(99),
  total_cycles: z.number().int().min(0).max(999).optional(),
});
const Plan = z.strictObject({
  id: z.string().min(3).max(50),
  product_id: z.string().min(6).max(50),
  name: z.string().min(1).max(127),
  status: z.enum(['CREATED', 'INACTIVE', 'ACTIVE']),
  description: z.string().min(1).max(127).optional(),
  usage_type: z.string().optional(),
  billing_cycles: z.array(BillingCycle).min(1).max(12),
  payment_preferences: z.strictObject({
    auto_bill_outstanding: z.boolean().optional(),
    setup_fee: Money.optional(),
    setup_fee_failure_action: z.enum(['CONTINUE', 'CANCEL']).optional(),
    payment_failure_threshold: z.number().int().min(0).max(999).optional(),
  }),
  quantity_supported: z.boolean().optional(),
  create_time: DateTime,
  update_time: DateTime,
  links: z.array(Link),
});
const Subscription = z.strictObject({
  id: z.string().min(3).max(50),
  plan_id: z.string().min(3).max(50),
  status: z.enum(['APPROVAL_PENDING', 'APPROVED', 'ACTIVE', 'SUSPENDED', 'CANCELLED', 'EXPIRED']),
  status_change_note: z.string().min(1).max(128).optional(),
  status_update_time: DateTime,
  start_time: DateTime,
  quantity: z
    .string()
    .max(32)
    .regex(/^([0-9]+|([0-9]+)?[.][0-9]+)$/),
  shipping_amount: Money,
  custom_id: z.string().min(1).max(127).optional(),
  subscriber: z
    .strictObject({
      email_address: z.string().max(254),
      payer_id: z.string().regex(/^[2-9A-HJ-NP-Z]{13}$/),
      name: z.strictObject({ given_name: z.string().max(140), surname: z.string().max(140) }),
    })
    .optional(),
  billing_info: z
    .strictObject({
      outstanding_balance: Money,
      cycle_executions: z.array(
        z.strictObject({
          tenure_type: z.enum(['REGULAR', 'TRIAL']),
          sequence: z.number().int().min(0).max(99),
          cycles_completed: z.number().int().min(0).max(9999),
          cycles_remaining: z.number().int().min(0).max(9999),
          current_pricing_scheme_version: z.number().int().min(1).max(99),
          total_cycles: z.number().int().min(0).max(999),
        }),
      ),
      last_payment: z.strictObject({ amount: Money, time: DateTime }).optional(),
      next_billing_time: DateTime.optional(),
      failed_payments_count: z.number().int().min(0).max(999),
      last_failed_payment: z
        .strictObject({
          amount: Money,
          time: DateTime,
          reason_code: z.enum([
            'PAYMENT_DENIED',
            'INTERNAL_SERVER_ERROR',
            'PAYEE_ACCOUNT_RESTRICTED',
            'PAYER_ACCOUNT_RESTRICTED',
            'PAYER_CANNOT_PAY',
            'SENDING_LIMIT_EXCEEDED',
            'TRANSACTION_RECEIVING_LIMIT_EXCEEDED',
            'CURRENCY_MISMATCH',
          ]),
          next_payment_retry_time: DateTime.optional(),
        })
        .optional(),
    })
    .optional(),
  create_time: DateTime,
  update_time: DateTime,
  plan_overridden: z.boolean(),
  links: z.array(Link),
});
const TransactionsList = z.strictObject({
  transactions: z.array(
    z.strictObject({
      status: z.enum(['COMPLETED', 'DECLINED', 'PARTIALLY_REFUNDED', 'PENDING', 'REFUNDED']),
      id: z.string().min(3).max(50),
      amount_with_breakdown: z.strictObject({
        gross_amount: Money,
        fee_amount: Money.optional(),
        net_amount: Money.optional(),
      }),
      payer_name: z.strictObject({ given_name: z.string(), surname: z.string() }).optional(),
      payer_email: z.string().max(254).optional(),
      time: DateTime,
    }),
  ),
  total_items: z.number().int().min(0),
  total_pages: z.number().int().min(0),
  links: z.array(Link),
});
const ErrorBody = z.strictObject({
  name: z.string(),
  message: z.string(),
  debug_id: z.string(),
  details: z
    .array(
      z.strictObject({
        field: z.string().optional(),
        value: z.string().optional(),
        location: z.enum(['body', 'path', 'query']).optional(),
        issue: z.string(),
        description: z.string().optional(),
      }),
    )
    .optional(),
  links: z.array(Link).optional(),
});

const MONTHLY = {
  frequency: { interval_unit: 'MONTH', interval_count: 1 },
  tenure_type: 'REGULAR',
  sequence: 1,
  total_cycles: 0,
  pricing_scheme: { fixed_price: { currency_code: 'USD', value: '5.00' } },
};

interface Received {
  event_type: string;
  resource_type: string;
  resource: Record<string, unknown>;
}

describe('the stand-in: Catalog Products v1 and Subscriptions v1', () => {
  let standIn: FastifyInstance;
  let receiver: FastifyInstance;
  const received: Received[] = [];
  let call: StandInForTests['call'];
  let newToken: StandInForTests['newToken'];

  beforeAll(async () => {
    receiver = Fastify();
    receiver.post('/hook', async (request) => {
      received.push(request.body as Received);
      return { ok: true };
    });
    const hook = await receiver.listen({ host: '127.0.0.1', port: 0 });
    ({ app: standIn, call, newToken } = await standInForTests(`${hook}/hook`));
    await standIn.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await standIn?.close();
    await receiver?.close();
  });
  beforeEach(async () => {
    await standIn.inject({ method: 'POST', url: '/__paypal/__test/reset' });
    received.length = 0;
    await newToken();
  });

  const eventually = async (check: () => void) => {
    await expect
      .poll(
        () => {
          try {
            check();
            return true;
          } catch {
            return false;
          }
        },
        { timeout: 5_000, interval: 20 },
      )
      .toBe(true);
  };

  async function monthlyPlan(threshold = 3) {
    const product = await call('POST', '/v1/catalogs/products', {
      name: 'Custom ELY',
      type: 'SERVICE',
      category: 'SOFTWARE',
    });
    const plan = await call('POST', '/v1/billing/plans', {
      product_id: product.json().id,
      name: 'Custom ELY monthly',
      billing_cycles: [MONTHLY],
      payment_preferences: { payment_failure_threshold: threshold },
    });
    return { product: product.json(), plan: plan.json() };
  }

  async function activeSubscription(threshold = 3) {
    const { plan } = await monthlyPlan(threshold);
    const created = await call(
      'POST',
      '/v1/billing/subscriptions',
      { plan_id: plan.id, custom_id: 'cust-1' },
      { prefer: 'return=representation' },
    );
    const id = created.json().id as string;
    const approved = await standIn.inject({
      method: 'POST',
      url: `/__paypal/sdk/subscriptions/${id}/approve`,
      payload: { email: 'ana@example.com' },
    });
    expect(approved.statusCode).toBe(200);
    return { id, plan };
  }

  it('creates, shows and lists products and plans in PayPal’s shapes', async () => {
    const { product, plan } = await monthlyPlan();
    expect(Product.parse(product).id).toMatch(/^PROD-/);
    expect(Plan.parse(plan)).toMatchObject({ status: 'ACTIVE', product_id: product.id });
    const shown = await call('GET', `/v1/catalogs/products/${product.id}`);
    expect(Product.parse(shown.json())).toEqual(product);
    const plans = await call(
      'GET',
      `/v1/billing/plans?product_id=${product.id}&total_required=true`,
    );
    expect(plans.json()).toMatchObject({ total_items: 1, plans: [{ id: plan.id }] });
    expect(Plan.parse((await call('GET', `/v1/billing/plans/${plan.id}`)).json())).toEqual(plan);
    const products = await call('GET', '/v1/catalogs/products');
    expect(products.json().products.map((p: { id: string }) => p.id)).toEqual([product.id]);
  });

  it('answers bad input, unknown ids and missing tokens with PayPal’s error bodies', async () => {
    const missing = await call('POST', '/v1/catalogs/products', { type: 'SERVICE' });
    expect(missing.statusCode).toBe(400);
    expect(ErrorBody.parse(missing.json())).toMatchObject({
      name: 'INVALID_REQUEST',
      details: [{ field: '/name', issue: 'MISSING_REQUIRED_PARAMETER' }],
    });
    const badType = await call('POST', '/v1/catalogs/products', { name: 'x', type: 'FOOD' });
    expect(ErrorBody.parse(badType.json()).details?.[0]?.issue).toBe('INVALID_PARAMETER_VALUE');
    const noBody = await call('POST', '/v1/billing/subscriptions');
    expect(ErrorBody.parse(noBody.json()).details?.[0]?.issue).toBe('MISSING_REQUEST_BODY');
    const unknown = await call('GET', '/v1/billing/subscriptions/I-NOTHERE00000');
    expect(unknown.statusCode).toBe(404);
    expect(ErrorBody.parse(unknown.json())).toMatchObject({
      name: 'RESOURCE_NOT_FOUND',
      details: [{ issue: 'INVALID_RESOURCE_ID' }],
    });
    const unauthorized = await standIn.inject({ method: 'GET', url: '/__paypal/v1/billing/plans' });
    expect(unauthorized.statusCode).toBe(401);
    expect(ErrorBody.parse(unauthorized.json()).name).toBe('AUTHENTICATION_FAILURE');
    const { plan } = await monthlyPlan();
    const inactive = await call('POST', '/v1/billing/plans', {
      product_id: plan.product_id,
      name: 'off',
      status: 'INACTIVE',
      billing_cycles: [MONTHLY],
      payment_preferences: {},
    });
    const refused = await call('POST', '/v1/billing/subscriptions', {
      plan_id: inactive.json().id,
    });
    expect(refused.statusCode).toBe(422);
    expect(ErrorBody.parse(refused.json()).details?.[0]?.issue).toBe('PLAN_STATUS_INVALID');
  });

  it('creates a subscription awaiting approval, with an approve link, replayed by PayPal-Request-Id', async () => {
    const { plan } = await monthlyPlan();
    const create = () =>
      call(
        'POST',
        '/v1/billing/subscriptions',
        { plan_id: plan.id },
        { 'paypal-request-id': 'r-1' },
      );
    const first = await create();
    expect(first.statusCode).toBe(201);
    const body = Subscription.parse(first.json());
    expect(body.status).toBe('APPROVAL_PENDING');
    expect(body.links.some((link) => link.rel === 'approve')).toBe(true);
    expect((await create()).json().id).toBe(body.id);
    const minimal = await call(
      'POST',
      '/v1/billing/subscriptions',
      { plan_id: plan.id },
      { prefer: 'return=minimal' },
    );
    expect(Object.keys(minimal.json()).sort()).toEqual(['id', 'links', 'status']);
  });

  it('activates on the payer’s approval and bills the first cycle, with its webhooks', async () => {
    const { id } = await activeSubscription();
    const shown = Subscription.parse((await call('GET', `/v1/billing/subscriptions/${id}`)).json());
    expect(shown).toMatchObject({
      status: 'ACTIVE',
      custom_id: 'cust-1',
      subscriber: { email_address: 'ana@example.com' },
      billing_info: {
        last_payment: { amount: { value: '5.00' } },
        failed_payments_count: 0,
        cycle_executions: [{ cycles_completed: 1 }],
      },
    });
    const next = Date.parse(shown.billing_info?.next_billing_time ?? '');
    expect(next - Date.parse(shown.start_time)).toBeGreaterThanOrEqual(28 * 86_400_000);
    const transactions = await call(
      'GET',
      `/v1/billing/subscriptions/${id}/transactions?start_time=2020-01-01T00:00:00Z&end_time=2099-01-01T00:00:00Z`,
    );
    const list = TransactionsList.parse(transactions.json());
    expect(list.transactions).toHaveLength(1);
    expect(list.transactions[0]).toMatchObject({
      status: 'COMPLETED',
      amount_with_breakdown: { gross_amount: { value: '5.00' } },
    });
    await eventually(() =>
      expect(received.map((event) => event.event_type)).toEqual(
        expect.arrayContaining(['BILLING.SUBSCRIPTION.ACTIVATED', 'PAYMENT.SALE.COMPLETED']),
      ),
    );
    const sale = received.find((event) => event.event_type === 'PAYMENT.SALE.COMPLETED');
    expect(sale?.resource).toMatchObject({
      id: list.transactions[0]?.id,
      billing_agreement_id: id,
      amount: { total: '5.00', currency: 'USD' },
    });
    const withoutDates = await call('GET', `/v1/billing/subscriptions/${id}/transactions`);
    expect(withoutDates.statusCode).toBe(400);
    expect(ErrorBody.parse(withoutDates.json()).name).toBe('INVALID_REQUEST');
  });

  it('runs renewals and failures through the bill control, suspending at the threshold', async () => {
    const { id } = await activeSubscription(2);
    const bill = (outcome: string) =>
      standIn.inject({
        method: 'POST',
        url: `/__paypal/__test/subscriptions/${id}/bill`,
        payload: { outcome },
      });
    const renewed = await bill('success');
    expect(renewed.json()).toMatchObject({
      status: 'ACTIVE',
      transaction: { status: 'COMPLETED' },
    });
    await eventually(() =>
      expect(received.filter((e) => e.event_type === 'PAYMENT.SALE.COMPLETED')).toHaveLength(2),
    );
    expect((await bill('failure')).json()).toMatchObject({
      status: 'ACTIVE',
      failedPaymentsCount: 1,
    });
    expect((await bill('failure')).json()).toMatchObject({
      status: 'SUSPENDED',
      failedPaymentsCount: 2,
    });
    await eventually(() =>
      expect(received.map((e) => e.event_type)).toEqual(
        expect.arrayContaining([
          'BILLING.SUBSCRIPTION.PAYMENT.FAILED',
          'BILLING.SUBSCRIPTION.SUSPENDED',
        ]),
      ),
    );
    const shown = Subscription.parse((await call('GET', `/v1/billing/subscriptions/${id}`)).json());
    expect(shown.billing_info?.last_failed_payment?.reason_code).toBe('PAYMENT_DENIED');
    expect((await bill('success')).statusCode).toBe(422);
  });

  it('cancels an active subscription (204, CANCELLED, webhook) and refuses a second cancel', async () => {
    const { id } = await activeSubscription();
    const noReason = await call('POST', `/v1/billing/subscriptions/${id}/cancel`, {});
    expect(ErrorBody.parse(noReason.json()).details?.[0]).toMatchObject({
      field: '/reason',
      issue: 'MISSING_REQUIRED_PARAMETER',
    });
    const cancel = () =>
      call('POST', `/v1/billing/subscriptions/${id}/cancel`, { reason: 'Not needed' });
    expect((await cancel()).statusCode).toBe(204);
    const shown = Subscription.parse((await call('GET', `/v1/billing/subscriptions/${id}`)).json());
    expect(shown).toMatchObject({ status: 'CANCELLED', status_change_note: 'Not needed' });
    const again = await cancel();
    expect(again.statusCode).toBe(422);
    expect(ErrorBody.parse(again.json()).details?.[0]?.issue).toBe('SUBSCRIPTION_STATUS_INVALID');
    await eventually(() =>
      expect(received.map((e) => e.event_type)).toContain('BILLING.SUBSCRIPTION.CANCELLED'),
    );
  });
});
