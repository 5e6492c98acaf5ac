import { isLoopbackHost } from '#server/platform/config';

/**
 * Every port the local tools bind, in one place: what `npm start` and `npm run dev` use (each
 * overridable by its variable), and what the browser tests use, derived from E2E_PORT. The two
 * sets never overlap, so a developer can keep `npm start` running while `npm test` runs
 * (dev/ports.test.ts checks it with these very functions).
 */

export interface PortVariables {
  PORT?: string | undefined;
  API_PORT?: string | undefined;
  PAYPAL_STAND_IN_PORT?: string | undefined;
  FIREBASE_AUTH_EMULATOR_PORT?: string | undefined;
  MAILDEV_SMTP_PORT?: string | undefined;
  MAILDEV_WEB_PORT?: string | undefined;
  E2E_PORT?: string | undefined;
}

export const DEFAULT_PORTS = {
  /** The site and the API (`npm start`). */
  site: 3000,
  /** The API beside Vite's dev server (`npm run dev`). */
  devApi: 3001,
  /** The PayPal stand-in as its own process (`npm run paypal:stand-in`). */
  paypalStandIn: 3002,
  /** Vite's dev server (`npm run dev`). */
  vite: 5173,
  /** The Firebase Auth Emulator; it binds the next two ports as well (hub, logging). */
  authEmulator: 9099,
  /** MailDev's SMTP server and its web inbox / REST API. */
  maildevSmtp: 1025,
  maildevWeb: 1080,
  /** The browser tests' server. */
  e2e: 3100,
} as const;

/** How many consecutive ports the Auth Emulator binds from its own. */
export const AUTH_EMULATOR_SPAN = 3;

export function portFrom(name: keyof PortVariables, raw: string | undefined, fallback: number) {
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${name} must be a port number, got "${raw}"`);
  }
  return port;
}

/**
 * The interface `npm start` listens on: this machine only by default, because local mode mounts
 * the PayPal stand-in and its test endpoints (anyone who reached them could approve orders), and
 * takes the Auth Emulator's unsigned tokens. HOST=0.0.0.0 opens it to the network (to try the site from
 * a phone, say): the server then wants a real Firebase project, and ALLOW_PAYPAL_STAND_IN=1 for
 * the stand-in (docs/configuration.md).
 */
export function localHost(env: { HOST?: string | undefined } = process.env): string {
  return env.HOST || '127.0.0.1';
}

/**
 * What `npm start` tells its server about PayPal: the stand-in when no credentials are given, and
 * ALLOW_PAYPAL_STAND_IN=1 for a stand-in it mounts on this machine only, which the production
 * server it runs refuses otherwise. Beyond loopback (HOST=0.0.0.0) anyone on the network could
 * approve payments with it: that is for the person running it to allow, not for `npm start`.
 */
export function localPayPalEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const chosen: NodeJS.ProcessEnv = {};
  if (!env.PAYPAL_MODE && !env.PAYPAL_CLIENT_ID) chosen.PAYPAL_MODE = 'stand-in';
  const mounted = (env.PAYPAL_MODE || chosen.PAYPAL_MODE) === 'stand-in' && !env.PAYPAL_API_BASE;
  if (mounted && isLoopbackHost(localHost(env))) chosen.ALLOW_PAYPAL_STAND_IN = '1';
  return chosen;
}

/** The ports `npm start` (and `npm run dev`) bind with this environment. */
export function localPorts(env: PortVariables = process.env) {
  return {
    site: portFrom('PORT', env.PORT, DEFAULT_PORTS.site),
    devApi: portFrom('API_PORT', env.API_PORT, DEFAULT_PORTS.devApi),
    paypalStandIn: portFrom(
      'PAYPAL_STAND_IN_PORT',
      env.PAYPAL_STAND_IN_PORT,
      DEFAULT_PORTS.paypalStandIn,
    ),
    vite: DEFAULT_PORTS.vite,
    authEmulator: portFrom(
      'FIREBASE_AUTH_EMULATOR_PORT',
      env.FIREBASE_AUTH_EMULATOR_PORT,
      DEFAULT_PORTS.authEmulator,
    ),
    maildevSmtp: portFrom('MAILDEV_SMTP_PORT', env.MAILDEV_SMTP_PORT, DEFAULT_PORTS.maildevSmtp),
    maildevWeb: portFrom('MAILDEV_WEB_PORT', env.MAILDEV_WEB_PORT, DEFAULT_PORTS.maildevWeb),
  };
}

/**
 * The browser tests' ports, all derived from E2E_PORT (default 3100) so that parallel runs with
 * different E2E ports never collide: the emulator at +6100 (3100 → 9200-9202, clear of the
 * default 9099-9101), MailDev at +1 and +2.
 */
export function testPorts(env: PortVariables = process.env) {
  const site = portFrom('E2E_PORT', env.E2E_PORT, DEFAULT_PORTS.e2e);
  return {
    site,
    authEmulator: site + 6100,
    maildevSmtp: site + 1,
    maildevWeb: site + 2,
  };
}

/** Every port a set of tools binds, the emulator's companions included. */
export function boundPorts(ports: Record<string, number>): number[] {
  const all: number[] = [];
  for (const [name, port] of Object.entries(ports)) {
    const span = name === 'authEmulator' ? AUTH_EMULATOR_SPAN : 1;
    for (let offset = 0; offset < span; offset += 1) all.push(port + offset);
  }
  return all;
}
