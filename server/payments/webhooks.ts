import type { FastifyBaseLogger } from 'fastify';
import type { Order } from '#domain/order/order';
import type { Payment, PaymentStatus } from '#domain/order/payment';
import { ApiError } from '../platform/api-error';
import type { PaymentGateway, WebhookDelivery, WebhookNotice } from './gateway';
import type { RefundFollower } from './refund-follower';
import type { PaymentsService } from './service';
import type { PaymentsStore } from './store';

/**
 * PayPal's webhooks: each delivery that could change anything is verified with PayPal itself (on
 * the bytes PayPal sent), applied, and only then remembered as handled (by event id), so a crash
 * between receipt and effect leaves the event to PayPal's redelivery. An event is treated as news,
 * not as truth: the order is brought in line with what PayPal's API says about it (`syncOrder`,
 * the reconciler's own step), so a late, repeated or reordered event can never move an order
 * backwards, and applying one twice changes nothing. Events the shop does not use are
 * acknowledged and ignored.
 */

/**
 * 'confirmed': the event says what the order and its record say already, so it was neither
 * verified nor remembered (it could change nothing).
 */
export type WebhookOutcome = 'applied' | 'confirmed' | 'duplicate' | 'ignored' | 'unknown-order';

/**
 * A Subscriptions event, as the subscriptions area is handed it: the subscription it names
 * (`billing_agreement_id`, a BILLING.SUBSCRIPTION.* resource's id), and for a sale's refund the
 * sale and the refund (PAYMENT.SALE.REFUNDED, .REVERSED).
 */
export interface SubscriptionNotice {
  subscriptionId: string | null;
  saleId: string | null;
  refundId: string | null;
}

/** The record's status a capture event confirms. */
const CONFIRMED_STATUS: Partial<Record<WebhookNotice['kind'], PaymentStatus>> = {
  'capture-completed': 'COMPLETED',
  'capture-pending': 'PENDING',
  'capture-denied': 'DENIED',
};

/** Events about a refund: the refunds area follows it (a pending refund may have settled). */
const REFUND_KINDS = new Set<WebhookNotice['kind']>([
  'capture-refunded',
  'refund-pending',
  'refund-failed',
]);

export class PaymentWebhooks {
  private readonly timers = new Set<NodeJS.Timeout>();
  private refunds: RefundFollower | null = null;
  /** Applies a Subscriptions event; false when the subscription is not the shop's. */
  private subscriptions: ((notice: SubscriptionNotice) => Promise<boolean>) | null = null;

  constructor(
    private readonly deps: {
      service: PaymentsService;
      store: PaymentsStore;
      gateway: PaymentGateway;
      /** The id of the shop's webhook subscription at PayPal. */
      webhookId: string;
      /**
       * An approved order is left this long to the payer's browser, which captures it at once,
       * before the shop captures it itself (the browser is gone, or never got the approval).
       */
      approvalGraceS: number;
      log: FastifyBaseLogger;
    },
  ) {}

  /** Who follows refunds PayPal has not settled (the refunds area, once it exists). */
  followRefundsWith(follower: RefundFollower): void {
    this.refunds = follower;
  }

  /** Who applies the Subscriptions events (the subscriptions area): it asks PayPal itself. */
  followSubscriptionsWith(apply: (notice: SubscriptionNotice) => Promise<boolean>): void {
    this.subscriptions = apply;
  }

