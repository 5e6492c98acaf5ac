import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { registerPayPalStandIn } from '../../dev/paypal-stand-in/rest';
import { CUSTOM_ELY_LAUNCH } from '../../domain/catalog';
import { buildApp } from '../app';
import type { IdTokenVerifier } from '../auth/id-token';
import { loadConfig } from '../config';
import type { Database } from '../db/database';

/**
 * Test support for the payments API: a real listening server (API + PayPal stand-in) on
 * 127.0.0.1 with a random port, driven over HTTP with fetch.
 */

export const OCTAHEDRON = { id: 'octahedron', quantity: 2 };
export const CUSTOM_ELY = { id: 'custom-ely', quantity: 1 };
export const AFTER_LAUNCH = new Date(CUSTOM_ELY_LAUNCH.getTime() + 86_400_000);
export const ADDRESS = {
  street: 'Av. Álvaro Obregón 121',
  city: 'Ciudad de México',
  state: 'CDMX',
  zip: '06700',
  country: 'México',
};

/** `valid-<uid>` is a signed-in buyer, `admin-<uid>` an operator; anything else is refused. */
export const FAKE_VERIFIER: IdTokenVerifier = {
  async verify(token) {
    const match = /^(valid|admin)-(.+)$/.exec(token);
    if (!match?.[2]) return null;
    return { uid: match[2], email: `${match[2]}@example.com`, admin: match[1] === 'admin' };
  },
};

export interface TestServer {
  app: FastifyInstance;
  url: string;
  dataDir: string;
  logLines: string[];
  post(pathname: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
  get(pathname: string, headers?: Record<string, string>): Promise<Response>;
  close(): Promise<void>;
}

export interface TestServerOptions {
  database: Database;
  env?: Record<string, string>;
  dataDir?: string;
  /** PayPal timeout per attempt; generous by default, as a loaded CI machine can be slow. */
  paypalTimeoutMs?: number;
}

export async function startServer({
  database,
  env = {},
  dataDir,
  paypalTimeoutMs = 5_000,
}: TestServerOptions): Promise<TestServer> {
  const ownDataDir = dataDir ?? (await mkdtemp(path.join(tmpdir(), 'ely-pay-')));
  const config = loadConfig({
    LOG_LEVEL: 'warn',
    DATA_DIR: ownDataDir,
    HOST: '127.0.0.1',
    PORT: '0',
    PAYMENTS_RATE_LIMIT: '0',
    PAYPAL_MODE: 'stand-in',
    // Tests capture right after approving, as a browser does; a test of the shop's own capture
    // after approval sets its own grace.
    PAYPAL_APPROVAL_GRACE_S: '600',
    ...env,
  });
  const logLines: string[] = [];
  const app = await buildApp({
    config,
    serveSite: false,
    database,
    idTokenVerifier: FAKE_VERIFIER,
    paypalStandIn: registerPayPalStandIn,
    paypal: { timeoutMs: paypalTimeoutMs, maxAttempts: 3, backoffMs: 10 },
    // After Custom ELY's launch, so subscriptions can be bought.
    now: () => AFTER_LAUNCH,
    logger: {
      level: config.logLevel,
      stream: { write: (line: string) => void logLines.push(line) },
    },
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  const send = (method: string, pathname: string, body?: unknown, headers = {}) =>
    fetch(`${url}${pathname}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return {
    app,
    url,
    dataDir: ownDataDir,
    logLines,
    post: (pathname, body, headers) => send('POST', pathname, body, headers),
    get: (pathname, headers) => send('GET', pathname, undefined, headers),
    async close() {
      await app.close();
      if (!dataDir) await rm(ownDataDir, { recursive: true, force: true });
    },
  };
}

/** Creates an order through the API; returns its id. */
export async function createOrder(
  server: TestServer,
  items: { id: string; quantity: number }[] = [OCTAHEDRON],
): Promise<string> {
  const response = await server.post('/api/create-order', { items });
  if (response.status !== 201)
    throw new Error(`create-order: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

/** The payer approves (or, with 'decline', approves with a card that will be declined). */
export async function payerAction(
  server: TestServer,
  orderId: string,
  action: 'approve' | 'decline' = 'approve',
  body: Record<string, unknown> = {},
) {
  const response = await server.post(`/__paypal/sdk/orders/${orderId}/${action}`, body);
  if (!response.ok) throw new Error(`${action}: ${response.status} ${await response.text()}`);
}

export async function standInOrder(server: TestServer, orderId: string) {
  const response = await server.get(`/__paypal/__test/orders/${orderId}`);
  return (await response.json()) as { status: string; captureCount: number; amount: unknown };
}

export function captureBody(type: 'product' | 'subscription', address: unknown = ADDRESS) {
  return { type, items: type === 'product' ? [OCTAHEDRON] : [CUSTOM_ELY], address };
}
