import type { FastifyInstance } from 'fastify';
import type { InvoicesService } from '../invoices/service';
import type { OrderMailer } from '../mail/mailer';
import type { LedgerOptions } from '../orders/ledger';
import type { IdTokenVerifier } from '../platform/auth/id-token';
import type { Config } from '../platform/config';
import type { Database } from '../platform/database';
import type { RefundService } from '../refunds/service';
import type { StockService } from '../stock/service';
import type { SubscriptionsService } from '../subscriptions/service';
import { FollowUpService } from './follow-up';
import { PostgresFollowUpStore } from './follow-up-postgres-store';
import type { AbandonedCheckouts } from './follow-up-routes';
import { PostgresConsoleStore } from './postgres-store';
import { registerAdminRoutes } from './routes';
import { ConsoleService } from './service';

/**
 * The operator console's API (/api/admin/*: operators' ID tokens, and ADMIN_TOKEN read-only when
 * it is set), over its own store and the refunds area's service.
 */
export async function registerConsole(
  app: FastifyInstance,
  options: {
    config: Config;
    database: Database;
    refunds: RefundService;
    stock: StockService;
    /** The mail area: an order's emails, for its detail and timeline. */
    emails: Pick<OrderMailer, 'emailsFor'>;
    /** Abandoned checkouts (server/recovery/): their list and recovery email. */
    recovery?: AbandonedCheckouts | undefined;
    /** The invoice requests (server/invoices/): the home view counts the open ones. */
    invoices?: InvoicesService | undefined;
    idTokenVerifier?: IdTokenVerifier | undefined;
    ledger?: LedgerOptions | undefined;
    /** The shop's clock (tests move it): what "today" is on the dashboard. */
    now?: (() => Date) | undefined;
    /** An action may have queued an email (a resend, a recovery, a decision): the mailer looks now. */
    afterAction?: (() => void) | undefined;
    /** Custom ELY's subscriptions: the console lists them, refunds their payments, counts them. */
    subscriptions?: SubscriptionsService | undefined;
  },
) {
  const consoleStore = new PostgresConsoleStore(options.database, options.ledger);
  await app.register(registerAdminRoutes, {
    prefix: '/api',
    console: new ConsoleService({
      console: consoleStore,
      refunds: options.refunds,
      emails: options.emails,
    }),
    followUp: {
      service: new FollowUpService({
        console: consoleStore,
        followUp: new PostgresFollowUpStore(options.database, options.ledger),
        stock: options.stock,
        emails: options.emails,
      }),
      recovery: options.recovery,
      afterEmail: options.afterAction,
    },
    stock: options.stock,
    invoices: options.invoices,
    idTokenVerifier: options.idTokenVerifier,
    adminToken: options.config.adminToken,
    rateLimitPerMinute: options.config.adminRateLimit,
    now: options.now,
    afterAction: options.afterAction,
    subscriptions: options.subscriptions,
  });
}
