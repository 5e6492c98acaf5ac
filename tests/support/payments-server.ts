import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type * as z from 'zod/mini';
import { registerPayPalStandIn } from '#dev/paypal-stand-in/rest';
import {
  AccountDataAnswer,
  AttentionAnswer,
  AuditAnswer,
  CaptureOrderAnswer,
  CreateOrderAnswer,
  DeleteAccountAnswer,
  MyOrdersAnswer,
  OperatorAnswer,
  OrderDetailAnswer,
  OrderListAnswer,
  ReceiptAnswer,
  RefundAnswer,
  RefusalAnswer,
  ShipAnswer,
  SoldOutAnswer,
  StockAnswer,
  StockChangeAnswer,
  StockOverviewAnswer,
} from '#domain/answers';
import { CUSTOM_ELY_LAUNCH } from '#domain/catalog';
import {
  AbandonedAnswer,
  NoteAnswer,
  RecoveryAnswer,
  ResendAnswer,
  TimelineAnswer,
} from '#domain/follow-up-answers';
import { type PagoRecord, type Payment, toPagoRecord } from '#domain/order/payment';
import { RECEIPT_TOKEN_HEADER } from '#domain/orders-api';
import { RestoreAnswer } from '#domain/restore-answer';
import { type AppOptions, buildApp } from '#server/app';
import type { IdTokenVerifier } from '#server/platform/auth/id-token';
import { loadConfig } from '#server/platform/config';
import { type Database, openDatabase } from '#server/platform/database';
import { MIGRATION_LOCK } from '#server/platform/migrations';
import { openTestDatabase } from './test-database';

/**
 * Test support for the payments API: a real listening server (API + PayPal stand-in) on
 * 127.0.0.1 with a random port, driven over HTTP with fetch.
 */

export const OCTAHEDRON = { id: 'octahedron', quantity: 2 };
export const CUSTOM_ELY = { id: 'custom-ely', quantity: 1 };
export const AFTER_LAUNCH = new Date(CUSTOM_ELY_LAUNCH.getTime() + 86_400_000);
/** A Mexican address as the checkout sends it: ISO codes for the country and the state. */
export const ADDRESS = {
  street: 'Av. Álvaro Obregón 121',
  line2: 'Col. Roma Norte',
  city: 'Ciudad de México',
  state: 'CMX',
  zip: '06700',
  country: 'MX',
};

/**
 * `valid-<uid>` is a signed-in buyer, `admin-<uid>` an operator, both with a verified email;
 * `unverified-<uid>` a buyer whose email is not; anything else is refused.
 */
export const FAKE_VERIFIER: IdTokenVerifier = {
  async verify(token) {
    const match = /^(valid|admin|unverified)-(.+)$/.exec(token);
    if (!match?.[2]) return null;
    const email = `${match[2]}@example.com`;
    const proven = match[1] !== 'unverified';
    return {
      uid: match[2],
      email,
      ...(proven ? { verifiedEmail: email } : {}),
      admin: match[1] === 'admin',
    };
  },
};

