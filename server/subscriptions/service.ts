import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { RefundRequestBody, RefundResponse } from '#domain/admin-api';
import { RESEND_WINDOW_S } from '#domain/follow-up-rules';
import type { Actor } from '#domain/order/events';
import type { OrderLocale } from '#domain/order/order';
import { REFUNDABLE_STATUSES } from '#domain/order/payment';
import type { ContactInput } from '#domain/payments-api';
import {
  type ActivateSubscriptionAnswer,
  CUSTOM_ELY_PLAN,
  isLaunched,
  SUBSCRIPTION_ID_PATTERN,
  type SubscriptionStatus,
} from '#domain/subscription';
import type {
  ResendWelcomeAnswer,
  SubscriptionAuditAnswer,
  SubscriptionAuditEntry,
  SubscriptionDetailAnswer,
  SubscriptionListAnswer,
  SubscriptionListRow,
} from '#domain/subscription-admin';
import { generateSubscriptionCode } from '#domain/subscription-code';
import type { SubscriptionViewAnswer } from '#domain/subscription-view';
import { GatewayRefusal } from '../payments/gateway';
import type { SubscriptionNotice } from '../payments/webhooks';
import { ApiError } from '../platform/api-error';
import { checkedContact } from '../platform/checked-input';
import type { RefundService } from '../refunds/service';
import { decodeSubscriptionCursor, encodeSubscriptionCursor } from './cursor';
import type { ProviderSubscription, SubscriptionGateway } from './paypal-billing';
import type {
  AdminSubscriptionRow,
  StoredSubscription,
  SubscriptionPaymentInput,
  SubscriptionsStore,
} from './store';

/**
 * Custom ELY by the month. The browser approves a subscription at PayPal and names it here; the
 * shop asks PayPal about it (never trusting the browser) and records it only when PayPal says it
 * is ACTIVE on the shop's plan: the subscription, the payment record of each payment PayPal took
 * (`pagos`, tipo 'suscripción', the first carrying the activation code), and the welcome email.
 * Afterwards every webhook about it, and the reconciler's passes, bring it in line with what
 * PayPal says (`sync`): renewals recorded once each with a receipt, a failed payment, a
 * suspension or a cancellation emailed. A subscriber cancels with the token of their emails' link
 * or as the signed-in owner; PayPal's cancel is called, and PayPal's word recorded.
 */

export interface SubscriptionsServiceDeps {
  store: SubscriptionsStore;
  gateway: SubscriptionGateway;
  /** The shop's Custom ELY plan at PayPal; null: subscriptions are off (none made yet). */
  planId: () => string | null;
  launch: Date;
  log: FastifyBaseLogger;
  now?: () => Date;
  /** Called when emails were queued (the mailer looks now). */
  afterChange?: () => void;
  /** The refunds area: an operator refunds a subscription's payment through it. */
  refunds?:
    | Pick<
        RefundService,
        'refund' | 'followProviderRefund' | 'unrefundedCents' | 'refundsOfPayments'
      >
    | undefined;
}

/** An audit entry with its time to the microsecond (ISO 8601 UTC, fixed width: compared as text). */
type Timed = { entry: SubscriptionAuditEntry; exactAt: string };

/**
 * Two lists each newest first (by exact time, then key, descending) merged into one in that
 * order, at most `limit`: the order one query over both would give.
 */
function newestFirst(a: Timed[], b: Timed[], limit: number): SubscriptionAuditEntry[] {
  const merged: SubscriptionAuditEntry[] = [];
  let i = 0;
  let j = 0;
  const after = (x: Timed, y: Timed) =>
    x.exactAt !== y.exactAt ? x.exactAt > y.exactAt : x.entry.key > y.entry.key;
  while (merged.length < limit) {
    const x = a[i];
    const y = b[j];
    if (!x && !y) break;
    if (x && (!y || after(x, y))) {
      merged.push(x.entry);
      i += 1;
    } else if (y) {
      merged.push(y.entry);
      j += 1;
    }
  }
  return merged;
}

/** The console's list: what it searches and filters by. */
export interface AdminListQuery {
  q?: string | undefined;
  status?: SubscriptionStatus | undefined;
  cursor?: string | undefined;
  limit: number;
}

const STATUS_OF: Partial<Record<ProviderSubscription['state'], SubscriptionStatus>> = {
  active: 'active',
  suspended: 'suspended',
  cancelled: 'cancelled',
  expired: 'expired',
};

