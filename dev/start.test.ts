import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * `npm start` without a Firebase project runs the Auth Emulator, whose tokens the server takes
 * unsigned. Where that would be dangerous it refuses at once, naming why, before it builds or
 * starts anything.
 */

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'ely-start-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

interface Outcome {
  code: number | null;
  stderr: string;
  /** It went on (a refusal prints to stderr only): it was stopped instead of refusing. */
  wentOn: boolean;
}

/** Runs dev/start.ts as `npm start` does; resolves once it exits, or stops it should it go on. */
async function npmStart(env: Record<string, string>): Promise<Outcome & { dataDir: string }> {
  const dataDir = await mkdtemp(path.join(root, 'data-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'dev/start.ts'], {
    env: {
      PATH: process.env.PATH ?? '',
      DATA_DIR: dataDir,
      // Nowhere a real build is, nor the ports another run holds.
      ELY_BUILD_DIR: path.join(dataDir, 'build'),
      PORT: '3994',
      FIREBASE_AUTH_EMULATOR_PORT: '23994',
      MAILDEV_SMTP_PORT: '3995',
      MAILDEV_WEB_PORT: '3996',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: should it go on, the build it runs stops with it.
    detached: true,
  });
  let stderr = '';
  let wentOn = false;
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  child.stdout.once('data', () => {
    wentOn = true;
    if (child.pid) process.kill(-child.pid, 'SIGKILL');
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, stderr, wentOn, dataDir };
}

// Each start loads the TypeScript sources: seconds, more on a machine busy with other work.
const patiently = 120_000;

describe('npm start with the Auth Emulator refuses', () => {
  it(
    'a HOST beyond this machine',
    async () => {
      const outcome = await npmStart({ HOST: '0.0.0.0' });
      expect(outcome).toMatchObject({ code: 1, wentOn: false });
      expect(outcome.stderr).toContain('HOST: 0.0.0.0 is not a loopback address');
      expect(outcome.stderr).toContain('FIREBASE_AUTH_EMULATOR_HOST is set');
      // Before building or starting the emulator (which keeps its accounts in DATA_DIR).
      expect(existsSync(path.join(outcome.dataDir, 'build'))).toBe(false);
      expect(existsSync(path.join(outcome.dataDir, 'auth-emulator'))).toBe(false);
    },
    patiently,
  );

  it(
    'live PayPal',
    async () => {
      const outcome = await npmStart({
        PAYPAL_MODE: 'live',
        PAYPAL_CLIENT_ID: 'live-client-id',
        PAYPAL_CLIENT_SECRET: 'live-client-secret',
      });
      expect(outcome).toMatchObject({ code: 1, wentOn: false });
      expect(outcome.stderr).toContain('PAYPAL_MODE: live with FIREBASE_AUTH_EMULATOR_HOST set');
    },
    patiently,
  );
});
