import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { type Database, type OpenDatabaseOptions, openDatabase } from '#server/platform/database';
import { copyPgliteTemplate } from './pglite-template';

/**
 * An in-memory PGlite database for a test, migrated as the server's: started from the copy that
 * tests/setup/pglite-template.ts made for this run rather than created again (initdb costs
 * seconds, and hundreds of megabytes, per database on a busy machine). Read once per test file.
 */
let template: Blob | undefined;

export async function openTestDatabase(
  options: Omit<OpenDatabaseOptions, 'databaseUrl' | 'pgliteDir' | 'pgliteFrom'> = {},
): Promise<Database> {
  template ??= new Blob([readFileSync(inject('pgliteTemplate'))]);
  return openDatabase({ ...options, pgliteFrom: template });
}

/**
 * Fills `dir` (which must not exist yet) with a copy of the migrated PGlite data directory made
 * for this run (`copyPgliteTemplate`), for a test whose process (or child process) opens PGlite on
 * disk. A test about creating a database leaves its folder empty instead.
 */
export async function copyMigratedPglite(dir: string): Promise<void> {
  await copyPgliteTemplate(dir, inject('pgliteTemplateDir'));
}
