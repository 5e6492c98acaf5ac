import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isFirebaseConfigured } from '#dev/firebase-emulator';

/**
 * Starting and stopping the real server for the benchmark. Every process is started in its own
 * process group, so stopping it also stops what it started (the server under `npm start`, the
 * Firebase Auth Emulator), and nothing is left running on the machine.
 */

export const BENCH_HOST = '127.0.0.1';

export interface BenchServerOptions {
  port: number;
  buildDir: string;
  /** The command that starts it: `npm start` (what a person runs) or the server bundle alone. */
  command: 'npm-start' | 'server-only';
  /** Extra environment (DATA_DIR, ports of the stand-ins …). */
  env?: NodeJS.ProcessEnv;
  /** Keep the server's output (for start-up timing it only costs time). */
  quiet?: boolean;
}

export interface RunningServer {
  baseUrl: string;
  child: ChildProcess;
  /** Recent output, for error messages. */
  output(): string;
  stop(): Promise<void>;
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A fresh, empty data folder: each run starts from the same state (no earlier payments). */
export function freshDataDir(label: string): string {
  return mkdtempSync(path.join(os.tmpdir(), `ely-bench-${label}-`));
}

/** The environment every bench server gets: its port, loopback only, quiet logs. */
export function serverEnv({ port, buildDir, command, env }: BenchServerOptions): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: BENCH_HOST,
    LOG_LEVEL: 'warn',
    ELY_BUILD_DIR: buildDir,
    STATIC_DIR: path.join(buildDir, 'client'),
    // The stand-ins bind next to the server's port, never the default ports another run may hold.
    FIREBASE_AUTH_EMULATOR_PORT: String(port + 1),
    // The emulator takes port + 1 to + 3; MailDev (the order emails) the next two.
    MAILDEV_SMTP_PORT: String(port + 4),
    MAILDEV_WEB_PORT: String(port + 5),
    // Payments against the PayPal stand-in, mounted on the server (`npm start` chooses it too),
    // which a production server takes only when told so (`npm start` tells it too).
    PAYPAL_MODE: 'stand-in',
    ALLOW_PAYPAL_STAND_IN: '1',
    // A build without a Firebase project signs in with `npm start`'s Auth Emulator, and a
    // production server alone must say where one is. None runs there: nobody signs in here.
    ...(command === 'server-only' && !isFirebaseConfigured()
      ? {
          FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${port + 1}`,
          FIREBASE_PROJECT_ID: 'demo-synthamour',
          ALLOW_AUTH_EMULATOR: '1',
        }
      : {}),
    ...env,
  };
}

export function startServer(options: BenchServerOptions): RunningServer {
  const [command, args] =
    options.command === 'npm-start'
      ? ['npm', ['start', '--silent']]
      : [
          process.execPath,
          ['--enable-source-maps', path.join(options.buildDir, 'server-api', 'main.js')],
        ];
  const child = spawn(command, args, {
    env: serverEnv(options),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8_000);
    if (!options.quiet) process.stderr.write(chunk);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);

  return {
    baseUrl: `http://${BENCH_HOST}:${options.port}`,
    child,
    output: () => output,
    stop: () => stopGroup(child),
  };
}

/**
 * SIGTERM to the whole group (a clean stop exports emulator data), then waits until every process
 * of the group has exited, not only its leader: npm exits before `dev/start.ts` has stopped what it
 * started (the Auth Emulator, in a group of its own, is stopped last), and killing the group then
 * left that emulator running into the next run. SIGKILL if the group hangs.
 */
async function stopGroup(child: ChildProcess): Promise<void> {
  if (child.pid === undefined) return;
  const group = -child.pid;
  const signalGroup = (signal: NodeJS.Signals | 0) => {
    try {
      process.kill(group, signal);
      return true;
    } catch {
      return false; // The group is gone.
    }
  };
  signalGroup('SIGTERM');
  const deadline = performance.now() + 15_000;
  while (signalGroup(0) && performance.now() < deadline) await delay(50);
  signalGroup('SIGKILL');
}

/** Resolves with the time (ms, from `since`) when GET /api/health first answers 200. */
export async function waitForHealth(
  server: RunningServer,
  { since = performance.now(), timeoutMs = 180_000, intervalMs = 25 } = {},
): Promise<number> {
  const deadline = since + timeoutMs;
  while (performance.now() < deadline) {
    if (server.child.exitCode !== null) {
      throw new Error(
        `the server exited (code ${server.child.exitCode}) before it was healthy:\n${server.output()}`,
      );
    }
    try {
      const response = await fetch(`${server.baseUrl}/api/health`, {
        signal: AbortSignal.timeout(1_000),
      });
      if (response.ok) return performance.now() - since;
    } catch {
      // Not listening yet.
    }
    await delay(intervalMs);
  }
  throw new Error(`no healthy /api/health after ${timeoutMs / 1000} s:\n${server.output()}`);
}

/** Fails fast when something already answers on the port (a bench left running, say). */
export async function assertPortFree(port: number): Promise<void> {
  try {
    await fetch(`http://${BENCH_HOST}:${port}/`, { signal: AbortSignal.timeout(1_000) });
  } catch {
    return;
  }
  throw new Error(`port ${port} is already in use; stop what runs there or set BENCH_PORT`);
}
