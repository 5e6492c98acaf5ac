import type { FastifyBaseLogger } from 'fastify';
import type { OrderState } from '#domain/order/lifecycle';
import type { PaymentGateway } from './gateway';
import type { PaymentOutbox } from './outbox';
import type { OutboxReplay } from './outbox-replay';
import type { PaymentsStore } from './store';

/**
 * What the payments workflows (create-order.ts, capture-order.ts, follow-paypal.ts,
 * record-payment.ts) share: the store, the provider, the outbox, the log and the clock, in one
 * object that the service (service.ts) makes once and hands to each.
 */

/** What the service is built with (server/payments/plugin.ts). */
export interface PaymentsServiceDeps {
  store: PaymentsStore;
  gateway: PaymentGateway;
  outbox: PaymentOutbox;
  log: FastifyBaseLogger;
  now?: () => Date;
  /** An order never approved is abandoned after this long (seconds; default 3 hours). */
  abandonAfterS?: number;
  /** The units on sale (server/stock/): held before PayPal is asked; absent, nothing is limited. */
  stock?: StockHolds | undefined;
}

/** What create-order needs of the stock area (its service). */
export interface StockHolds {
  /** Holds the lines' units, or throws `409 SOLD_OUT`; the hold's id (null: nothing to count). */
  hold(lines: ReadonlyArray<{ id: string; quantity: number }>): Promise<string | null>;
  releaseHold(holdId: string): Promise<void>;
  releaseStaleHolds(): Promise<number>;
}

/** The workflows' dependencies, with the defaults filled in. */
export interface PaymentsContext {
  store: PaymentsStore;
  gateway: PaymentGateway;
  outbox: PaymentOutbox;
  /** Replays the outbox after a record is written. */
  replay: OutboxReplay;
  log: FastifyBaseLogger;
  now: () => Date;
  abandonAfterS: number;
  stock: StockHolds | undefined;
}

/** Who started a step: the payer's browser, PayPal's webhook, or the reconciler. */
export type Source = 'capture-route' | 'webhook' | 'reconciler';

/** PayPal keeps an unapproved order's approval page for 3 hours. */
export const ABANDON_AFTER_S = 3 * 60 * 60;
/** How soon the reconciler looks again at an order it could not finish. */
export const RETRY_CHECK_S = 60;

/** Ends an order that can never be paid (in one of the states `from`), with the reason why. */
export async function expire(
  ctx: PaymentsContext,
  orderId: string,
  source: Source,
  why: string,
  from: readonly OrderState[],
): Promise<void> {
  await ctx.store.moveOrder(
    orderId,
    'expired',
    { source, kind: 'expired', details: { why } },
    { from },
  );
}
