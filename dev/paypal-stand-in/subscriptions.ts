import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  addInterval,
  billingId,
  payerId,
  planId,
  productId,
  type StandInPlan,
  type StandInProduct,
  type StandInSubscription,
  type StandInTransaction,
  subscriptionId,
} from './billing-state';
import type { StandIn } from './context';
import { errors, schemaIssue } from './contract';

/**
 * Catalog Products v1 and Subscriptions v1, as PayPal publishes them (catalogs_products_v1.json,
 * billing_subscriptions_v1.json): create/show/list products, create/show/list plans,
 * create/show/cancel subscriptions and list a subscription's transactions. The payer's side
 * (the SDK script's subscribe button) approves a subscription at /sdk/subscriptions/:id/approve;
 * approval activates it and bills its first cycle, as PayPal does for a plan without a trial;
 * the test control /__test/subscriptions/:id/bill runs the next cycle. Each change sends the
 * webhooks PayPal sends for it, signed as the orders' are.
 */

const Money = z.object({
  currency_code: z.string().regex(/^[A-Z]{3}$/),
  value: z.string().regex(/^((-?[0-9]+)|(-?([0-9]+)?[.][0-9]+))$/),
});

const CreateProductRequest = z.object({
  id: z.string().min(6).max(50).optional(),
  name: z.string().min(1).max(127),
  description: z.string().min(1).max(256).optional(),
  type: z.enum(['PHYSICAL', 'DIGITAL', 'SERVICE']),
  category: z
    .string()
    .min(4)
    .max(256)
    .regex(/^[A-Z_]+$/)
    .optional(),
  image_url: z.url().max(2000).optional(),
  home_url: z.url().max(2000).optional(),
});

const BillingCycle = z.object({
  pricing_scheme: z.object({ fixed_price: Money.optional() }).passthrough().optional(),
  frequency: z.object({
    interval_unit: z.enum(['DAY', 'WEEK', 'MONTH', 'YEAR']),
    interval_count: z.number().int().min(1).max(365).default(1),
  }),
  tenure_type: z.enum(['REGULAR', 'TRIAL']),
  sequence: z.number().int().min(1).max(99),
  total_cycles: z.number().int().min(0).max(999).default(1),
});

const CreatePlanRequest = z.object({
  product_id: z.string().min(6).max(50),
  name: z.string().min(1).max(127),
  status: z.enum(['CREATED', 'INACTIVE', 'ACTIVE']).default('ACTIVE'),
  description: z.string().min(1).max(127).optional(),
  billing_cycles: z.array(BillingCycle).min(1).max(12),
  payment_preferences: z.object({
    auto_bill_outstanding: z.boolean().default(true),
    setup_fee: Money.optional(),
    setup_fee_failure_action: z.enum(['CONTINUE', 'CANCEL']).default('CANCEL'),
    payment_failure_threshold: z.number().int().min(0).max(999).default(0),
  }),
  taxes: z.object({ percentage: z.string(), inclusive: z.boolean().optional() }).optional(),
  quantity_supported: z.boolean().optional(),
});

const CreateSubscriptionRequest = z.object({
  plan_id: z.string().min(3).max(50),
  start_time: z.iso.datetime({ offset: true }).optional(),
  quantity: z.string().max(32).optional(),
  custom_id: z
    .string()
    .min(1)
    .max(127)
    .regex(/^[\x20-\x7E]+/)
    .optional(),
  subscriber: z.object({}).passthrough().optional(),
  auto_renewal: z.boolean().optional(),
  application_context: z.object({}).passthrough().optional(),
});

const CancelRequest = z.object({ reason: z.string().min(1).max(128) });

const BillRequest = z.object({ outcome: z.enum(['success', 'failure']) });

/** PayPal's retry of a failed payment: five days later (its documented default). */
const RETRY_AFTER_MS = 5 * 86_400_000;

