import type { FastifyInstance } from 'fastify';
import type { LedgerOptions } from '../orders/ledger';
import type { PaymentGateway } from '../payments/gateway';
import type { Database } from '../platform/database';
import { PostgresRefundsStore } from './postgres-store';
import { RefundService } from './service';

/**
 * The refunds area: the service operators refund through (the console), over its own store and
 * the payment provider's gateway. It has no routes of its own.
 */

declare module 'fastify' {
  interface FastifyInstance {
    /** Present when the app was built with a database. */
    refunds?: RefundService;
  }
}

export function registerRefunds(
  app: FastifyInstance,
  options: { database: Database; gateway: PaymentGateway; ledger?: LedgerOptions | undefined },
): RefundService {
  const refunds = new RefundService({
    refunds: new PostgresRefundsStore(options.database, options.ledger),
    gateway: options.gateway,
    log: app.log,
  });
  app.decorate('refunds', refunds);
  return refunds;
}
