import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_MAX_CONNECTIONS } from './paypal/gateway';

/**
 * The server's whole configuration, read once from the environment at start-up. A bad value stops
 * the process with a message naming the variable; nothing else reads process.env.
 */

const port = z.coerce.number().int().min(0).max(65535);

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: port.default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Where the prerendered site lives (the `client` folder of the React Router build). */
  STATIC_DIR: z.string().min(1).default('build/client'),
  DATA_DIR: z.string().min(1).default('./data'),
  /** The public origin, for absolute links in sitemap.xml (defaults to the request's host). */
  PUBLIC_URL: z.url().optional(),
  /** PayPal REST app credentials; both absent means local mode (the PayPal stand-in). */
  PAYPAL_CLIENT_ID: z.string().min(1).optional(),
  PAYPAL_CLIENT_SECRET: z.string().min(1).optional(),
  /** Which PayPal: sandbox (test accounts) or live (real money). */
  PAYPAL_ENV: z.enum(['sandbox', 'live']).default('sandbox'),
  /** Overrides PayPal's API origin (otherwise chosen by PAYPAL_ENV, or the local stand-in). */
  PAYPAL_API_BASE: z.url().optional(),
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
  /** Operator token for GET /api/admin/payments (the route exists only when it is set). */
  ADMIN_TOKEN: z.string().min(12, 'use at least 12 characters').optional(),
  /** Requests per minute per client address on the payment routes; 0 turns the limit off. */
  PAYMENTS_RATE_LIMIT: z.coerce.number().int().min(0).default(60),
  /** `0` leaves the site to the Vite dev server (`npm run dev`): the process serves the API only. */
  SERVE_SITE: z.enum(['0', '1', 'false', 'true']).default('1'),
  /** `127.0.0.1:9099`: ID tokens come from the Firebase Auth Emulator (local runs and tests). */
  FIREBASE_AUTH_EMULATOR_HOST: z
    .string()
    .regex(/^[\w.-]+:\d+$/, 'expected host:port, e.g. 127.0.0.1:9099')
    .optional(),
  /** The Firebase project whose ID tokens the API accepts (defaults to the browser's). */
  FIREBASE_PROJECT_ID: z.string().min(1).optional(),
  VITE_FIREBASE_PROJECT_ID: z.string().min(1).optional(),
  VITE_FIREBASE_AUTH_DOMAIN: z.string().min(1).optional(),
});

export type Env = z.infer<typeof EnvSchema>;

export interface Config {
  nodeEnv: Env['NODE_ENV'];
  host: string;
  port: number;
  logLevel: Env['LOG_LEVEL'];
  staticDir: string;
  dataDir: string;
  publicUrl: string | undefined;
  paypal: PayPalSettings;
  databaseUrl: string | undefined;
  adminToken: string | undefined;
  paymentsRateLimit: number;
  serveSite: boolean;
  /** Null when sign-in is not configured: no emulator and no Firebase project. */
  firebase: FirebaseSettings | null;
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
  /** Null in local mode: no credentials, the stand-in plays PayPal. */
  credentials: { clientId: string; clientSecret: string } | null;
  env: Env['PAYPAL_ENV'];
  /** Explicit API origin, or undefined for PayPal's (or, in local mode, our own /__paypal). */
  apiBase: string | undefined;
  timeoutMs: number;
  maxConnections: number;
}

function paypalSettings(env: Env): PayPalSettings {
  const { PAYPAL_CLIENT_ID: clientId, PAYPAL_CLIENT_SECRET: clientSecret } = env;
  if (Boolean(clientId) !== Boolean(clientSecret)) {
    throw new ConfigError(
      'Invalid environment: PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET go together (set both, or neither for the local stand-in)',
    );
  }
  return {
    credentials: clientId && clientSecret ? { clientId, clientSecret } : null,
    env: env.PAYPAL_ENV,
    apiBase: env.PAYPAL_API_BASE,
    timeoutMs: env.PAYPAL_TIMEOUT_MS,
    maxConnections: env.PAYPAL_MAX_CONNECTIONS,
  };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; throws a ConfigError whose message names every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = EnvSchema.safeParse(cleaned);
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `${issue.path.join('.') || '(environment)'}: ${issue.message}`)
      .join('; ');
    throw new ConfigError(`Invalid environment: ${problems}`);
  }
  const parsed = result.data;
  return {
    nodeEnv: parsed.NODE_ENV,
    host: parsed.HOST,
    port: parsed.PORT,
    logLevel: parsed.LOG_LEVEL,
    staticDir: path.resolve(parsed.STATIC_DIR),
    dataDir: path.resolve(parsed.DATA_DIR),
    publicUrl: parsed.PUBLIC_URL,
    paypal: paypalSettings(parsed),
    databaseUrl: parsed.DATABASE_URL,
    adminToken: parsed.ADMIN_TOKEN,
    paymentsRateLimit: parsed.PAYMENTS_RATE_LIMIT,
    serveSite: parsed.SERVE_SITE === '1' || parsed.SERVE_SITE === 'true',
    firebase: firebaseSettings(parsed),
  };
}
