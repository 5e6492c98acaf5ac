import { type ChildProcess, spawn } from 'node:child_process';

/**
 * Runs the processes of `npm start` and `npm run dev` (the server, the Auth Emulator, the mail
 * catcher …) and stops them exactly once each. Every child gets a process group of its own, so
 * a terminal's Ctrl-C reaches only this supervisor, which stops them in order (the server first,
 * then what it uses) and waits for each: a child that received the signal twice used to be killed
 * mid-shutdown (PGlite's lock left behind, the emulator's accounts not exported).
 */

export interface Member {
  name: string;
  /** Stops the process and resolves once it has exited. */
  stop(): Promise<void>;
}

export interface SpawnOptions {
  env?: NodeJS.ProcessEnv;
  /** The signal that asks it to stop cleanly. */
  stopSignal?: NodeJS.Signals;
  /** Called when it exits by itself (not because the supervisor stopped it). */
  onUnexpectedExit?: (code: number | null, signal: NodeJS.Signals | null) => void;
}

/** Waits for a child to exit after `signal`; kills it after `graceMs`. */
export async function stopProcess(
  child: ChildProcess,
  signal: NodeJS.Signals,
  graceMs = 10_000,
): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill(signal);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), graceMs);
  });
  if ((await Promise.race([exited, late])) === 'late') {
    child.kill('SIGKILL');
    await exited;
  }
  clearTimeout(timer);
}

export class Supervisor {
  private readonly members: Member[] = [];
  private stopping: Promise<void> | null = null;

  get isStopping(): boolean {
    return this.stopping !== null;
  }

  /** Members are stopped in the reverse order they were added: add what others use first. */
  add(member: Member): void {
    this.members.push(member);
  }

  spawn(name: string, command: string, args: string[], options: SpawnOptions = {}): ChildProcess {
    const child = spawn(command, args, {
      stdio: 'inherit',
      // STOP_WITH_PARENT: a server of ours stops by itself should this supervisor be killed.
      env: { ...process.env, STOP_WITH_PARENT: '1', ...options.env },
      detached: true,
    });
    let stoppedByUs = false;
    child.once('exit', (code, signal) => {
      if (!stoppedByUs) options.onUnexpectedExit?.(code, signal);
    });
    this.add({
      name,
      stop: () => {
        stoppedByUs = true;
        return stopProcess(child, options.stopSignal ?? 'SIGTERM');
      },
    });
    return child;
  }

  /** Stops every member once, in order, then exits with `exitCode`. Later calls wait for it. */
  stopAll(exitCode = 0): Promise<void> {
    this.stopping ??= (async () => {
      for (const member of [...this.members].reverse()) {
        try {
          await member.stop();
        } catch (error) {
          console.error(`Could not stop ${member.name}:`, error);
        }
      }
      process.exit(exitCode);
    })();
    return this.stopping;
  }

  /**
   * Ctrl-C, SIGTERM and a closed terminal stop everything. So does the end of the parent (npm
   * killed on its own leaves this process to the init process): the children would otherwise
   * keep their ports.
   */
  stopOnSignalsAndOrphaning(): void {
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
      process.on(signal, () => void this.stopAll(0));
    }
    const parent = process.ppid;
    const watch = setInterval(() => {
      if (process.ppid !== parent) void this.stopAll(0);
    }, 500);
    watch.unref();
  }
}
