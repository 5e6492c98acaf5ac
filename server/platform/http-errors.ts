import type { FastifyError, FastifyInstance } from 'fastify';

/**
 * PostgreSQL gave up on purpose: a statement ran past statement_timeout, a lock was not granted
 * within lock_timeout, or the pool had no connection to spare. The request is answered at once
 * (503, try again) instead of holding a connection and everything queued behind it.
 */
export function isDatabaseBusy(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return (
    code === '57014' ||
    code === '55P03' ||
    (typeof message === 'string' && message.includes('timeout exceeded when trying to connect'))
  );
}

/** Every error leaves the server as JSON `{ error, message }`, never as HTML or a stack trace. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
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
