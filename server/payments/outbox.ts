import { open, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { PaymentRecord } from '../../domain/payment-record';

/**
 * Payment records that could not be written to the database after PayPal captured the money.
 * Each is appended to a JSON-lines file under DATA_DIR and fsynced before the visitor is told
 * the payment succeeded, then replayed into the database at the next start and after the next
 * successful write. Writing a record twice is harmless: the database keeps one per order.
 */
export class PaymentOutbox {
  readonly file: string;
  /** Serialises appends and replays within this process. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(dataDir: string) {
    this.file = path.join(dataDir, 'payments-outbox.jsonl');
  }

  append(record: PaymentRecord): Promise<void> {
    return this.serialise(async () => {
      await writeDurably(this.file, `${JSON.stringify(record)}\n`, 'a');
    });
  }

  /** Records waiting for the database (a torn last line, from a crash mid-append, is skipped). */
  async pending(): Promise<PaymentRecord[]> {
    let text: string;
    try {
      text = await readFile(this.file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    const records: PaymentRecord[] = [];
    for (const line of text.split('\n')) {
      if (line.trim() === '') continue;
      try {
        records.push(JSON.parse(line) as PaymentRecord);
      } catch {
        // A partial line is the only thing a crash can leave; whole lines were fsynced.
      }
    }
    return records;
  }

  /**
   * Writes every pending record with `save`; those that still fail stay in the outbox.
   * Returns how many were written and how many remain.
   */
  replay(
    save: (record: PaymentRecord) => Promise<void>,
  ): Promise<{ written: number; left: number }> {
    return this.serialise(async () => {
      const records = await this.pending();
      if (records.length === 0) return { written: 0, left: 0 };
      const left: PaymentRecord[] = [];
      for (const record of records) {
        try {
          await save(record);
        } catch {
          left.push(record);
        }
      }
      if (left.length === 0) {
        await rm(this.file, { force: true });
      } else {
        // Replace the file atomically: a crash leaves either the old or the new list, never half.
        const next = `${this.file}.next`;
        await writeDurably(next, left.map((record) => `${JSON.stringify(record)}\n`).join(''), 'w');
        await rename(next, this.file);
      }
      return { written: records.length - left.length, left: left.length };
    });
  }

  private serialise<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(work, work);
    this.queue = run.catch(() => {});
    return run;
  }
}

async function writeDurably(file: string, text: string, flags: 'a' | 'w'): Promise<void> {
  const handle = await open(file, flags, 0o600);
  try {
    await handle.writeFile(text, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
  // Make the file's own entry in its directory durable as well.
  const directory = await open(path.dirname(file), 'r');
  try {
    await directory.sync();
  } finally {
    await directory.close();
  }
}
