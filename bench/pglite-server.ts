import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/**
 * PGlite off the API's event loop, for bench/embedded.ts: the embedded database in a process of
 * its own, spoken to over PostgreSQL's wire protocol (PGlite's socket server, which queues the
 * statements of its connections onto PGlite's one session and keeps a transaction's statements
 * together). The API then reaches it through DATABASE_URL like any PostgreSQL.
 *
 * PGLITE_DIR: the data directory; PGLITE_SOCKET: the Unix socket to listen on;
 * PGLITE_INITIAL_MEMORY (bytes, optional): the WebAssembly heap PGlite starts with.
 */

const dir = process.env.PGLITE_DIR;
const socket = process.env.PGLITE_SOCKET;
if (!dir || !socket) throw new Error('PGLITE_DIR and PGLITE_SOCKET are required');
const initialMemory = Number(process.env.PGLITE_INITIAL_MEMORY) || undefined;

const db = await PGlite.create(dir, {
  extensions: { pg_trgm },
  ...(initialMemory ? { initialMemory } : {}),
});
// The API's pool opens up to 10 connections.
const server = new PGLiteSocketServer({ db, path: socket, maxConnections: 16 });
await server.start();
console.log(`PGlite listening on ${socket}`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await server.stop();
  await db.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
