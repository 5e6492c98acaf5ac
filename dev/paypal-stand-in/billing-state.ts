import { randomInt } from 'node:crypto';

/**
 * What the stand-in remembers of PayPal's Catalog Products v1 and Subscriptions v1: products,
 * plans, subscriptions and each subscription's transactions (the first cycle and every renewal).
 * Held by StandInState, so the test control's reset forgets it with the orders.
 */

export interface StandInProduct {
  id: string;
  name: string;
  description: string | null;
  type: 'PHYSICAL' | 'DIGITAL' | 'SERVICE';
  category: string | null;
  homeUrl: string | null;
  imageUrl: string | null;
  createTime: string;
  updateTime: string;
}

export interface StandInPlan {
  id: string;
  productId: string;
  name: string;
  description: string | null;
  status: 'CREATED' | 'INACTIVE' | 'ACTIVE';
  billingCycles: Record<string, unknown>[];
  paymentPreferences: {
    auto_bill_outstanding: boolean;
    setup_fee_failure_action: 'CONTINUE' | 'CANCEL';
    payment_failure_threshold: number;
    setup_fee?: { currency_code: string; value: string };
  };
  /** USD decimal string of the regular cycle's fixed price. */
  price: string;
  interval: { unit: 'DAY' | 'WEEK' | 'MONTH' | 'YEAR'; count: number };
  createTime: string;
  updateTime: string;
}

export type SubscriptionStatus =
  | 'APPROVAL_PENDING'
  | 'APPROVED'
  | 'ACTIVE'
  | 'SUSPENDED'
  | 'CANCELLED'
  | 'EXPIRED';

export interface StandInTransaction {
  id: string;
  status: 'COMPLETED' | 'DECLINED' | 'PARTIALLY_REFUNDED' | 'REFUNDED';
  value: string;
  time: string;
  /** Refunds of this payment (Payments v2's captures refund takes a subscription's sale id). */
  refunds?: { id: string; value: string; note: string | null; time: string }[];
}

export interface StandInSubscription {
  id: string;
  planId: string;
  status: SubscriptionStatus;
  statusChangeNote: string | null;
  statusUpdateTime: string;
  customId: string | null;
  startTime: string;
  createTime: string;
  updateTime: string;
  subscriber: {
    email_address: string;
    payer_id: string;
    given_name: string;
    surname: string;
  } | null;
  cyclesCompleted: number;
  failedPaymentsCount: number;
  /** When the next cycle is due (ISO); null before approval and after the end. */
  nextBillingTime: string | null;
  lastFailedPayment: { time: string; nextRetry: string | null } | null;
  transactions: StandInTransaction[];
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** Uppercase letters and digits, as PayPal's ids (the orders' paypalId, without importing state.ts). */
export function billingId(length: number): string {
  let id = '';
  for (let i = 0; i < length; i += 1) id += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return id;
}

/** PayPal's ids: 'PROD-' + 17, 'P-' + 24, 'I-' + 12 characters. */
export const productId = () => `PROD-${billingId(17)}`;
export const planId = () => `P-${billingId(24)}`;
export const subscriptionId = () => `I-${billingId(12)}`;

/** A payer's account id: 13 characters of 2-9 and A-Z without I and O (PayPal's account_id). */
export function payerId(): string {
  const alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  let id = '';
  for (let i = 0; i < 13; i += 1) id += alphabet[randomInt(alphabet.length)];
  return id;
}

/** The same day of the next interval, as PayPal bills a monthly plan. */
export function addInterval(iso: string, interval: StandInPlan['interval']): string {
  const date = new Date(iso);
  const count = interval.count;
  switch (interval.unit) {
    case 'DAY':
      date.setUTCDate(date.getUTCDate() + count);
      break;
    case 'WEEK':
      date.setUTCDate(date.getUTCDate() + 7 * count);
      break;
    case 'MONTH':
      date.setUTCMonth(date.getUTCMonth() + count);
      break;
    case 'YEAR':
      date.setUTCFullYear(date.getUTCFullYear() + count);
      break;
  }
  return date.toISOString();
}

export class BillingState {
  readonly products = new Map<string, StandInProduct>();
  readonly plans = new Map<string, StandInPlan>();
  readonly subscriptions = new Map<string, StandInSubscription>();
  /** Which subscription each transaction (PayPal's sale) belongs to. */
  readonly transactionSubscriptions = new Map<string, string>();
  /** Which transaction each refund of a subscription's payment refunds. */
  readonly refundTransactions = new Map<string, string>();

  /** A subscription's transaction (PayPal's sale) by its id, with its subscription. */
  findTransaction(
    id: string,
  ): { subscription: StandInSubscription; transaction: StandInTransaction } | null {
    const subscription = this.subscriptions.get(this.transactionSubscriptions.get(id) ?? '');
    const transaction = subscription?.transactions.find((candidate) => candidate.id === id);
    return subscription && transaction ? { subscription, transaction } : null;
  }

  reset(): void {
    this.products.clear();
    this.plans.clear();
    this.subscriptions.clear();
    this.transactionSubscriptions.clear();
    this.refundTransactions.clear();
  }
}
