import type { FastifyError, FastifyInstance } from 'fastify';

/** Every error leaves the server as JSON `{ error, message }`, never as HTML or a stack trace. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
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
