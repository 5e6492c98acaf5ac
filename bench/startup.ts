import { readdirSync, readFileSync } from 'node:fs';
import { build } from '#dev/build';
import { median, round, table } from './lib/report';
import {
  BENCH_HOST,
  freshDataDir,
  type RunningServer,
  startServer,
  waitForHealth,
} from './lib/server';

/**
 * Start-up time: from running the command to the first 200 from GET /api/health, median of
 * `runs`. Measured twice: `npm start` as a person runs it (npm, tsx, the up-to-date build check,
 * whatever stand-ins it starts, then the server), and the server bundle alone (`node
 * build/server-api/main.js`), which is what a production host runs. When `npm start` also runs
 * the Firebase Auth Emulator, the time until the emulator answers ready is reported too.
 */

export interface StartupSeries {
  command: string;
  runsMs: number[];
  medianMs: number;
  /** npm start only: when the Auth Emulator it started answered ready (null: none started). */
  emulatorReadyMs?: (number | null)[];
  emulatorReadyMedianMs?: number | null;
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Command lines of the processes in the server's process group (Linux /proc). */
function groupCommandLines(groupId: number): string[] {
  const lines: string[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command name: state ppid pgrp …
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== groupId) continue;
      lines.push(readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' '));
    } catch {
      // The process ended while we looked.
    }
  }
  return lines;
}

async function emulatorReady(port: number): Promise<boolean> {
  try {
    const response = await fetch(`http://${BENCH_HOST}:${port}/`, {
      signal: AbortSignal.timeout(1_000),
    });
    const body = (await response.json()) as { authEmulator?: { ready?: boolean } };
    return body.authEmulator?.ready === true;
  } catch {
    return false;
  }
}

/**
 * Watches for the Auth Emulator from the moment the command starts (npm start waits for it
 * before it starts the server, so it is ready first). `result()` gives the time from `since`
 * when it answered ready, or null when the command started no emulator.
 */
function watchEmulator(server: RunningServer, port: number, since: number) {
  let readyAt: number | undefined;
  let stopped = false;
  const polling = (async () => {
    while (!stopped && readyAt === undefined) {
      if (await emulatorReady(port)) readyAt = performance.now() - since;
      else await delay(50);
    }
  })();
  const finish = async () => {
    stopped = true;
    await polling;
  };
  return {
    async result(): Promise<number | null> {
      const started = groupCommandLines(server.child.pid ?? -1).some((line) =>
        line.includes('emulators:start'),
      );
      if (!started && readyAt === undefined) {
        await finish();
        return null;
      }
      const deadline = performance.now() + 120_000;
      while (readyAt === undefined && performance.now() < deadline) await delay(50);
      await finish();
      if (readyAt === undefined) {
        throw new Error(
          `npm start ran the Auth Emulator but it was not ready on :${port} in 120 s`,
        );
      }
      return readyAt;
    },
    finish,
  };
}

async function series(
  command: 'npm-start' | 'server-only',
  { port, buildDir, runs, log }: StartupOptions,
): Promise<StartupSeries> {
  const dataDir = freshDataDir(`startup-${command}`);
  const runsMs: number[] = [];
  const emulatorMs: (number | null)[] = [];
  let attempts = 0;
  while (runsMs.length < runs) {
    const run = runsMs.length + 1;
    attempts += 1;
    if (attempts > runs * 3) throw new Error('the build kept going stale; start-up not measured');
    // "Already built": the sources change under a shared tree, so bring the build up to date
    // first (untimed), and throw away a run in which npm start rebuilt anyway.
    await build({ test: false });
    const since = performance.now();
    const server = startServer({
      port,
      buildDir,
      command,
      quiet: true,
      env: { DATA_DIR: dataDir },
    });
    const emulatorWatch = command === 'npm-start' ? watchEmulator(server, port + 1, since) : null;
    try {
      const healthyMs = await waitForHealth(server, { since });
      if (command === 'npm-start' && !server.output().includes('is up to date')) {
        log(`  ${command}: the build went stale during the run; measuring again`);
        continue;
      }
      runsMs.push(round(healthyMs));
      if (emulatorWatch) {
        const emulator = await emulatorWatch.result();
        emulatorMs.push(emulator === null ? null : round(emulator));
      }
      log(
        `  ${command} run ${run}/${runs}: healthy in ${round(healthyMs)} ms${
          emulatorMs.at(-1) ? `, Auth Emulator ready in ${emulatorMs.at(-1)} ms` : ''
        }`,
      );
    } finally {
      await emulatorWatch?.finish();
      await server.stop();
    }
  }
  const emulatorTimes = emulatorMs.filter((ms): ms is number => ms !== null);
  return {
    command: command === 'npm-start' ? 'npm start' : `node ${buildDir}/server-api/main.js`,
    runsMs,
    medianMs: round(median(runsMs)),
    ...(command === 'npm-start'
      ? {
          emulatorReadyMs: emulatorMs,
          emulatorReadyMedianMs: emulatorTimes.length ? round(median(emulatorTimes)) : null,
        }
      : {}),
  };
}

interface StartupOptions {
  port: number;
  buildDir: string;
  runs: number;
  log: (line: string) => void;
}

export async function runStartupBench(options: StartupOptions): Promise<StartupSeries[]> {
  return [await series('npm-start', options), await series('server-only', options)];
}

export function startupTable(results: readonly StartupSeries[]): string {
  return table(
    ['command', 'median ms', 'runs ms', 'Auth Emulator ready (median ms)'],
    results.map((result) => [
      result.command,
      String(result.medianMs),
      result.runsMs.join(', '),
      result.emulatorReadyMedianMs === undefined
        ? ''
        : result.emulatorReadyMedianMs === null
          ? 'not started'
          : String(result.emulatorReadyMedianMs),
    ]),
  );
}
