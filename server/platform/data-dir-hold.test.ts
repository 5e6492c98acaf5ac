import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataDirError, holdDataDir } from './data-dir';

/**
 * Several API processes share one PostgreSQL, never one DATA_DIR (its payment outbox is one
 * process's file): a second server on a DATA_DIR already held is refused with a message that
 * says what to do, and a server on its own DATA_DIR is not.
 */

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'ely-hold-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('holding DATA_DIR', () => {
  it('refuses a second holder of the same DATA_DIR, and lets another DATA_DIR be', async () => {
    const shared = path.join(root, 'shared');
    await holdDataDir(shared);
    const second = holdDataDir(shared);
    await expect(second).rejects.toBeInstanceOf(DataDirError);
    await expect(second).rejects.toThrow(
      /in use by another server process.*never one DATA_DIR: give each its own/,
    );
    await expect(holdDataDir(path.join(root, 'own'))).resolves.toBeUndefined();
  });
});
