import type { FastifyInstance } from 'fastify';

/** Liveness: the process is up and serving. Load balancers and `npm start` poll it. */
export async function registerHealthRoutes(app: FastifyInstance) {
  app.get('/health', async () => ({ status: 'ok' }));
}
