import type { FastifyInstance } from 'fastify';
import type { LedgerOptions } from '../orders/ledger';
import type { IdTokenVerifier } from '../platform/auth/id-token';
import type { Config } from '../platform/config';
import type { Database } from '../platform/database';
import { PostgresInvoicesStore } from './postgres-store';
import { registerInvoiceRoutes } from './routes';
import { InvoicesService } from './service';

/**
 * The invoices area: buyers' requests for a factura (CFDI) of a paid order, the files the
 * company's PAC stamped, attached in the console, and their download (docs/invoices.md). Returns
 * its service: the console's home view counts the open requests with it.
 */
export async function registerInvoices(
  app: FastifyInstance,
  options: {
    config: Config;
    database: Database;
    idTokenVerifier?: IdTokenVerifier | undefined;
    ledger?: LedgerOptions | undefined;
    /** The shop's clock (tests move it past the month of purchase). */
    now?: (() => Date) | undefined;
    /** A factura's email was queued: the mailer looks now. */
    afterAttach?: () => void;
  },
): Promise<InvoicesService> {
  const service = new InvoicesService(
    new PostgresInvoicesStore(options.database, options.ledger),
    options.now,
  );
  const afterAttach = options.afterAttach;
  await app.register(
    async (scope) => {
      if (afterAttach) {
        scope.addHook('onResponse', async (request, reply) => {
          if (request.method === 'PUT' && reply.statusCode === 200) afterAttach();
        });
      }
      await registerInvoiceRoutes(scope, {
        invoices: service,
        idTokenVerifier: options.idTokenVerifier,
        adminRateLimitPerMinute: options.config.adminRateLimit,
      });
    },
    { prefix: '/api' },
  );
  return service;
}
