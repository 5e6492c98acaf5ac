import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { inject } from 'vitest';

/** Starting and stopping real processes of the shop in tests that crash it on purpose. */

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/**
 * The API server's entry point as production runs it (build/server-api/main.js), from the bundle
 * the run's global setup built (tests/setup/server-bundle.ts).
 */
export function serverEntry(): string {
  return built(path.join(inject('serverBundle'), 'server-api', 'main.js'));
}

/** The PayPal stand-in's own process (dev/paypal-stand-in/server.ts), bundled the same way. */
export function standInEntry(): string {
  return built(path.join(inject('serverBundle'), 'paypal-stand-in', 'server.js'));
}

function built(entry: string): string {
  if (!existsSync(entry)) {
    throw new Error(
      `${entry} was not built: a run of only some files builds the bundle when one of them is in SPAWNING (tests/setup/server-bundle.ts)`,
    );
  }
  return entry;
}

/** Runs a bundled entry point (serverEntry, standInEntry), `env` over the test's environment. */
export function runBundled(entry: string, env: NodeJS.ProcessEnv): ChildProcess {
  return runNode(['--enable-source-maps', entry], env);
}

/** Runs a TypeScript entry point (tsx) with the test's environment and `env` over it. */
export function runScript(script: string, env: NodeJS.ProcessEnv): ChildProcess {
  return runNode(['--import', 'tsx', script], env);
}

function runNode(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

/** Stops a process (SIGTERM by default, SIGKILL to crash it) and waits until it has exited. */
export async function stopProcess(
  child: ChildProcess | undefined,
  signal: NodeJS.Signals = 'SIGTERM',
): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill(signal);
  await exited;
}

/**
 * The process is gone, or a zombie: it runs no more code and holds no file or socket. (A child
 * whose parent has died is reaped by the system's init at its own pace, and `kill(pid, 0)` still
 * finds a zombie; /proc tells them apart where there is one.)
 */
export function runsNoMore(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return true;
  }
  try {
    return /\) Z /.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}
