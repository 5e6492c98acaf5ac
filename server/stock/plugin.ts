import type { FastifyInstance } from 'fastify';
import type { Database } from '../platform/database';
import { PostgresStockStore } from './postgres-store';
import { registerStockRoutes } from './routes';
import { StockService } from './service';

/**
 * The stock area: the units on sale, `GET /api/stock`, and the service that create-order holds
 * units through and the console sets them through.
 */
export async function registerStock(
  app: FastifyInstance,
  options: { database: Database },
): Promise<StockService> {
  const stock = new StockService(new PostgresStockStore(options.database));
  await app.register(registerStockRoutes, { prefix: '/api', stock });
  return stock;
}