export interface TestServer {
  app: FastifyInstance;
  url: string;
  dataDir: string;
  logLines: string[];
  post(pathname: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
  /**
   * POST /api/capture-order/:id as the buyer's browser sends it: with the receipt token the
   * create call gave (kept from every create made through this server), so the answer names the
   * payer and the address sent is taken. `post` sends what it is given, as anyone else would.
   */
  capture(orderId: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
  /** The receipt token of an order created through this server. */
  receiptTokenOf(orderId: string): string | undefined;
  get(pathname: string, headers?: Record<string, string>): Promise<Response>;
  put(pathname: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
  delete(pathname: string, headers?: Record<string, string>): Promise<Response>;
  close(): Promise<void>;
}

export interface TestServerOptions {
  database: Database;
  env?: Record<string, string>;
  dataDir?: string;
  /** PayPal timeout per attempt; generous by default, as a loaded CI machine can be slow. */
  paypalTimeoutMs?: number;
  /** The order mailer's transport (none by default: emails stay in the outbox). */
  mail?: AppOptions['mail'];
  /** Told of every route the app adds. */
  onRoute?: AppOptions['onRoute'];
  /** The identity provider's accounts (none by default: deleting an account answers 503). */
  accountDirectory?: AppOptions['accountDirectory'];
}

export async function startServer({
  database,
  env = {},
  dataDir,
  paypalTimeoutMs = 5_000,
  mail = { transport: null },
  onRoute,
  accountDirectory,
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
    ...(accountDirectory ? { accountDirectory } : {}),
    paypalStandIn: registerPayPalStandIn,
    paypal: { timeoutMs: paypalTimeoutMs, maxAttempts: 3, backoffMs: 10 },
    // After Custom ELY's launch, so subscriptions can be bought.
    now: () => AFTER_LAUNCH,
    mail,
    onRoute,
    logger: {
      level: config.logLevel,
      stream: { write: (line: string) => void logLines.push(line) },
    },
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  const receiptTokens = new Map<string, string>();
  const send = async (method: string, pathname: string, body?: unknown, headers = {}) => {
    const response = await fetch(`${url}${pathname}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    await checkAgainstContract(method, pathname, response);
    if (pathname === '/api/create-order' && response.status === 201) {
      const created = (await response.clone().json()) as { id: string; receiptToken: string };
      receiptTokens.set(created.id, created.receiptToken);
    }
    return response;
  };
  return {
    app,
    url,
    dataDir: ownDataDir,
    logLines,
    post: (pathname, body, headers) => send('POST', pathname, body, headers),
    capture: (orderId, body, headers = {}) => {
      const token = receiptTokens.get(orderId);
      return send('POST', `/api/capture-order/${orderId}`, body, {
        ...(token ? { [RECEIPT_TOKEN_HEADER]: token } : {}),
        ...headers,
      });
    },
    receiptTokenOf: (orderId) => receiptTokens.get(orderId),
    get: (pathname, headers) => send('GET', pathname, undefined, headers),
    put: (pathname, body, headers) => send('PUT', pathname, body, headers),
    delete: (pathname, headers) => send('DELETE', pathname, undefined, headers),
    async close() {
      await app.close();
      if (!dataDir) await rm(ownDataDir, { recursive: true, force: true });
    },
  };
}

/** Creates an order through the API (with the shipping address, when given); returns its id. */
export async function createOrder(
  server: TestServer,
  items: { id: string; quantity: number }[] = [OCTAHEDRON],
  extra: { address?: unknown; contact?: unknown; headers?: Record<string, string> } = {},
): Promise<string> {
  const { address, contact } = extra;
  const response = await server.post(
    '/api/create-order',
    { items, ...(address ? { address } : {}), ...(contact ? { contact } : {}) },
    extra.headers,
  );
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
  const text = await response.text();
  if (!response.ok) throw new Error(`${action}: ${response.status} ${text}`);
}

export interface StandInView {
  status: string;
  captureCount: number;
  amount: unknown;
  capture: { id: string; status: string; refunded: string } | null;
}

export async function standInOrder(server: TestServer, orderId: string): Promise<StandInView> {
  const response = await server.get(`/__paypal/__test/orders/${orderId}`);
  return (await response.json()) as StandInView;
}

/** Time passes: the reconciler's next look at the order is due (and the order this old). */
export async function makeDue(database: Database, orderId: string, { ageS = 0 } = {}) {
  await database.query(
    `UPDATE orders SET next_check_at = now(),
                       created_at = now() - make_interval(secs => $2)
     WHERE id = $1`,
    [orderId, ageS],
  );
}

/**
 * The backends every payments test runs on: PGlite always, and PostgreSQL when DATABASE_URL is
 * set (CI), each test file in a schema of its own, so one file's reconciler never sees another
 * file's orders (they would be unknown to its PayPal stand-in).
 */
/** A webhook delivery the stand-in made or is still making, as its test controls list it. */
export interface StandInDelivery {
  id: string;
  eventType: string;
  headers: Record<string, string>;
  body: string;
  /** How many times the stand-in has sent it so far. */
  attempts: number;
  delivered: boolean;
}

/** Every webhook delivery the server's stand-in has made so far. */
export async function standInDeliveries(server: TestServer): Promise<StandInDelivery[]> {
  const response = await server.get('/__paypal/__test/webhooks');
  return ((await response.json()) as { deliveries: StandInDelivery[] }).deliveries;
}

/**
 * How many of the stand-in's queued failures of PayPal's verify call are still to come: a count
 * unchanged after a delivery means PayPal was not asked about it.
 */
export async function verifyFailuresQueued(server: TestServer): Promise<number> {
  const response = await server.get('/__paypal/__test/fail-next');
  const { queued } = (await response.json()) as {
    queued: { operation: string; remaining: number }[];
  };
  return queued
    .filter((failure) => failure.operation === 'verify')
    .reduce((sum, failure) => sum + failure.remaining, 0);
}

export function testBackends(label: string) {
  return [
    { name: 'PGlite', open: () => openTestDatabase() },
    ...(process.env.DATABASE_URL
      ? [
          {
            name: 'PostgreSQL',
            open: () => openIsolatedPostgres(process.env.DATABASE_URL ?? '', label),
          },
        ]
      : []),
  ];
}

/** PostgreSQL in a fresh schema (dropped on close), migrated like any database. */
export async function openIsolatedPostgres(url: string, label: string): Promise<Database> {
  const [database] = await openSharedPostgres(url, label, 1);
  if (!database) throw new Error('no database');
  return database;
}

/**
 * `pools` connection pools on one fresh schema, as that many API processes have on one
 * PostgreSQL: the first one migrates it (and drops it on close, so close it last).
 */
export async function openSharedPostgres(
  url: string,
  label: string,
  pools: number,
): Promise<Database[]> {
  // A bare identifier: letters, digits and underscores only.
  const schema = `test_${label.replace(/[^a-z0-9]+/gi, '_')}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE SCHEMA ${schema}`);
    // Extensions belong to the whole database: made once in public, never in a test's schema,
    // whose DROP … CASCADE would take them (and other files' indexes on them) away.
    // Files start at once: the migrations' lock, so no two create it side by side (IF NOT EXISTS
    // alone still races into a unique violation).
    await admin.query('BEGIN');
    await admin.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await admin.query('CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public');
    await admin.query('COMMIT');
  } finally {
    await admin.end();
  }
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema},public`);
  const databases: Database[] = [];
  for (let index = 0; index < pools; index += 1) {
    const database = await openDatabase({ databaseUrl: scoped.toString() });
    databases.push({
      ...database,
      kind: database.kind,
      query: (text, params, options) => database.query(text, params, options),
      exec: (text) => database.exec(text),
      transaction: (work) => database.transaction(work),
      async close() {
        if (index === 0) await database.exec(`DROP SCHEMA ${schema} CASCADE`).catch(() => {});
        await database.close();
      },
    });
  }
  return databases;
}

export function captureBody(type: 'product' | 'subscription', address: unknown = ADDRESS) {
  return { type, items: type === 'product' ? [OCTAHEDRON] : [CUSTOM_ELY], address };
}

/** An order's payment record as the specification shapes it (amounts in dollars), or null. */
export async function pagoOf(
  store: { findPayment(orderId: string): Promise<Payment | null> } | undefined,
  orderId: string,
): Promise<PagoRecord | null> {
  const payment = await store?.findPayment(orderId);
  return payment ? toPagoRecord(payment) : null;
}

/** Each route's answer schema (domain/answers.ts): what the browser's API client parses with. */
const CONTRACT: readonly [method: string, path: RegExp, schema: z.ZodMiniType][] = [
  ['POST', /^\/api\/create-order$/, CreateOrderAnswer],
  ['POST', /^\/api\/capture-order\/[^/]+$/, CaptureOrderAnswer],
  ['GET', /^\/api\/orders\/[^/]+$/, ReceiptAnswer],
  ['GET', /^\/api\/me\/orders$/, MyOrdersAnswer],
  ['GET', /^\/api\/me\/data$/, AccountDataAnswer],
  ['DELETE', /^\/api\/me$/, DeleteAccountAnswer],
  ['GET', /^\/api\/admin\/me$/, OperatorAnswer],
  ['GET', /^\/api\/admin\/orders(\?(?!.*format=csv).*)?$/, OrderListAnswer],
  ['GET', /^\/api\/admin\/orders\/[^/?]+$/, OrderDetailAnswer],
  ['POST', /^\/api\/admin\/orders\/[^/]+\/ship$/, ShipAnswer],
  ['POST', /^\/api\/admin\/orders\/[^/]+\/refund$/, RefundAnswer],
  ['GET', /^\/api\/admin\/audit(\?.*)?$/, AuditAnswer],
  ['GET', /^\/api\/admin\/attention$/, AttentionAnswer],
  ['GET', /^\/api\/stock$/, StockAnswer],
  ['GET', /^\/api\/admin\/stock$/, StockOverviewAnswer],
  ['PUT', /^\/api\/admin\/products\/[^/]+\/stock$/, StockChangeAnswer],
  ['GET', /^\/api\/admin\/orders\/[^/]+\/timeline$/, TimelineAnswer],
  ['POST', /^\/api\/admin\/orders\/[^/]+\/notes$/, NoteAnswer],
  ['POST', /^\/api\/admin\/orders\/[^/]+\/resend$/, ResendAnswer],
  ['GET', /^\/api\/admin\/abandoned$/, AbandonedAnswer],
  ['POST', /^\/api\/admin\/orders\/[^/]+\/recovery-email$/, RecoveryAnswer],
  ['GET', /^\/api\/checkout\/restore\/[^/]+$/, RestoreAnswer],
];

/**
 * Every answer a test receives from the API's routes is checked against the contract the browser
 * parses it with: a 2xx against its route's schema, a refusal against `{ error, message }`. A
 * test whose server answered something else fails here, whatever it asserts itself.
 */
async function checkAgainstContract(method: string, pathname: string, response: Response) {
  if (!pathname.startsWith('/api/') || pathname.startsWith('/api/paypal/')) return;
  if (!response.headers.get('content-type')?.includes('application/json')) return;
  const schema = response.ok
    ? CONTRACT.find(([m, path]) => m === method && path.test(pathname))?.[2]
    : response.status === 409 && pathname === '/api/create-order'
      ? SoldOutAnswer
      : RefusalAnswer;
  if (!schema) return;
  const body: unknown = await response.clone().json();
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new Error(
      `${method} ${pathname} answered ${response.status} with a body the contract refuses: ${JSON.stringify(parsed.error.issues)}`,
    );
  }
}
