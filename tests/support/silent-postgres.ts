import { createServer, type Socket } from 'node:net';

/**
 * A server that accepts connections and then never answers, as PostgreSQL on a frozen host does,
 * for tests of the client's deadlines without a PostgreSQL server. With `handshake`, it completes
 * the start-up first (AuthenticationOk, ReadyForQuery): the client holds a connection whose
 * queries go unanswered. Without, the start-up itself goes unanswered.
 */
export interface SilentPostgres {
  url: string;
  /** Connections the clients still hold open. */
  readonly openConnections: number;
  /** Connections accepted since the start. */
  readonly accepted: number;
  /** Everything the clients sent after the start-up, as text (the statements can be read in it). */
  readonly received: string;
  close(): Promise<void>;
}

export async function startSilentPostgres({
  handshake,
}: {
  handshake: boolean;
}): Promise<SilentPostgres> {
  const sockets = new Set<Socket>();
  let accepted = 0;
  let received = '';
  const server = createServer((socket) => {
    accepted += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    if (handshake) {
      answerStartup(socket, (chunk) => {
        received += chunk.toString('latin1');
      });
    } else {
      // Read (and drop) whatever comes, so the client closing the connection is seen at once.
      socket.resume();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return {
    url: `postgres://silent:silent@127.0.0.1:${address.port}/silent`,
    get openConnections() {
      return sockets.size;
    },
    get accepted() {
      return accepted;
    },
    get received() {
      return received;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * Waits for the start-up message (length-prefixed), says "authenticated, ready", then nothing;
 * what comes after goes to `heard`.
 */
function answerStartup(socket: Socket, heard: (chunk: Buffer) => void): void {
  let startup = Buffer.alloc(0);
  socket.on('data', (chunk: Buffer) => {
    if (startup.length >= 4 && startup.length >= startup.readInt32BE(0)) {
      heard(chunk);
      return;
    }
    startup = Buffer.concat([startup, chunk]);
    if (startup.length < 4 || startup.length < startup.readInt32BE(0)) return;
    const authenticationOk = Buffer.from([0x52, 0, 0, 0, 8, 0, 0, 0, 0]); // 'R', 8, 0
    const readyForQuery = Buffer.from([0x5a, 0, 0, 0, 5, 0x49]); // 'Z', 5, 'I' (idle)
    socket.write(Buffer.concat([authenticationOk, readyForQuery]));
    heard(startup.subarray(startup.readInt32BE(0)));
  });
}
