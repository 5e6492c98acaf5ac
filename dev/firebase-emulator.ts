import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { DEMO_FIREBASE_PROJECT_ID } from '#server/platform/config';
import { AUTH_EMULATOR_SPAN, DEFAULT_PORTS, localPorts } from './ports';
import { stopProcess } from './processes';

/**
 * The Firebase Auth Emulator (firebase-tools), started and stopped by `npm start`, `npm run dev`
 * and the browser tests whenever no real Firebase project is configured. It runs Node only (no
 * Java), listens on 127.0.0.1 and touches no real service: the project id starts with `demo-`.
 *
 * Besides the auth port it binds a hub and a logging port; both are derived from the auth port
 * (port + 1, port + 2) so several emulators can run side by side on one machine.
 */

const HOST = '127.0.0.1';
export const FIREBASE_CLI = path.resolve(
  'node_modules',
  'firebase-tools',
  'lib',
  'bin',
  'firebase.js',
);
/** Run before the CLI in the emulator's process: its API's validators compile on first use. */
export const EMULATOR_PRELOAD = path.resolve('dev', 'firebase-emulator-preload.cjs');

export interface AuthEmulatorOptions {
  port?: number;
  projectId?: string;
  /** Keeps the accounts across restarts (imported at start, exported on a clean stop). */
  persistDir?: string;
  /** Cold start takes under 2 s on two idle cores, 10 s or more on a busy one. */
  timeoutMs?: number;
}

export interface RunningAuthEmulator {
  /** `127.0.0.1:9099`, the form FIREBASE_AUTH_EMULATOR_HOST takes. */
  host: string;
  url: string;
  port: number;
  projectId: string;
  /** The emulator's process. */
  pid: number | undefined;
  stop(): Promise<void>;
}

/** `127.0.0.1:9099`: where the emulator on `port` is, as FIREBASE_AUTH_EMULATOR_HOST says it. */
export const emulatorHost = (port: number) => `${HOST}:${port}`;

/** No VITE_FIREBASE_API_KEY means no real project: the site talks to the emulator. */
export function isFirebaseConfigured(env: NodeJS.ProcessEnv = process.env): boolean {
  return Boolean(env.VITE_FIREBASE_API_KEY);
}

