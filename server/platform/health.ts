import type { FastifyInstance } from 'fastify';
import type { Queryable } from './database';

/** The longest the readiness check waits for the database before it answers 503. */
const READY_TIMEOUT_MS = 2_000;

/**
 * Liveness and readiness. `GET /api/health` answers 200 while the process serves at all (`npm
 * start`, and a supervisor deciding whether to restart it, poll it). `GET /api/ready` answers 200
 * only when the database answers too: a load balancer sends no buyer to a process that cannot
 * record a payment, and takes it back once its database does.
 */
export async function registerHealthRoutes(
  app: FastifyInstance,
  options: { database?: Queryable | undefined },
) {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/health', async () => ({ status: 'ok' }));

  app.get('/ready', async (request, reply) => {
    const { database } = options;
    if (!database) return { status: 'ready' };
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        database.query('SELECT 1'),
        new Promise((_resolve, reject) => {
          timer = setTimeout(() => reject(new Error('no answer in time')), READY_TIMEOUT_MS);
        }),
      ]);
      return { status: 'ready' };
    } catch (error) {
      request.log.warn({ err: error }, 'not ready: the database does not answer');
      return reply
        .code(503)
        .send({ status: 'unavailable', message: 'The database does not answer.' });
    } finally {
      clearTimeout(timer);
    }
  });
}
