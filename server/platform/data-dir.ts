import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * DATA_DIR holds what must survive a crash even when the database is away (the payment outbox,
 * and the embedded database itself). It is made at start if missing, and written to once: a
 * server that could not keep a payment record there must not start at all, rather than find out
 * when a capture has already taken the money.
 */
export class DataDirError extends Error {
  override name = 'DataDirError';
}

export function prepareDataDir(dir: string): void {
  const probe = path.join(dir, `.write-check-${process.pid}-${randomBytes(4).toString('hex')}`);
  try {
    mkdirSync(dir, { recursive: true });
    writeFileSync(probe, 'ok');
    rmSync(probe, { force: true });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new DataDirError(
      `DATA_DIR ${dir} cannot be written (${reason}). Payment records wait there when the database is away: point DATA_DIR at a folder this process can create and write.`,
    );
  }
}
