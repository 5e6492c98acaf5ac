import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverEntry } from '#tests/support/processes';
import { DataDirError, holdDataDir, prepareDataDir } from './data-dir';

/** DATA_DIR is made at start, or the server refuses to start, naming it. */
describe('DATA_DIR at start', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'ely-data-dir-'));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('creates a missing folder, however deep', () => {
    const dir = path.join(root, 'a', 'b', 'data');
    prepareDataDir(dir);
    expect(existsSync(dir)).toBe(true);
  });

  it('refuses a folder that cannot be made, naming DATA_DIR', async () => {
    const file = path.join(root, 'a-file');
    await writeFile(file, 'not a folder');
    expect(() => prepareDataDir(path.join(file, 'data'))).toThrow(DataDirError);
    expect(() => prepareDataDir(path.join(file, 'data'))).toThrow(/DATA_DIR .*a-file\/data/);
  });

  it('keeps the server from starting (exit 1, the reason on stderr)', async () => {
    const file = path.join(root, 'another-file');
    await writeFile(file, 'not a folder');
    const server = spawn(process.execPath, ['--enable-source-maps', serverEntry()], {
      env: {
        ...process.env,
        DATA_DIR: path.join(file, 'data'),
        PAYPAL_MODE: 'stand-in',
        SERVE_SITE: '0',
        PORT: '0',
        DATABASE_URL: '',
        EMBEDDED_DATABASE: 'pglite',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    server.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const [code] = await once(server, 'exit');
    expect(code).toBe(1);
    expect(stderr).toContain('DATA_DIR');
    expect(stderr).toContain('cannot be written');
  }, 60_000);
});

/**
 * Several API processes share one PostgreSQL, never one DATA_DIR (its payment outbox is one
 * process's file): a second server on a DATA_DIR already held is refused with a message that
 * says what to do, and a server on its own DATA_DIR is not.
 */
describe('holding DATA_DIR', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'ely-hold-'));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

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
