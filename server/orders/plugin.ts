import type { FastifyInstance } from 'fastify';
import type { IdTokenVerifier } from '../platform/auth/id-token';
import type { Database } from '../platform/database';
import { PostgresOrdersStore } from './postgres-store';
import { registerOrderRoutes } from './routes';

/** The orders area: what the buyer reads after paying, the receipt and "My orders" routes. */
export async function registerOrders(
  app: FastifyInstance,
  options: { database: Database; idTokenVerifier?: IdTokenVerifier | undefined },
) {
  await app.register(registerOrderRoutes, {
    prefix: '/api',
    orders: new PostgresOrdersStore(options.database),
    idTokenVerifier: options.idTokenVerifier,
  });
}
