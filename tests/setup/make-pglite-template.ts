import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { openDatabase } from '#server/platform/database';

/**
 * Makes the tests' PGlite template (tests/setup/pglite-template.ts runs it in a process of its
 * own, which gives back initdb's memory when it exits): a database made and migrated as the server
 * makes its own, dumped by PGlite into the file named on the command line.
 */
const file = process.argv[2];
if (!file) throw new Error('usage: make-pglite-template.ts <file>');
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
} finally {
  rmSync(dir, { recursive: true, force: true });
}
