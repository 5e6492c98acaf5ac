import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import { RECEIPT_TOKEN_HEADER } from '#domain/orders-api';
import {
  CaptureOrderRequestSchema,
  CreateOrderRequestSchema,
  type CreateOrderResponse,
  OrderIdParamsSchema,
} from '#domain/payments-api';
import { ApiError } from '../platform/api-error';
import { type IdTokenVerifier, readUser, type VerifiedUser } from '../platform/auth/id-token';
import type { PaymentsService } from './service';

/**
 * POST /api/create-order and POST /api/capture-order/:orderID. Inputs are checked with the
 * payments contract's schemas (domain/payments-api.ts); every refusal is JSON
 * `{ error, message, … }`. A signed-in payer's ID token, at either step, puts their uid on the
 * order and its record, and their email on the order (its emails go there when PayPal gives none).
 */

export interface PaymentRoutesOptions {
  service: PaymentsService;
  idTokenVerifier?: IdTokenVerifier | undefined;
  /** Requests per minute per client address on these routes; 0 turns the limit off. */
  rateLimitPerMinute: number;
  /** What the browser needs to load PayPal's (or the stand-in's) script. */
  clientConfig: PayPalClientConfig;
  /** Called once a capture has answered: the order's emails may be due. */
  afterCapture?: (() => void) | undefined;
}

export interface PayPalClientConfig {
  mode: 'stand-in' | 'sandbox' | 'live';
  clientId: string;
  currency: 'USD';
  intent: 'capture';
  /** The stand-in's script URL (same origin) in local mode; null means PayPal's own. */
  sdkBaseUrl: string | null;
}

/** Payment bodies are small; anything bigger is refused before it is parsed. */
const BODY_LIMIT = 16 * 1024;

function invalid(reply: FastifyReply, error: z.ZodError) {
  const issue = error.issues[0];
  const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  return reply.code(400).send({
    error: 'INVALID_REQUEST',
    message: `${where}${issue?.message ?? 'invalid request'}`,
  });
}

/**
 * The signed-in buyer, as the service needs them: their uid, and their email only if they proved
 * it is theirs (an unverified account must not direct an order's emails).
 */
function buyerOf(user: VerifiedUser | null): { uid: string | null; email: string | null } {
  return { uid: user?.uid ?? null, email: user?.verifiedEmail ?? null };
}

function refuse(reply: FastifyReply, error: unknown) {
  if (error instanceof ApiError) return reply.code(error.statusCode).send(error.toBody());
  throw error;
}

export async function registerPaymentRoutes(app: FastifyInstance, options: PaymentRoutesOptions) {
  const { service } = options;
  const limited = options.rateLimitPerMinute > 0;
  if (limited) {
    await app.register(fastifyRateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) => ({
        statusCode: context.statusCode,
        code: 'RATE_LIMITED',
        message: `Too many payment requests. Please wait ${context.after} and try again.`,
      }),
    });
  }
  // Without the plugin registered, a rateLimit route option would be ignored: leave it out.
  const config = limited
    ? { rateLimit: { max: options.rateLimitPerMinute, timeWindow: '1 minute' } }
    : undefined;

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/payments/config', async () => options.clientConfig);

  app.post(
    '/create-order',
    { bodyLimit: BODY_LIMIT, ...(config ? { config } : {}) },
    async (request, reply) => {
      const body = CreateOrderRequestSchema.safeParse(request.body);
      if (!body.success) return invalid(reply, body.error);
      const user = await readUser(request, options.idTokenVerifier);
      let created: CreateOrderResponse;
      try {
        created = await service.createOrder(body.data, buyerOf(user));
      } catch (error) {
        return refuse(reply, error);
      }
      return reply.code(201).send(created);
    },
  );

  app.post(
    '/capture-order/:orderID',
    { bodyLimit: BODY_LIMIT, ...(config ? { config } : {}) },
    async (request, reply) => {
      const params = OrderIdParamsSchema.safeParse(request.params);
      if (!params.success) return invalid(reply, params.error);
      const body = CaptureOrderRequestSchema.safeParse(request.body);
      if (!body.success) return invalid(reply, body.error);
      const user = await readUser(request, options.idTokenVerifier);
      try {
        const token = request.headers[RECEIPT_TOKEN_HEADER];
        const answer = await service.captureOrder(params.data.orderID, body.data, {
          ...buyerOf(user),
          receiptToken: typeof token === 'string' ? token : null,
        });
        options.afterCapture?.();
        return answer;
      } catch (error) {
        return refuse(reply, error);
      }
    },
  );
}
