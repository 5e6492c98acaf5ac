import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { build } from './build';
import {
  authEmulatorPort,
  isFirebaseConfigured,
  type RunningAuthEmulator,
  startAuthEmulator,
} from './firebase-emulator';

/**
 * `npm start`: builds when the build is missing or stale, starts the local stand-ins the
 * configuration calls for, then runs the production server until it is told to stop.
 * `--test` serves the test build (used by the browser tests).
 */

const test = process.argv.includes('--test');

const children: ChildProcess[] = [];
let emulator: RunningAuthEmulator | null = null;

let stopping = false;
function stop(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    if (child.exitCode === null) child.kill(signal);
  }
  // Before the server exists (still building or waiting for the emulator): just the emulator.
  if (children.length === 0) void emulator?.stop().then(() => process.exit(130));
}
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));

// No real Firebase project: the Auth Emulator plays it. Its cold start (10 s or more) overlaps
// the build; the server starts only once it is ready, so nothing ever talks to a missing one.
const emulatorStart = isFirebaseConfigured()
  ? null
  : startAuthEmulator({
      port: authEmulatorPort(),
      // `npm start` keeps its accounts across restarts; the tests start from none.
      persistDir: test ? undefined : path.join(process.env.DATA_DIR || 'data', 'auth-emulator'),
    });
emulatorStart?.catch(() => {}); // reported below, after the build

let buildDir: string;
try {
  buildDir = await build({ test });
  if (emulatorStart) {
    const started = Date.now();
    emulator = await emulatorStart.catch((error: unknown) => {
      throw new Error(
        `Could not start the Firebase Auth Emulator: ${error instanceof Error ? error.message : String(error)}`,
      );
    });
    console.log(
      `Firebase Auth Emulator ready on ${emulator.url} (+${Date.now() - started} ms after the build)`,
    );
  }
} catch (error) {
  await emulatorStart?.then((running) => running.stop()).catch(() => {});
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
if (stopping) {
  await emulator?.stop();
  process.exit(130);
}

const server = spawn(
  process.execPath,
  ['--enable-source-maps', path.join(buildDir, 'server-api', 'main.js')],
  {
    stdio: 'inherit',
    env: {
      ...process.env,
      STATIC_DIR: path.join(buildDir, 'client'),
      ...(emulator
        ? { FIREBASE_AUTH_EMULATOR_HOST: emulator.host, FIREBASE_PROJECT_ID: emulator.projectId }
        : {}),
    },
  },
);
children.push(server);

server.on('exit', (code, signal) => {
  stop('SIGTERM');
  process.exitCode = code ?? (signal ? 0 : 1);
  void emulator?.stop();
});
