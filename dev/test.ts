import { type ChildProcess, spawn } from 'node:child_process';
import { constants, setPriority } from 'node:os';
import { setTimeout as delay } from 'node:timers/promises';
import { TEST_SERVER_RUNNING, testServer } from '#tests/e2e/test-server';

/**
 * `npm test`: the type check, the lint, the unit suite and the browser suite, the run stopping at
 * the first that fails. The first three run one after the other; the browser suite runs beside the
 * unit suite, which leaves part of the two cores idle while its tests wait on their processes, as
 * the browser suite does while its pages wait on the server. Two things the browser suite needs
 * are made ready in the background, rather than by Playwright's web server before its first test:
 *
 * - its test build (`dev/build.ts --test`), started first in a process of its own at the lowest
 *   priority: the type check and the lint leave part of the machine idle, and the build takes
 *   only that;
 * - once that is made, its test server (`dev/start.ts --test`: the Auth Emulator, MailDev, the
 *   server on a copy of the unit suite's migrated database), which the browser suite then finds
 *   answering and uses, and which is stopped when the browser suite ends.
 *
 * Their output and the browser suite's are held and shown once the unit suite has passed, so they
 * never cut into its output; what follows goes straight through. A build already up to date costs
 * a check. (docs/performance.md, "npm test".)
 */

export interface Command {
  command: string;
  args: string[];
  /** Set for this command on top of the environment. */
  env?: NodeJS.ProcessEnv;
}

export interface BackgroundServer extends Command {
  /** Resolves once the server answers; rejects when it will not (`gone` aborts if it ended). */
  ready(gone: AbortSignal): Promise<void>;
  /** Set for the last step when the server answers by then: it tells the step to use it. */
  readyEnv: NodeJS.ProcessEnv;
}

export interface TestRun {
  /** Started first, in the background; awaited before the last step. */
  build: Command;
  /**
   * Started once the build has succeeded, in the background at normal priority; awaited before
   * the last step starts, which then runs with its `readyEnv`; stopped once the last step has
   * ended.
   */
  server?: BackgroundServer;
  /**
   * Run one after the other, but the last, which needs the build (and the server), runs beside the
   * one before it, in the background, its output held until that one has passed.
   */
  steps: Command[];
  /** Where the held output goes (the terminal, by default). */
  write?: (text: Buffer) => void;
  /** How long a background process has to end once asked, before it is killed. */
  graceMs?: number;
}

interface Started {
  child: ChildProcess;
  /** A background process's output, held until passed on (a step's goes to the terminal). */
  output: Held;
  /** Its exit code once its output has ended (1 for a signal or no start). */
  exited: Promise<number>;
  /** In a process group of its own (stopped as a group). */
  grouped: boolean;
}

/**
 * Runs a test run and resolves with its exit code: the first failing step's (or the build's),
 * once what was still running has been stopped, or 0.
 */
