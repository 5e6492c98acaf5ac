import type { FastifyBaseLogger } from 'fastify';
import { toDecimal } from '#domain/money';
import type { Actor, EventSource } from '#domain/order/events';
import { type Payment, statusAfterRefunds, statusEvent } from '#domain/order/payment';
import { GatewayRefusal, GatewayUnavailable, type PaymentGateway } from '../payments/gateway';
import type { RefundFollower } from '../payments/refund-follower';
import { ApiError } from '../platform/api-error';
import type { RefundsOfPayments, RefundsStore, StoredRefund } from './store';

export type { RefundsOfPayments, StoredRefund };

/**
 * Refunds a payment, in full or in part: never more than was captured (the database reserves the
 * amount first), once per request id whatever the double clicks and retries (the same id reaches
 * PayPal as its PayPal-Request-Id), and the record follows PayPal's answer.
 */

export interface RefundRequest {
  /** Null refunds whatever is left. */
  amountCents: number | null;
  reason: string;
  /** Chosen by the operator's console when the refund is confirmed: a retry sends it again. */
  requestId: string;
}

export interface RefundOutcome {
  refund: StoredRefund;
  payment: Payment;
}

export class RefundService implements RefundFollower {
  constructor(
    private readonly deps: {
      refunds: RefundsStore;
      gateway: PaymentGateway;
      log: FastifyBaseLogger;
    },
  ) {}

  async refund(orderId: string, request: RefundRequest, actor: Actor): Promise<RefundOutcome> {
    const reservation = await this.deps.refunds.reserve({ orderId, ...request, actor });
    if (reservation.kind === 'refused') {
      throw reservation.code === 'NOT_REFUNDABLE'
        ? new ApiError(409, 'NOT_REFUNDABLE', 'Only a completed payment can be refunded.')
        : new ApiError(
            409,
            'REFUND_TOO_LARGE',
            `At most ${toDecimal(reservation.remainingCents)} USD can still be refunded.`,
            { remainingCents: reservation.remainingCents },
          );
    }
    let refund = reservation.refund;
    // A refund PayPal answered already is only reported; one still 'requested' (its answer was
    // lost) is asked again with the same request id, which PayPal acts on once.
    if (refund.status === 'requested') {
      refund = await this.askPayPal(refund, reservation.captureId, actor);
    }
    const payment = await this.followRefunds(orderId, refund, { source: 'operator', actor });
    return { refund, payment };
  }

  /** Asks PayPal about this order's pending refunds (its refund webhook came) and follows it. */
  async followOrder(orderId: string): Promise<void> {
    for (const refund of await this.deps.refunds.pendingOf(orderId)) {
      await this.followPending(refund, 'webhook');
    }
  }

  /**
   * The reconciler's pass over the pending refunds whose check is due; it stops asking once
   * `stopping` is aborted (the refunds not reached are due again when their lease runs out).
   */
  async followDue(stopping?: AbortSignal): Promise<{ checked: number; failed: number }> {
    const report = { checked: 0, failed: 0 };
    const due = await this.deps.refunds.claimDuePending({ limit: 20, leaseS: 30 * 60 });
    for (const refund of due) {
      if (stopping?.aborted) break;
      report.checked += 1;
      try {
        await this.followPending(refund, 'reconciler');
      } catch (error) {
        report.failed += 1;
        this.deps.log.warn({ err: error, orderId: refund.orderId }, 'refund left pending');
      }
    }
    return report;
  }

  /** A refund PayPal answered PENDING, brought to what PayPal says of it now. */
  private async followPending(refund: StoredRefund, source: 'webhook' | 'reconciler') {
    if (!refund.paypalId) return;
    const now = await this.deps.gateway.getRefund(refund.paypalId);
    if (now.state === 'pending') return;
    const settled = await this.deps.refunds.settle(refund.requestId, {
      status: now.state,
      paypalId: now.id,
    });
    if (now.state === 'failed') {
      // Its amount is free again (the reservation counts requested, pending and completed ones).
      await this.deps.refunds.logEvent(refund.orderId, {
        source,
        kind: 'refund-refused',
        details: { refundId: now.id, amountCents: refund.amountCents },
      });
      return;
    }
    await this.followRefunds(refund.orderId, settled, { source, actor: null });
  }

