import { existsSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { openDatabase } from '#server/platform/database';

/**
 * Makes the tests' PGlite template (tests/setup/pglite-template.ts runs it in a process of its
 * own, which gives back initdb's memory when it exits): a database made and migrated as the server
 * makes its own, dumped by PGlite into the file named on the command line, and the data directory
 * itself kept in the folder named after it (for tests whose processes open a PGlite folder on disk:
 * copying it costs a fraction of a second, creating one with initdb and migrating it many seconds).
 */
const [file, folder] = process.argv.slice(2);
if (!file || !folder) throw new Error('usage: make-pglite-template.ts <file> <folder>');
const dir = mkdtempSync(path.join(tmpdir(), 'ely-pglite-template-'));
try {
  await (await openDatabase({ pgliteDir: dir })).close();
  const pglite = await PGlite.create(dir, { extensions: { pg_trgm } });
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  // Written whole, then renamed: a run that stops halfway leaves no broken template.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  // Closed cleanly above; renamed whole, as the file (another run may have made it meanwhile).
  try {
    renameSync(dir, folder);
  } catch (error) {
    if (!existsSync(folder)) throw error;
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
