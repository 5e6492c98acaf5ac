import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { build } from './build';

/**
 * `npm start`: builds when the build is missing or stale, starts the local stand-ins the
 * configuration calls for, then runs the production server until it is told to stop.
 * `--test` serves the test build (used by the browser tests).
 */

const test = process.argv.includes('--test');
const buildDir = await build({ test });

const children: ChildProcess[] = [];

const server = spawn(
  process.execPath,
  ['--enable-source-maps', path.join(buildDir, 'server-api', 'main.js')],
  {
    stdio: 'inherit',
    env: { ...process.env, STATIC_DIR: path.join(buildDir, 'client') },
  },
);
children.push(server);

let stopping = false;
function stop(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    if (child.exitCode === null) child.kill(signal);
  }
}
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));

server.on('exit', (code, signal) => {
  stop('SIGTERM');
  process.exitCode = code ?? (signal ? 0 : 1);
});
