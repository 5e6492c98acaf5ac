import type { FastifyInstance } from 'fastify';
import { RestoreParamSchema } from '#domain/follow-up-api';
import { ApiError } from '../platform/api-error';
import type { RecoveryService } from './service';

/**
 * `GET /api/checkout/restore/:token` (public): the cart of the abandoned checkout a recovery email
 * links to, as product ids and quantities; the checkout prices them from the catalogue, never
 * from the link. 404 RESTORE_NOT_FOUND once the order is paid or purged.
 */
export async function registerRestoreRoute(
  app: FastifyInstance,
  options: { recovery: RecoveryService },
) {
  app.get('/checkout/restore/:token', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const params = RestoreParamSchema.safeParse(request.params);
    if (!params.success) {
      return reply
        .code(404)
        .send({ error: 'RESTORE_NOT_FOUND', message: 'This is not a recovery link.' });
    }
    try {
      return await options.recovery.restore(params.data.token);
    } catch (error) {
      if (error instanceof ApiError) return reply.code(error.statusCode).send(error.toBody());
      throw error;
    }
  });
}
