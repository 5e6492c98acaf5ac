import { connect, createServer, type Server, type Socket } from 'node:net';
import { freePort } from './processes';

/** One connection through the proxy: the client's side, and PostgreSQL's once it is reached. */
interface Pair {
  client: Socket;
  upstream: Socket | null;
}

/**
 * A TCP proxy to PostgreSQL that fails the ways a network does. `cut()`: every connection dropped
 * and new ones refused (the server is down), until `restore()`. `freeze()`: connections stay open
 * and new ones are accepted, but nothing goes through either way and nothing answers (a frozen
 * host, a network partition), until `thaw()`. What the clients sent meanwhile waits in the proxy
 * and is delivered then, even from a client that has given up and closed its side: as to a server
 * that stalled while its system kept receiving, a statement the client was told nothing of may
 * still run.
 */
export class TcpProxy {
  private server: Server | null = null;
  private readonly pairs = new Set<Pair>();
  private frozen = false;

  private constructor(
    readonly port: number,
    private readonly host: string,
    private readonly targetPort: number,
  ) {}

  static async start(host: string, targetPort: number): Promise<TcpProxy> {
    const proxy = new TcpProxy(await freePort(), host, targetPort);
    await proxy.restore();
    return proxy;
  }

  /** `url` (postgres://…) through this proxy. */
  through(url: string): string {
    const proxied = new URL(url);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(this.port);
    return proxied.toString();
  }

  /** Connections open through the proxy (on the client's side) right now. */
  get connections(): number {
    return this.pairs.size;
  }

  async restore(): Promise<void> {
    const server = createServer((client) => this.accept(client));
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.server = server;
  }

  async cut(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const { client, upstream } of this.pairs) {
      client.destroy();
      upstream?.destroy();
    }
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }

  freeze(): void {
    this.frozen = true;
    for (const pair of this.pairs) stopForwarding(pair);
  }

  thaw(): void {
    this.frozen = false;
    for (const pair of this.pairs) this.forward(pair);
  }

  close(): Promise<void> {
    this.frozen = false;
    return this.cut();
  }

  private accept(client: Socket): void {
    const pair: Pair = { client, upstream: null };
    this.pairs.add(pair);
    client.on('error', () => client.destroy());
    client.on('close', () => {
      this.pairs.delete(pair);
      pair.upstream?.destroy();
    });
    // Frozen: accepted and left waiting; PostgreSQL is reached only once the proxy thaws.
    if (this.frozen) client.pause();
    else this.forward(pair);
  }

  private forward(pair: Pair): void {
    if (pair.client.destroyed) return;
    if (!pair.upstream) {
      const upstream = connect(this.targetPort, this.host);
      upstream.on('error', () => upstream.destroy());
      upstream.on('close', () => pair.client.destroy());
      pair.upstream = upstream;
    }
    pair.client.pipe(pair.upstream);
    pair.upstream.pipe(pair.client);
  }
}

/** Nothing more goes through, either way; the sockets stay open and what arrives waits. */
function stopForwarding({ client, upstream }: Pair): void {
  if (!upstream) {
    client.pause();
    return;
  }
  client.unpipe(upstream);
  upstream.unpipe(client);
  client.pause();
  upstream.pause();
}
