import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PagoRecord } from '#domain/order/payment';
import {
  ADDRESS,
  captureBody,
  OCTAHEDRON,
  openIsolatedPostgres,
} from '#tests/support/payments-server';
import {
  freePort,
  runBundled as run,
  serverEntry,
  standInEntry,
  stopProcess as stop,
} from '#tests/support/processes';
import { copyMigratedPglite } from '#tests/support/test-database';

/**
 * The shop killed (SIGKILL) in the middle of a burst of captures, while PayPal (the stand-in, in a
 * process of its own) keeps what it did. After a restart, every order PayPal captured has exactly
 * one record, and no order was captured twice. Real processes (the run's production bundle), real
 * HTTP, PGlite's files on disk (and PostgreSQL when DATABASE_URL is set).
 */

const ORDERS = 40;
const ADMIN_TOKEN = 'crash-test-operator-token';
const patiently = { timeout: 120_000, interval: 100 };

let standIn: ChildProcess;
let standInUrl: string;
let shopPort: number;

beforeAll(async () => {
  shopPort = await freePort();
  standIn = run(standInEntry(), {
    PAYPAL_STAND_IN_PORT: '0',
    // PayPal keeps delivering its events to the shop, dead or alive.
    PAYPAL_STAND_IN_WEBHOOK_URL: `http://127.0.0.1:${shopPort}/api/paypal/webhook`,
  });
  for await (const line of createInterface({ input: standIn.stdout as NodeJS.ReadableStream })) {
    const match = /listening on (http:\/\/\S+)/.exec(line);
    if (match?.[1]) {
      standInUrl = match[1];
      break;
    }
  }
}, 60_000);

afterAll(async () => {
  await stop(standIn);
});

const backends = [
  { name: 'PGlite', databaseUrl: async () => null },
  ...(process.env.DATABASE_URL
    ? [
        {
          name: 'PostgreSQL',
          databaseUrl: async () => {
            // A schema of its own, made by opening it once (which migrates it).
            const database = await openIsolatedPostgres(process.env.DATABASE_URL ?? '', 'crash');
            const schema = (
              await database.query<{ schema: string }>('SELECT current_schema() AS schema')
            ).rows[0]?.schema;
            cleanups.push(() => database.close());
            const url = new URL(process.env.DATABASE_URL ?? '');
            url.searchParams.set('options', `-c search_path=${schema}`);
            return url.toString();
          },
        },
      ]
    : []),
];
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

describe.each(backends)('a shop killed mid-capture ($name)', ({ databaseUrl }) => {
  let dataDir: string;
  let shop: ChildProcess | undefined;
  let env: NodeJS.ProcessEnv;
  const shopUrl = () => `http://127.0.0.1:${shopPort}`;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'ely-crash-'));
    const url = await databaseUrl();
    // The shop's first start opens a migrated PGlite, as a restart does, rather than creating it
    // (initdb and every migration: seconds of CPU that are not what this test is about).
    if (!url) await copyMigratedPglite(path.join(dataDir, 'pglite'));
    env = {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(shopPort),
      SERVE_SITE: '0',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      PAYPAL_MODE: 'stand-in',
      PAYPAL_API_BASE: standInUrl,
      PAYMENTS_RATE_LIMIT: '0',
      ADMIN_TOKEN,
      // Only the pass at start: the test is about what a restart finishes.
      RECONCILE_INTERVAL_S: '3600',
      PAYPAL_APPROVAL_GRACE_S: '3600',
      // Longer than any wait below: a capture PayPal holds stays in flight until the kill.
      PAYPAL_TIMEOUT_MS: '60000',
      // PGlite unless a URL is given (the test runner's own DATABASE_URL is not inherited).
      DATABASE_URL: url ?? '',
      EMBEDDED_DATABASE: 'pglite',
    };
  });

  afterAll(async () => {
    await stop(shop);
    await rm(dataDir, { recursive: true, force: true });
  });

  async function startShop(): Promise<void> {
    shop = run(serverEntry(), env);
    await vi.waitFor(async () => {
      if (shop?.exitCode !== null) throw new Error(`the shop exited (${shop?.exitCode})`);
      expect((await fetch(`${shopUrl()}/api/health`)).ok).toBe(true);
    }, patiently);
  }

  const post = (pathname: string, body: unknown) =>
    fetch(`${shopUrl()}${pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  async function atPayPal(orderId: string): Promise<{ captureCount: number }> {
    return (await (await fetch(`${standInUrl}/__test/orders/${orderId}`)).json()) as {
      captureCount: number;
    };
  }

  async function records(): Promise<PagoRecord[]> {
    const response = await fetch(`${shopUrl()}/api/admin/payments`, {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    if (response.status !== 200) {
      throw new Error(`admin list: ${response.status} ${await response.text()}`);
    }
    return ((await response.json()) as { payments: PagoRecord[] }).payments;
  }

  it('records every capture PayPal made exactly once after a restart', async () => {
    // No webhooks: the restarted shop's own reconciler must find what PayPal did (with them on,
    // PayPal's redelivered PAYMENT.CAPTURE.COMPLETED events do it too: server/payments/lifecycle).
    const off = await fetch(`${standInUrl}/__test/webhooks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ enabled: false }),
    });
    expect(off.status).toBe(200);
    await startShop();
    const orderIds: string[] = [];
    for (let index = 0; index < ORDERS; index += 1) {
      const created = await post('/api/create-order', { items: [OCTAHEDRON], address: ADDRESS });
      const { id } = (await created.json()) as { id: string };
      const approved = await fetch(`${standInUrl}/sdk/orders/${id}/approve`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect(approved.status).toBe(200);
      orderIds.push(id);
    }

    // PayPal holds the first captures it receives without acting on them, so that some are
    // certainly in flight when the shop dies, however fast the others go.
    const hold = await fetch(`${standInUrl}/__test/fail-next`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'timeout', operation: 'capture', count: 8, hangMs: 90_000 }),
    });
    expect(hold.status).toBe(200);
    // All 40 captures at once; the shop is killed as soon as PayPal has made a few of them.
    const burst = orderIds.map((id) =>
      post(`/api/capture-order/${id}`, captureBody('product')).then(
        (response) => response.status,
        () => 'connection lost' as const,
      ),
    );
    await vi.waitFor(async () => {
      const counts = await Promise.all(orderIds.map(atPayPal));
      expect(counts.filter((order) => order.captureCount > 0).length).toBeGreaterThanOrEqual(5);
    }, patiently);
    await stop(shop, 'SIGKILL');
    const outcomes = await Promise.all(burst);
    expect(outcomes).toContain('connection lost');

    await startShop();
    // The pass at start finishes every order caught mid-capture.
    const captured = async () =>
      (await Promise.all(orderIds.map(async (id) => ({ id, ...(await atPayPal(id)) }))))
        .filter((order) => order.captureCount > 0)
        .map((order) => order.id)
        .sort();
    // (Every 2 s: the operator route allows 60 requests a minute.)
    await vi.waitFor(
      async () => {
        const recorded = (await records()).map((record) => record.orderId).sort();
        expect(recorded).toEqual(await captured());
      },
      { ...patiently, interval: 2_000 },
    );

    const counts = await Promise.all(orderIds.map(atPayPal));
    expect(counts.every((order) => order.captureCount <= 1)).toBe(true);
    const recorded = (await records()).map((record) => record.orderId);
    expect(new Set(recorded).size).toBe(recorded.length);
    expect(recorded.length).toBeGreaterThanOrEqual(5);
  });
});

vi.setConfig({ testTimeout: 300_000, hookTimeout: 240_000 });