export function registerSubscriptions(app: FastifyInstance, standIn: StandIn) {
  const { state, webhooks, origin, ownBase, failed, authorized, replay, requestKey } = standIn;
  const billing = state.billing;

  /** A 400 in PayPal's shape for the first schema issue (MISSING_REQUEST_BODY for none). */
  function invalid(reply: FastifyReply, error: z.ZodError, body: unknown) {
    if (body === undefined) {
      return reply
        .code(400)
        .send(errors.invalid('/', 'Request body is missing.', 'MISSING_REQUEST_BODY'));
    }
    const issue = error.issues[0];
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

  const wantsMinimal = (request: FastifyRequest) =>
    /return=minimal/.test(String(request.headers.prefer ?? ''));

  function productBody(base: string, product: StandInProduct) {
    return {
      id: product.id,
      name: product.name,
      ...(product.description ? { description: product.description } : {}),
      type: product.type,
      ...(product.category ? { category: product.category } : {}),
      ...(product.imageUrl ? { image_url: product.imageUrl } : {}),
      ...(product.homeUrl ? { home_url: product.homeUrl } : {}),
      create_time: product.createTime,
      update_time: product.updateTime,
      links: [
        { href: `${base}/v1/catalogs/products/${product.id}`, rel: 'self', method: 'GET' },
        { href: `${base}/v1/catalogs/products/${product.id}`, rel: 'edit', method: 'PATCH' },
      ],
    };
  }

  function planBody(base: string, plan: StandInPlan) {
    return {
      id: plan.id,
      product_id: plan.productId,
      name: plan.name,
      status: plan.status,
      ...(plan.description ? { description: plan.description } : {}),
      usage_type: 'LICENSED',
      billing_cycles: plan.billingCycles,
      payment_preferences: plan.paymentPreferences,
      quantity_supported: false,
      create_time: plan.createTime,
      update_time: plan.updateTime,
      links: [{ href: `${base}/v1/billing/plans/${plan.id}`, rel: 'self', method: 'GET' }],
    };
  }

  const money = (value: string) => ({ currency_code: 'USD', value });

  function subscriptionBody(base: string, subscription: StandInSubscription) {
    const plan = billing.plans.get(subscription.planId);
    const self = `${base}/v1/billing/subscriptions/${subscription.id}`;
    const lastPaid = subscription.transactions.filter((t) => t.status !== 'DECLINED').at(-1);
    const links =
      subscription.status === 'APPROVAL_PENDING'
        ? [
            {
              href: `${base}/webapps/billing/subscriptions?ba_token=BA-${subscription.id}`,
              rel: 'approve',
              method: 'GET',
            },
            { href: self, rel: 'edit', method: 'PATCH' },
            { href: self, rel: 'self', method: 'GET' },
          ]
        : [
            { href: `${self}/cancel`, rel: 'cancel', method: 'POST' },
            { href: self, rel: 'edit', method: 'PATCH' },
            { href: self, rel: 'self', method: 'GET' },
            { href: `${self}/suspend`, rel: 'suspend', method: 'POST' },
            { href: `${self}/capture`, rel: 'capture', method: 'POST' },
          ];
    const active = subscription.status !== 'APPROVAL_PENDING';
    return {
      id: subscription.id,
      plan_id: subscription.planId,
      status: subscription.status,
      ...(subscription.statusChangeNote
        ? { status_change_note: subscription.statusChangeNote }
        : {}),
      status_update_time: subscription.statusUpdateTime,
      start_time: subscription.startTime,
      quantity: '1',
      shipping_amount: money('0.0'),
      ...(subscription.customId ? { custom_id: subscription.customId } : {}),
      ...(subscription.subscriber
        ? {
            subscriber: {
              email_address: subscription.subscriber.email_address,
              payer_id: subscription.subscriber.payer_id,
              name: {
                given_name: subscription.subscriber.given_name,
                surname: subscription.subscriber.surname,
              },
            },
          }
        : {}),
      ...(active
        ? {
            billing_info: {
              outstanding_balance: money('0.0'),
              cycle_executions: [
                {
                  tenure_type: 'REGULAR',
                  sequence: 1,
                  cycles_completed: subscription.cyclesCompleted,
                  cycles_remaining: 0,
                  current_pricing_scheme_version: 1,
                  total_cycles: 0,
                },
              ],
              ...(lastPaid
                ? { last_payment: { amount: money(lastPaid.value), time: lastPaid.time } }
                : {}),
              ...(subscription.nextBillingTime
                ? { next_billing_time: subscription.nextBillingTime }
                : {}),
              failed_payments_count: subscription.failedPaymentsCount,
              ...(subscription.lastFailedPayment && plan
                ? {
                    last_failed_payment: {
                      amount: money(plan.price),
                      time: subscription.lastFailedPayment.time,
                      reason_code: 'PAYMENT_DENIED',
                      ...(subscription.lastFailedPayment.nextRetry
                        ? { next_payment_retry_time: subscription.lastFailedPayment.nextRetry }
                        : {}),
                    },
                  }
                : {}),
            },
          }
        : {}),
      create_time: subscription.createTime,
      update_time: subscription.updateTime,
      plan_overridden: false,
      links,
    };
  }

  function transactionBody(subscription: StandInSubscription, transaction: StandInTransaction) {
    const subscriber = subscription.subscriber;
    return {
      status: transaction.status,
      id: transaction.id,
      amount_with_breakdown: {
        gross_amount: money(transaction.value),
        fee_amount: money('0.45'),
        net_amount: money((Number(transaction.value) - 0.45).toFixed(2)),
      },
      ...(subscriber
        ? {
            payer_name: { given_name: subscriber.given_name, surname: subscriber.surname },
            payer_email: subscriber.email_address,
          }
        : {}),
      time: transaction.time,
    };
  }

  /** PayPal's v1 sale, the resource of PAYMENT.SALE.* events (its `billing_agreement_id`). */
  function saleResource(subscription: StandInSubscription, transaction: StandInTransaction) {
    const base = ownBase();
    return {
      id: transaction.id,
      state: transaction.status === 'REFUNDED' ? 'refunded' : 'completed',
      amount: {
        total: transaction.value,
        currency: 'USD',
        details: { subtotal: transaction.value },
      },
      payment_mode: 'INSTANT_TRANSFER',
      protection_eligibility: 'ELIGIBLE',
      transaction_fee: { value: '0.45', currency: 'USD' },
      billing_agreement_id: subscription.id,
      ...(subscription.customId ? { custom: subscription.customId } : {}),
      create_time: transaction.time,
      update_time: transaction.time,
      links: [
        { href: `${base}/v1/payments/sale/${transaction.id}`, rel: 'self', method: 'GET' },
        {
          href: `${base}/v1/payments/sale/${transaction.id}/refund`,
          rel: 'refund',
          method: 'POST',
        },
      ],
    };
  }

  function announce(eventType: string, summary: string, subscription: StandInSubscription) {
    webhooks.send(eventType, 'subscription', summary, subscriptionBody(ownBase(), subscription));
  }

  function setStatus(subscription: StandInSubscription, status: StandInSubscription['status']) {
    const now = new Date().toISOString();
    subscription.status = status;
    subscription.statusUpdateTime = now;
    subscription.updateTime = now;
  }

  /** Runs the subscription's next cycle: the payment is taken, or it fails. */
  function bill(
    subscription: StandInSubscription,
    plan: StandInPlan,
    outcome: 'success' | 'failure',
  ) {
    const now = new Date().toISOString();
    if (outcome === 'success') {
      const transaction: StandInTransaction = {
        id: billingId(17),
        status: 'COMPLETED',
        value: plan.price,
        time: now,
      };
      subscription.transactions.push(transaction);
      billing.transactionSubscriptions.set(transaction.id, subscription.id);
      subscription.cyclesCompleted += 1;
      subscription.failedPaymentsCount = 0;
      subscription.lastFailedPayment = null;
      subscription.nextBillingTime = addInterval(
        subscription.nextBillingTime ?? now,
        plan.interval,
      );
      subscription.updateTime = now;
      webhooks.send(
        'PAYMENT.SALE.COMPLETED',
        'sale',
        `Payment completed for $ ${plan.price} USD`,
        saleResource(subscription, transaction),
      );
      return transaction;
    }
    subscription.failedPaymentsCount += 1;
    // PayPal suspends a subscription once its failures in a row reach the plan's threshold.
    const threshold = Math.max(1, plan.paymentPreferences.payment_failure_threshold);
    const suspend = subscription.failedPaymentsCount >= threshold;
    subscription.lastFailedPayment = {
      time: now,
      nextRetry: suspend ? null : new Date(Date.parse(now) + RETRY_AFTER_MS).toISOString(),
    };
    subscription.updateTime = now;
    announce('BILLING.SUBSCRIPTION.PAYMENT.FAILED', 'Subscription payment failed', subscription);
    if (suspend) {
      setStatus(subscription, 'SUSPENDED');
      announce(
        'BILLING.SUBSCRIPTION.SUSPENDED',
        'A billing agreement was suspended.',
        subscription,
      );
    }
    return null;
  }

  // ── Catalog products ────────────────────────────────────────────────────────────────────────
  app.post('/v1/catalogs/products', async (request, reply) => {
    if (!authorized(request, reply)) return reply;
    const key = requestKey('product', request);
    if (replay(key, reply)) return reply;
    const parsed = CreateProductRequest.safeParse(request.body);
    if (!parsed.success) return invalid(reply, parsed.error, request.body);
    const input = parsed.data;
    if (input.id && billing.products.has(input.id)) {
      return reply
        .code(422)
        .send(
          errors.unprocessable(
            'DUPLICATE_RESOURCE_IDENTIFIER',
            'A resource with the specified identifier already exists.',
            '/id',
          ),
        );
    }
    const now = new Date().toISOString();
    const product: StandInProduct = {
      id: input.id ?? productId(),
      name: input.name,
      description: input.description ?? null,
      type: input.type,
      category: input.category ?? null,
      homeUrl: input.home_url ?? null,
      imageUrl: input.image_url ?? null,
      createTime: now,
      updateTime: now,
    };
    billing.products.set(product.id, product);
    const body = productBody(origin(request), product);
    if (key) state.rememberAnswer(key, { status: 201, body });
    return reply.code(201).send(body);
  });

  const Page = z.object({
    page_size: z.coerce.number().int().min(1).max(20).default(10),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    total_required: z.enum(['true', 'false']).default('false'),
    product_id: z.string().min(6).max(50).optional(),
  });

  function paged<T>(request: FastifyRequest, reply: FastifyReply, items: T[]) {
    const parsed = Page.safeParse(request.query ?? {});
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      void reply
        .code(400)
        .send(
          errors.invalid(
            issue?.path.join('/') ?? '',
            issue?.message ?? 'Invalid',
            schemaIssue(issue),
          ),
        );
      return null;
    }
    const { page_size: size, page, total_required: total } = parsed.data;
    const slice = items.slice((page - 1) * size, page * size);
    return {
      slice,
      query: parsed.data,
      totals:
        total === 'true'
          ? { total_items: items.length, total_pages: Math.ceil(items.length / size) }
          : {},
    };
  }

  app.get('/v1/catalogs/products', async (request, reply) => {
    if (!authorized(request, reply)) return reply;
    const base = origin(request);
    const page = paged(request, reply, [...billing.products.values()]);
    if (!page) return reply;
    return {
      products: page.slice.map((product) => {
        const { id, name, description, create_time, links } = productBody(base, product);
        return { id, name, ...(description ? { description } : {}), create_time, links };
      }),
      ...page.totals,
      links: [{ href: `${base}/v1/catalogs/products`, rel: 'self', method: 'GET' }],
    };
  });

  app.get<{ Params: { id: string } }>('/v1/catalogs/products/:id', async (request, reply) => {
    if (await failed('get', reply)) return reply;
    if (!authorized(request, reply)) return reply;
    const product = billing.products.get(request.params.id);
    if (!product) return reply.code(404).send(errors.notFound());
    return productBody(origin(request), product);
  });

  // ── Plans ───────────────────────────────────────────────────────────────────────────────────
  app.post('/v1/billing/plans', async (request, reply) => {
    if (!authorized(request, reply)) return reply;
    const key = requestKey('plan', request);
    if (replay(key, reply)) return reply;
    const parsed = CreatePlanRequest.safeParse(request.body);
    if (!parsed.success) return invalid(reply, parsed.error, request.body);
    const input = parsed.data;
    if (!billing.products.has(input.product_id)) {
      return reply.code(404).send(errors.notFound());
    }
    const regular = input.billing_cycles.find((cycle) => cycle.tenure_type === 'REGULAR');
    const price = regular?.pricing_scheme?.fixed_price;
    if (!regular || !price) {
      return reply
        .code(400)
        .send(
          errors.invalid(
            '/billing_cycles/0/pricing_scheme/fixed_price',
            'A regular billing cycle needs a fixed price.',
            'MISSING_REQUIRED_PARAMETER',
          ),
        );
    }
    const now = new Date().toISOString();
    const plan: StandInPlan = {
      id: planId(),
      productId: input.product_id,
      name: input.name,
      description: input.description ?? null,
      status: input.status,
      billingCycles: input.billing_cycles.map((cycle) => ({
        ...cycle,
        pricing_scheme: {
          version: 1,
          ...cycle.pricing_scheme,
          create_time: now,
          update_time: now,
        },
      })),
      paymentPreferences: input.payment_preferences,
      price: price.value,
      interval: {
        unit: regular.frequency.interval_unit,
        count: regular.frequency.interval_count,
      },
      createTime: now,
      updateTime: now,
    };
    billing.plans.set(plan.id, plan);
    const body = planBody(origin(request), plan);
    if (key) state.rememberAnswer(key, { status: 201, body });
    return reply.code(201).send(body);
  });

  app.get('/v1/billing/plans', async (request, reply) => {
    if (!authorized(request, reply)) return reply;
    const base = origin(request);
    const query = request.query as { product_id?: string };
    const plans = [...billing.plans.values()].filter(
      (plan) => !query.product_id || plan.productId === query.product_id,
    );
    const page = paged(request, reply, plans);
    if (!page) return reply;
    return {
      plans: page.slice.map((plan) => {
        const { id, product_id, name, status, description, usage_type, create_time, links } =
          planBody(base, plan);
        return {
          id,
          product_id,
          name,
          status,
          ...(description ? { description } : {}),
          usage_type,
          create_time,
          links,
        };
      }),
      ...page.totals,
      links: [{ href: `${base}/v1/billing/plans`, rel: 'self', method: 'GET' }],
    };
  });

  app.get<{ Params: { id: string } }>('/v1/billing/plans/:id', async (request, reply) => {
    if (await failed('get', reply)) return reply;
    if (!authorized(request, reply)) return reply;
    const plan = billing.plans.get(request.params.id);
    if (!plan) return reply.code(404).send(errors.notFound());
    return planBody(origin(request), plan);
  });

  /** A new subscription awaiting the payer's approval, or PayPal's refusal of the request. */
  function makeSubscription(
    input: z.infer<typeof CreateSubscriptionRequest>,
  ): { subscription: StandInSubscription } | { refusal: { status: number; body: unknown } } {
    const plan = billing.plans.get(input.plan_id);
    if (!plan) return { refusal: { status: 404, body: errors.notFound() } };
    if (plan.status !== 'ACTIVE') {
      return {
        refusal: {
          status: 422,
          body: errors.unprocessable(
            'PLAN_STATUS_INVALID',
            'Invalid plan status for subscription creation; plan status should be active.',
          ),
        },
      };
    }
    if (input.quantity !== undefined && input.quantity !== '1') {
      return {
        refusal: {
          status: 422,
          body: errors.unprocessable(
            'SUBSCRIPTION_CANNOT_HAVE_QUANTITY',
            "Subscription can't have quantity as the plan does not support quantity.",
          ),
        },
      };
    }
    const now = new Date().toISOString();
    const subscription: StandInSubscription = {
      id: subscriptionId(),
      planId: plan.id,
      status: 'APPROVAL_PENDING',
      statusChangeNote: null,
      statusUpdateTime: now,
      customId: input.custom_id ?? null,
      startTime: input.start_time ?? now,
      createTime: now,
      updateTime: now,
      subscriber: null,
      cyclesCompleted: 0,
      failedPaymentsCount: 0,
      nextBillingTime: null,
      lastFailedPayment: null,
      transactions: [],
    };
    billing.subscriptions.set(subscription.id, subscription);
    webhooks.send(
      'BILLING.SUBSCRIPTION.CREATED',
      'subscription',
      'A billing subscription was created.',
      subscriptionBody(ownBase(), subscription),
    );
    return { subscription };
  }

  // ── Subscriptions ───────────────────────────────────────────────────────────────────────────
  app.post('/v1/billing/subscriptions', async (request, reply) => {
    if (!authorized(request, reply)) return reply;
    const key = requestKey('subscription', request);
    if (replay(key, reply)) return reply;
    const parsed = CreateSubscriptionRequest.safeParse(request.body);
    if (!parsed.success) return invalid(reply, parsed.error, request.body);
    const made = makeSubscription(parsed.data);
    if ('refusal' in made) return reply.code(made.refusal.status).send(made.refusal.body);
    const subscription = made.subscription;
    const full = subscriptionBody(origin(request), subscription);
    const body = wantsMinimal(request)
      ? { id: full.id, status: full.status, links: full.links }
      : full;
    if (key) state.rememberAnswer(key, { status: 201, body });
    return reply.code(201).send(body);
  });

  const found = (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
    const subscription = billing.subscriptions.get(request.params.id);
    if (!subscription) {
      void reply.code(404).send(errors.notFound());
      return null;
    }
    return subscription;
  };

  app.get<{ Params: { id: string } }>('/v1/billing/subscriptions/:id', async (request, reply) => {
    if (await failed('get', reply)) return reply;
    if (!authorized(request, reply)) return reply;
    const subscription = found(request, reply);
    if (!subscription) return reply;
    return subscriptionBody(origin(request), subscription);
  });

  app.post<{ Params: { id: string } }>(
    '/v1/billing/subscriptions/:id/cancel',
    async (request, reply) => {
      if (!authorized(request, reply)) return reply;
      const parsed = CancelRequest.safeParse(request.body);
      if (!parsed.success) return invalid(reply, parsed.error, request.body);
      const subscription = found(request, reply);
      if (!subscription) return reply;
      if (subscription.status !== 'ACTIVE' && subscription.status !== 'SUSPENDED') {
        return reply
          .code(422)
          .send(
            errors.unprocessable(
              'SUBSCRIPTION_STATUS_INVALID',
              'Invalid subscription status for cancel action; subscription status should be active or suspended.',
            ),
          );
      }
      setStatus(subscription, 'CANCELLED');
      subscription.statusChangeNote = parsed.data.reason;
      subscription.nextBillingTime = null;
      announce(
        'BILLING.SUBSCRIPTION.CANCELLED',
        'A billing agreement was cancelled.',
        subscription,
      );
      return reply.code(204).send();
    },
  );

  const TransactionsQuery = z.object({
    start_time: z.iso.datetime({ offset: true }),
    end_time: z.iso.datetime({ offset: true }),
  });
  app.get<{ Params: { id: string } }>(
    '/v1/billing/subscriptions/:id/transactions',
    async (request, reply) => {
      if (await failed('get', reply)) return reply;
      if (!authorized(request, reply)) return reply;
      const parsed = TransactionsQuery.safeParse(request.query ?? {});
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return reply
          .code(400)
          .send(
            errors.invalid(
              issue?.path.join('/') ?? '',
              issue?.message ?? 'Invalid',
              schemaIssue(issue),
            ),
          );
      }
      const subscription = found(request, reply);
      if (!subscription) return reply;
      const from = Date.parse(parsed.data.start_time);
      const to = Date.parse(parsed.data.end_time);
      const transactions = subscription.transactions.filter((transaction) => {
        const at = Date.parse(transaction.time);
        return at >= from && at <= to;
      });
      return {
        transactions: transactions.map((transaction) => transactionBody(subscription, transaction)),
        total_items: transactions.length,
        total_pages: 1,
        links: [
          {
            href: `${origin(request)}/v1/billing/subscriptions/${subscription.id}/transactions`,
            rel: 'SELF',
            method: 'GET',
          },
        ],
      };
    },
  );

  // ── The payer's side: the subscribe button's approval ───────────────────────────────────────
  const Approval = z
    .object({
      email: z.email().optional(),
      givenName: z.string().min(1).max(140).optional(),
      surname: z.string().min(1).max(140).optional(),
    })
    .default({});
  app.post<{ Params: { id: string } }>('/sdk/subscriptions/:id/approve', async (request, reply) => {
    const subscription = found(request, reply);
    if (!subscription) return reply;
    const plan = billing.plans.get(subscription.planId);
    if (!plan) return reply.code(404).send(errors.notFound());
    if (subscription.status !== 'APPROVAL_PENDING') {
      return reply
        .code(422)
        .send(
          errors.unprocessable(
            'SUBSCRIPTION_STATUS_INVALID',
            'Invalid subscription status for approve action; subscription status should be approval pending.',
          ),
        );
    }
    const parsed = Approval.safeParse(request.body ?? undefined);
    if (!parsed.success) return invalid(reply, parsed.error, {});
    subscription.subscriber = {
      email_address: parsed.data.email ?? 'buyer@example.com',
      payer_id: payerId(),
      given_name: parsed.data.givenName ?? 'Test',
      surname: parsed.data.surname ?? 'Buyer',
    };
    setStatus(subscription, 'ACTIVE');
    announce('BILLING.SUBSCRIPTION.ACTIVATED', 'A billing agreement was activated.', subscription);
    // No trial: the first cycle is billed at activation, the next one an interval later.
    subscription.nextBillingTime = subscription.startTime;
    bill(subscription, plan, 'success');
    return { id: subscription.id, status: subscription.status };
  });
  /** The SDK's `actions.subscription.create({ plan_id })`: made on the payer's side. */
  app.post('/sdk/subscriptions', async (request, reply) => {
    const parsed = CreateSubscriptionRequest.safeParse(request.body);
    if (!parsed.success) return invalid(reply, parsed.error, request.body);
    const made = makeSubscription(parsed.data);
    if ('refusal' in made) return reply.code(made.refusal.status).send(made.refusal.body);
    return reply.code(201).send({ id: made.subscription.id, status: made.subscription.status });
  });
  app.post<{ Params: { id: string } }>('/sdk/subscriptions/:id/cancel', async (request, reply) => {
    const subscription = found(request, reply);
    if (!subscription) return reply;
    return { id: subscription.id, status: subscription.status };
  });

  // ── Test control: the next billing cycle ────────────────────────────────────────────────────
  app.post<{ Params: { id: string } }>('/__test/subscriptions/:id/bill', async (request, reply) => {
    const parsed = BillRequest.safeParse(request.body ?? {});
    if (!parsed.success) {
      return reply.code(400).send({ error: 'BAD_REQUEST', message: parsed.error.message });
    }
    const subscription = found(request, reply);
    if (!subscription) return reply;
    const plan = billing.plans.get(subscription.planId);
    if (!plan) return reply.code(404).send(errors.notFound());
    if (subscription.status !== 'ACTIVE') {
      return reply
        .code(422)
        .send(
          errors.unprocessable(
            'SUBSCRIPTION_STATUS_INVALID',
            'Only an ACTIVE subscription is billed.',
          ),
        );
    }
    const transaction = bill(subscription, plan, parsed.data.outcome);
    return {
      id: subscription.id,
      status: subscription.status,
      transaction: transaction ? transactionBody(subscription, transaction) : null,
      failedPaymentsCount: subscription.failedPaymentsCount,
      nextBillingTime: subscription.nextBillingTime,
    };
  });
}
