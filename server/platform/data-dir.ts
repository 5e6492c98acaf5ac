import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { lockDirectory } from './database';

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

/**
 * Keeps DATA_DIR to this process while it runs (on PostgreSQL; on PGlite the embedded database's
 * own lock already does). Several API processes share one PostgreSQL, never one DATA_DIR: the
 * payment outbox there is one process's file, and a second process replaying it while the first
 * appends would lose the record appended in between. The lock is a socket inside the folder,
 * released however the process ends (see lockDirectory).
 */
export async function holdDataDir(dir: string): Promise<void> {
  await lockDirectory(
    path.join(dir, 'server'),
    () =>
      new DataDirError(
        `DATA_DIR ${dir} is in use by another server process. Processes share one PostgreSQL (DATABASE_URL), never one DATA_DIR: give each its own (the payment outbox there is one process's).`,
      ),
  );
}