  /** Forgets the captures waiting for their grace to end (the reconciler will make them). */
  close(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  async receive(delivery: Omit<WebhookDelivery, 'webhookId'>): Promise<WebhookOutcome> {
    const claim = this.deps.gateway.readWebhook({ ...delivery, webhookId: this.deps.webhookId });
    if (!claim) throw unverified(this.deps.log);
    const { notice } = claim;
    const seen = { id: notice.eventId, type: notice.eventType };
    if (notice.kind === 'other') {
      if (!(await claim.verify())) throw unverified(this.deps.log);
      if ((notice.subscriptionId || notice.saleId) && this.subscriptions) {
        const handled = await this.deps.store.webhookHandled(notice.eventId);
        // Applied before it is remembered, as an order's event: a crash meanwhile leaves it to
        // PayPal's redelivery, and applying it again (a redelivery too) changes nothing.
        const ours = await this.subscriptions({
          subscriptionId: notice.subscriptionId ?? null,
          saleId: notice.saleId ?? null,
          refundId: notice.saleId ? notice.refundId : null,
        });
        if (ours && handled) return 'duplicate';
        if (ours) {
          await this.deps.store.markWebhookHandled({ ...seen, orderId: null });
          return 'applied';
        }
      }
      await this.deps.store.markWebhookHandled({ ...seen, orderId: null });
      return 'ignored';
    }
    // Handled already?, the order, and its record, in one statement (#40).
    const known = await this.deps.store.webhookContext(notice.eventId, {
      orderId: notice.orderId ?? null,
      captureId: notice.orderId ? null : (notice.captureId ?? null),
    });
    // An event that can change nothing needs no question to PayPal (#40): a redelivery of one
    // already applied, or one that says what the order and its record say already (PayPal
    // announces the capture the capture route has just recorded, and the approval of an order
    // already past it). Neither is remembered, so a forged one writes nothing; the answer tells
    // its sender nothing that the ids it had to know did not (a capture event must name the
    // record's capture). Anything else is verified before it is used.
    if (known.handled) return 'duplicate';
    const { order } = known;
    if (order && (await this.onlyConfirms(order, known.payment, notice))) return 'confirmed';
    if (!(await claim.verify())) throw unverified(this.deps.log);
    if (!order) return 'unknown-order';

    // Not remembered until applied: should this fail or the process die now, PayPal's redelivery
    // (an event not answered 2xx is delivered again) applies it then.
    if (notice.kind === 'order-approved') {
      await this.afterApproval(order, notice);
      return 'applied';
    }
    if (REFUND_KINDS.has(notice.kind)) await this.refunds?.followOrder(order.id);
    if (notice.kind !== 'refund-pending' && notice.kind !== 'refund-failed') {
      // The capture route may have recorded the capture while PayPal was asked: `onlyConfirms`
      // reads a 'capturing' order's record once more, rather than PayPal be asked about it.
      if (!(await this.onlyConfirms(order, known.payment, notice))) {
        await this.deps.service.syncOrder(order, 'webhook');
      }
    }
    await this.deps.store.markWebhookHandled({ ...seen, orderId: order.id });
    return 'applied';
  }

  /**
   * Whether an event only confirms what the shop knows: an approval of an order that is no
   * longer waiting for one (the approval moves only a 'created' order), or a capture event whose
   * capture is the record's, in the status the record has. PayPal announces a capture as it makes
   * it, so the event often comes while the capture route is still writing the record: an order
   * still 'capturing' without one has its record read once more.
   */
  private async onlyConfirms(
    order: Order,
    payment: Payment | null,
    notice: WebhookNotice,
  ): Promise<boolean> {
    if (notice.kind === 'order-approved') return order.state !== 'created';
    const status = CONFIRMED_STATUS[notice.kind];
    if (!status || !notice.captureId) return false;
    const record =
      !payment && order.state === 'capturing'
        ? await this.deps.store.findPayment(order.id)
        : payment;
    return record?.status === status && record.captureId === notice.captureId;
  }

  /**
   * The payer approved: the order is marked so (an approval made after a declined capture is the
   * new approval that capture waits for), with the event remembered in the same statement, and
   * captured by the shop after the grace if the payer's browser has not captured it by then.
   * Should this process stop meanwhile, the reconciler's next look (scheduled here) does it.
   */
  private async afterApproval(order: Order, notice: WebhookNotice): Promise<void> {
    const { approvalGraceS } = this.deps;
    const approved = await this.deps.store.approvalSeen(
      order.id,
      notice.sentAt,
      { source: 'webhook', kind: 'approved', details: { eventId: notice.eventId } },
      {
        recheckInS: approvalGraceS + 60,
        webhook: { id: notice.eventId, type: notice.eventType, orderId: order.id },
      },
    );
    if (!approved) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.captureIfLeft(order.id);
    }, approvalGraceS * 1000);
    timer.unref();
    this.timers.add(timer);
  }

  private async captureIfLeft(orderId: string): Promise<void> {
    try {
      const order = await this.deps.store.findOrder(orderId);
      if (order && (order.state === 'created' || order.state === 'approved')) {
        await this.deps.service.syncOrder(order, 'webhook');
      }
    } catch (error) {
      this.deps.log.warn(
        { err: error, orderId },
        'capture after approval failed; the reconciler retries',
      );
    }
  }
}

function unverified(log: FastifyBaseLogger): ApiError {
  log.warn('a webhook PayPal does not vouch for was refused');
  return new ApiError(400, 'WEBHOOK_UNVERIFIED', 'This event could not be verified.');
}
