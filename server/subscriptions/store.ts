import type { Contact } from '#domain/contact';
import type { Actor } from '#domain/order/events';
import type { OrderLocale } from '#domain/order/order';
import type { Payer, PaymentStatus } from '#domain/order/payment';
import type { SubscriptionStatus } from '#domain/subscription';
import type { SubscriptionAuditEntry } from '#domain/subscription-admin';

/**
 * What the subscriptions area keeps (migration 20): each subscription PayPal said is active on
 * the shop's plan, the payment record (`pagos`, tipo 'suscripción') of each payment PayPal took
 * for it, and the subscriber's emails, each written in the statement that records what it tells
 * of. `postgres-store.ts` beside it implements it.
 */

/** The console's audit's filters: the operator (uid, or email in any case), the instants, how many. */
export interface AuditFilter {
  actor: string | null;
  /** At or after. */
  from: Date | null;
  /** Before. */
  before: Date | null;
  limit: number;
}

/** A welcome sent again, as the audit shows it, with its time to the microsecond (ISO 8601 UTC). */
export interface AuditedWelcome {
  entry: SubscriptionAuditEntry;
  exactAt: string;
}

/** A subscription payment as the console's audit names it. */
export interface SubscriptionPaymentCodes {
  subscriptionId: string;
  /** The subscription's activation code. */
  codigo: string;
  /** The payment record's code. */
  paymentCodigo: string;
}

export interface StoredSubscription {
  id: string;
  planId: string;
  status: SubscriptionStatus;
  /** 'SYN-XXXXXXXX': the activation code. */
  codigo: string;
  contact: Contact;
  locale: OrderLocale;
  uid: string | null;
  payer: Payer;
  manageToken: string;
  nextBillingAt: string | null;
  failedPayments: number;
  lastFailedAt: string | null;
  createdAt: string;
  cancelledAt: string | null;
}

/** A payment PayPal took for the subscription (a transaction COMPLETED at PayPal). */
export interface SubscriptionPaymentInput {
  /** PayPal's transaction (sale) id: the record's `order_id`, once only. */
  id: string;
  amountCents: number;
  at: string;
}

/** What PayPal says of the subscription now. */
export interface SubscriptionUpdate {
  status: SubscriptionStatus;
  nextBillingAt: string | null;
  failedPayments: number;
  lastFailedAt: string | null;
}

export interface NewSubscription extends SubscriptionUpdate {
  id: string;
  planId: string;
  codigo: string;
  contact: Contact;
  locale: OrderLocale;
  uid: string | null;
  payer: Payer;
  manageToken: string;
}

export type SubscriptionMailKind =
  | 'subscription-started'
  | 'subscription-renewed'
  | 'subscription-payment-failed'
  | 'subscription-suspended'
  | 'subscription-cancelled'
  | 'subscription-expired'
  | 'subscription-refunded';

export interface ClaimedSubscriptionMail {
  id: number;
  kind: SubscriptionMailKind;
  dedupeKey: string;
  attempt: number;
  subscription: StoredSubscription;
  /** The payment a receipt is about: its record's code and amount. */
  payment: { id: string; codigo: string; amountCents: number; at: string } | null;
}

/** A subscription as the console lists it. */
export interface AdminSubscriptionRow {
  subscription: StoredSubscription;
  payments: number;
  /** Its `created_at` to the microsecond: the keyset page's position. */
  position: { at: string; id: string };
}

/**
 * One payment of a subscription, as the console shows it (what was refunded of it; what can
 * still be is the refunds area's to say).
 */
export interface AdminSubscriptionPayment {
  id: string;
  codigo: string;
  amountCents: number;
  at: string;
  status: PaymentStatus;
  refundedCents: number;
}

/** A payment recorded for a subscription, as its subscriber sees it. */
export interface RecordedSubscriptionPayment {
  /** PayPal's transaction id (the record's order_id). */
  id: string;
  codigo: string;
  amountCents: number;
  at: string;
}

