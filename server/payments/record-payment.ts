import type { Order } from '#domain/order/order';
import { type Payment, type PaymentStatus, statusEvent } from '#domain/order/payment';
import { type PaymentsContext, RETRY_CHECK_S, type Source } from './context';
import type { CaptureState, ProviderOrder } from './gateway';
import { isTransient } from './outbox';
import { REVIEW_RECHECK_S } from './store';

/**
 * The shop's record of a payment, made and kept in line with PayPal's captured order, whoever
 * brings the news (the capture route, a webhook, the reconciler). The record is kept even when
 * the database is away at that moment (the outbox), and set aside for an operator when the
 * database refuses it for what it holds.
 */

/** How soon the reconciler looks again at an order whose record the database refused (a fix must ship first). */
const ATTENTION_RECHECK_S = 6 * 60 * 60;

export const PAYMENT_STATUS_FOR: Record<CaptureState, PaymentStatus> = {
  completed: 'COMPLETED',
  pending: 'PENDING',
  declined: 'DENIED',
  'partially-refunded': 'PARTIALLY_REFUNDED',
  refunded: 'REFUNDED',
};

/**
 * Brings the shop's record in line with a captured order at PayPal: writes the record when
 * there is none, or follows its status (review ended, denied, refunded). Returns the record,
 * or null when PayPal denied a payment never recorded (no money was taken).
 */
export async function recordProviderOrder(
  ctx: PaymentsContext,
  order: Order,
  provider: ProviderOrder,
  source: Source,
  /** The order's record, when the caller has just read it (null: none). */
  known?: Payment | null,
): Promise<Payment | null> {
  const capture = provider.capture;
  if (!capture) {
    ctx.log.error({ orderId: order.id }, 'PayPal says completed but shows no capture');
    await ctx.store.scheduleCheck(order.id, RETRY_CHECK_S);
    return null;
  }
  const status = PAYMENT_STATUS_FOR[capture.state];
  const refundedCents = capture.refundedCents;
  const existing = known === undefined ? await ctx.store.findPayment(order.id) : known;
  if (existing) return followStatus(ctx, existing, status, refundedCents, source);
  if (status === 'DENIED') {
    await ctx.store.moveOrder(
      order.id,
      'denied',
      {
        source,
        kind: 'denied',
      },
      { from: ['created', 'approved', 'capturing'] },
    );
    return null;
  }

  if (capture.amountCents !== null && capture.amountCents !== order.totalCents) {
    ctx.log.error(
      { orderId: order.id, captured: capture.amountCents, expected: order.totalCents },
      'PayPal captured an amount that differs from the order',
    );
  }
  const kept = await keep(
    ctx,
    {
      orderId: order.id,
      totalCents: order.totalCents,
      items: order.items,
      type: order.type,
      payer: provider.payer,
      status,
      address: order.shipsGoods ? order.address : null,
      subscriptionCode: order.type === 'subscription' ? order.subscriptionCode : null,
      recordedAt: ctx.now().toISOString(),
      uid: order.uid,
      captureId: capture.id,
      refundedCents,
    },
    source,
  );
  // Another writer (a webhook, another process) recorded it first: follow PayPal from there.
  return kept.inserted
    ? kept.payment
    : followStatus(ctx, kept.payment, status, refundedCents, source);
}

/** A payment brought to PayPal's status and refunded amount (one event when they change). */
async function followStatus(
  ctx: PaymentsContext,
  existing: Payment,
  status: PaymentStatus,
  refundedCents: number,
  source: Source,
): Promise<Payment> {
  if (existing.status === status && existing.refundedCents === refundedCents) {
    // Still under review: look again later (the webhook usually comes first).
    if (status === 'PENDING') {
      await ctx.store.scheduleCheck(existing.orderId, REVIEW_RECHECK_S);
    }
    return existing;
  }
  const updated = await ctx.store.updatePaymentStatus(
    existing.orderId,
    { status, refundedCents },
    {
      source,
      kind: statusEvent(status),
      details: { from: existing.status, refundedCents },
    },
  );
  // Unchanged means someone else (a webhook, the reconciler) wrote this very status first.
  return updated ?? { ...existing, status, refundedCents };
}

/**
 * Saves the record; when the database fails, the outbox keeps it and the visitor is not told.
 * `inserted` is false when a record of the order was already there.
 */
async function keep(
  ctx: PaymentsContext,
  record: Payment,
  source: Source,
): Promise<{ payment: Payment; inserted: boolean }> {
  try {
    const saved = await ctx.store.savePayment(record, {
      source,
      kind: record.status === 'PENDING' ? 'pending' : 'captured',
    });
    ctx.replay.afterWrite();
    return saved;
  } catch (error) {
    if (!isTransient(error)) return setAside(ctx, record, source, error);
    ctx.log.error(
      { err: error, orderId: record.orderId },
      'payment captured but its record could not be saved: kept in the outbox',
    );
    try {
      await ctx.outbox.append(record);
      ctx.replay.appended();
    } catch (outboxError) {
      // Last resort: the log line itself carries the whole record.
      ctx.log.fatal(
        { err: outboxError, orderId: record.orderId, record },
        'payment record lost by the database and the outbox: re-enter it from this line',
      );
    }
    return { payment: record, inserted: true };
  }
}

/**
 * The database refuses the record for what it holds (not for being away): writing it again
 * would fail the same way, forever. The record is kept aside on disk, the order is marked for
 * an operator (the console lists it under "Needs attention") and the failure is counted: the
 * payer's browser is still told the truth (they paid), the reconciler reports a failure and
 * looks again only much later.
 */
async function setAside(
  ctx: PaymentsContext,
  record: Payment,
  source: Source,
  error: unknown,
): Promise<{ payment: Payment; inserted: boolean }> {
  const reason = describeRefusal(error);
  ctx.log.error(
    { err: error, orderId: record.orderId, alert: 'payment-record-refused' },
    'payment captured but the database refuses its record: the order needs attention',
  );
  try {
    await ctx.outbox.setAside(record, reason);
  } catch (outboxError) {
    ctx.log.fatal(
      { err: outboxError, orderId: record.orderId, record },
      'payment record refused by the database and not kept on disk: re-enter it from this line',
    );
  }
  await ctx.store
    .flagForAttention(record.orderId, reason, ATTENTION_RECHECK_S, {
      source,
      kind: 'needs-attention',
      details: { reason },
    })
    .catch((flagError: unknown) =>
      ctx.log.error(
        { err: flagError, orderId: record.orderId },
        'could not mark the order for attention',
      ),
    );
  if (source === 'capture-route') return { payment: record, inserted: true };
  throw new RecordRefused(record.orderId, reason);
}

/** A payment record the database refused for what it holds; the order needs an operator. */
export class RecordRefused extends Error {
  override name = 'RecordRefused';
  constructor(
    readonly orderId: string,
    readonly reason: string,
  ) {
    super(`the database refuses the payment record of ${orderId}: ${reason}`);
  }
}

function describeRefusal(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : String(error);
  return (typeof code === 'string' ? `${code}: ${message}` : message).slice(0, 500);
}
