import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ADDRESS,
  openIsolatedPostgres,
  startServer,
  type TestServer,
} from '#tests/support/payments-server';
import {
  freePort,
  runBundled,
  serverEntry,
  standInEntry,
  stopProcess,
} from '#tests/support/processes';
import { openTestDatabase } from '#tests/support/test-database';
import type { Database } from '../platform/database';

/**
 * 50 buyers at once for the last 10 units of a limited batch: exactly 10 orders are created and
 * captured, the other 40 are refused `409 SOLD_OUT` before PayPal is asked, nothing is oversold,
 * no order is captured twice, and the units left read 0 afterwards. On the embedded default
 * (PGlite, one process) and, when DATABASE_URL is set, on PostgreSQL with two API processes
 * sharing one database, the buyers spread over both.
 */

const BUYERS = 50;
const UNITS = 10;
const ONE = [{ id: 'octahedron', quantity: 1 }];
const patiently = { timeout: 120_000, interval: 200 };

/** How a shop is reached in a race: its base URLs and PayPal's (the stand-in's) base URL. */
interface Shops {
  urls: string[];
  payPal: string;
  database: Database;
}

const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

async function race({ urls, payPal, database }: Shops) {
  await database.query(
    `INSERT INTO stock (product_id, available) VALUES ('octahedron', $1)
     ON CONFLICT (product_id) DO UPDATE SET available = $1`,
    [UNITS],
  );
  const shopOf = (index: number) => urls[index % urls.length] ?? '';

  // Every buyer at once, spread over the processes.
  const answers = await Promise.all(
    Array.from({ length: BUYERS }, async (_, index) => {
      const response = await fetch(
        `${shopOf(index)}/api/create-order`,
        json({ items: ONE, address: ADDRESS }),
      );
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    }),
  );
  const created = answers.filter((answer) => answer.status === 201);
  const refused = answers.filter((answer) => answer.status === 409);
  const others = answers.filter((answer) => answer.status !== 201 && answer.status !== 409);
  expect(others).toEqual([]);
  expect(created).toHaveLength(UNITS);
  expect(refused).toHaveLength(BUYERS - UNITS);
  for (const answer of refused) {
    expect(answer.body).toMatchObject({ error: 'SOLD_OUT', product: 'octahedron', available: 0 });
  }
  // The refused buyers' orders were never made (PayPal was not asked).
  const orders = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM orders');
  expect(orders.rows[0]?.n).toBe(UNITS);

  // The 10 pay, each through the process that did not create its order.
  const ids = created.map((answer) => String(answer.body.id));
  const captures = await Promise.all(
    ids.map(async (id, index) => {
      const approved = await fetch(`${payPal}/sdk/orders/${id}/approve`, json({}));
      expect(approved.status).toBe(200);
      const response = await fetch(
        `${shopOf(index + 1)}/api/capture-order/${id}`,
        json({ type: 'product', items: ONE, address: ADDRESS }),
      );
      return response.status;
    }),
  );
  expect(captures).toEqual(ids.map(() => 200));

  for (const id of ids) {
    const atPayPal = (await (await fetch(`${payPal}/__test/orders/${id}`)).json()) as {
      captureCount: number;
    };
    expect(atPayPal.captureCount).toBe(1);
  }
  const captured = await database.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM orders WHERE state = 'captured'",
  );
  expect(captured.rows[0]?.n).toBe(UNITS);
  const sold = await database.query<{ units: number; available: number }>(
    `SELECT (SELECT coalesce(sum(quantity), 0)::int FROM stock_holds WHERE state = 'sold') AS units,
            (SELECT available FROM stock WHERE product_id = 'octahedron') AS available`,
  );
  expect(sold.rows[0]).toEqual({ units: UNITS, available: 0 });
  for (const url of urls) {
    const stock = (await (await fetch(`${url}/api/stock`)).json()) as unknown;
    expect(stock).toEqual({ products: { octahedron: { available: 0 } } });
  }
  // One more buyer finds it sold out.
  const late = await fetch(`${shopOf(0)}/api/create-order`, json({ items: ONE, address: ADDRESS }));
  expect(late.status).toBe(409);
}

describe('50 buyers for the last 10 units (PGlite, the embedded default)', () => {
  let database: Database;
  let server: TestServer;

  beforeAll(async () => {
    database = await openTestDatabase();
    server = await startServer({ database });
  }, 240_000);

  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  it('creates and captures exactly 10 orders, refuses 40, oversells none', async () => {
    await race({ urls: [server.url], payPal: `${server.url}/__paypal`, database });
  });
});

describe.runIf(process.env.DATABASE_URL)(
  '50 buyers for the last 10 units (PostgreSQL, two API processes)',
  () => {
    let database: Database;
    let standIn: ChildProcess;
    let payPal = '';
    const shops: ChildProcess[] = [];
    const urls: string[] = [];
    let dataDirs: string[] = [];

    beforeAll(async () => {
      database = await openIsolatedPostgres(process.env.DATABASE_URL ?? '', 'stock_race');
      const schema = (await database.query<{ schema: string }>('SELECT current_schema() AS schema'))
        .rows[0]?.schema;
      const url = new URL(process.env.DATABASE_URL ?? '');
      url.searchParams.set('options', `-c search_path=${schema},public`);

      standIn = runBundled(standInEntry(), { PAYPAL_STAND_IN_PORT: '0' });
      for await (const line of createInterface({
        input: standIn.stdout as NodeJS.ReadableStream,
      })) {
        const match = /listening on (http:\/\/\S+)/.exec(line);
        if (match?.[1]) {
          payPal = match[1];
          break;
        }
      }
      dataDirs = await Promise.all(
        [0, 1].map(() => mkdtemp(path.join(tmpdir(), 'ely-stock-race-'))),
      );
      for (const dataDir of dataDirs) {
        const port = await freePort();
        const shop = runBundled(serverEntry(), {
          NODE_ENV: 'production',
          HOST: '127.0.0.1',
          PORT: String(port),
          SERVE_SITE: '0',
          LOG_LEVEL: 'warn',
          DATA_DIR: dataDir,
          PAYPAL_MODE: 'stand-in',
          PAYPAL_API_BASE: payPal,
          PAYMENTS_RATE_LIMIT: '0',
          RECONCILE_INTERVAL_S: '3600',
          PAYPAL_APPROVAL_GRACE_S: '3600',
          DATABASE_URL: url.toString(),
        });
        shops.push(shop);
        urls.push(`http://127.0.0.1:${port}`);
      }
      await vi.waitFor(async () => {
        for (const [index, shop] of shops.entries()) {
          if (shop.exitCode !== null) throw new Error(`shop ${index} exited (${shop.exitCode})`);
          expect((await fetch(`${urls[index]}/api/health`)).ok).toBe(true);
        }
      }, patiently);
    }, 240_000);

    afterAll(async () => {
      for (const shop of shops) await stopProcess(shop);
      await stopProcess(standIn);
      await database?.close();
      for (const dataDir of dataDirs) await rm(dataDir, { recursive: true, force: true });
    });

    it('creates and captures exactly 10 orders across both, refuses 40, oversells none', async () => {
      await race({ urls, payPal, database });
    });
  },
);

vi.setConfig({ testTimeout: 300_000, hookTimeout: 240_000 });