/** A welcome email an operator sent again: when, who, and how its sending went. */
export interface WelcomeResend {
  at: string;
  actor: Actor;
  status: 'queued' | 'sent' | 'failed';
}

export interface SubscriptionsStore {
  find(id: string): Promise<StoredSubscription | null>;
  /** The subscriptions of a signed-in account, newest first. */
  ownedBy(uid: string, limit: number): Promise<StoredSubscription[]>;
  /**
   * Gives `uid` the guest subscriptions (no account) whose contact email is `verifiedEmail` (any
   * case), with their payment records; one a different account holds is never taken. Answers the
   * ids of the subscriptions attached now.
   */
  attachGuestSubscriptions(uid: string, verifiedEmail: string): Promise<string[]>;
  /** The payments recorded for a subscription, newest first. */
  payments(id: string): Promise<RecordedSubscriptionPayment[]>;
  /**
   * Queues the welcome email again for an operator (`actor`, kept on the email's row), unless
   * another was queued so less than `windowS` seconds ago (then how long to wait); null when
   * there is no such subscription. The subscription's row is locked meanwhile: two operators
   * asking at once queue one.
   */
  resendWelcome(
    id: string,
    actor: Actor,
    windowS: number,
  ): Promise<
    | { queued: true; subscription: StoredSubscription }
    | { queued: false; subscription: StoredSubscription; retryAfterS: number }
    | null
  >;
  /** The welcome emails operators sent again, newest first. */
  welcomeResends(id: string): Promise<WelcomeResend[]>;
  /**
   * The welcomes operators sent again, for the console's audit: newest first (then by key,
   * descending), by operator (uid, or email in any case) and instants, at most `limit`.
   */
  welcomeResendAudit(filter: AuditFilter): Promise<AuditedWelcome[]>;
  /**
   * Every subscription payment, by payment id, with what the audit shows of it: its
   * subscription, that subscription's code and the payment's own.
   */
  paymentCodes(): Promise<Map<string, SubscriptionPaymentCodes>>;
  /**
   * Records a subscription with its payments so far and its welcome email, once: a second call
   * for the same id records nothing and answers what the first recorded.
   */
  activate(
    subscription: NewSubscription,
    payments: SubscriptionPaymentInput[],
  ): Promise<{ subscription: StoredSubscription; created: boolean }>;
  /**
   * Brings a recorded subscription in line with PayPal: its status, the payments not yet
   * recorded (a record and a receipt each), and the emails its changes call for. Applying the
   * same again changes nothing.
   */
  apply(
    id: string,
    update: SubscriptionUpdate,
    payments: SubscriptionPaymentInput[],
  ): Promise<{ newPayments: number }>;
  /** The subscriptions PayPal may still bill (active or suspended), for the reconciler. */
  live(limit: number): Promise<string[]>;
  /** The subscription a payment (PayPal's sale id, the record's order_id) is of, or null. */
  subscriptionOfPayment(paymentId: string): Promise<string | null>;
  /** The subscriber's email about a refund of one of their payments, queued once per refund. */
  queueRefundMail(subscriptionId: string, paymentId: string, refundId: string): Promise<void>;
  /**
   * The console's list, newest first: `q` (lower case) is a code (the activation's or any
   * payment's, whole) or part of the contact email; a keyset page after `after`.
   */
  adminList(filter: {
    q: string | null;
    status: SubscriptionStatus | null;
    after: { at: string; id: string } | null;
    limit: number;
  }): Promise<AdminSubscriptionRow[]>;
  /** A subscription's payments for the console, newest first. */
  adminPayments(id: string): Promise<AdminSubscriptionPayment[]>;
  /** How many subscriptions PayPal bills now (status active). */
  countActive(): Promise<number>;
  claimMail(options: { limit: number; leaseS: number }): Promise<ClaimedSubscriptionMail[]>;
  markMailSent(id: number, recipient: string): Promise<void>;
  markMailFailed(id: number, error: string, retryInS: number | null): Promise<void>;
}