/** How far before the subscription's start PayPal's transactions are asked for. */
const TRANSACTIONS_SLACK_MS = 86_400_000;

export class SubscriptionsService {
  private readonly now: () => Date;

  constructor(private readonly deps: SubscriptionsServiceDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  get store(): SubscriptionsStore {
    return this.deps.store;
  }

  async activate(
    subscriptionId: string,
    input: { contact?: ContactInput | undefined; locale?: OrderLocale | undefined },
    { uid }: { uid: string | null },
  ): Promise<ActivateSubscriptionAnswer> {
    const { launch } = this.deps;
    if (!isLaunched(launch, this.now())) {
      throw new ApiError(409, 'NOT_LAUNCHED', `Custom ELY launches on ${launch.toISOString()}.`);
    }
    const planId = this.deps.planId();
    if (!planId) {
      throw new ApiError(503, 'SUBSCRIPTIONS_OFF', 'Subscriptions are not configured.');
    }
    // As create-order checks it for an order that ships nothing: the email is required.
    const contact = checkedContact(input.contact ?? {}, false, null);
    if (!SUBSCRIPTION_ID_PATTERN.test(subscriptionId)) throw notFound();
    const known = await this.deps.store.find(subscriptionId);
    if (known) return answerOf(known);

    const provider = await this.deps.gateway.getSubscription(subscriptionId);
    if (!provider) throw notFound();
    if (provider.planId !== planId) {
      throw new ApiError(409, 'WRONG_PLAN', 'This subscription is not to Custom ELY.');
    }
    if (provider.state !== 'active') {
      throw new ApiError(
        409,
        'SUBSCRIPTION_NOT_ACTIVE',
        'PayPal does not say this subscription is active.',
        { status: provider.state },
      );
    }
    const payments = await this.paymentsOf(provider);
    const { subscription, created } = await this.deps.store.activate(
      {
        id: provider.id,
        planId: provider.planId,
        status: 'active',
        codigo: generateSubscriptionCode(),
        contact,
        locale: input.locale ?? 'en',
        uid,
        payer: {
          email_address: provider.subscriber.email,
          payer_id: provider.subscriber.payerId,
          name: provider.subscriber.name,
          method: { kind: 'paypal' },
        },
        manageToken: randomBytes(24).toString('base64url'),
        nextBillingAt: provider.nextBillingAt,
        failedPayments: provider.failedPayments,
        lastFailedAt: provider.lastFailedAt,
      },
      payments,
    );
    if (created) {
      this.deps.log.info(
        { subscriptionId: subscription.id, payments: payments.length },
        'subscription recorded',
      );
      this.deps.afterChange?.();
    }
    return answerOf(subscription);
  }

  /**
   * Brings a recorded subscription in line with PayPal (a webhook's news, the reconciler's pass):
   * applying it twice changes nothing. A subscription the shop never recorded is left alone
   * (false: an event about it is not the shop's).
   */
  async sync(subscriptionId: string): Promise<boolean> {
    const known = await this.deps.store.find(subscriptionId);
    if (!known) return false;
    const provider = await this.deps.gateway.getSubscription(subscriptionId);
    if (!provider || provider.planId !== known.planId) return true;
    const status = STATUS_OF[provider.state];
    if (!status) return true;
    const payments = await this.paymentsOf(provider, known.createdAt);
    const { newPayments } = await this.deps.store.apply(
      subscriptionId,
      {
        status,
        nextBillingAt: provider.nextBillingAt,
        failedPayments: provider.failedPayments,
        lastFailedAt: provider.lastFailedAt,
      },
      payments,
    );
    if (
      newPayments > 0 ||
      status !== known.status ||
      provider.lastFailedAt !== known.lastFailedAt
    ) {
      this.deps.afterChange?.();
    }
    return true;
  }

  /**
   * A verified Subscriptions event (the payments area's webhook hands it over): the subscription
   * it names, or the one whose payment a sale's refund names, brought in line with PayPal; a
   * sale's refund (PAYMENT.SALE.REFUNDED) asked about at PayPal and recorded once, and the
   * subscriber told. False when the subscription (or the sale) is not the shop's.
   */
  async applyNotice({ subscriptionId, saleId, refundId }: SubscriptionNotice): Promise<boolean> {
    const id =
      subscriptionId ?? (saleId ? await this.deps.store.subscriptionOfPayment(saleId) : null);
    if (!id || !(await this.sync(id))) return false;
    if (saleId && refundId) await this.followRefund(id, saleId, refundId);
    return true;
  }

  /** A refund PayPal made of a subscription's payment: recorded once, the subscriber emailed. */
  private async followRefund(subscriptionId: string, saleId: string, refundId: string) {
    const { refunds } = this.deps;
    if (!refunds) return;
    if ((await this.deps.store.subscriptionOfPayment(saleId)) !== subscriptionId) return;
    const refund = await refunds.followProviderRefund(saleId, refundId);
    if (refund?.status === 'completed' && refund.paypalId) {
      await this.deps.store.queueRefundMail(subscriptionId, saleId, refund.paypalId);
      this.deps.afterChange?.();
    }
  }

  /**
   * The console's list: newest first, a keyset page at a time; `q` is a code (SYN-…, the
   * activation's or any payment's) or part of the subscriber's email.
   */
  async adminList(query: AdminListQuery): Promise<SubscriptionListAnswer> {
    const after = query.cursor ? decodeSubscriptionCursor(query.cursor) : null;
    const q = query.q?.trim().toLowerCase() || null;
    const rows = await this.deps.store.adminList({
      q,
      status: query.status ?? null,
      after,
      limit: query.limit + 1,
    });
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return {
      subscriptions: page.map(listRow),
      nextCursor:
        rows.length > query.limit && last ? encodeSubscriptionCursor(last.position) : null,
    };
  }

  /**
   * The console's audit of subscriptions (beside the orders' trail, which needs an order): the
   * welcomes operators sent again and the refunds of subscription payments, newest first.
   */
  async adminAudit(query: {
    actor?: string;
    from?: Date;
    before?: Date;
    limit: number;
  }): Promise<SubscriptionAuditAnswer> {
    const filter = {
      actor: query.actor ?? null,
      from: query.from ?? null,
      before: query.before ?? null,
      limit: query.limit,
    };
    const [welcomes, paymentCodes] = await Promise.all([
      this.deps.store.welcomeResendAudit(filter),
      this.deps.store.paymentCodes(),
    ]);
    // The refunds are the refunds area's: asked for those of the subscriptions' payments.
    const refunds =
      (await this.deps.refunds?.refundsOfPayments({
        ...filter,
        paymentIds: [...paymentCodes.keys()],
      })) ?? [];
    const refunded = refunds.flatMap((refund) => {
      const payment = paymentCodes.get(refund.orderId);
      if (!payment) return [];
      const entry: SubscriptionAuditEntry = {
        key: `refund:${refund.requestId}`,
        at: refund.createdAt,
        kind: 'payment-refunded',
        subscriptionId: payment.subscriptionId,
        codigo: payment.codigo,
        actor: refund.actor,
        amountCents: refund.amountCents,
        paymentCodigo: payment.paymentCodigo,
        status: refund.status,
      };
      return [{ entry, exactAt: refund.exactAt }];
    });
    return { entries: newestFirst(welcomes, refunded, query.limit) };
  }

  /** One subscription for the console: its row and its payments with what can be refunded. */
  async adminDetail(subscriptionId: string): Promise<SubscriptionDetailAnswer> {
    const known = SUBSCRIPTION_ID_PATTERN.test(subscriptionId)
      ? await this.deps.store.find(subscriptionId)
      : null;
    if (!known) throw notFound();
    const [payments, welcomeResends] = await Promise.all([
      this.deps.store.adminPayments(subscriptionId),
      this.deps.store.welcomeResends(subscriptionId),
    ]);
    // What can still be refunded is the refunds area's to count; only a paid payment can be.
    const unrefunded =
      (await this.deps.refunds?.unrefundedCents(payments.map(({ id }) => id))) ?? new Map();
    return {
      subscription: listRow({
        subscription: known,
        payments: payments.length,
        position: { at: known.createdAt, id: known.id },
      }),
      payments: payments.map(({ id, ...payment }) => ({
        paymentId: id,
        ...payment,
        refundableCents: REFUNDABLE_STATUSES.includes(payment.status)
          ? (unrefunded.get(id) ?? 0)
          : 0,
      })),
      welcomeResends,
    };
  }

  /**
   * An operator sends the subscriber's welcome again (the code, and the link to the page where
   * they see and cancel it), in the subscriber's language, to the subscription's contact email;
   * the email's row names the operator (the audit). At most once per RESEND_WINDOW_S per
   * subscription, as an order's email (429 RESEND_TOO_SOON with `retryAfterS`), and only while
   * PayPal may still bill it (409 SUBSCRIPTION_NOT_ACTIVE with its status otherwise).
   */
  async resendWelcome(subscriptionId: string, actor: Actor): Promise<ResendWelcomeAnswer> {
    const known = SUBSCRIPTION_ID_PATTERN.test(subscriptionId)
      ? await this.deps.store.find(subscriptionId)
      : null;
    if (!known) throw notFound();
    if (known.status !== 'active' && known.status !== 'suspended') {
      throw new ApiError(
        409,
        'SUBSCRIPTION_NOT_ACTIVE',
        'This subscription has ended: its welcome is not sent again.',
        { status: known.status },
      );
    }
    const outcome = await this.deps.store.resendWelcome(subscriptionId, actor, RESEND_WINDOW_S);
    if (!outcome) throw notFound();
    if (!outcome.queued) {
      throw new ApiError(
        429,
        'RESEND_TOO_SOON',
        `This email was sent again less than ${RESEND_WINDOW_S / 60} minutes ago: try again in ${outcome.retryAfterS} seconds.`,
        { retryAfterS: outcome.retryAfterS },
      );
    }
    this.deps.afterChange?.();
    return { email: 'welcome', queued: true };
  }

  /**
   * An operator refunds one payment of a subscription (a renewal, say) through the refunds
   * area: reserved, PayPal's refund of the sale asked once per request id, the record following
   * PayPal's answer. The subscriber is emailed once PayPal has completed it. The subscription
   * itself goes on (cancelling is the subscriber's, or PayPal's).
   */
  async refundPayment(
    subscriptionId: string,
    paymentId: string,
    request: RefundRequestBody,
    actor: Actor,
  ): Promise<RefundResponse> {
    const { refunds } = this.deps;
    const owner = await this.deps.store.subscriptionOfPayment(paymentId);
    if (!refunds || !SUBSCRIPTION_ID_PATTERN.test(subscriptionId) || owner !== subscriptionId) {
      throw new ApiError(404, 'PAYMENT_NOT_FOUND', 'This subscription has no such payment.');
    }
    const outcome = await refunds.refund(paymentId, request, actor);
    if (outcome.refund.status === 'completed' && outcome.refund.paypalId) {
      await this.deps.store.queueRefundMail(subscriptionId, paymentId, outcome.refund.paypalId);
      this.deps.afterChange?.();
    }
    const { refund, payment } = outcome;
    return {
      refund: {
        requestId: refund.requestId,
        amountCents: refund.amountCents,
        status: refund.status,
        reason: refund.reason,
        paypalId: refund.paypalId,
        actor: refund.actor,
        createdAt: refund.createdAt,
      },
      status: payment.status,
      refundedCents: payment.refundedCents,
    };
  }

  /** The console's home view: active subscriptions and the monthly revenue they make. */
  async figures(): Promise<{ active: number; mrrCents: number }> {
    const active = await this.deps.store.countActive();
    return { active, mrrCents: active * CUSTOM_ELY_PLAN.priceCents };
  }

  /**
   * The reconciler's pass (payments/reconciler.ts runs it after the orders'): every subscription
   * PayPal may still bill, asked about, in case a webhook never came. Once `stopping` is aborted it
   * asks about no more (the next pass asks about them all again).
   */
  async followDue(
    stopping?: AbortSignal,
    limit = 100,
  ): Promise<{ checked: number; failed: number }> {
    const ids = await this.deps.store.live(limit);
    let checked = 0;
    let failed = 0;
    for (const id of ids) {
      if (stopping?.aborted) break;
      checked += 1;
      try {
        await this.sync(id);
      } catch (error) {
        failed += 1;
        this.deps.log.warn({ err: error, subscriptionId: id }, 'subscription sync failed');
      }
    }
    return { checked, failed };
  }

  /**
   * What the subscriber sees of it (the account page's "My subscription"): to the holder of the
   * token of their emails' link, or to the signed-in owner. Anyone else, a wrong token and an
   * unknown id get the same 404: whether it exists is not told.
   */
  async view(
    subscriptionId: string,
    access: { token: string | null; uid: string | null },
  ): Promise<SubscriptionViewAnswer> {
    return this.viewOf(await this.allowed(subscriptionId, access));
  }

  /**
   * The signed-in account's subscriptions, newest first, as `view` shows each. An account that has
   * proven its email (`verifiedEmail`) first takes the guest subscriptions taken with it, as the
   * guest orders are attached (server/orders/routes.ts); an unproven email takes nothing.
   */
  async mine(uid: string, verifiedEmail?: string): Promise<SubscriptionViewAnswer[]> {
    if (verifiedEmail) {
      const attached = await this.deps.store.attachGuestSubscriptions(uid, verifiedEmail);
      if (attached.length > 0) {
        this.deps.log.info({ uid, subscriptions: attached }, 'guest subscriptions attached');
      }
    }
    const owned = await this.deps.store.ownedBy(uid, 20);
    return Promise.all(owned.map((subscription) => this.viewOf(subscription)));
  }

  /**
   * The subscriber cancels: with the token of their emails' link, or as the signed-in owner.
   * PayPal's cancel is called (a subscription PayPal has already ended is not an error), then
   * PayPal's word is recorded. The paid month stays theirs: nothing is refunded.
   */
  async cancel(
    subscriptionId: string,
    { token, uid }: { token: string | null; uid: string | null },
  ): Promise<{ status: SubscriptionStatus }> {
    const known = await this.allowed(subscriptionId, { token, uid });
    if (known.status === 'active' || known.status === 'suspended') {
      try {
        await this.deps.gateway.cancelSubscription(subscriptionId, 'Cancelled by the subscriber');
      } catch (error) {
        // PayPal refuses to cancel what is no longer active or suspended: its status says why.
        if (!(error instanceof GatewayRefusal)) throw error;
      }
    }
    await this.sync(subscriptionId);
    const after = await this.deps.store.find(subscriptionId);
    return { status: after?.status ?? known.status };
  }

  /** The subscription, when the token or the account may see it; otherwise 404. */
  private async allowed(
    subscriptionId: string,
    { token, uid }: { token: string | null; uid: string | null },
  ): Promise<StoredSubscription> {
    const known = SUBSCRIPTION_ID_PATTERN.test(subscriptionId)
      ? await this.deps.store.find(subscriptionId)
      : null;
    const allowed =
      known && ((token && safeEqual(token, known.manageToken)) || (uid && uid === known.uid));
    if (!known || !allowed) throw notFound();
    return known;
  }

  private async viewOf(subscription: StoredSubscription): Promise<SubscriptionViewAnswer> {
    const payments = await this.deps.store.payments(subscription.id);
    const cancellable = subscription.status === 'active' || subscription.status === 'suspended';
    return {
      subscriptionId: subscription.id,
      status: subscription.status,
      plan: {
        name: CUSTOM_ELY_PLAN.title,
        priceCents: CUSTOM_ELY_PLAN.priceCents,
        currency: 'USD',
      },
      nextBillingAt: cancellable ? subscription.nextBillingAt : null,
      codigo: subscription.codigo,
      startedAt: subscription.createdAt,
      cancelledAt: subscription.cancelledAt,
      cancellable,
      payments: payments.map(({ at, amountCents, codigo }) => ({ at, amountCents, codigo })),
    };
  }

  /** PayPal's COMPLETED transactions of the subscription: its payments. */
  private async paymentsOf(
    provider: ProviderSubscription,
    since: string | null = null,
  ): Promise<SubscriptionPaymentInput[]> {
    const start = Date.parse(since ?? provider.startedAt ?? this.now().toISOString());
    const from = new Date(
      (Number.isNaN(start) ? this.now().getTime() : start) - TRANSACTIONS_SLACK_MS,
    );
    const to = new Date(this.now().getTime() + TRANSACTIONS_SLACK_MS);
    const transactions = await this.deps.gateway.transactions(provider.id, from, to);
    return transactions
      .filter((transaction) => transaction.state !== 'declined' && transaction.state !== 'pending')
      .map((transaction) => ({
        id: transaction.id,
        amountCents: transaction.amountCents,
        at: transaction.at,
      }));
  }
}

function listRow({ subscription, payments }: AdminSubscriptionRow): SubscriptionListRow {
  const billed = subscription.status === 'active' || subscription.status === 'suspended';
  return {
    subscriptionId: subscription.id,
    status: subscription.status,
    email: subscription.contact.email,
    name: subscription.contact.name || null,
    codigo: subscription.codigo,
    locale: subscription.locale,
    since: subscription.createdAt,
    nextBillingAt: billed ? subscription.nextBillingAt : null,
    payments,
  };
}

function notFound(): ApiError {
  return new ApiError(404, 'SUBSCRIPTION_NOT_FOUND', 'No such subscription.');
}

function answerOf(subscription: StoredSubscription): ActivateSubscriptionAnswer {
  return {
    subscriptionId: subscription.id,
    status: subscription.status,
    codigo: subscription.codigo,
    nextBillingAt: subscription.nextBillingAt,
  };
}

function safeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i += 1) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}
