import { type ChildProcess, spawn } from 'node:child_process';
import { constants, setPriority } from 'node:os';

/**
 * `npm test`: the type check, the lint, the unit suite and the browser suite, one after the other,
 * the run stopping at the first that fails. The browser suite's test build (`dev/build.ts --test`,
 * which Playwright's web server would otherwise make before its first test) is made meanwhile, in
 * a process of its own started first at the lowest priority: the other steps leave part of the
 * machine idle (the unit suite about a tenth of its two cores), and the build takes only that.
 * Its output is held and shown once the browser suite needs it, so it never cuts into the other
 * steps' output. A build already up to date costs a check. (docs/performance.md, "npm test".)
 */

export interface Command {
  command: string;
  args: string[];
}

export interface TestRun {
  /** Started first, in the background; awaited before the last step. */
  build: Command;
  /** Run one after the other; the last one needs the build. */
  steps: Command[];
  /** Where the build's held output goes (the terminal, by default). */
  write?: (text: Buffer) => void;
}

/**
 * Runs a test run and resolves with its exit code: the first failing step's (or the build's),
 * once what was still running has been stopped, or 0.
 */
export async function runTests(
  { build, steps, write = (text) => process.stdout.write(text) }: TestRun,
  stopping: AbortSignal = new AbortController().signal,
): Promise<number> {
  const running = new Set<ChildProcess>();
  // The build runs in a process group of its own where there are groups, so that stopping it
  // stops what it runs (`react-router build`, `vite build`) too; a step shares the terminal's,
  // whose Ctrl-C reaches it and its children.
  const grouped = new Set<ChildProcess>();
  const start = ({ command, args }: Command, hold: boolean) => {
    const detached = hold && process.platform !== 'win32';
    const child = spawn(command, args, {
      stdio: hold ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      detached,
    });
    if (detached) grouped.add(child);
    running.add(child);
    child.once('close', () => running.delete(child));
    return child;
  };
  const stopAll = async () => {
    await Promise.all(
      [...running].map((child) => {
        const gone = exitCode(child);
        if (grouped.has(child) && child.pid !== undefined) {
          try {
            process.kill(-child.pid, 'SIGTERM');
          } catch {
            // The group has ended already.
          }
        } else child.kill('SIGTERM');
        return gone;
      }),
    );
  };
  stopping.addEventListener('abort', () => void stopAll(), { once: true });

  const builder = start(build, true);
  // At normal priority it took the cores from the type check and the unit suite as much as it
  // filled their idle time; at the lowest it waits for the idle time (its own children inherit
  // the priority).
  if (builder.pid !== undefined) {
    try {
      setPriority(builder.pid, constants.priority.PRIORITY_LOW);
    } catch {
      // A system that refuses it builds at normal priority: slower, never wrong.
    }
  }
  const output: Buffer[] = [];
  builder.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  builder.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  const built = exitCode(builder);

  for (const [index, step] of steps.entries()) {
    if (index === steps.length - 1) {
      const code = await built;
      write(Buffer.concat(output));
      if (code !== 0) {
        write(Buffer.from(`The test build failed (exit code ${code}).\n`));
        return code;
      }
    }
    const code = await exitCode(start(step, false));
    if (code !== 0 || stopping.aborted) {
      await stopAll();
      return code || 1;
    }
  }
  return 0;
}

/** Resolves with the child's exit code once its output has ended (1 for a signal or no start). */
function exitCode(child: ChildProcess): Promise<number> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => {
    child.once('error', () => resolve(1));
    child.once('close', (code) => resolve(code ?? 1));
  });
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
  // and stops the build's group through this. A SIGTERM sent to this process alone stops the
  // build's group and the step's npm; npm does not pass it on to what the step runs (a `tsc`
  // then finishes on its own), as it did not when `npm test` chained the steps with `&&`.
  const stopping = new AbortController();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => stopping.abort());
  }
  process.exitCode = await runTests(
    {
      build: { command: process.execPath, args: ['--import', 'tsx', 'dev/build.ts', '--test'] },
      steps: ['typecheck', 'lint', 'test:unit', 'test:e2e'].map(npm),
    },
    stopping.signal,
  );
}
