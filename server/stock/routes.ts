import type { FastifyInstance } from 'fastify';
import type { StockService } from './service';

/** How long a browser or a cache may keep `GET /api/stock`'s answer (seconds). */
export const STOCK_MAX_AGE_S = 5;

/**
 * `GET /api/stock` (public): `{ products: { [id]: { available } } }`, every limited product's
 * units on sale (a product absent is not limited). The prerendered pages ask it once hydrated;
 * a few seconds' cache is harmless, since create-order counts the units itself.
 */
export async function registerStockRoutes(app: FastifyInstance, options: { stock: StockService }) {
  app.get('/stock', async (_request, reply) => {
    reply.header('cache-control', `public, max-age=${STOCK_MAX_AGE_S}`);
    return options.stock.publicLevels();
  });
}
