import { z } from 'zod';
import { parseAmount } from '#domain/money';
import { GatewayRefusal } from '../payments/gateway';
import type { PayPalGateway } from '../payments/paypal/paypal-gateway';

/**
 * The subscriptions area's words for PayPal's Subscriptions v1 and Catalog Products v1, and the
 * only code here that knows their wire format. Every call goes through the payments' PayPal
 * gateway (its token, connection pool, retries and answer checks): the same HTTP path as the
 * orders, against real PayPal or the stand-in alike.
 */

export type SubscriptionState =
  | 'approval-pending'
  | 'approved'
  | 'active'
  | 'suspended'
  | 'cancelled'
  | 'expired';

export interface ProviderSubscription {
  id: string;
  planId: string;
  state: SubscriptionState;
  customId: string | null;
  startedAt: string | null;
  nextBillingAt: string | null;
  failedPayments: number;
  /** When PayPal last failed to take a payment (ISO), if it ever did. */
  lastFailedAt: string | null;
  subscriber: { email: string | null; payerId: string | null; name: string | null };
}

export interface ProviderTransaction {
  id: string;
  state: 'completed' | 'declined' | 'refunded' | 'partially-refunded' | 'pending';
  amountCents: number;
  at: string;
}

/** What the subscriptions area asks of PayPal (tests may give their own). */
export interface SubscriptionGateway {
  getSubscription(id: string): Promise<ProviderSubscription | null>;
  transactions(id: string, from: Date, to: Date): Promise<ProviderTransaction[]>;
  cancelSubscription(id: string, reason: string): Promise<void>;
}

const Text = (max: number) => z.string().max(max);
const Money = z.object({ currency_code: Text(3), value: Text(32) });
const Link = z.object({ href: z.string(), rel: z.string(), method: z.string().optional() });

const STATES = {
  APPROVAL_PENDING: 'approval-pending',
  APPROVED: 'approved',
  ACTIVE: 'active',
  SUSPENDED: 'suspended',
  CANCELLED: 'cancelled',
  EXPIRED: 'expired',
} as const satisfies Record<string, SubscriptionState>;

const Subscription = z.object({
  id: Text(50),
  plan_id: Text(50),
  status: z.enum(Object.keys(STATES) as [keyof typeof STATES]),
  start_time: z.string().optional(),
  custom_id: Text(127).optional(),
  subscriber: z
    .object({
      email_address: Text(254).optional(),
      payer_id: Text(64).optional(),
      name: z
        .object({ given_name: Text(140).optional(), surname: Text(140).optional() })
        .optional(),
    })
    .optional(),
  billing_info: z
    .object({
      next_billing_time: z.string().optional(),
      failed_payments_count: z.number().int().min(0),
      last_failed_payment: z.object({ time: z.string() }).optional(),
    })
    .optional(),
  links: z.array(Link).optional(),
});

const TRANSACTION_STATES = {
  COMPLETED: 'completed',
  DECLINED: 'declined',
  REFUNDED: 'refunded',
  PARTIALLY_REFUNDED: 'partially-refunded',
  PENDING: 'pending',
} as const satisfies Record<string, ProviderTransaction['state']>;

const Transactions = z.object({
  transactions: z
    .array(
      z.object({
        id: Text(50),
        status: z.enum(Object.keys(TRANSACTION_STATES) as [keyof typeof TRANSACTION_STATES]),
        amount_with_breakdown: z.object({ gross_amount: Money }),
        time: z.string(),
      }),
    )
    .default([]),
});

export const Product = z.object({ id: Text(50), name: Text(127) });
export const Plan = z.object({
  id: Text(50),
  product_id: Text(50),
  name: Text(127),
  status: z.enum(['CREATED', 'INACTIVE', 'ACTIVE']),
  billing_cycles: z
    .array(
      z.object({
        tenure_type: z.string(),
        frequency: z.object({ interval_unit: z.string(), interval_count: z.number().optional() }),
        pricing_scheme: z.object({ fixed_price: Money.optional() }).optional(),
      }),
    )
    .optional(),
  payment_preferences: z.object({ setup_fee: Money.optional() }).optional(),
});
export type PlanBody = z.infer<typeof Plan>;
export const PlanList = z.object({
  plans: z.array(Plan.partial({ billing_cycles: true })).default([]),
});

const cents = (value: string) => {
  const amount = parseAmount(value);
  if (amount === null) throw new Error(`PayPal sent an amount that is not one: ${value}`);
  return amount;
};

export class PayPalBilling implements SubscriptionGateway {
  constructor(private readonly gateway: PayPalGateway) {}

  async getSubscription(id: string): Promise<ProviderSubscription | null> {
    let answer: z.infer<typeof Subscription>;
    try {
      answer = await this.gateway.request(
        'GET',
        `/v1/billing/subscriptions/${encodeURIComponent(id)}`,
        Subscription,
      );
    } catch (error) {
      if (error instanceof GatewayRefusal && error.reason === 'not-found') return null;
      throw error;
    }
    const name = answer.subscriber?.name;
    const fullName = [name?.given_name, name?.surname].filter(Boolean).join(' ');
    return {
      id: answer.id,
      planId: answer.plan_id,
      state: STATES[answer.status],
      customId: answer.custom_id ?? null,
      startedAt: answer.start_time ?? null,
      nextBillingAt: answer.billing_info?.next_billing_time ?? null,
      failedPayments: answer.billing_info?.failed_payments_count ?? 0,
      lastFailedAt: answer.billing_info?.last_failed_payment?.time ?? null,
      subscriber: {
        email: answer.subscriber?.email_address ?? null,
        payerId: answer.subscriber?.payer_id ?? null,
        name: fullName || null,
      },
    };
  }

  async transactions(id: string, from: Date, to: Date): Promise<ProviderTransaction[]> {
    const query = new URLSearchParams({
      start_time: from.toISOString(),
      end_time: to.toISOString(),
    });
    const answer = await this.gateway.request(
      'GET',
      `/v1/billing/subscriptions/${encodeURIComponent(id)}/transactions?${query}`,
      Transactions,
    );
    return answer.transactions.map((transaction) => ({
      id: transaction.id,
      state: TRANSACTION_STATES[transaction.status],
      amountCents: cents(transaction.amount_with_breakdown.gross_amount.value),
      at: transaction.time,
    }));
  }

  async cancelSubscription(id: string, reason: string): Promise<void> {
    await this.gateway.request(
      'POST',
      `/v1/billing/subscriptions/${encodeURIComponent(id)}/cancel`,
      z.undefined(),
      { body: { reason: reason.slice(0, 128) } },
    );
  }
}
