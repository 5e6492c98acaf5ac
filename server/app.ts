import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import Fastify, {
  type FastifyInstance,
  type FastifyServerOptions,
  LogController,
  type RouteOptions,
} from 'fastify';
import { accountService, registerAccount } from './account/plugin';
import { registerConsole } from './console/plugin';
import { registerInvoices } from './invoices/plugin';
import { type MailPluginOptions, registerMail } from './mail/plugin';
import { orderPageLookup, registerOrders } from './orders/plugin';
import { checkOrdersWritable } from './orders/writable';
import { paypalCspSources } from './payments/paypal/paypal-csp';
import { type PayPalStandInPlugin, type PayPalTuning, registerPayments } from './payments/plugin';
import type { AccountDirectory } from './platform/auth/accounts';
import { registerAuthEmulatorRoute } from './platform/auth/emulator-route';
import { firebaseCspSources } from './platform/auth/firebase-csp';
import type { IdTokenVerifier } from './platform/auth/id-token';
import type { Config } from './platform/config';
import { API_CSP, type CspSources, emptyCspSources, mergeCspSources } from './platform/csp';
import type { Database } from './platform/database';
import { registerHealthRoutes } from './platform/health';
import {
  answerClientError,
  answerFrameworkError,
  registerErrorHandler,
} from './platform/http-errors';
import { refuseUnstorableText } from './platform/text-guard';
import { registerRecovery } from './recovery/plugin';
import { registerRefunds } from './refunds/plugin';
import { registerSeoFileRoutes } from './site/seo-files';
import { registerStaticSite } from './site/static-site';
import { registerStock } from './stock/plugin';
import { registerSubscriptions } from './subscriptions/plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** True once `close()` has begun: what a job still under way may take for an expected failure. */
    readonly closing: boolean;
  }
}

export interface AppOptions {
  config: Config;
  /** Serve the prerendered site from config.staticDir (off under the Vite dev server). */
  serveSite?: boolean;
  /** Origins the integrations (auth, payments) add to the pages' Content-Security-Policy. */
  csp?: CspSources;
  logger?: FastifyServerOptions['logger'];
  /** Verifies a signed-in payer's Firebase ID token (none: every payer is anonymous). */
  idTokenVerifier?: IdTokenVerifier;
  /** The identity provider's accounts: the buyer's data download and account deletion use it. */
  accountDirectory?: AccountDirectory;
  /** The payments store; without it the payment routes (and the PayPal stand-in) are absent. */
  database?: Database;
  /** Stand-in mode: the PayPal stand-in to mount under /__paypal (dev/paypal-stand-in). */
  paypalStandIn?: PayPalStandInPlugin;
  /** Tests shorten PayPal's timeouts and backoff. */
  paypal?: PayPalTuning;
  /** The clock of the payments (tests move it past a product's launch). */
  now?: () => Date;
  /** Tests give the order mailer their own transport. */
  mail?: MailPluginOptions['mail'];
  /** Told of every route as it is added (tests send hostile input to each route of the API). */
  onRoute?: (route: RouteOptions) => void;
}

/**
 * Powerful features the site never uses, denied to its pages and to every frame they embed.
 * Only names Chromium recognises: an unknown one is logged in the console. `bluetooth` is one
 * where Chromium has no Web Bluetooth (Linux: Debian's Chromium 150 and its headless shell log
 * "Unrecognized feature: 'bluetooth'" as a warning); it stays, because where Web Bluetooth exists
 * (ChromeOS, Android, macOS, Windows: the Web Bluetooth CG's implementation status) it is what
 * this policy denies.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'bluetooth',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
  'browsing-topics',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** An answer slower than this is logged at info, whatever its status. */
const SLOW_ANSWER_MS = 1_000;

/** Believes the `hops` proxies nearest to the server, as Fastify's numeric trustProxy does. */
function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

