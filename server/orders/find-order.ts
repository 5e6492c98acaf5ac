import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FindOrderAnswer } from '#domain/answers';
import { findOrderProblems, normaliseFindOrder } from '#domain/find-order';
import type { OrdersStore } from './store';

/**
 * `POST /api/find-order` `{ email, orderNumber }`: "Find my order". When the number names an order
 * whose emails go to that address, the order page's link is emailed there (the mail outbox, as
 * every order email); the answer is `202 { status: 'received' }` either way, after the same one
 * statement, so that it tells nobody whether an order exists or whose it is. Limited per client
 * address (before anything else) and per email address (429 RATE_LIMITED); malformed input is
 * refused with `400 INVALID_REQUEST` and the field.
 */

export interface FindOrderRouteOptions {
  orders: OrdersStore;
  /** Requests per hour per email address and per client address; 0 turns a limit off. */
  limits: { perEmail: number; perIp: number };
  /** Told after every request that passed: an email may be due (the mailer looks now). */
  afterRequest?: (() => void) | undefined;
}

const Body = z.object({ email: z.string().max(320), orderNumber: z.string().max(64) });

const ANSWER: FindOrderAnswer = { status: 'received' };
const HOUR_MS = 3_600_000;

/** The key one email address is counted under: the address as compared, in lower case. */
function emailKey(request: FastifyRequest): string {
  const body = Body.safeParse(request.body);
  const email = body.success ? normaliseFindOrder(body.data).email.toLowerCase() : '';
  return `find-order:email:${email}`;
}

function limited(reply: FastifyReply, ttlInSeconds: number) {
  const minutes = Math.max(1, Math.ceil(ttlInSeconds / 60));
  return reply
    .code(429)
    .header('retry-after', String(ttlInSeconds))
    .send({
      error: 'RATE_LIMITED',
      message: `Too many requests to find an order. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    });
}

export async function registerFindOrderRoute(app: FastifyInstance, options: FindOrderRouteOptions) {
  const { perEmail, perIp } = options.limits;
  await app.register(fastifyRateLimit, { global: false, timeWindow: HOUR_MS });
  const byAddress =
    perIp > 0
      ? app.createRateLimit({
          max: perIp,
          timeWindow: HOUR_MS,
          keyGenerator: (request) => `find-order:ip:${request.ip}`,
        })
      : null;
  const byEmail =
    perEmail > 0
      ? app.createRateLimit({ max: perEmail, timeWindow: HOUR_MS, keyGenerator: emailKey })
      : null;

  app.post('/find-order', { bodyLimit: 2_048 }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const address = await byAddress?.(request);
    if (address && !address.isAllowed && address.isExceeded) {
      return limited(reply, address.ttlInSeconds);
    }
    const body = Body.safeParse(request.body);
    if (!body.success) {
      const field = body.error.issues[0]?.path[0];
      return reply.code(400).send({
        error: 'INVALID_REQUEST',
        message: 'Give the email you ordered with and the order number, ELY- and 6 characters.',
        ...(field === 'email' || field === 'orderNumber' ? { field } : {}),
      });
    }
    const problem = findOrderProblems(body.data)[0];
    if (problem) {
      return reply.code(400).send({
        error: 'INVALID_REQUEST',
        message:
          problem.field === 'email'
            ? 'Give the email address you ordered with.'
            : 'Give the order number: ELY- and 6 characters, as in your order email.',
        field: problem.field,
      });
    }
    const counted = await byEmail?.(request);
    if (counted && !counted.isAllowed && counted.isExceeded) {
      return limited(reply, counted.ttlInSeconds);
    }
    await options.orders.requestOrderLink(normaliseFindOrder(body.data));
    options.afterRequest?.();
    return reply.code(202).send(ANSWER);
  });
}