  /**
   * A refund PayPal says it made of this payment (a subscription's sale: PAYMENT.SALE.REFUNDED):
   * PayPal is asked about it (an event is news, not truth), it is recorded once by PayPal's id,
   * and the payment follows. Null when the payment is not the shop's.
   */
  async followProviderRefund(orderId: string, refundId: string): Promise<StoredRefund | null> {
    const now = await this.deps.gateway.getRefund(refundId);
    const refund = await this.deps.refunds.recordProviderRefund({
      orderId,
      paypalId: now.id,
      amountCents: now.amountCents,
      status: now.state,
    });
    if (refund?.status === 'completed') {
      await this.followRefunds(orderId, refund, { source: 'webhook', actor: null });
    }
    return refund;
  }

  /**
   * What is left of each payment (an order's, or a subscription's) that no refund has taken yet,
   * in cents: the console's "can still be refunded", before the payment's status is looked at.
   */
  unrefundedCents(paymentIds: string[]): Promise<Map<string, number>> {
    return this.deps.refunds.unrefundedCents(paymentIds);
  }

  /**
   * The amount of the refund PayPal knows by `paypalId`, in cents (a subscriber's refund email
   * tells it); null if no refund is.
   */
  amountOfProviderRefund(paypalId: string): Promise<number | null> {
    return this.deps.refunds.amountOfProviderRefund(paypalId);
  }

  /** An order's refunds, oldest first, whatever became of them. */
  refundsOf(orderId: string): Promise<StoredRefund[]> {
    return this.deps.refunds.forOrder(orderId);
  }

  /**
   * The refunds of these payments (a subscription's, for the console's audit), newest first, by
   * operator (uid, or email in any case) and instants, at most `limit`; each with its time to the
   * microsecond (`exactAt`), so the caller can merge them with its own list in the same order.
   */
  refundsOfPayments(filter: RefundsOfPayments): Promise<(StoredRefund & { exactAt: string })[]> {
    if (filter.paymentIds.length === 0) return Promise.resolve([]);
    return this.deps.refunds.ofPayments(filter);
  }

  private async askPayPal(
    refund: StoredRefund,
    captureId: string,
    actor: Actor,
  ): Promise<StoredRefund> {
    try {
      const answer = await this.deps.gateway.refundCapture({
        requestId: `refund-${refund.requestId}`,
        captureId,
        amountCents: refund.amountCents,
        note: refund.reason,
      });
      return await this.deps.refunds.settle(refund.requestId, {
        status: answer.state,
        paypalId: answer.id,
      });
    } catch (error) {
      if (error instanceof GatewayRefusal) {
        await this.deps.refunds.settle(refund.requestId, { status: 'failed', paypalId: null });
        await this.deps.refunds.logEvent(refund.orderId, {
          source: 'operator',
          kind: 'refund-refused',
          details: { issue: error.issue, amountCents: refund.amountCents },
          actor,
        });
        throw new ApiError(422, 'REFUND_REFUSED', `PayPal refused the refund: ${error.message}`, {
          issue: error.issue,
        });
      }
      if (error instanceof GatewayUnavailable) {
        this.deps.log.error({ err: error, orderId: refund.orderId }, 'refund: PayPal unavailable');
        throw new ApiError(
          502,
          'PAYPAL_UNAVAILABLE',
          'PayPal is not answering: the refund may or may not have been made. Try again: it will not be made twice.',
        );
      }
      throw error;
    }
  }

  /** The payment's status and refunded amount, from the refunds PayPal has completed. */
  private async followRefunds(
    orderId: string,
    refund: StoredRefund,
    { source, actor }: { source: EventSource; actor: Actor | null },
  ): Promise<Payment> {
    const payment = await this.deps.refunds.payment(orderId);
    if (!payment) throw new Error(`refunded order ${orderId} has no payment`);
    const refundedCents = await this.deps.refunds.refundedCents(orderId);
    if (refundedCents === 0) return payment;
    const status = statusAfterRefunds(payment.totalCents, refundedCents);
    const updated = await this.deps.refunds.updatePaymentStatus(
      orderId,
      { status, refundedCents },
      {
        source,
        kind: statusEvent(status),
        details: {
          amountCents: refund.amountCents,
          reason: refund.reason,
          refundId: refund.paypalId,
        },
        actor,
      },
    );
    if (updated) return updated;
    // Unchanged: PayPal's notice of this refund got there first (or a retry found it done), so
    // the payment as it stands now is the answer; the operator's request is in the history anyway.
    return (await this.deps.refunds.payment(orderId)) ?? payment;
  }
}
