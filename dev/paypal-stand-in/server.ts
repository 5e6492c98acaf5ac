import Fastify from 'fastify';
import { registerPayPalStandIn } from './rest';

/**
 * `npm run paypal:stand-in`: the PayPal stand-in as a process of its own, on
 * PAYPAL_STAND_IN_PORT (default 3002), under the same /__paypal paths as when the shop mounts it.
 * PayPal's state (orders, captures) then outlives the shop, so tests can crash the shop and see
 * what a real PayPal would still know. Point the shop at it with PAYPAL_MODE=stand-in and
 * PAYPAL_API_BASE=http://127.0.0.1:3002/__paypal. Its webhooks go to PAYPAL_STAND_IN_WEBHOOK_URL
 * (e.g. http://127.0.0.1:3000/api/paypal/webhook), when set. PAYPAL_STAND_IN_PREFIX (default
 * /__paypal; empty: PayPal's own paths at the root) is for clients that cannot be given a base
 * path, as PayPal's server SDK in the API bench (bench/paypal-sample/server.ts).
 */

export const DEFAULT_STAND_IN_PORT = 3002;

export function standInPort(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.PAYPAL_STAND_IN_PORT;
  if (raw === undefined || raw === '') return DEFAULT_STAND_IN_PORT;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PAYPAL_STAND_IN_PORT must be a port number, got "${raw}"`);
  }
  return port;
}

export async function startStandIn({
  port = standInPort(),
  host = '127.0.0.1',
  webhookTarget = process.env.PAYPAL_STAND_IN_WEBHOOK_URL || null,
  prefix = process.env.PAYPAL_STAND_IN_PREFIX ?? '/__paypal',
}: {
  port?: number;
  host?: string;
  webhookTarget?: string | null;
  prefix?: string;
} = {}) {
  const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'warn' } });
  await app.register(registerPayPalStandIn, { prefix, webhookTarget });
  const url = await app.listen({ host, port });
  return { app, url: `${url}${prefix}` };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { app, url } = await startStandIn();
  // The line tests and scripts wait for: the stand-in's base URL, port included.
  console.log(`PayPal stand-in listening on ${url}`);
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void app.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
