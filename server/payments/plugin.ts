import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { LedgerOptions } from '../orders/ledger';
import type { IdTokenVerifier } from '../platform/auth/id-token';
import type { Config } from '../platform/config';
import type { Database } from '../platform/database';
import type { StockHolds } from './context';
import { PaymentOutbox } from './outbox';
import { PayPalGateway, type PayPalGatewayOptions } from './paypal/paypal-gateway';
import { PostgresPaymentsStore } from './postgres-store';
import { type DueFollower, Reconciler } from './reconciler';
import type { RefundFollower } from './refund-follower';
import { type PayPalClientConfig, registerPaymentRoutes } from './routes';
import { PaymentsService } from './service';
import { webhookRefusals } from './webhook-refusals';
import { registerPayPalWebhookRoute } from './webhook-route';
import { PaymentWebhooks, type SubscriptionNotice } from './webhooks';

/**
 * Wires the payments area into the app: the PayPal gateway (PayPal's sandbox or live API, or the
 * stand-in), the database-backed service, the reconciler, the checkout's routes and PayPal's
 * webhook. The stand-in's code is not part of the server: in stand-in mode the caller
 * (server/main.ts, or a test) hands its plugin in, and it is mounted under /__paypal. Returns the
 * gateway, which refunds use too.
 */

declare module 'fastify' {
  interface FastifyInstance {
    /** Present when the app was built with a database. */
    payments?: PaymentsService;
    /** Started by server/main.ts once the server listens; tests run its passes themselves. */
    reconciler?: Reconciler;
  }
}

export type PayPalTuning = Pick<PayPalGatewayOptions, 'timeoutMs' | 'maxAttempts' | 'backoffMs'>;

/** The PayPal stand-in as a Fastify plugin (dev/paypal-stand-in), mounted under /__paypal. */
export type PayPalStandInPlugin = FastifyPluginAsync;

export interface PaymentsPluginOptions {
  config: Config;
  database: Database;
  idTokenVerifier?: IdTokenVerifier | undefined;
  /** Stand-in mode without PAYPAL_API_BASE: the stand-in to mount on this server. */
  standIn?: PayPalStandInPlugin | undefined;
  /** Tests shorten PayPal's timeouts and backoff. */
  paypal?: PayPalTuning | undefined;
  /** The clock: what is on sale depends on the date (tests buy Custom ELY after its launch). */
  now?: (() => Date) | undefined;
  /** How the order's ledger reports an email it could not queue. */
  ledger?: LedgerOptions | undefined;
  /** Called once a capture has answered (the order's emails may be due). */
  afterCapture?: (() => void) | undefined;
  /** The units on sale: create-order holds them before PayPal is asked. */
  stock?: StockHolds | undefined;
}

export const STAND_IN_PREFIX = '/__paypal';

/** Stand-in mode with no PAYPAL_API_BASE: the stand-in lives on this very server. */
export function mountsStandIn(config: Config): boolean {
  return config.paypal.mode === 'stand-in' && config.paypal.apiBase === null;
}

/** The subscriptions area, as the payments area calls it: one subscription, or all that are due. */
export interface SubscriptionFollower extends DueFollower {
  /** Brings one subscription in line with PayPal's; false when the shop does not know it. */
  sync(subscriptionId: string): Promise<boolean>;
  /** Applies a verified Subscriptions event (a sale's refund too); false when not the shop's. */
  applyNotice(notice: SubscriptionNotice): Promise<boolean>;
}

export async function registerPayments(app: FastifyInstance, options: PaymentsPluginOptions) {
  const { config } = options;
  const { mode, credentials, apiBase } = config.paypal;
  const mounted = mountsStandIn(config);

  if (mode === 'stand-in') {
    app.log.info(
      { standIn: apiBase ?? STAND_IN_PREFIX },
      'PAYPAL_MODE=stand-in: payments use the local PayPal stand-in (test mode, no real money)',
    );
  }
  if (mounted) {
    if (!options.standIn) {
      throw new Error('PAYPAL_MODE=stand-in: the PayPal stand-in plugin was not provided');
    }
    await app.register(options.standIn, { prefix: STAND_IN_PREFIX });
  }

  // A mounted stand-in is this very server: its address is known once it listens.
  const ownStandIn = () => {
    const address = app.server.address();
    const port = address && typeof address === 'object' ? address.port : config.port;
    return `http://127.0.0.1:${port}${STAND_IN_PREFIX}`;
  };
  const gateway = new PayPalGateway({
    baseUrl: apiBase ?? ownStandIn,
    clientId: credentials.clientId,
    clientSecret: credentials.clientSecret,
    timeoutMs: config.paypal.timeoutMs,
    maxConnections: config.paypal.maxConnections,
    ...options.paypal,
    log: app.log,
  });
  app.addHook('onClose', () => gateway.close());

  const store = new PostgresPaymentsStore(options.database, options.ledger);
  const service = new PaymentsService({
    store,
    gateway,
    outbox: new PaymentOutbox(config.dataDir),
    log: app.log,
    stock: options.stock,
    ...(options.now ? { now: options.now } : {}),
  });
  app.decorate('payments', service);
  const reconciler = new Reconciler(
    { service, store, log: app.log },
    { intervalS: config.reconcileIntervalS },
  );
  app.decorate('reconciler', reconciler);
  app.addHook('onClose', () => reconciler.stop());

  const clientConfig: PayPalClientConfig = {
    mode,
    clientId: credentials.clientId,
    currency: 'USD',
    intent: 'capture',
    sdkBaseUrl:
      mode !== 'stand-in' ? null : mounted ? `${STAND_IN_PREFIX}/sdk/js` : `${apiBase}/sdk/js`,
  };
  await app.register(registerPaymentRoutes, {
    prefix: '/api',
    service,
    idTokenVerifier: options.idTokenVerifier,
    rateLimitPerMinute: config.paymentsRateLimit,
    clientConfig,
    // The order's emails are in the outbox the moment its record is: send them now.
    afterCapture: () => options.afterCapture?.(),
  });
  let webhooks: PaymentWebhooks | null = null;
  if (config.paypal.webhookId) {
    webhooks = new PaymentWebhooks({
      service,
      store,
      gateway,
      webhookId: config.paypal.webhookId,
      approvalGraceS: config.paypal.approvalGraceS,
      log: app.log,
    });
    const registered = webhooks;
    app.addHook('onClose', async () => registered.close());
    const { max, windowMs } = config.paypal.webhookRefusals;
    await app.register(registerPayPalWebhookRoute, {
      prefix: '/api',
      webhooks: registered,
      refusals: max > 0 ? webhookRefusals(options.database, { max, windowMs }) : null,
    });
  } else {
    app.log.warn(
      'PAYPAL_WEBHOOK_ID is not set: /api/paypal/webhook is off; the reconciler alone finishes the orders',
    );
  }
  return {
    gateway,
    /** Refunds PayPal leaves PENDING are followed by the refunds area: its webhooks and passes. */
    followRefundsWith(follower: RefundFollower) {
      reconciler.follow(follower);
      webhooks?.followRefundsWith(follower);
    },
    /**
     * The subscriptions area applies the Subscriptions events (verified here), and asks PayPal
     * about the subscriptions it may still bill on every reconciler pass.
     */
    followSubscriptionsWith(follower: SubscriptionFollower) {
      reconciler.follow(follower);
      webhooks?.followSubscriptionsWith((notice) => follower.applyNotice(notice));
    },
    sdkBaseUrl: clientConfig.sdkBaseUrl,
  };
}
