import { readFileSync } from 'node:fs';

/**
 * What a process has used, read from Linux's /proc: CPU time (user + system, in ms) and resident
 * memory (MB). The bench reads them for the servers it started, around each run.
 */

/** Clock ticks per second of /proc's CPU figures (USER_HZ: 100 on every Linux here). */
const TICKS_PER_S = 100;

export function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name may hold spaces: the fields after it start after the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const user = Number(fields[11]);
  const system = Number(fields[12]);
  return ((user + system) * 1000) / TICKS_PER_S;
}

export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

/** Samples a process's resident memory every `everyMs` until stopped; answers the highest. */
export function watchPeakRss(pid: number, everyMs = 250) {
  let peak = rssMb(pid);
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, rssMb(pid));
    } catch {
      // The process is gone.
    }
  }, everyMs);
  return {
    stop(): number {
      clearInterval(timer);
      return peak;
    },
  };
}
