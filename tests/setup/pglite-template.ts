import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

/**
 * Vitest's global setup for the server's tests: one migrated PGlite database, dumped to a file
 * once (by tests/setup/make-pglite-template.ts), from which every test's in-memory database starts
 * (tests/support/test-database.ts) instead of running initdb again. The file is named by what
 * makes it (the migrations and PGlite's version), so a run after a new migration makes a new one.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file holding a migrated PGlite data directory's dump (tar). */
    pgliteTemplate: string;
    /** The same migrated data directory as a folder, to be copied (never opened) by the tests. */
    pgliteTemplateDir: string;
  }
}

export default function setup(project: TestProject) {
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
  const file = path.join(tmpdir(), `ely-pglite-template-${digest}.tar`);
  const folder = path.join(tmpdir(), `ely-pglite-template-${digest}.dir`);
  if (!existsSync(file) || !existsSync(folder)) {
    execFileSync(
      process.execPath,
      ['--import', 'tsx', 'tests/setup/make-pglite-template.ts', file, folder],
      { stdio: ['ignore', 'inherit', 'inherit'] },
    );
  }
  project.provide('pgliteTemplate', file);
  project.provide('pgliteTemplateDir', folder);
}
