import { open, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { parseAmount } from '#domain/money';
import type { Payment } from '#domain/order/payment';

/**
 * Payment records that could not be written to the database after PayPal captured the money.
 * Each is appended to a JSON-lines file under DATA_DIR and fsynced before the visitor is told
 * the payment succeeded, then replayed into the database at the next start and after the next
 * successful write. Writing a record twice is harmless: the database keeps one per order.
 * A record the database refuses for what it is (not for being unreachable) would fail forever:
 * it is moved aside to `payments-outbox.rejected.jsonl` with the reason, logged once, and the
 * reconciler writes the order's record from PayPal's own answer instead.
 */
export class PaymentOutbox {
  readonly file: string;
  readonly rejectedFile: string;
  /** Serialises appends and replays within this process. */
  private queue: Promise<unknown> = Promise.resolve();
  /** Orders this process has put in the outbox and not yet seen written. */
  private readonly held = new Set<string>();

  constructor(dataDir: string) {
    this.file = path.join(dataDir, 'payments-outbox.jsonl');
    this.rejectedFile = path.join(dataDir, 'payments-outbox.rejected.jsonl');
  }

  /** Keeps a record; a second record of an order already kept (a webhook's, say) is not added. */
  append(record: Payment): Promise<void> {
    return this.serialise(async () => {
      if (this.held.has(record.orderId)) return;
      await writeDurably(this.file, `${JSON.stringify(record)}\n`, 'a');
      this.held.add(record.orderId);
    });
  }

  /**
   * Keeps a record the database refuses for what it holds in the rejected file, with the reason:
   * durable on disk, never replayed (it would fail the same way), for an operator to look at.
   */
  setAside(record: Payment, reason: string): Promise<void> {
    return this.serialise(() => writeDurably(this.rejectedFile, rejectedLine(record, reason), 'a'));
  }

  /** Records waiting for the database (a torn last line, from a crash mid-append, is skipped). */
  async pending(): Promise<Payment[]> {
    let text: string;
    try {
      text = await readFile(this.file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    const records: Payment[] = [];
    for (const line of text.split('\n')) {
      if (line.trim() === '') continue;
      try {
        records.push(fromLine(JSON.parse(line) as Payment | LegacyRecord));
      } catch {
        // A partial line is the only thing a crash can leave; whole lines were fsynced.
      }
    }
    return records;
  }

  /**
   * Writes every pending record with `save`; those that fail for a passing reason stay in the
   * outbox, those the database refuses outright go to the rejected file. Returns the counts.
   */
  replay(
    save: (record: Payment) => Promise<void>,
    onRejected: (record: Payment, error: unknown) => void = () => {},
  ): Promise<{ written: number; left: number; rejected: number }> {
    return this.serialise(async () => {
      const records = await this.pending();
      if (records.length === 0) return { written: 0, left: 0, rejected: 0 };
      const left: Payment[] = [];
      const rejected: string[] = [];
      for (const record of records) {
        try {
          await save(record);
        } catch (error) {
          if (isTransient(error)) {
            left.push(record);
          } else {
            rejected.push(rejectedLine(record, describe(error)));
            onRejected(record, error);
          }
        }
      }
      // Set aside first: a crash in between leaves a record in both files, never in neither.
      if (rejected.length > 0) await writeDurably(this.rejectedFile, rejected.join(''), 'a');
      this.held.clear();
      for (const record of left) this.held.add(record.orderId);
      if (left.length === 0) {
        await rm(this.file, { force: true });
      } else {
        // Replace the file atomically: a crash leaves either the old or the new list, never half.
        const next = `${this.file}.next`;
        await writeDurably(next, left.map((record) => `${JSON.stringify(record)}\n`).join(''), 'w');
        await rename(next, this.file);
      }
      return {
        written: records.length - left.length - rejected.length,
        left: left.length,
        rejected: rejected.length,
      };
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

/**
 * Worth another try later: the database unreachable, restarting, out of resources, busy (a lock
 * or statement timeout), or an error without a SQL state (a dropped connection). Anything else
 * (a value it refuses, a broken constraint) will fail the same way every time.
 */
export function isTransient(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) return true;
  return /^(08|53|57|58|40)/.test(code) || code === '55P03';
}

function rejectedLine(record: Payment, reason: string): string {
  return `${JSON.stringify({ rejectedAt: new Date().toISOString(), reason, record })}\n`;
}

function describe(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : String(error);
  return typeof code === 'string' ? `${code}: ${message}` : message;
}

/** A line written before amounts were cents: the specification's record, in decimal dollars. */
interface LegacyRecord {
  orderId: string;
  total: string;
  refunded: string;
  items: { id: string; title: string; quantity: number; unitPrice: string }[];
  codigo: string | null;
  fechaRegistro: string;
}

/** A line of the outbox as a payment, whichever version of the shop wrote it. */
function fromLine(line: Payment | LegacyRecord): Payment {
  if (!('total' in line)) return line;
  const { total, refunded, items, codigo, fechaRegistro, ...rest } = line;
  return {
    ...(rest as unknown as Omit<Payment, 'totalCents' | 'refundedCents' | 'items'>),
    totalCents: parseAmount(total) ?? 0,
    refundedCents: parseAmount(refunded) ?? 0,
    items: items.map(({ unitPrice, ...item }) => ({
      ...(item as Omit<Payment['items'][number], 'unitPriceCents'>),
      unitPriceCents: parseAmount(unitPrice) ?? 0,
    })),
    subscriptionCode: codigo,
    recordedAt: fechaRegistro,
  };
}
