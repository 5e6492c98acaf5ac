import type { Order } from '#domain/order/order';
import type {
  CaptureOrderRequest,
  CaptureOrderResponse,
  CreateOrderRequest,
  CreateOrderResponse,
} from '#domain/payments-api';
import { type CaptureCaller, captureOrder } from './capture-order';
import { ABANDON_AFTER_S, type PaymentsContext, type PaymentsServiceDeps } from './context';
import { createOrder, releaseStaleHolds } from './create-order';
import { syncOrder } from './follow-paypal';
import { OutboxReplay } from './outbox-replay';
import type { PaymentsStore } from './store';

/**
 * Where money moves, as the routes, the webhooks and the reconciler call it. Each step is a
 * workflow of its own, read top to bottom: create-order.ts (price, check, hold the units, create
 * at PayPal, store), capture-order.ts (capture once, whoever asks), follow-paypal.ts (`syncOrder`:
 * finish an order from what PayPal says, for the webhooks and the reconciler), record-payment.ts
 * (the payment's record, kept even when the database is away) and outbox-replay.ts. This class
 * only holds their shared dependencies (context.ts) and hands them over.
 */
export class PaymentsService {
  private readonly deps: PaymentsContext;

  constructor(deps: PaymentsServiceDeps) {
    this.deps = {
      store: deps.store,
      gateway: deps.gateway,
      outbox: deps.outbox,
      replay: new OutboxReplay(deps),
      log: deps.log,
      now: deps.now ?? (() => new Date()),
      abandonAfterS: deps.abandonAfterS ?? ABANDON_AFTER_S,
      stock: deps.stock,
    };
  }

  get store(): PaymentsStore {
    return this.deps.store;
  }

  /** The replay started after the latest successful write, if any (tests await it). */
  get lastReplay(): Promise<unknown> {
    return this.deps.replay.last;
  }

  createOrder(
    input: CreateOrderRequest,
    buyer: { uid: string | null; email: string | null },
  ): Promise<CreateOrderResponse> {
    return createOrder(this.deps, input, buyer);
  }

  captureOrder(
    orderId: string,
    input: CaptureOrderRequest,
    caller: CaptureCaller,
  ): Promise<CaptureOrderResponse> {
    return captureOrder(this.deps, orderId, input, caller);
  }

  /** Finishes an order from what PayPal says (follow-paypal.ts). */
  syncOrder(order: Order, source: 'webhook' | 'reconciler'): Promise<void> {
    return syncOrder(this.deps, order, source);
  }

  /** Writes the outbox's records into the database; called at start and after each write. */
  replayOutbox(): Promise<{ written: number; left: number; rejected: number }> {
    return this.deps.replay.replay();
  }

  /** The reconciler's pass: units held by create-order requests that died before storing. */
  releaseStaleHolds(): Promise<number> {
    return releaseStaleHolds(this.deps);
  }
}
