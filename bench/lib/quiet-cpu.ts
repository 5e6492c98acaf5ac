import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Lighthouse's TBT multiplies each task's observed wall time by 4, so on two cores anything else
 * running (a build, a test run, another Chromium) shows up as the page's blocking time: the same
 * page measured 5 ms and 640 ms ten minutes apart on a shared machine. Before each run the bench
 * waits, for a bounded time, until the machine is idle, and records how idle it was.
 */

type CpuTimes = Pick<os.CpuInfo, 'times'>;

/** The share of CPU time, over all cores, spent idle between two readings of `os.cpus()`. */
export function idleShare(before: readonly CpuTimes[], after: readonly CpuTimes[]): number {
  const total = ({ times }: CpuTimes) =>
    times.user + times.nice + times.sys + times.idle + times.irq;
  let idle = 0;
  let all = 0;
  after.forEach((cpu, index) => {
    const earlier = before[index];
    if (!earlier) return;
    idle += cpu.times.idle - earlier.times.idle;
    all += total(cpu) - total(earlier);
  });
  return all > 0 ? idle / all : 1;
}

export interface QuietCpu {
  /** Whether the machine reached `minIdle` before the time ran out. */
  quiet: boolean;
  /** The idle share of the last window, 0-1. */
  idle: number;
  waitedMs: number;
}

/** Waits until a whole window was at least `minIdle` idle, or until `timeoutMs` has passed. */
export async function waitForQuietCpu({
  minIdle = 0.8,
  windowMs = 1_000,
  timeoutMs = 60_000,
} = {}): Promise<QuietCpu> {
  const started = performance.now();
  for (;;) {
    const before = os.cpus();
    await sleep(windowMs);
    const idle = idleShare(before, os.cpus());
    const waitedMs = performance.now() - started;
    if (idle >= minIdle) return { quiet: true, idle, waitedMs };
    if (waitedMs >= timeoutMs) return { quiet: false, idle, waitedMs };
  }
}
