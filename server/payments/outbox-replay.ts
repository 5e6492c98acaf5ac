import type { FastifyBaseLogger } from 'fastify';
import type { PaymentOutbox } from './outbox';
import type { PaymentsStore } from './store';

/**
 * Brings the outbox's records (payments captured while the database was away) into the
 * database: at start, and after each payment record the database takes, as long as the outbox
 * may hold any.
 */
export class OutboxReplay {
  /** The replay started after the latest successful write, if any (tests await it). */
  last: Promise<unknown> = Promise.resolve();
  /**
   * Until the first replay (at start) the outbox file may hold records from an earlier run;
   * afterwards only this process's appends can put any there, so writes skip the file check.
   */
  private mayHoldRecords = true;

  constructor(
    private readonly deps: {
      store: PaymentsStore;
      outbox: PaymentOutbox;
      log: FastifyBaseLogger;
    },
  ) {}

  /** The database took a record: it may take the outbox's too. */
  afterWrite(): void {
    if (!this.mayHoldRecords) return;
    this.last = this.replay().catch((error) => {
      this.deps.log.error({ err: error }, 'payment outbox replay failed');
    });
  }

  /** A record went to the outbox instead of the database. */
  appended(): void {
    this.mayHoldRecords = true;
  }

  /** Writes the outbox's records into the database. */
  async replay(): Promise<{ written: number; left: number; rejected: number }> {
    const { store, outbox, log } = this.deps;
    const result = await outbox.replay(
      async (record) => {
        await store.savePayment(record, {
          source: 'capture-route',
          kind: 'recorded-from-outbox',
          details: { status: record.status },
        });
      },
      (record, error) =>
        log.error(
          { err: error, orderId: record.orderId, file: outbox.rejectedFile },
          'the database refuses this payment record: set aside; the reconciler records the order from PayPal',
        ),
    );
    if (result.left === 0) this.mayHoldRecords = false;
    if (result.written > 0 || result.left > 0 || result.rejected > 0) {
      log.info(result, 'payment outbox replayed');
    }
    return result;
  }
}
