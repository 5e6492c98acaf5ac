import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AuditQuerySchema, RefundRequestSchema } from '#domain/admin-api';
import type { Actor } from '#domain/order/events';
import { SUBSCRIPTION_STATUSES } from '#domain/subscription';
import type { SubscriptionsService } from '../subscriptions/service';

/**
 * The console's subscriptions, registered by routes.ts inside its plugin (the same operator
 * check, rate limit and no-store answers): the list (searchable by code and email, keyset pages)
 * and one subscription with its payments, for operators and the read-only ADMIN_TOKEN; a refund
 * of one of its payments, for operators, through the refunds area; its welcome email sent again,
 * for operators.
 */

const BODY_LIMIT = 8 * 1024;

export const SubscriptionListQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(3, 'search for at least 3 characters')
    .max(100, 'search for at most 100 characters')
    .optional(),
  status: z.enum(SUBSCRIPTION_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  cursor: z.string().min(1).max(200).optional(),
});

const SubscriptionParams = z.object({ subscriptionId: z.string().min(1).max(64) });
const PaymentParams = SubscriptionParams.extend({ paymentId: z.string().min(1).max(64) });

export function registerSubscriptionAdminRoutes(
  app: FastifyInstance,
  options: {
    subscriptions: SubscriptionsService;
    /** Operators and, when `scriptToken`, the read-only ADMIN_TOKEN; null once answered. */
    reader: (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;
    operator: (request: FastifyRequest, reply: FastifyReply) => Promise<Actor | null>;
    answer: <T>(reply: FastifyReply, work: () => Promise<T>) => Promise<T | FastifyReply>;
    invalid: (reply: FastifyReply, error: z.ZodError) => FastifyReply;
  },
) {
  const { subscriptions, reader, operator, answer, invalid } = options;

  app.get('/admin/subscriptions', async (request, reply) => {
    if (!(await reader(request, reply))) return reply;
    const query = SubscriptionListQuerySchema.safeParse(request.query);
    if (!query.success) return invalid(reply, query.error);
    return answer(reply, () => subscriptions.adminList(query.data));
  });

  /**
   * The audit of subscriptions (welcomes sent again, refunds of their payments), newest first:
   * the audit view's filters (operator, dates) and `limit`; an order or a cursor is not its own.
   */
  app.get('/admin/subscriptions/audit', async (request, reply) => {
    if (!(await reader(request, reply))) return reply;
    const query = AuditQuerySchema.safeParse(request.query);
    if (!query.success) return invalid(reply, query.error);
    const { actor, from, before, limit } = query.data;
    return answer(reply, () => subscriptions.adminAudit({ actor, from, before, limit }));
  });

  app.get('/admin/subscriptions/:subscriptionId', async (request, reply) => {
    if (!(await reader(request, reply))) return reply;
    const params = SubscriptionParams.safeParse(request.params);
    if (!params.success) return invalid(reply, params.error);
    return answer(reply, () => subscriptions.adminDetail(params.data.subscriptionId));
  });

  /** The welcome email (the link to manage it) again, once per 10 minutes; the row names the operator. */
  app.post(
    '/admin/subscriptions/:subscriptionId/resend-welcome',
    { bodyLimit: BODY_LIMIT },
    async (request, reply) => {
      const actor = await operator(request, reply);
      if (!actor) return reply;
      const params = SubscriptionParams.safeParse(request.params);
      if (!params.success) return invalid(reply, params.error);
      return answer(reply, async () => {
        const queued = await subscriptions.resendWelcome(params.data.subscriptionId, actor);
        reply.code(202);
        return queued;
      });
    },
  );

  app.post(
    '/admin/subscriptions/:subscriptionId/payments/:paymentId/refund',
    { bodyLimit: BODY_LIMIT },
    async (request, reply) => {
      const actor = await operator(request, reply);
      if (!actor) return reply;
      const params = PaymentParams.safeParse(request.params);
      if (!params.success) return invalid(reply, params.error);
      const body = RefundRequestSchema.safeParse(request.body);
      if (!body.success) return invalid(reply, body.error);
      return answer(reply, () =>
        subscriptions.refundPayment(
          params.data.subscriptionId,
          params.data.paymentId,
          body.data,
          actor,
        ),
      );
    },
  );
}
