import type { Order } from '#domain/order/order';
import { ApiError } from '../platform/api-error';
import { finishCapture } from './capture-order';
import { expire, type PaymentsContext, RETRY_CHECK_S, type Source } from './context';
import { GatewayRefusal, type ProviderOrder } from './gateway';
import { recordProviderOrder } from './record-payment';
import { FIRST_CHECK_S } from './store';

/**
 * Following PayPal (`syncOrder`, run by the webhooks and the reconciler): asks PayPal what became
 * of an order and finishes the job: captures an order the payer approved and left, writes the
 * record of a capture nobody recorded (a crash, a lost answer), follows a payment under review to
 * its end, refunds included, and expires abandoned orders. Safe to run any number of times, from
 * any process, at the same time as the capture route.
 */

/** The reconciler's later looks at an order the payer has not approved: 5, 15, 30, 60 min. */
const CHECK_BACKOFF_S = [300, 900, 1800, 3600];

export async function syncOrder(
  ctx: PaymentsContext,
  order: Order,
  source: 'webhook' | 'reconciler',
): Promise<void> {
  // 1. PayPal's order; one PayPal no longer knows can never be paid.
  let provider: ProviderOrder;
  try {
    provider = await ctx.gateway.getOrder(order.id);
  } catch (error) {
    if (error instanceof GatewayRefusal && error.reason === 'not-found') {
      await expire(ctx, order.id, source, 'PayPal no longer knows the order', [
        'created',
        'approved',
      ]);
      return;
    }
    await ctx.store.scheduleCheck(order.id, RETRY_CHECK_S);
    throw error;
  }

  // 2. What its state calls for.
  switch (provider.state) {
    case 'voided':
      await expire(ctx, order.id, source, 'PayPal voided the order', [
        'created',
        'approved',
        'capturing',
      ]);
      return;
    case 'created':
      await waitForApproval(ctx, order, source);
      return;
    case 'approved':
      // Approved before a declined capture: that approval is spent, whatever PayPal's status
      // says, until the payer approves again (their browser's capture, or PayPal's webhook).
      if (order.needsApproval) await waitForApproval(ctx, order, source);
      else await captureApproved(ctx, order, source);
      return;
    case 'completed':
      await recordProviderOrder(ctx, order, provider, source);
      return;
  }
}

/** The payer has not approved yet: look again later, or give up after PayPal's window. */
async function waitForApproval(ctx: PaymentsContext, order: Order, source: Source): Promise<void> {
  // After a declined card PayPal wants a new approval: the order waits for it again.
  if (order.state === 'approved' || order.state === 'capturing') {
    await ctx.store.moveOrder(
      order.id,
      'created',
      {
        source,
        kind: 'awaiting-approval',
      },
      { from: ['approved', 'capturing'] },
    );
  }
  const age = (await ctx.store.ageOf(order.id)) ?? 0;
  if (age >= ctx.abandonAfterS) {
    await expire(ctx, order.id, source, 'never approved by the payer', ['created']);
    return;
  }
  const backoff = CHECK_BACKOFF_S[Math.min(order.checks, CHECK_BACKOFF_S.length) - 1];
  await ctx.store.scheduleCheck(order.id, backoff ?? FIRST_CHECK_S);
}

/** The payer approved and the browser did not (yet) capture: the shop captures itself. */
async function captureApproved(ctx: PaymentsContext, order: Order, source: Source): Promise<void> {
  if (order.state === 'created') {
    await ctx.store.moveOrder(
      order.id,
      'approved',
      {
        source,
        kind: 'approved',
      },
      { from: ['created'] },
    );
  }
  if (order.shipsGoods && !order.address) {
    // Only the payer's browser can say where to ship: wait for it, within PayPal's window.
    await waitForApproval(ctx, { ...order, state: 'created' }, source);
    return;
  }
  try {
    await finishCapture(ctx, order, source);
  } catch (error) {
    // A decline or a refusal is already in the order's history; the payer may try again.
    if (!(error instanceof ApiError) || error.statusCode >= 500) throw error;
  }
}
