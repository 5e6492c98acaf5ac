import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { constants, existsSync, readdirSync, readFileSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Where the tests' migrated PGlite database is kept, made once for every run that needs it. */
export interface PgliteTemplate {
  /** The data directory's dump (tar), for in-memory databases (PGlite's `loadDataDir`). */
  file: string;
  /** The data directory itself, to be copied (never opened) where a process opens one on disk. */
  folder: string;
}

/**
 * The tests' PGlite template: one database made and migrated as the server makes its own, by
 * tests/setup/make-pglite-template.ts in a process of its own (initdb's memory goes with it), kept
 * in the system's temporary folder. It is named by what makes it (PGlite's version, the
 * migrations and `database.ts`), so a new migration makes a new one and every other run, of either
 * suite, finds it made. Paths are the repository's: both suites run from its root.
 */
export function pgliteTemplate(): PgliteTemplate {
  const { file, folder } = pgliteTemplatePaths();
  if (!existsSync(file) || !existsSync(folder)) {
    execFileSync(
      process.execPath,
      ['--import', 'tsx', 'tests/setup/make-pglite-template.ts', file, folder],
      { stdio: ['ignore', 'inherit', 'inherit'] },
    );
  }
  return { file, folder };
}

/** Where the template for the sources as they are is, or would be once made. */
function pgliteTemplatePaths(): PgliteTemplate {
  const pgliteVersion = JSON.parse(
    readFileSync('node_modules/@electric-sql/pglite/package.json', 'utf8'),
  ).version as string;
  // The migrations are each area's (server/<area>/schema/migrations.ts), listed in platform's.
  const migrationFiles = [
    'server/platform/migrations.ts',
    ...readdirSync('server', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => path.join('server', entry.name, 'schema', 'migrations.ts'))
      .filter((file) => existsSync(file))
      .sort(),
  ];
  const hash = createHash('sha256').update(pgliteVersion);
  for (const file of migrationFiles) hash.update(file).update(readFileSync(file));
  const digest = hash
    .update(readFileSync('server/platform/database.ts'))
    .digest('hex')
    .slice(0, 16);
  return {
    file: path.join(tmpdir(), `ely-pglite-template-${digest}.tar`),
    folder: path.join(tmpdir(), `ely-pglite-template-${digest}.dir`),
  };
}

/**
 * The template's folder if a run of the unit suite (which makes it) has made it for the sources
 * as they are, else null: for the browser tests' server, which copies it when there is one and
 * otherwise makes its database itself, as making the template would take as long.
 */
export function madePgliteTemplateFolder(): string | null {
  const { folder } = pgliteTemplatePaths();
  return existsSync(folder) ? folder : null;
}

/**
 * Fills `dir` (which must not exist yet) with a copy of the template's data directory, for a
 * process that opens PGlite on disk: it then opens an existing database, as a server does on every
 * start but its first, and its migrations find nothing to do. A copy takes a fraction of a second;
 * creating one (initdb, then every migration) takes seconds of CPU.
 */
export async function copyPgliteTemplate(
  dir: string,
  folder: string = pgliteTemplate().folder,
): Promise<void> {
  await cp(folder, dir, {
    recursive: true,
    errorOnExist: true,
    force: false,
    // A copy-on-write clone where the file system has them, an ordinary copy elsewhere.
    mode: constants.COPYFILE_FICLONE,
  });
}
