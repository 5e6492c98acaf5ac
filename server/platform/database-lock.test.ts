import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runsNoMore } from '#tests/support/processes';
import { copyMigratedPglite } from '#tests/support/test-database';
import { openDatabase } from './database';

/**
 * The embedded database's lock: one process at a time, and a process that died (kill -9, even one
 * left a zombie by a parent that never reaps it) leaves nothing that stops the next one.
 */

const HOLDER = path.resolve('tests/support/hold-database.ts');
let root: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'ely-lock-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/**
 * A folder holding a migrated database, copied from the run's template: the holders open an
 * existing database rather than create one (initdb and every migration, seconds each time), which
 * is not what these tests are about.
 */
async function migratedFolder(name: string): Promise<string> {
  const dir = path.join(root, name);
  await copyMigratedPglite(dir);
  return dir;
}

/** Starts a process holding the database open; resolves with its pid once it is ready. */
async function holder(
  command: string,
  args: string[],
): Promise<{ child: ChildProcess; pid: number }> {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  for await (const line of createInterface({ input: child.stdout as NodeJS.ReadableStream })) {
    const match = /^ready (\d+)$/.exec(line);
    if (match?.[1]) return { child, pid: Number(match[1]) };
  }
  throw new Error('the holder exited before it was ready');
}

const holderArgs = (dir: string) => ['--import', 'tsx', HOLDER, dir];

describe('the embedded database lock', () => {
  it('refuses a second process while the first holds the database', async () => {
    const dir = await migratedFolder('live');
    const { child } = await holder(process.execPath, holderArgs(dir));
    try {
      await expect(openDatabase({ pgliteDir: dir })).rejects.toThrow(/in use by another process/);
    } finally {
      child.kill('SIGKILL');
      await once(child, 'exit');
    }
  }, 120_000);

  it('opens at once after the holder is killed with SIGKILL, its data intact', async () => {
    const dir = await migratedFolder('killed');
    const { child } = await holder(process.execPath, holderArgs(dir));
    child.kill('SIGKILL');
    await once(child, 'exit');
    // Opened the moment the holder is gone, as a supervisor restarting it at once would.
    const database = await openDatabase({ pgliteDir: dir });
    try {
      const { rows } = await database.query<{ note: string }>('SELECT note FROM held');
      expect(rows).toEqual([{ note: 'written before the kill' }]);
    } finally {
      await database.close();
    }
  }, 120_000);

  it.runIf(process.platform === 'linux')(
    'opens after a kill -9 whose process is still a zombie (its parent never reaps it)',
    async () => {
      const dir = await migratedFolder('zombie');
      // The holder's parent becomes `sleep`, which never waits for it: killed, it stays a zombie
      // with its pid, which a pid-file lock would take for a live holder.
      const script = `"${process.execPath}" --import tsx "${HOLDER}" "${dir}" & exec sleep 600`;
      const { child: parent, pid } = await holder('sh', ['-c', script]);
      try {
        process.kill(pid, 'SIGKILL');
        await waitUntil(() => runsNoMore(pid));
        const database = await openDatabase({ pgliteDir: dir });
        const { rows } = await database.query('SELECT note FROM held');
        expect(rows).toHaveLength(1);
        await database.close();
      } finally {
        parent.kill('SIGKILL');
        await once(parent, 'exit');
      }
    },
    120_000,
  );
});

async function waitUntil(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve));
}
