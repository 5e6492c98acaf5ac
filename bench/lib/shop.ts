import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { toDecimal } from '#domain/money';
import { priceOrder } from '#domain/order/pricing';

/**
 * What the API benchmarks share (bench/api.ts, bench/scale.ts): the purchase they make (one ELY
 * Holographic Octahedron, priced by the shop's own rules) and the processes they start and stop
 * (the server bundle, the PayPal stand-in, a PostgreSQL schema of their own).
 */

export const HOST = '127.0.0.1';
const ITEMS = [{ id: 'octahedron', quantity: 1 }];
const ADDRESS = {
  street: '1 Benchmark Way',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  country: 'US',
};

export function createBody(): string {
  const priced = priceOrder(ITEMS, 'product');
  if (!priced.ok) throw new Error(`the bench order no longer prices: ${priced.problem.code}`);
  return JSON.stringify({
    items: ITEMS,
    total: toDecimal(priced.order.totalCents),
    type: 'product',
    address: ADDRESS,
  });
}
export const CAPTURE_BODY = JSON.stringify({ type: 'product', items: ITEMS, address: ADDRESS });

export function node(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

export async function lineMatching(child: ChildProcess, pattern: RegExp): Promise<string> {
  for await (const line of createInterface({ input: child.stdout as NodeJS.ReadableStream })) {
    const match = pattern.exec(line);
    if (match?.[1]) {
      // Keep draining, so a chatty process never blocks on a full pipe.
      child.stdout?.resume();
      return match[1];
    }
  }
  throw new Error(`the process exited before printing ${pattern}`);
}

export const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function healthy(origin: string, child: ChildProcess): Promise<void> {
  const deadline = performance.now() + 120_000;
  while (performance.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${origin}: the server exited (${child.exitCode})`);
    try {
      if ((await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(1_000) })).ok) return;
    } catch {
      // Not yet.
    }
    await delay(50);
  }
  throw new Error(`${origin}: not healthy after 120 s`);
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await Promise.race([exited, delay(15_000).then(() => child.kill('SIGKILL'))]);
}

/** A fresh PostgreSQL schema for one API process, dropped afterwards. */
export async function freshSchema(
  url: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const schema = `bench_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  // Extensions are the database's: made in public (the console's search needs pg_trgm), never
  // in the bench's schema, whose DROP … CASCADE would take it from everyone.
  await admin.query('CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public');
  await admin.end();
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema},public`);
  return {
    url: scoped.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP SCHEMA ${schema} CASCADE`);
      await client.end();
    },
  };
}

/** A port nothing listens on right now (the bench never takes `npm start`'s defaults). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, HOST, resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/**
 * The environment of the production API bundle under a bench: as in production (log level and
 * all), but for the PayPal it talks to (the stand-in at `standIn`) and the rate limit, which one
 * load generator's single address would otherwise measure.
 */
export function productionApiEnv(options: {
  port: number;
  dataDir: string;
  standIn: string;
  databaseUrl: string;
  /**
   * Without a URL: PGlite inside the API (what the benches call pglite, the default here), or
   * `npm start`'s own choice (decision 016: PostgreSQL 18 from npm where it can run).
   */
  embedded?: 'pglite' | 'auto';
}): Record<string, string> {
  return {
    NODE_ENV: 'production',
    HOST,
    PORT: String(options.port),
    SERVE_SITE: '0',
    DATA_DIR: options.dataDir,
    PAYPAL_MODE: 'stand-in',
    PAYPAL_API_BASE: options.standIn,
    PAYPAL_CLIENT_ID: '',
    PAYPAL_CLIENT_SECRET: '',
    PAYMENTS_RATE_LIMIT: '0',
    FIREBASE_AUTH_EMULATOR_HOST: '',
    DATABASE_URL: options.databaseUrl,
    ...(options.databaseUrl ? {} : { EMBEDDED_DATABASE: options.embedded ?? 'pglite' }),
  };
}
