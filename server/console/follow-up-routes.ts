import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { OrderRefParamSchema } from '#domain/admin-api';
import type { AbandonedAnswer, RecoveryAnswer } from '#domain/follow-up-answers';
import { NoteRequestSchema, ResendRequestSchema } from '#domain/follow-up-api';
import type { Actor } from '#domain/order/events';
import type { FollowUpService } from './follow-up';

/**
 * The console's follow-up routes, registered by routes.ts inside its plugin (the same operator
 * check, rate limit and no-store answers): an order's timeline, its notes, its emails sent again;
 * the abandoned checkouts and their recovery email. Operators only: the read-only ADMIN_TOKEN
 * gets 403 READ_ONLY_TOKEN here as on every other write (and on these reads: they hold contacts).
 */

/**
 * What the console asks of the abandoned checkouts (the recovery area's `RecoveryService`),
 * declared here so `console/` imports nothing of `recovery/`: the recovery area's purge calls the
 * console's `forget.ts`, and no circle of folders forms.
 */
export interface AbandonedCheckouts {
  list(now: Date): Promise<AbandonedAnswer>;
  emailBuyer(orderRef: string, actor: Actor): Promise<RecoveryAnswer>;
}

export interface FollowUpRouteOptions {
  service: FollowUpService;
  recovery?: AbandonedCheckouts | undefined;
  /** An email was queued: the mailer looks now. */
  afterEmail?: (() => void) | undefined;
}

const BODY_LIMIT = 8 * 1024;

export function registerFollowUpRoutes(
  app: FastifyInstance,
  options: FollowUpRouteOptions & {
    operator: (request: FastifyRequest, reply: FastifyReply) => Promise<Actor | null>;
    answer: <T>(reply: FastifyReply, work: () => Promise<T>) => Promise<T | FastifyReply>;
    invalid: (reply: FastifyReply, error: z.ZodError) => FastifyReply;
    now: () => Date;
  },
) {
  const { service, recovery, operator, answer, invalid } = options;
  const nudge = () => options.afterEmail?.();

  /** The order named in the path, or null once answered 400. */
  const orderRef = (request: FastifyRequest, reply: FastifyReply) => {
    const params = OrderRefParamSchema.safeParse(request.params);
    if (params.success) return params.data.orderRef;
    invalid(reply, params.error);
    return null;
  };

  /** Every event, email, note and change of units of the order, newest first. */
  app.get('/admin/orders/:orderRef/timeline', async (request, reply) => {
    if (!(await operator(request, reply))) return reply;
    const ref = orderRef(request, reply);
    if (!ref) return reply;
    return answer(reply, () => service.timeline(ref));
  });

  /** An internal note (1 to 2,000 characters): the operator and the time are recorded. */
  app.post('/admin/orders/:orderRef/notes', { bodyLimit: BODY_LIMIT }, async (request, reply) => {
    const actor = await operator(request, reply);
    if (!actor) return reply;
    const ref = orderRef(request, reply);
    if (!ref) return reply;
    const body = NoteRequestSchema.safeParse(request.body);
    if (!body.success) return invalid(reply, body.error);
    return answer(reply, async () => {
      const note = await service.addNote(ref, body.data.body, actor);
      reply.code(201);
      return note;
    });
  });

  /** `{ email: 'confirmation' | 'shipped' }`: the same email again, once per 10 minutes. */
  app.post('/admin/orders/:orderRef/resend', { bodyLimit: BODY_LIMIT }, async (request, reply) => {
    const actor = await operator(request, reply);
    if (!actor) return reply;
    const ref = orderRef(request, reply);
    if (!ref) return reply;
    const body = ResendRequestSchema.safeParse(request.body);
    if (!body.success) return invalid(reply, body.error);
    return answer(reply, async () => {
      const queued = await service.resend(ref, body.data.email, actor);
      nudge();
      reply.code(202);
      return queued;
    });
  });

  if (!recovery) return;

  /** Orders created and never paid, older than ABANDONED_CHECKOUT_AFTER_S, newest first. */
  app.get('/admin/abandoned', async (request, reply) => {
    if (!(await operator(request, reply))) return reply;
    return answer(reply, () => recovery.list(options.now()));
  });

  /** The link back to a fresh checkout with the same cart, emailed once per order. */
  app.post(
    '/admin/orders/:orderRef/recovery-email',
    { bodyLimit: BODY_LIMIT },
    async (request, reply) => {
      const actor = await operator(request, reply);
      if (!actor) return reply;
      const ref = orderRef(request, reply);
      if (!ref) return reply;
      return answer(reply, async () => {
        const sent = await recovery.emailBuyer(ref, actor);
        nudge();
        reply.code(202);
        return sent;
      });
    },
  );
}