/** The emulator's firebase.json: auth only, no UI, every port it binds pinned. */
export function emulatorConfig(port: number) {
  return {
    emulators: {
      auth: { host: HOST, port },
      hub: { host: HOST, port: port + 1 },
      logging: { host: HOST, port: port + 2 },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
}

function isPortTaken(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: HOST, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function isReady(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/`, { signal: AbortSignal.timeout(1_000) });
    const body = (await response.json()) as { authEmulator?: { ready?: boolean } };
    return body.authEmulator?.ready === true;
  } catch {
    return false;
  }
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts the emulator and resolves once it answers ready; rejects with a clear message if not. */
export async function startAuthEmulator({
  port = DEFAULT_PORTS.authEmulator,
  projectId = DEMO_FIREBASE_PROJECT_ID,
  persistDir,
  timeoutMs = 180_000,
}: AuthEmulatorOptions = {}): Promise<RunningAuthEmulator> {
  if (!existsSync(FIREBASE_CLI)) {
    throw new Error(`Firebase Auth Emulator: ${FIREBASE_CLI} is missing; run "npm ci".`);
  }
  // Regenerated on every start, in a folder per port: parallel emulators never share one.
  const configDir = path.join(os.tmpdir(), `ely-auth-emulator-${port}`);
  mkdirSync(configDir, { recursive: true });
  const ownerFile = path.join(configDir, 'owner.json');
  await stopOrphan(ownerFile);

  for (let candidate = port; candidate < port + AUTH_EMULATOR_SPAN; candidate += 1) {
    if (await isPortTaken(candidate)) {
      throw new Error(
        `Firebase Auth Emulator: port ${candidate} is already in use (the emulator needs ${port}, ${port + 1} and ${port + 2}). ` +
          'Stop whatever holds it (an emulator left running?) or set FIREBASE_AUTH_EMULATOR_PORT to another port.',
      );
    }
  }

  const configFile = path.join(configDir, 'firebase.json');
  writeFileSync(configFile, `${JSON.stringify(emulatorConfig(port), null, 2)}\n`);

  const args = [
    '--require',
    EMULATOR_PRELOAD,
    FIREBASE_CLI,
    'emulators:start',
    '--only',
    'auth',
    '--project',
    projectId,
    '--config',
    configFile,
  ];
  if (persistDir) {
    // Absolute: the emulator runs in its own folder, where a relative path would land instead
    // (it did: every account was exported to a temporary folder and never imported again).
    const keepIn = path.resolve(persistDir);
    mkdirSync(keepIn, { recursive: true });
    if (existsSync(path.join(keepIn, 'firebase-export-metadata.json'))) {
      args.push('--import', keepIn);
    }
    args.push('--export-on-exit', keepIn);
  }

  // CI=1 skips the message-of-the-day fetch and the update check: no outbound call at all.
  const child = spawn(process.execPath, args, {
    cwd: configDir,
    // TMPDIR: the hub writes a per-project locator file there; a private one keeps parallel
    // emulators of the same project from seeing (and warning about) each other.
    env: { ...process.env, CI: '1', FORCE_COLOR: '0', TMPDIR: configDir },
    stdio: ['ignore', 'pipe', 'pipe'],
    // A process group of its own: only its owner signals it, once (see dev/processes.ts).
    detached: true,
  });
  // Who runs it: should that process be killed outright, the next start stops the orphan.
  writeFileSync(ownerFile, JSON.stringify({ emulatorPid: child.pid, ownerPid: process.pid }));
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);

  const url = `http://${HOST}:${port}`;
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  let exitCode: number | null | undefined;
  void exited.then((code) => {
    exitCode = code;
  });

  const deadline = Date.now() + timeoutMs;
  while (!(await isReady(url))) {
    if (exitCode !== undefined) {
      throw new Error(
        `Firebase Auth Emulator exited (code ${exitCode}) before it was ready:\n${output.trim()}`,
      );
    }
    if (Date.now() > deadline) {
      await stopProcess(child, 'SIGINT');
      throw new Error(
        `Firebase Auth Emulator was not ready on ${url} after ${timeoutMs / 1000} s:\n${output.trim()}`,
      );
    }
    await delay(150);
  }

  return {
    host: emulatorHost(port),
    url,
    port,
    projectId,
    pid: child.pid,
    // One SIGINT stops it cleanly (and exports the accounts when persisting).
    stop: () => stopProcess(child, 'SIGINT'),
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Each emulator runs in a process group of its own (so a terminal's Ctrl-C reaches only its
 * owner, which stops it once); an owner killed outright (SIGKILL) leaves it running. The owner
 * file in its folder says whose it was: an emulator whose owner is gone is stopped here.
 */
async function stopOrphan(ownerFile: string): Promise<void> {
  let owner: { emulatorPid?: unknown; ownerPid?: unknown };
  try {
    owner = JSON.parse(readFileSync(ownerFile, 'utf8')) as typeof owner;
  } catch {
    return;
  }
  const { emulatorPid, ownerPid } = owner;
  if (typeof emulatorPid !== 'number' || typeof ownerPid !== 'number') return;
  if (isAlive(ownerPid) || !isAlive(emulatorPid)) return;
  process.kill(emulatorPid, 'SIGKILL');
  const deadline = Date.now() + 10_000;
  while (isAlive(emulatorPid) && Date.now() < deadline) await delay(50);
}

/** `tsx dev/firebase-emulator.ts`: run the emulator alone until Ctrl-C. */
if (import.meta.url === `file://${process.argv[1]}`) {
  const emulator = await startAuthEmulator({ port: localPorts().authEmulator });
  console.log(
    `Firebase Auth Emulator ready on ${emulator.url} (project ${emulator.projectId}); Ctrl-C stops it.`,
  );
  const stop = () => void emulator.stop().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

/**
 * An Auth Emulator for one test file, on a port of its own: below Linux's ephemeral range (32768
 * and up, where the OS hands out the ports other tests' connections use) and away from the ones
 * `npm start` and the browser tests use; a port someone took meanwhile is tried again elsewhere.
 */
export async function startTestAuthEmulator(): Promise<RunningAuthEmulator> {
  for (let attempt = 1; ; attempt += 1) {
    const port = 20_000 + Math.floor(Math.random() * 4_000) * 3;
    try {
      return await startAuthEmulator({ port });
    } catch (error) {
      if (attempt >= 3 || !/port taken|not open/i.test(String(error))) throw error;
    }
  }
}
