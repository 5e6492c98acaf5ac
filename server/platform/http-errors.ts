import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_CSP } from './csp';
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

/** A refusal as the API words it: `{ error: 'CODE', message }`. */
interface Refusal {
  error: string;
  message: string;
}

/**
 * What a client can get wrong before any route runs (the address, the body's framing), in the
 * API's own words: Fastify's codes (FST_ERR_…) and its `{ error: 'Bad Request', code, statusCode }`
 * name its internals, not what the client should change. The status stays Fastify's.
 */
const FRAMEWORK_REFUSALS: Readonly<Record<string, Refusal>> = {
  FST_ERR_BAD_URL: {
    error: 'INVALID_URL',
    message: 'The address is not valid: a %-escape in it is not UTF-8. Check the link.',
  },
  FST_ERR_MAX_PARAM_LENGTH: {
    error: 'INVALID_URL',
    message: 'The address is not valid: a part of it is too long.',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: { error: 'INVALID_JSON', message: 'The body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    error: 'INVALID_JSON',
    message: 'The body is empty, but its Content-Type says JSON: send a JSON body.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    error: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Send the body as JSON, with Content-Type: application/json.',
  },
  FST_CP_ERR_INVALID_CONTENT_ENCODING: {
    error: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'The body’s Content-Encoding is not one this server reads (gzip, deflate or br).',
  },
  FST_CP_ERR_INVALID_CONTENT: {
    error: 'INVALID_REQUEST',
    message: 'The body could not be decompressed with its Content-Encoding.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    error: 'INVALID_REQUEST',
    message: 'The body’s length is not what its Content-Length says.',
  },
};

/** Fastify's and its plugins' codes: FST_ERR_… and FST_CP_ERR_… (compression), and the like. */
const isFrameworkCode = (code: string | undefined) => code?.startsWith('FST_') ?? false;

/** A 4xx of Fastify's (or a plugin's), as the API words it; one it does not know, generically. */
function frameworkRefusal(error: FastifyError, request: FastifyRequest): Refusal {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    const limitKb = Math.floor(request.routeOptions.bodyLimit / 1024);
    return {
      error: 'BODY_TOO_LARGE',
      message: `The body is larger than this address takes (${limitKb} KB at most).`,
    };
  }
  return (
    FRAMEWORK_REFUSALS[error.code] ?? {
      error: 'INVALID_REQUEST',
      message: 'The request is not valid.',
    }
  );
}

/**
 * Fastify's `frameworkErrors`: an address it cannot route (a %-escape that does not decode, a
 * parameter past its length). It answers before any hook runs, so the headers every answer
 * carries are set here.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 400;
  void reply
    .code(status)
    .header('x-request-id', request.id)
    .header('content-security-policy', API_CSP)
    .header('x-content-type-options', 'nosniff')
    .send(frameworkRefusal(error, request));
}

/**
 * Node's `clientError`: a request that is not HTTP at all, or headers past Node's limit, or one
 * that took too long to arrive. Answered on the socket (no request exists), as Fastify does, in
 * the API's shape; a connection already gone is left alone.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, refusal]: [number, Refusal] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, { error: 'REQUEST_TIMEOUT', message: 'The request took too long to arrive.' }]
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, { error: 'HEADERS_TOO_LARGE', message: 'The request’s headers are too large.' }]
        : [400, { error: 'INVALID_REQUEST', message: 'The request is not valid HTTP.' }];
  const body = JSON.stringify(refusal);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
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
    if (isFrameworkCode(error.code)) {
      return reply.code(status).send(frameworkRefusal(error, request));
    }
    return reply.code(status).send({
      error: error.code ?? 'BAD_REQUEST',
      message: error.message,
    });
  });
}
