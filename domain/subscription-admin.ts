import * as z from 'zod/mini';
import { DashboardAnswer } from './answers';
import { PAYMENT_STATUSES } from './order/payment';
import { SUBSCRIPTION_STATUSES } from './subscription';

/**
 * The operator console's subscriptions (`GET /api/admin/subscriptions`, `…/:subscriptionId`,
 * `POST …/:subscriptionId/payments/:paymentId/refund`): as schemas, so the console's lazy
 * subscriptions view parses the answers with the shapes the server's are typed from. Its own
 * module: only that view loads it. Amounts are integer US cents.
 */

const Cents = z.number().check(z.int());
const Count = z.number().check(z.int());

/** A subscription as the console's list shows it. */
export const SubscriptionListRow = z.object({
  subscriptionId: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** The subscriber's contact email (the checkout's), and name when given. */
  email: z.string(),
  name: z.nullable(z.string()),
  /** 'SYN-XXXXXXXX': the activation code. */
  codigo: z.string(),
  locale: z.enum(['en', 'es']),
  /** ISO 8601: when the shop recorded it. */
  since: z.string(),
  /** ISO 8601; null once nothing more will be charged. */
  nextBillingAt: z.nullable(z.string()),
  /** The payments PayPal took for it. */
  payments: Count,
});
export type SubscriptionListRow = z.infer<typeof SubscriptionListRow>;

/** `GET /api/admin/subscriptions`: a page, newest first; `nextCursor` null on the last. */
export const SubscriptionListAnswer = z.object({
  subscriptions: z.array(SubscriptionListRow),
  nextCursor: z.nullable(z.string()),
});
export type SubscriptionListAnswer = z.infer<typeof SubscriptionListAnswer>;

/** One payment of a subscription, with what was refunded of it and what can still be. */
export const SubscriptionAdminPayment = z.object({
  /** PayPal's transaction (sale) id: the payment record's `orderId`. */
  paymentId: z.string(),
  codigo: z.string(),
  at: z.string(),
  amountCents: Cents,
  status: z.enum(PAYMENT_STATUSES),
  refundedCents: Cents,
  refundableCents: Cents,
});
export type SubscriptionAdminPayment = z.infer<typeof SubscriptionAdminPayment>;

/** The welcome email an operator sent again (the audit of it): when, who, how its sending went. */
export const WelcomeResend = z.object({
  at: z.string(),
  actor: z.object({ uid: z.string(), email: z.nullable(z.string()) }),
  status: z.enum(['queued', 'sent', 'failed']),
});
export type WelcomeResend = z.infer<typeof WelcomeResend>;

/**
 * `GET /api/admin/subscriptions/:subscriptionId`: the subscription and its payments, newest
 * first, and the welcome emails sent again, newest first.
 */
export const SubscriptionDetailAnswer = z.object({
  subscription: SubscriptionListRow,
  payments: z.array(SubscriptionAdminPayment),
  welcomeResends: z.array(WelcomeResend),
});
export type SubscriptionDetailAnswer = z.infer<typeof SubscriptionDetailAnswer>;

/** `POST /api/admin/subscriptions/:subscriptionId/resend-welcome`: queued (202). */
export const ResendWelcomeAnswer = z.object({
  email: z.literal('welcome'),
  queued: z.literal(true),
});
export type ResendWelcomeAnswer = z.infer<typeof ResendWelcomeAnswer>;

/**
 * One operator action (or PayPal's, for a refund made in its dashboard) on a subscription, as the
 * console's audit view lists it beside the orders' trail: a welcome sent again (its
 * `subscription_mail` row) or a refund of one of its payments (its `refunds` row).
 */
export const SubscriptionAuditEntry = z.object({
  /** Unique in the list: 'mail:<row>' or 'refund:<request>'. */
  key: z.string(),
  at: z.string(),
  kind: z.enum(['welcome-resent', 'payment-refunded']),
  subscriptionId: z.string(),
  /** The activation code, to know it by. */
  codigo: z.string(),
  /** The operator; null for a refund made in PayPal's own dashboard. */
  actor: z.nullable(z.object({ uid: z.string(), email: z.nullable(z.string()) })),
  /** A refund's amount (the payment's code in `paymentCodigo`); null for a welcome. */
  amountCents: z.nullable(Cents),
  paymentCodigo: z.nullable(z.string()),
  /** A welcome's sending ('queued', 'sent', 'failed') or a refund's ('requested', 'pending', 'completed', 'failed'). */
  status: z.enum(['queued', 'sent', 'failed', 'requested', 'pending', 'completed']),
});
export type SubscriptionAuditEntry = z.infer<typeof SubscriptionAuditEntry>;

/** `GET /api/admin/subscriptions/audit`: the newest entries first (at most `limit`). */
export const SubscriptionAuditAnswer = z.object({ entries: z.array(SubscriptionAuditEntry) });
export type SubscriptionAuditAnswer = z.infer<typeof SubscriptionAuditAnswer>;

/**
 * `GET /api/admin/dashboard`, with Custom ELY's figures: the subscriptions PayPal bills now
 * (status active) and the monthly recurring revenue they make (the plan's price × active
 * subscriptions). Here, not in answers.ts: that module reaches every public page's first paint.
 */
export const ConsoleDashboardAnswer = z.extend(DashboardAnswer, {
  subscriptions: z.object({ active: Count, mrrCents: Cents }),
});
export type ConsoleDashboardAnswer = z.infer<typeof ConsoleDashboardAnswer>;