export async function runTests(
  { build, server, steps, write = (text) => process.stdout.write(text), graceMs = 15_000 }: TestRun,
  stopping: AbortSignal = new AbortController().signal,
): Promise<number> {
  const running = new Set<Started>();
  // The build and the server run in process groups of their own where there are groups, so that
  // stopping one stops what it runs (`react-router build` and `vite build`; the server's
  // stand-ins) too. A step shares the terminal's, whose Ctrl-C reaches it and its children.
  const start = (
    { command, args, env }: Command,
    background: boolean,
    more?: NodeJS.ProcessEnv,
  ) => {
    const grouped = background && process.platform !== 'win32';
    const child = spawn(command, args, {
      stdio: background ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      detached: grouped,
      env: env || more ? { ...process.env, ...env, ...more } : process.env,
    });
    const exited = new Promise<number>((resolve) => {
      child.once('error', () => resolve(1));
      child.once('close', (code) => resolve(code ?? 1));
    });
    const started = { child, exited, grouped, output: held(child) };
    running.add(started);
    void exited.then(() => running.delete(started));
    return started;
  };
  const signal = ({ child, grouped }: Started, name: NodeJS.Signals) => {
    if (!grouped || child.pid === undefined) return void child.kill(name);
    try {
      process.kill(-child.pid, name);
    } catch {
      // The group has ended already.
    }
  };
  const stop = async (started: Started) => {
    signal(started, 'SIGTERM');
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), graceMs);
    });
    if ((await Promise.race([started.exited, late])) === 'late') signal(started, 'SIGKILL');
    clearTimeout(timer);
    await started.exited;
  };
  let finished = false;
  const stopAll = () => {
    finished = true;
    return Promise.all([...running].map(stop));
  };
  stopping.addEventListener('abort', () => void stopAll(), { once: true });

  const builder = start(build, true);
  // At normal priority it took the cores from the type check and the unit suite as much as it
  // filled their idle time; at the lowest it waits for the idle time (its own children inherit
  // the priority).
  if (builder.child.pid !== undefined) {
    try {
      setPriority(builder.child.pid, constants.priority.PRIORITY_LOW);
    } catch {
      // A system that refuses it builds at normal priority: slower, never wrong.
    }
  }
  // The server starts at normal priority: it serves the whole browser suite, and a process
  // cannot be given its priority back once lowered (not without privileges).
  const serving = builder.exited.then((code) =>
    code === 0 && server && !finished && !stopping.aborted ? start(server, true) : undefined,
  );

  // The last step needs the build and the server. It starts once both are ready and every step
  // before the one before it has passed, in the background with its output held, so that it runs
  // beside that step (the browser suite beside the unit suite): each leaves part of the two cores
  // idle, waiting on its processes, and the other fills it. Its output is shown once that step has
  // passed; it is stopped if that step fails.
  const lastIndex = steps.length - 1;
  const lastStep = steps.at(-1);
  // What the last step became: started, or the exit code that kept it from starting (the build's,
  // or 1 when the run was stopped first).
  const startLast = async (): Promise<Started | number> => {
    const code = await builder.exited;
    if (code !== 0) return code;
    let more: NodeJS.ProcessEnv | undefined;
    const started = await serving;
    if (server && started) {
      const gone = new AbortController();
      void started.exited.then(() => gone.abort());
      const up = await server.ready(gone.signal).then(
        () => true,
        () => false,
      );
      // A server that did not come up is stopped and left to the step, which starts its own as
      // it would alone (and says why that fails, if it does).
      if (up) more = server.readyEnv;
      else await stop(started);
    }
    if (finished || stopping.aborted || !lastStep) return 1;
    return start(lastStep, true, more);
  };
  let last: Promise<Started | number> | undefined;
  for (const [index, step] of steps.slice(0, lastIndex).entries()) {
    if (index === lastIndex - 1) last = startLast();
    const code = await start(step, false).exited;
    if (code !== 0 || stopping.aborted) {
      await stopAll();
      await last;
      return code || 1;
    }
  }
  const lastRun = await (last ?? startLast());
  builder.output.passOn(write);
  if (typeof lastRun === 'number') {
    if (!stopping.aborted) write(Buffer.from(`The test build failed (exit code ${lastRun}).\n`));
    await stopAll();
    return lastRun;
  }
  (await serving)?.output.passOn(write);
  lastRun.output.passOn(write);
  const code = await lastRun.exited;
  await stopAll();
  return stopping.aborted ? code || 1 : code;
}

interface Held {
  /** Writes what was kept through `write`, and from then on what follows. */
  passOn(write: (text: Buffer) => void): void;
}

/** Keeps a child's output (when piped) until `passOn` writes it. */
function held(child: ChildProcess): Held {
  const chunks: Buffer[] = [];
  let sink: ((text: Buffer) => void) | undefined;
  const take = (chunk: Buffer) => (sink ? sink(chunk) : chunks.push(chunk));
  child.stdout?.on('data', take);
  child.stderr?.on('data', take);
  return {
    passOn(write: (text: Buffer) => void) {
      write(Buffer.concat(chunks.splice(0)));
      sink = write;
    },
  };
}

/**
 * Resolves once `url` answers 2xx, asking every 100 ms as Playwright's web server does (the server
 * gives no other sign); rejects when `gone` aborts or after `timeoutMs`.
 */
export async function answering(url: string, gone: AbortSignal, timeoutMs = 240_000) {
  const signal = AbortSignal.any([gone, AbortSignal.timeout(timeoutMs)]);
  for (;;) {
    try {
      const response = await fetch(url, { signal });
      await response.body?.cancel();
      if (response.ok) return;
    } catch (error) {
      if (signal.aborted) throw error;
      // Not listening yet.
    }
    await delay(100, undefined, { signal });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // The npm that runs this script, run by this Node (`npm` alone is no file on Windows).
  const npm = (script: string): Command => {
    const cli = process.env.npm_execpath;
    return cli
      ? { command: process.execPath, args: [cli, 'run', script] }
      : { command: 'npm', args: ['run', script] };
  };
  // A terminal's Ctrl-C reaches the steps' processes themselves (they share its process group)
  // and stops the build's and the server's groups through this. A SIGTERM sent to this process
  // alone stops those groups and the step's npm; npm does not pass it on to what the step runs (a
  // `tsc` then finishes on its own), as it did not when `npm test` chained the steps with `&&`.
  const stopping = new AbortController();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => stopping.abort());
  }
  const server = testServer();
  process.exitCode = await runTests(
    {
      build: { command: process.execPath, args: ['--import', 'tsx', 'dev/build.ts', '--test'] },
      server: {
        command: process.execPath,
        args: server.args,
        env: server.env,
        ready: (gone) => answering(server.healthUrl, gone),
        readyEnv: { [TEST_SERVER_RUNNING]: '1' },
      },
      steps: [
        ...['typecheck', 'lint', 'test:unit'].map(npm),
        // Its output goes through a pipe (held, above): the colours a terminal would show it are
        // asked for.
        { ...npm('test:e2e'), env: process.stdout.isTTY ? { FORCE_COLOR: '1' } : undefined },
      ],
    },
    stopping.signal,
  );
}