/** Builds the whole HTTP application without listening, so tests can drive it with inject(). */
export async function buildApp({
  config,
  serveSite = true,
  csp = emptyCspSources(),
  logger,
  idTokenVerifier,
  accountDirectory,
  database,
  paypalStandIn,
  paypal,
  now,
  mail,
  onRoute,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    // Fastify's own two lines per request (in, out) were a sixth of a purchase's CPU (the CPU
    // profile in bench/README.md): one line per answer instead, below.
    logController: new LogController({ disableRequestLogging: true }),
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    bodyLimit: 64 * 1024,
    // Which X-Forwarded-For hops count for the client's address (rate limits): TRUST_PROXY.
    trustProxy:
      typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    routerOptions: { ignoreTrailingSlash: false },
    // What Fastify answers itself (an address it cannot route, a request that is not HTTP) in the
    // API's shape, `{ error, message }`, as the error handler below answers everything else.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  });
  if (onRoute) app.addHook('onRoute', onRoute);

  // One line per answer: at info for what someone may need to look at (errors, slow answers),
  // at debug for the rest (LOG_LEVEL=debug shows every request).
  app.addHook('onResponse', async (request, reply) => {
    const status = reply.statusCode;
    const ms = reply.elapsedTime;
    const level =
      status >= 500 ? 'error' : status >= 400 || ms >= SLOW_ANSWER_MS ? 'info' : 'debug';
    request.log[level](
      // The path only: a query string may carry what a log should not keep.
      { method: request.method, path: request.url.split('?')[0], status, ms: Math.round(ms) },
      'answered',
    );
  });

  // While the server shuts down, answers close their connection: a keep-alive connection busy at
  // that moment would otherwise stay open, and the shutdown wait for it, until its timeout (72 s).
  // The areas read the same state as `app.closing` (a call cut short by the stop is no error).
  let closing = false;
  app.decorate('closing', { getter: () => closing });
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (closing) reply.header('connection', 'close');
  });

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: false,
    // Firebase's Google popup and PayPal's checkout window talk back to the opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
  });
  // Pages set their own policy; everything else may run nothing. No page may use the devices and
  // sensors the site never needs, nor may anything it embeds.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('content-security-policy', API_CSP);
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
  // Text that no database can keep (a lone surrogate, a NUL) is refused wherever it stands in a
  // request, before any route acts on it.
  app.addHook('preValidation', refuseUnstorableText);

  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'] });
  registerErrorHandler(app);

  await app.register(registerHealthRoutes, {
    prefix: '/api',
    database,
    writable: database && (() => checkOrdersWritable(database)),
  });
  await app.register(registerSeoFileRoutes);
  if (database) {
    // An email must never stop an order's change from being written: one the outbox refuses is
    // dropped from the statement, which is written without it, and said here.
    const ledger = {
      onEmailDropped: (error: unknown, statement: string) =>
        app.log.error(
          { err: error, statement },
          'an order email could not be queued: the change was written without it',
        ),
    };
    // The account area's answers to the others (the language of an account's emails).
    const accounts = accountService(database);
    // Before the mailer: it asks the recovery area for the recovery links' tokens.
    const recovery = await registerRecovery(app, { config, database, ledger });
    const mailer = registerMail(app, { config, database, mail, accounts, recoveries: recovery });
    const stock = await registerStock(app, { database });
    const { gateway, followRefundsWith, followSubscriptionsWith, sdkBaseUrl } =
      await registerPayments(app, {
        config,
        database,
        idTokenVerifier,
        standIn: paypalStandIn,
        paypal,
        now,
        ledger,
        afterCapture: () => mailer.nudge(),
        stock,
      });
    const refunds = registerRefunds(app, { database, gateway, ledger });
    followRefundsWith(refunds);
    const invoices = await registerInvoices(app, {
      config,
      database,
      idTokenVerifier,
      ledger,
      now,
      afterAttach: () => mailer.nudge(),
    });
    // Before the console: it lists the subscriptions and refunds their payments.
    const subscriptions = await registerSubscriptions(app, {
      config,
      database,
      gateway,
      idTokenVerifier,
      sdkBaseUrl,
      followSubscriptionsWith,
      transport: mail?.transport,
      now,
      refunds,
      accounts,
    });
    await registerConsole(app, {
      config,
      database,
      refunds,
      stock,
      emails: mailer,
      recovery,
      invoices,
      idTokenVerifier,
      ledger,
      now,
      afterAction: () => mailer.nudge(),
      subscriptions,
    });
    await registerOrders(app, {
      config,
      database,
      idTokenVerifier,
      ledger,
      afterFindOrder: () => mailer.nudge(),
      afterCancellationRequest: () => mailer.nudge(),
    });
    await registerAccount(app, {
      database,
      emails: mailer,
      idTokenVerifier,
      directory: accountDirectory,
    });
  }
  if (config.firebase?.emulatorHost) {
    const info = {
      url: `http://${config.firebase.emulatorHost}`,
      projectId: config.firebase.projectId,
    };
    await app.register(registerAuthEmulatorRoute, { prefix: '/api', ...info });
  }

  if (serveSite) {
    if (!existsSync(config.staticDir)) {
      throw new Error(`No built site at ${config.staticDir}: run "npm run build" first.`);
    }
    await registerStaticSite(app, {
      root: config.staticDir,
      csp: mergeCspSources(
        csp,
        firebaseCspSources(config.firebase),
        paypalCspSources(config.paypal),
      ),
      orderPage: database ? orderPageLookup(database) : undefined,
    });
  } else {
    app.setNotFoundHandler((request, reply) =>
      reply.code(404).send({
        error: 'NOT_FOUND',
        message: `No route for ${request.method} ${request.url.split('?')[0]}`,
      }),
    );
  }

  return app;
}
