import { readdirSync, readFileSync } from 'node:fs';

/**
 * What a process has used, read from Linux's /proc: CPU time (user + system, in ms) and resident
 * memory (MB). The bench reads them for the servers it started, around each run.
 */

/** Clock ticks per second of /proc's CPU figures (USER_HZ: 100 on every Linux here). */
const TICKS_PER_S = 100;

/** The fields of /proc/PID/stat after the command name (so field 1 is the parent's pid). */
export function statFields(pid: number): string[] {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name may hold spaces: the fields after it start after the last ')'.
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

export function cpuMs(pid: number): number {
  const fields = statFields(pid);
  const user = Number(fields[11]);
  const system = Number(fields[12]);
  return ((user + system) * 1000) / TICKS_PER_S;
}

/** A process and all its descendants alive now. */
export function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const parent = Number(statFields(Number(entry))[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // Gone meanwhile.
    }
  }
  const found: number[] = [];
  const visit = (pid: number) => {
    found.push(pid);
    for (const child of children.get(pid) ?? []) visit(child);
  };
  visit(root);
  return found;
}

/**
 * CPU time of these processes and their descendants, ms: each live process's own, plus what each
 * root's reaped children used (PostgreSQL's backends that ended, counted in the postmaster's
 * cutime/cstime).
 */
export function treeCpuMs(roots: readonly number[]): number {
  let ticks = 0;
  for (const root of roots) {
    for (const pid of processTree(root)) {
      try {
        const fields = statFields(pid);
        ticks += Number(fields[11]) + Number(fields[12]);
        if (pid === root) ticks += Number(fields[13]) + Number(fields[14]);
      } catch {
        // Ended between the listing and the read.
      }
    }
  }
  return (ticks * 1000) / TICKS_PER_S;
}

/**
 * Whether a PostgreSQL process title (`/proc/PID/cmdline`) is a client's backend: `postgres: USER
 * DATABASE HOST ACTIVITY`, after the cluster's name where it has one (`15/main: `), HOST being
 * `[local]` on a Unix socket or `ADDRESS(PORT)` on TCP. The
 * postmaster (`postgres -D …`) and its workers (`postgres: checkpointer`, `postgres: io worker 0`,
 * `postgres: autovacuum launcher`, …) are not.
 */
export function isClientBackendTitle(title: string): boolean {
  return /^postgres: (\S+: )?\S+ \S+ (\[local\]|\S+\(\d+\))( |$)/.test(title);
}

/** The client backends under a postmaster: the connections its clients hold open now. */
export function clientBackends(postmaster: number): number[] {
  return processTree(postmaster).filter((pid) => {
    try {
      // A process that rewrote its title keeps its arguments' NUL separators only at the end.
      const title = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
      return isClientBackendTitle(title);
    } catch {
      return false;
    }
  });
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
