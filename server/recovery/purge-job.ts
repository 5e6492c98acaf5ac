import type { FastifyBaseLogger } from 'fastify';
import type { RecoveryService } from './service';

/**
 * Deletes the abandoned checkouts older than 30 days (RecoveryService.purge): once when the server
 * starts (server/main.ts), then every `intervalS` (ABANDONED_PURGE_INTERVAL_S, 6 hours by default).
 * Each run is noted in `abandoned_purges` (the console shows the last) and logged with its count.
 * Any number of processes may run it: a run deletes what the previous one left, nothing twice.
 */
export class AbandonedPurgeJob {
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly recovery: Pick<RecoveryService, 'purge'>,
    private readonly options: {
      intervalS: number;
      log: FastifyBaseLogger;
      /** The clock (tests move it): a checkout is purged 30 days after this says it began. */
      now?: () => Date;
    },
  ) {}

  /** One run: how many abandoned checkouts it deleted (logged). */
  async runOnce(): Promise<number> {
    const purged = await this.recovery.purge((this.options.now ?? (() => new Date()))());
    this.options.log.info({ purged }, 'abandoned checkouts older than 30 days purged');
    return purged;
  }

  start(): void {
    if (this.timer || this.stopped) return;
    const tick = async () => {
      try {
        await this.runOnce();
      } catch (error) {
        this.options.log.error({ err: error }, 'abandoned checkouts purge failed');
      }
      if (this.stopped) return;
      this.timer = setTimeout(() => void tick(), this.options.intervalS * 1_000);
      this.timer.unref();
    };
    void tick();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }
}
