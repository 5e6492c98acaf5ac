import type { FastifyInstance } from 'fastify';
import type { Queryable } from './database';

/** The longest the readiness check waits for the database before it answers 503. */
const READY_TIMEOUT_MS = 2_000;

/**
 * Liveness and readiness. `GET /api/health` answers 200 while the process serves at all (`npm
 * start`, and a supervisor deciding whether to restart it, poll it). `GET /api/ready` answers 200
 * only when an order can be written now (`writable`, the check create-order makes; without it,
 * when the database answers a query): a load balancer sends no buyer to a process that cannot
 * take an order or record a payment, and takes it back once it can.
 */
export async function registerHealthRoutes(
  app: FastifyInstance,
  options: { database?: Queryable | undefined; writable?: (() => Promise<void>) | undefined },
) {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/health', async () => ({ status: 'ok' }));

  app.get('/ready', async (request, reply) => {
    const { database, writable } = options;
    if (!database) return { status: 'ready' };
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        writable ? writable() : database.query('SELECT 1'),
        new Promise((_resolve, reject) => {
          timer = setTimeout(() => reject(new Error('no answer in time')), READY_TIMEOUT_MS);
        }),
      ]);
      return { status: 'ready' };
    } catch (error) {
      request.log.warn({ err: error }, 'not ready: the database cannot take an order now');
      return reply.code(503).send({
        status: 'unavailable',
        error: 'STORE_UNAVAILABLE',
        message: 'The database cannot take an order now.',
      });
    } finally {
      clearTimeout(timer);
    }
  });
}
