import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ORDER_LOCALES } from '#domain/order/order';
import { ContactInputSchema } from '#domain/payments-api';
import type { SubscriptionConfigAnswer } from '#domain/subscription';
import type { MySubscriptionsAnswer, SubscriptionViewAnswer } from '#domain/subscription-view';
import { ApiError } from '../platform/api-error';
import { type IdTokenVerifier, readUser } from '../platform/auth/id-token';
import type { SubscriptionsService } from './service';

/**
 * GET /api/subscriptions/config, POST /api/subscriptions/:subscriptionId/activate,
 * GET /api/subscriptions/:subscriptionId and POST /api/subscriptions/:subscriptionId/cancel (with
 * the token of the emails' link, or as the signed-in owner), GET /api/subscriptions/mine (signed
 * in). Every refusal is JSON `{ error, message, … }`.
 */

/**
 * The header a guest's view and cancel carry: the token of the link in the subscription's emails
 * (never in the URL: the link keeps it in the fragment).
 */
export const SUBSCRIPTION_TOKEN_HEADER = 'x-subscription-token';

const Params = z.object({ subscriptionId: z.string().min(1).max(64) });
const ActivateBody = z.object({
  contact: ContactInputSchema.optional(),
  locale: z.enum(ORDER_LOCALES).optional(),
});
const CancelBody = z.object({ token: z.string().min(1).max(128).optional() }).optional();

const BODY_LIMIT = 16 * 1024;

function invalid(reply: FastifyReply, error: z.ZodError) {
  const issue = error.issues[0];
  const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  return reply.code(400).send({
    error: 'INVALID_REQUEST',
    message: `${where}${issue?.message ?? 'invalid request'}`,
  });
}

function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers[SUBSCRIPTION_TOKEN_HEADER];
  return typeof header === 'string' && header.length > 0 && header.length <= 128 ? header : null;
}

function refuse(reply: FastifyReply, error: unknown) {
  if (error instanceof ApiError) return reply.code(error.statusCode).send(error.toBody());
  throw error;
}

export async function registerSubscriptionRoutes(
  app: FastifyInstance,
  options: {
    service: SubscriptionsService;
    idTokenVerifier?: IdTokenVerifier | undefined;
    rateLimitPerMinute: number;
    clientConfig: () => SubscriptionConfigAnswer;
  },
) {
  const { service } = options;
  const limited = options.rateLimitPerMinute > 0;
  if (limited) {
    await app.register(fastifyRateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) => ({
        statusCode: context.statusCode,
        code: 'RATE_LIMITED',
        message: `Too many requests. Please wait ${context.after} and try again.`,
      }),
    });
  }
  const config = limited
    ? { rateLimit: { max: options.rateLimitPerMinute, timeWindow: '1 minute' } }
    : undefined;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/subscriptions/config', async () => options.clientConfig());

  app.post(
    '/subscriptions/:subscriptionId/activate',
    { bodyLimit: BODY_LIMIT, ...(config ? { config } : {}) },
    async (request, reply) => {
      const params = Params.safeParse(request.params);
      if (!params.success) return invalid(reply, params.error);
      const body = ActivateBody.safeParse(request.body ?? {});
      if (!body.success) return invalid(reply, body.error);
      const user = await readUser(request, options.idTokenVerifier);
      try {
        return await service.activate(params.data.subscriptionId, body.data, {
          uid: user?.uid ?? null,
        });
      } catch (error) {
        return refuse(reply, error);
      }
    },
  );

  app.get(
    '/subscriptions/mine',
    config ? { config } : {},
    async (request, reply): Promise<MySubscriptionsAnswer | FastifyReply> => {
      const user = await readUser(request, options.idTokenVerifier);
      if (!user) {
        return reply
          .code(401)
          .header('www-authenticate', 'Bearer')
          .send({ error: 'UNAUTHENTICATED', message: 'Sign in to see your subscriptions.' });
      }
      return { subscriptions: await service.mine(user.uid, user.verifiedEmail) };
    },
  );

  app.get(
    '/subscriptions/:subscriptionId',
    config ? { config } : {},
    async (request, reply): Promise<SubscriptionViewAnswer | FastifyReply> => {
      const params = Params.safeParse(request.params);
      if (!params.success) return invalid(reply, params.error);
      const user = await readUser(request, options.idTokenVerifier);
      try {
        return await service.view(params.data.subscriptionId, {
          token: tokenOf(request),
          uid: user?.uid ?? null,
        });
      } catch (error) {
        return refuse(reply, error);
      }
    },
  );

  app.post(
    '/subscriptions/:subscriptionId/cancel',
    { bodyLimit: BODY_LIMIT, ...(config ? { config } : {}) },
    async (request, reply) => {
      const params = Params.safeParse(request.params);
      if (!params.success) return invalid(reply, params.error);
      const body = CancelBody.safeParse(request.body ?? undefined);
      if (!body.success) return invalid(reply, body.error);
      const token = tokenOf(request) ?? body.data?.token ?? null;
      const user = await readUser(request, options.idTokenVerifier);
      try {
        return await service.cancel(params.data.subscriptionId, {
          token,
          uid: user?.uid ?? null,
        });
      } catch (error) {
        return refuse(reply, error);
      }
    },
  );
}
