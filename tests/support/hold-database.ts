/**
 * Opens the embedded database at the folder given, writes a row, says "ready" on stdout and keeps
 * the database open until killed: the other side of the database lock's tests.
 */
import { openDatabase } from '#server/platform/database';

const dir = process.argv[2];
if (!dir) throw new Error('usage: hold-database.ts <dir>');
const database = await openDatabase({ pgliteDir: dir });
await database.exec(
  "CREATE TABLE IF NOT EXISTS held (note text); INSERT INTO held VALUES ('written before the kill')",
);
process.stdout.write(`ready ${process.pid}\n`);
setInterval(() => {}, 60_000);
