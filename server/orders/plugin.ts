import type { FastifyInstance } from 'fastify';
import type { IdTokenVerifier } from '../platform/auth/id-token';
import type { Config } from '../platform/config';
import type { Database } from '../platform/database';
import { registerCancellationRoute } from './cancellation-request';
import { registerFindOrderRoute } from './find-order';
import type { LedgerOptions } from './ledger';
import { orderPageNumber, PostgresOrdersStore } from './postgres-store';
import { registerOrderRoutes } from './routes';

/**
 * The orders area: what the buyer reads after paying, the receipt and "My orders" routes, and
 * "Find my order", which emails an order page's link again.
 */
export async function registerOrders(
  app: FastifyInstance,
  options: {
    config: Config;
    database: Database;
    idTokenVerifier?: IdTokenVerifier | undefined;
    ledger?: LedgerOptions;
    /** An order-link email may have been queued: the mailer looks now. */
    afterFindOrder?: () => void;
    /** A cancellation request's confirmation email may have been queued. */
    afterCancellationRequest?: () => void;
  },
) {
  const orders = new PostgresOrdersStore(options.database, options.ledger);
  await app.register(registerOrderRoutes, {
    prefix: '/api',
    orders,
    idTokenVerifier: options.idTokenVerifier,
  });
  await app.register(registerFindOrderRoute, {
    prefix: '/api',
    orders,
    database: options.database,
    limits: options.config.findOrderRateLimit,
    afterRequest: options.afterFindOrder,
  });
  await app.register(registerCancellationRoute, {
    prefix: '/api',
    orders,
    idTokenVerifier: options.idTokenVerifier,
    afterRequest: options.afterCancellationRequest,
  });
}

/**
 * How the static site learns an order page's number from the reference in its address (the
 * number or the order's id), for paid orders only: the composition root hands it to the site
 * without reaching past this area's interface into its store.
 */
export function orderPageLookup(database: Database): (orderRef: string) => Promise<string | null> {
  return (orderRef) => orderPageNumber(database, orderRef);
}
