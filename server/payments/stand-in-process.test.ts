import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  captureBody,
  createOrder,
  startServer,
  type TestServer,
} from '#tests/support/payments-server';
import { runBundled, standInEntry } from '#tests/support/processes';
import { copyMigratedPglite, openTestDatabase } from '#tests/support/test-database';
import { type Database, openDatabase } from '../platform/database';

/**
 * The PayPal stand-in as a process of its own (`npm run paypal:stand-in`), with the shop pointed
 * at it through PAYPAL_API_BASE: what PayPal knows then outlives the shop.
 */

let standIn: ChildProcess;
let standInUrl: string;

async function startStandInProcess(): Promise<{ child: ChildProcess; url: string }> {
  const child = runBundled(standInEntry(), { PAYPAL_STAND_IN_PORT: '0' });
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  for await (const line of lines) {
    const match = /listening on (http:\/\/\S+)/.exec(line);
    if (match?.[1]) return { child, url: match[1] };
  }
  throw new Error('the stand-in exited before it listened');
}

beforeAll(async () => {
  ({ child: standIn, url: standInUrl } = await startStandInProcess());
}, 60_000);

afterAll(async () => {
  if (standIn.exitCode === null) {
    standIn.kill('SIGTERM');
    await once(standIn, 'exit');
  }
});

describe('the PayPal stand-in as its own process', () => {
  let server: TestServer;
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase();
    server = await startServer({ database, env: { PAYPAL_API_BASE: standInUrl } });
  }, 240_000);
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  it('serves its paths on its own origin, and the shop mounts none of them', async () => {
    expect(standInUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/__paypal$/);
    expect((await fetch(`${standInUrl}/sdk/js`)).status).toBe(200);
    expect((await server.get('/__paypal/sdk/js')).status).toBe(404);
    expect(await (await server.get('/api/payments/config')).json()).toMatchObject({
      mode: 'stand-in',
      sdkBaseUrl: `${standInUrl}/sdk/js`,
    });
  });

  it("lets the payer's browser approve from the shop's origin (CORS)", async () => {
    const orderId = await createOrder(server);
    const preflight = await fetch(`${standInUrl}/sdk/orders/${orderId}/approve`, {
      method: 'OPTIONS',
      headers: {
        origin: server.url,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type');
  });

  it('keeps an order across a restart of the shop, which then captures it', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'ely-standin-'));
    const pgliteDir = path.join(dataDir, 'pglite');
    const env = { PAYPAL_API_BASE: standInUrl };
    try {
      // A migrated database on disk to start from (a copy of the run's template): creating one
      // (initdb and every migration) costs seconds and is not what this test is about.
      await copyMigratedPglite(pgliteDir);
      let database = await openDatabase({ pgliteDir });
      let shop = await startServer({ database, dataDir, env });
      const orderId = await createOrder(shop);
      // The buyer's browser keeps the order's receipt token across the shop's restart.
      const receiptToken = shop.receiptTokenOf(orderId) ?? '';
      await shop.close();
      await database.close();

      // The payer approves while the shop is down: only PayPal knows.
      const approved = await fetch(`${standInUrl}/sdk/orders/${orderId}/approve`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect(approved.status).toBe(200);

      database = await openDatabase({ pgliteDir });
      shop = await startServer({ database, dataDir, env });
      try {
        const captured = await shop.capture(orderId, captureBody('product'), {
          'x-receipt-token': receiptToken,
        });
        expect(captured.status).toBe(200);
        expect(await captured.json()).toMatchObject({ id: orderId, status: 'COMPLETED' });
        const atPayPal = await fetch(`${standInUrl}/__test/orders/${orderId}`);
        expect(await atPayPal.json()).toMatchObject({ status: 'COMPLETED', captureCount: 1 });
      } finally {
        await shop.close();
        await database.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

// Opening PGlite compiles Postgres to WASM: seconds on a busy machine.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 240_000 });

describe('the stand-in takes what PayPal takes', () => {
  it('a capture with Content-Type: application/json and an empty body, as PayPal’s SDK sends', async () => {
    const database = await openTestDatabase();
    const server = await startServer({ database });
    try {
      const orderId = await createOrder(server);
      await server.post(`/__paypal/sdk/orders/${orderId}/approve`, {});
      const token = (await (
        await fetch(`${server.url}/__paypal/v1/oauth2/token`, {
          method: 'POST',
          headers: {
            authorization: `Basic ${Buffer.from('id:secret').toString('base64')}`,
            'content-type': 'application/x-www-form-urlencoded',
          },
          body: 'grant_type=client_credentials',
        })
      ).json()) as { access_token: string };
      const captured = await fetch(`${server.url}/__paypal/v2/checkout/orders/${orderId}/capture`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token.access_token}`,
          'content-type': 'application/json',
        },
      });
      expect(captured.status).toBe(201);
      expect(await captured.json()).toMatchObject({ id: orderId, status: 'COMPLETED' });

      const malformed = await fetch(`${server.url}/__paypal/v2/checkout/orders`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token.access_token}`,
          'content-type': 'application/json',
        },
        body: '{"intent":',
      });
      expect(malformed.status).toBe(400);
    } finally {
      await server.close();
      await database.close();
    }
  });
});
