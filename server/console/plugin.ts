import type { FastifyInstance } from 'fastify';
import type { IdTokenVerifier } from '../platform/auth/id-token';
import type { Config } from '../platform/config';
import type { Database } from '../platform/database';
import type { LedgerOptions } from '../platform/order-ledger';
import type { RefundService } from '../refunds/service';
import type { StockService } from '../stock/service';
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
    idTokenVerifier?: IdTokenVerifier | undefined;
    ledger?: LedgerOptions | undefined;
    /** The shop's clock (tests move it): what "today" is on the dashboard. */
    now?: (() => Date) | undefined;
    /** An action may have queued an email: the mailer looks now. */
    afterAction?: (() => void) | undefined;
  },
) {
  await app.register(registerAdminRoutes, {
    prefix: '/api',
    console: new ConsoleService({
      console: new PostgresConsoleStore(options.database, options.ledger),
      refunds: options.refunds,
    }),
    stock: options.stock,
    idTokenVerifier: options.idTokenVerifier,
    adminToken: options.config.adminToken,
    rateLimitPerMinute: options.config.adminRateLimit,
    now: options.now,
    afterAction: options.afterAction,
  });
}
