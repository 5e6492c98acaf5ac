import type { FastifyError, FastifyInstance } from 'fastify';
import { DatabaseUnavailableError } from './database-errors';

/**
 * PostgreSQL gave up on purpose: a statement ran past statement_timeout, or a lock was not granted
 * within lock_timeout. The request is answered at once (503, try again) instead of holding a
 * connection and everything queued behind it.
 */
export function isDatabaseBusy(error: unknown): boolean {
  const { code } = (error ?? {}) as { code?: unknown };
  return code === '57014' || code === '55P03';
}

/**
 * Seconds to wait before asking again, on every 503 that does not say its own: an outage lasts
 * longer than a busy moment, and asking sooner only spends another deadline finding it out.
 */
const UNAVAILABLE_RETRY_AFTER_S = 5;

/** Every error leaves the server as JSON `{ error, message }`, never as HTML or a stack trace. */
export function registerErrorHandler(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply) => {
    if (reply.statusCode === 503 && !reply.hasHeader('retry-after')) {
      reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_S));
    }
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // The database could not be asked (down, unreachable, silent past the deadline, closed):
    // wherever it happened, the caller may simply try again later.
    if (error instanceof DatabaseUnavailableError) {
      request.log.warn({ err: error }, 'database unavailable: answered 503');
      return reply.code(503).send({
        error: 'STORE_UNAVAILABLE',
        message: 'We cannot reach our records right now. Please try again in a moment.',
      });
    }
    if (isDatabaseBusy(error)) {
      request.log.warn({ err: error }, 'database busy: answered 503');
      return reply.code(503).header('retry-after', '2').send({
        error: 'STORE_BUSY',
        message: 'We are busy right now. Please try again in a moment.',
      });
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(status).send({
        error: 'INTERNAL_ERROR',
        message: 'Something went wrong on our side. Please try again.',
      });
    }
    return reply.code(status).send({
      error: error.code ?? 'BAD_REQUEST',
      message: error.message,
    });
  });
}
