import type { FastifyInstance } from 'fastify';
import { CONTACT_EMAIL } from '#site/site';
import type { AccountService } from '../account/service';
import { type MailTransport, smtpTransport } from '../mail/mail-transport';
import type { PayPalGateway } from '../payments/paypal/paypal-gateway';
import type { SubscriptionFollower } from '../payments/plugin';
import type { IdTokenVerifier } from '../platform/auth/id-token';
import type { Config } from '../platform/config';
import type { Database } from '../platform/database';
import type { RefundService } from '../refunds/service';
import { SubscriptionMailer } from './mailer';
import { PayPalBilling, type SubscriptionGateway } from './paypal-billing';
import { ensureCustomElyPlan } from './plans';
import { PostgresSubscriptionsStore } from './postgres-store';
import { registerSubscriptionRoutes } from './routes';
import { SubscriptionsService } from './service';

/**
 * Wires the subscriptions area into the app: PayPal's Subscriptions v1 through the payments'
 * gateway, the store (migration 20), the service, its routes under /api, the subscribers'
 * mailer, and a reconciler pass over the live subscriptions every RECONCILE_INTERVAL_S. The
 * Subscriptions webhooks arrive at /api/paypal/webhook, verified by the payments area, and are
 * handed here. On the stand-in the Custom ELY plan is made at start (`ensureCustomElyPlan`); with
 * real PayPal it is PAYPAL_PLAN_CUSTOM_ELY.
 */

declare module 'fastify' {
  interface FastifyInstance {
    /** Present when the app was built with a database. */
    subscriptions?: SubscriptionsService;
    subscriptionMailer?: SubscriptionMailer;
  }
}

export interface SubscriptionsPluginOptions {
  config: Config;
  database: Database;
  gateway: PayPalGateway;
  idTokenVerifier?: IdTokenVerifier | undefined;
  /** The stand-in's script URL in test mode, null for PayPal's own. */
  sdkBaseUrl: string | null;
  /** Hands this area the verified Subscriptions webhooks and a turn on every reconciler pass. */
  followSubscriptionsWith: (follower: SubscriptionFollower) => void;
  /** Tests give their own mail transport (undefined: SMTP_URL's, or none). */
  transport?: MailTransport | null | undefined;
  /** Tests give their own PayPal. */
  billing?: SubscriptionGateway | undefined;
  now?: (() => Date) | undefined;
  /** The refunds area: operators refund a subscription's payment through it. */
  refunds?: RefundService | undefined;
  /** The account area: the language an account chose for its emails. */
  accounts?: AccountService | undefined;
}

export async function registerSubscriptions(
  app: FastifyInstance,
  options: SubscriptionsPluginOptions,
): Promise<SubscriptionsService> {
  const { config, gateway } = options;
  const standIn = config.paypal.mode === 'stand-in';
  let planId: string | null = config.subscriptions.planId;
  if (!planId && !standIn) {
    app.log.warn(
      'PAYPAL_PLAN_CUSTOM_ELY is not set: Custom ELY subscriptions are off (run `npm run paypal:plans`)',
    );
  }
  const store = new PostgresSubscriptionsStore(options.database);
  const transport =
    options.transport !== undefined
      ? options.transport
      : config.mail.smtpUrl
        ? smtpTransport({
            url: config.mail.smtpUrl,
            from: config.mail.from,
            replyTo: CONTACT_EMAIL,
          })
        : null;
  const mailer = new SubscriptionMailer(
    {
      store,
      refunds: options.refunds,
      accounts: options.accounts,
      transport,
      publicUrl: config.publicUrl,
      log: app.log,
    },
    { intervalS: config.mail.pollIntervalS },
  );
  const service = new SubscriptionsService({
    store,
    gateway: options.billing ?? new PayPalBilling(gateway),
    planId: () => planId,
    launch: config.subscriptions.launch,
    log: app.log,
    ...(options.now ? { now: options.now } : {}),
    afterChange: () => mailer.nudge(),
    refunds: options.refunds,
  });
  app.decorate('subscriptions', service);
  app.decorate('subscriptionMailer', mailer);
  options.followSubscriptionsWith(service);

  const clientConfig = () => ({
    mode: config.paypal.mode,
    planId,
    launch: config.subscriptions.launch.toISOString(),
    clientId: config.paypal.credentials.clientId,
    sdkBaseUrl: options.sdkBaseUrl,
  });
  await app.register(registerSubscriptionRoutes, {
    prefix: '/api',
    service,
    idTokenVerifier: options.idTokenVerifier,
    rateLimitPerMinute: config.paymentsRateLimit,
    clientConfig,
  });

  // Once listening: a stand-in mounted here is reachable, and so is the mail server.
  app.addHook('onListen', async () => {
    if (standIn && !planId) {
      try {
        planId = (await ensureCustomElyPlan(gateway)).planId;
        app.log.info({ planId }, 'Custom ELY plan ready on the PayPal stand-in');
      } catch (error) {
        // Stopped within a second of its start, the server closes the stand-in it mounts before
        // the plan is made: nothing is wrong, and the next start makes it.
        if (app.closing) app.log.info('the server stopped before the Custom ELY plan was made');
        else app.log.error({ err: error }, 'the Custom ELY plan could not be made on the stand-in');
      }
    }
    mailer.start();
  });
  app.addHook('onClose', async () => {
    await mailer.stop();
    if (options.transport === undefined) transport?.close();
  });
  return service;
}
