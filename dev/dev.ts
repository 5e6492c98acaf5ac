import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import {
  authEmulatorPort,
  isFirebaseConfigured,
  type RunningAuthEmulator,
  startAuthEmulator,
} from './firebase-emulator';

/**
 * `npm run dev`: the Vite dev server with hot reload (it proxies /api and /__paypal, see
 * vite.config.ts), the API beside it on API_PORT (reloaded by `tsx watch`, site left to Vite),
 * and the Firebase Auth Emulator when no real Firebase project is configured. Ctrl-C stops all.
 */

const apiPort = process.env.API_PORT || '3001';
const bin = (name: string) => path.join('node_modules', '.bin', name);
const children: ChildProcess[] = [];
let emulator: RunningAuthEmulator | null = null;
let stopping = false;

async function stop(exitCode: number) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  }
  await Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) resolve(null);
          else child.once('exit', resolve);
        }),
    ),
  );
  await emulator?.stop();
  process.exit(exitCode);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

function run(name: string, command: string, args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${name} stopped (${signal ?? `exit code ${code}`}); stopping the others.`);
    void stop(code || 1);
  });
  children.push(child);
}

if (!isFirebaseConfigured()) {
  try {
    emulator = await startAuthEmulator({
      port: authEmulatorPort(),
      persistDir: path.join(process.env.DATA_DIR || 'data', 'auth-emulator'),
    });
    console.log(`Firebase Auth Emulator ready on ${emulator.url}`);
  } catch (error) {
    console.error(
      `Could not start the Firebase Auth Emulator: ${error instanceof Error ? error.message : error}`,
    );
    process.exit(1);
  }
}
if (stopping) await stop(130);

run('The API', bin('tsx'), ['watch', '--clear-screen=false', 'server/main.ts'], {
  NODE_ENV: 'development',
  HOST: '127.0.0.1',
  PORT: apiPort,
  SERVE_SITE: '0',
  ...(emulator
    ? { FIREBASE_AUTH_EMULATOR_HOST: emulator.host, FIREBASE_PROJECT_ID: emulator.projectId }
    : {}),
});
run('The Vite dev server', bin('react-router'), ['dev'], { API_PORT: apiPort });
