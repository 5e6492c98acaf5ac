import type { FastifyBaseLogger } from 'fastify';
import type { Order } from '../../domain/order/order';
import type { PaymentStatus } from '../../domain/order/payment';
import { ApiError } from '../platform/api-error';
import type { PaymentGateway, WebhookDelivery, WebhookNotice } from './gateway';
import type { PaymentsService } from './service';
import type { PaymentsStore } from './store';

/**
 * PayPal's webhooks: each delivery is verified with PayPal itself, applied once (by event id),
 * and treated as news, not as truth: the order is then brought in line with what PayPal's API
 * says about it (`syncOrder`, the reconciler's own step), so a late, repeated or reordered event
 * can never move an order backwards. Events the shop does not use are acknowledged and ignored.
 */

export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored' | 'unknown-order';

/** The record's status a capture event confirms. */
const CONFIRMED_STATUS: Partial<Record<WebhookNotice['kind'], PaymentStatus>> = {
  'capture-completed': 'COMPLETED',
  'capture-pending': 'PENDING',
  'capture-denied': 'DENIED',
};

export class PaymentWebhooks {
  private readonly timers = new Set<NodeJS.Timeout>();

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

  /** Forgets the captures waiting for their grace to end (the reconciler will make them). */
  close(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  async receive(delivery: Omit<WebhookDelivery, 'webhookId'>): Promise<WebhookOutcome> {
    const notice = await this.deps.gateway.readWebhook({
      ...delivery,
      webhookId: this.deps.webhookId,
    });
    if (!notice) {
      this.deps.log.warn('a webhook PayPal does not vouch for was refused');
      throw new ApiError(400, 'WEBHOOK_UNVERIFIED', 'This event could not be verified.');
    }
    if (notice.kind === 'other') {
      await this.deps.store.rememberWebhookEvent({
        id: notice.eventId,
        type: notice.eventType,
        orderId: null,
      });
      return 'ignored';
    }
    const orderId =
      notice.orderId ??
      (notice.captureId ? await this.deps.store.findOrderIdByCapture(notice.captureId) : null);
    const order = orderId ? await this.deps.store.findOrder(orderId) : null;
    if (!order) return 'unknown-order';

    const fresh = await this.deps.store.rememberWebhookEvent({
      id: notice.eventId,
      type: notice.eventType,
      orderId: order.id,
    });
    if (!fresh) return 'duplicate';
    try {
      await this.deps.store.logEvent(order.id, {
        source: 'webhook',
        kind: 'webhook-received',
        details: { eventId: notice.eventId, eventType: notice.eventType },
      });
      if (notice.kind === 'order-approved') {
        await this.afterApproval(order);
      } else if (!(await this.alreadyKnown(order.id, notice.kind))) {
        await this.deps.service.syncOrder(order, 'webhook');
      }
      return 'applied';
    } catch (error) {
      // Not applied: PayPal redelivers an event that was not answered 2xx; let it count then.
      await this.deps.store.forgetWebhookEvent(notice.eventId).catch(() => {});
      throw error;
    }
  }

  /**
   * A verified capture event that only confirms what the record already says (the capture route
   * wrote it a moment ago) needs no question to PayPal: PayPal vouched for the event itself.
   */
  private async alreadyKnown(orderId: string, kind: WebhookNotice['kind']): Promise<boolean> {
    const status = CONFIRMED_STATUS[kind];
    if (!status) return false;
    const payment = await this.deps.store.findPayment(orderId);
    return payment?.status === status;
  }

  /**
   * The payer approved: the order is marked so, and captured by the shop after the grace if the
   * payer's browser has not captured it by then. Should this process stop meanwhile, the
   * reconciler's next look (scheduled here) does it.
   */
  private async afterApproval(order: Order): Promise<void> {
    const { approvalGraceS } = this.deps;
    await this.deps.store.moveOrder(
      order.id,
      'approved',
      { source: 'webhook', kind: 'approved' },
      { from: ['created'], recheckInS: approvalGraceS + 60 },
    );
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
