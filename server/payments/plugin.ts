import type { FastifyInstance } from 'fastify';
import { registerPayPalStandIn } from '../../dev/paypal-stand-in/rest';
import type { IdTokenVerifier } from '../auth/id-token';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { PaymentsStore } from '../db/payments-store';
import type { CspSources } from '../http/csp';
import { PayPalGateway, type PayPalGatewayOptions } from '../paypal/gateway';
import { registerAdminRoutes } from '../routes/admin';
import { type PayPalClientConfig, registerPaymentRoutes } from '../routes/payments';
import { PaymentOutbox } from './outbox';
import { PaymentsService } from './service';

/**
 * Wires the payments feature into the app: the PayPal gateway (real PayPal with credentials, the
 * local stand-in under /__paypal without), the database-backed service, its routes, and the
 * operator route when ADMIN_TOKEN is set.
 */

declare module 'fastify' {
  interface FastifyInstance {
    /** Present when the app was built with a database. */
    payments?: PaymentsService;
  }
}

export type PayPalTuning = Pick<PayPalGatewayOptions, 'timeoutMs' | 'maxAttempts' | 'backoffMs'>;

export interface PaymentsPluginOptions {
  config: Config;
  database: Database;
  idTokenVerifier?: IdTokenVerifier | undefined;
  /** Tests shorten PayPal's timeouts and backoff. */
  paypal?: PayPalTuning | undefined;
  /** The clock: what is on sale depends on the date (tests buy Custom ELY after its launch). */
  now?: (() => Date) | undefined;
}

export const STAND_IN_PREFIX = '/__paypal';

const PAYPAL_API = {
  sandbox: 'https://api-m.sandbox.paypal.com',
  live: 'https://api-m.paypal.com',
};

/** Without both credentials the local stand-in plays PayPal. */
export function isLocalPayPal(config: Config): boolean {
  return config.paypal.credentials === null;
}

/** What the checkout page may load and reach: PayPal's origins with real PayPal, nothing else locally. */
export function paypalCspSources(config: Config): Partial<CspSources> {
  if (isLocalPayPal(config)) return {};
  const paypal = ['https://www.paypal.com', 'https://*.paypal.com'];
  return {
    script: [...paypal, 'https://*.paypalobjects.com'],
    frame: paypal,
    connect: paypal,
    img: [...paypal, 'https://*.paypalobjects.com'],
  };
}

export async function registerPayments(app: FastifyInstance, options: PaymentsPluginOptions) {
  const { config } = options;
  const local = isLocalPayPal(config);
  const credentials = config.paypal.credentials ?? {
    clientId: 'stand-in-client-id',
    clientSecret: 'stand-in-client-secret',
  };

  if (local) {
    app.log.info(
      'No PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET: payments use the local PayPal stand-in at /__paypal (test mode, no real money)',
    );
    await app.register(registerPayPalStandIn, { prefix: STAND_IN_PREFIX });
  }

  // Locally the stand-in is this very server: its address is known once it listens.
  const ownStandIn = () => {
    const address = app.server.address();
    const port = address && typeof address === 'object' ? address.port : config.port;
    return `http://127.0.0.1:${port}${STAND_IN_PREFIX}`;
  };
  const gateway = new PayPalGateway({
    baseUrl: config.paypal.apiBase ?? (local ? ownStandIn : PAYPAL_API[config.paypal.env]),
    clientId: credentials.clientId,
    clientSecret: credentials.clientSecret,
    timeoutMs: config.paypal.timeoutMs,
    maxConnections: config.paypal.maxConnections,
    ...options.paypal,
    log: app.log,
  });
  app.addHook('onClose', () => gateway.close());

  const service = new PaymentsService({
    store: new PaymentsStore(options.database),
    gateway,
    outbox: new PaymentOutbox(config.dataDir),
    log: app.log,
    ...(options.now ? { now: options.now } : {}),
  });
  app.decorate('payments', service);

  const clientConfig: PayPalClientConfig = {
    mode: local ? 'stand-in' : config.paypal.env,
    clientId: credentials.clientId,
    currency: 'USD',
    intent: 'capture',
    sdkBaseUrl: local ? `${STAND_IN_PREFIX}/sdk/js` : null,
  };
  await app.register(registerPaymentRoutes, {
    prefix: '/api',
    service,
    idTokenVerifier: options.idTokenVerifier,
    rateLimitPerMinute: config.paymentsRateLimit,
    clientConfig,
  });
  if (config.adminToken) {
    await app.register(registerAdminRoutes, {
      prefix: '/api',
      service,
      adminToken: config.adminToken,
    });
  }
}
