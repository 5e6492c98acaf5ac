import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { FindOrderAnswer } from '#domain/answers';
import { findOrderProblems, normaliseFindOrder } from '#domain/find-order';
import { type SharedRateLimit, sharedRateLimit } from '../platform/shared-rate-limit';
import type { Queryable } from '../platform/sql';
import type { OrdersStore } from './store';

/**
 * `POST /api/find-order` `{ email, orderNumber }`: "Find my order". When the number names an order
 * whose emails go to that address, the order page's link is emailed there (the mail outbox, as
 * every order email); the answer is `202 { status: 'received' }` either way, after the same one
 * statement, so that it tells nobody whether an order exists or whose it is. Limited per client
 * address (before anything else) and per email address (429 RATE_LIMITED), counted in the database
 * so that every API process behind a load balancer counts together (shared-rate-limit.ts): the
 * limit per email guards someone's inbox, whichever process a request reaches. Malformed input is
 * refused with `400 INVALID_REQUEST` and the field.
 */

export interface FindOrderRouteOptions {
  orders: OrdersStore;
  /** Where the limits are counted. */
  database: Queryable;
  /** Requests per hour per email address and per client address; 0 turns a limit off. */
  limits: { perEmail: number; perIp: number };
  /** Told after every request that passed: an email may be due (the mailer looks now). */
  afterRequest?: (() => void) | undefined;
}

const Body = z.object({ email: z.string().max(320), orderNumber: z.string().max(64) });

const ANSWER: FindOrderAnswer = { status: 'received' };
const HOUR_MS = 3_600_000;

function limited(reply: FastifyReply, retryAfterS: number) {
  const minutes = Math.max(1, Math.ceil(retryAfterS / 60));
  return reply
    .code(429)
    .header('retry-after', String(retryAfterS))
    .send({
      error: 'RATE_LIMITED',
      message: `Too many requests to find an order. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    });
}

export async function registerFindOrderRoute(app: FastifyInstance, options: FindOrderRouteOptions) {
  const { perEmail, perIp } = options.limits;
  const limit = (name: string, max: number): SharedRateLimit | null =>
    max > 0 ? sharedRateLimit(options.database, { name, max, windowMs: HOUR_MS }) : null;
  const byAddress = limit('find-order:ip', perIp);
  const byEmail = limit('find-order:email', perEmail);

  app.post('/find-order', { bodyLimit: 2_048 }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const address = await byAddress?.hit(request.ip);
    if (address && !address.allowed) return limited(reply, address.retryAfterS);
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
    const wanted = normaliseFindOrder(body.data);
    // The address as compared (in lower case) is what is counted.
    const counted = await byEmail?.hit(wanted.email.toLowerCase());
    if (counted && !counted.allowed) return limited(reply, counted.retryAfterS);
    await options.orders.requestOrderLink(wanted);
    options.afterRequest?.();
    return reply.code(202).send(ANSWER);
  });
}
