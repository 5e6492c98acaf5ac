import type { FastifyBaseLogger } from 'fastify';
import type { PaymentsService } from './service';
import type { PaymentsStore } from './store';

/**
 * Finishes every order the shop created, whatever happened to the payer's browser or to this
 * process: at start, and every RECONCILE_INTERVAL_S, it takes the open orders whose check is due
 * and asks PayPal about each (`PaymentsService.syncOrder`), then lets each area that follows
 * something at PayPal on its own ask about what is due (the refunds PayPal left PENDING, the
 * subscriptions it may still bill). The database hands each order and each refund to one
 * reconciler at a time (a lease), so any number of processes can run one.
 */

/**
 * An area's own pass at PayPal, run on every reconciler pass: how many it asked, how many failed.
 * Once `stopping` is aborted (the process is shutting down) it asks about nothing more: what it
 * has not reached stays due for the next pass, here or in another process.
 */
export interface DueFollower {
  followDue(stopping?: AbortSignal): Promise<ReconcileReport>;
}

export interface ReconcilerOptions {
  intervalS: number;
  /** Orders taken per query. */
  batch?: number;
  /** How long a taken order is left to this reconciler before another may take it. */
  leaseS?: number;
  /** Orders handled per run at most, so one run cannot hold the process for long. */
  maxPerRun?: number;
}

export interface ReconcileReport {
  checked: number;
  failed: number;
}

export class Reconciler {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<ReconcileReport> | null = null;
  private readonly followers: DueFollower[] = [];
  /** Aborted by `stop`: a pass under way then finishes the order in hand and asks about no more. */
  private readonly stopping = new AbortController();

  constructor(
    private readonly deps: {
      service: PaymentsService;
      store: PaymentsStore;
      log: FastifyBaseLogger;
    },
    private readonly options: ReconcilerOptions,
  ) {}

  /** An area's pass at PayPal, run after the orders' on every pass (refunds, subscriptions). */
  follow(follower: DueFollower): void {
    this.followers.push(follower);
  }

  /**
   * Runs once now, then on the interval. At start every order caught mid-capture is due at once:
   * the process that was capturing it is gone (a crash) or done.
   */
  start(): Promise<ReconcileReport> {
    const first = this.deps.store.makeCapturesDue().then(
      () => this.runOnce(),
      (error: unknown) => {
        this.deps.log.error({ err: error }, 'reconciler: could not read the open orders');
        return this.runOnce();
      },
    );
    if (this.options.intervalS > 0) {
      this.timer = setInterval(() => void this.runOnce(), this.options.intervalS * 1000);
      this.timer.unref();
    }
    return first;
  }

  /**
   * No new run starts, and a run under way stops after the order (or refund, or subscription) in
   * hand; resolves once it has. A pass can hold hundreds of orders, each up to three calls to PayPal:
   * waiting for all of them held a shutdown for as long as PayPal took to answer them, and when
   * PayPal could not be reached (the stand-in mounted in this server stops listening first), for
   * longer than `npm start` waits before it kills the server. What is left stays due: its lease runs
   * out and the next pass, here or in another process, takes it.
   */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.stopping.abort();
    await this.running?.catch(() => {});
  }

  /** One pass over the due orders. A pass already under way is joined, not doubled. */
  runOnce(): Promise<ReconcileReport> {
    if (this.stopping.signal.aborted) return Promise.resolve({ checked: 0, failed: 0 });
    this.running ??= this.pass().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async pass(): Promise<ReconcileReport> {
    const { batch = 20, leaseS = 120, maxPerRun = 500 } = this.options;
    const report: ReconcileReport = { checked: 0, failed: 0 };
    const stopping = this.stopping.signal;
    try {
      while (report.checked < maxPerRun && !stopping.aborted) {
        const orders = await this.deps.store.claimDueOrders({ limit: batch, leaseS });
        if (orders.length === 0) break;
        for (const order of orders) {
          if (stopping.aborted) break;
          report.checked += 1;
          try {
            await this.deps.service.syncOrder(order, 'reconciler');
          } catch (error) {
            report.failed += 1;
            this.deps.log.warn({ err: error, orderId: order.id }, 'reconciler: order left open');
          }
        }
      }
      const released = await this.deps.service.releaseStaleHolds();
      if (released > 0)
        this.deps.log.warn({ released }, 'reconciler: released unclaimed stock holds');
      for (const follower of this.followers) {
        if (stopping.aborted) break;
        const followed = await follower.followDue(stopping);
        report.checked += followed.checked;
        report.failed += followed.failed;
      }
    } catch (error) {
      this.deps.log.error({ err: error }, 'reconciler: pass failed');
    }
    if (report.checked > 0) this.deps.log.info(report, 'reconciler: pass done');
    return report;
  }
}
