import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { type IdTokenVerifier, readUid } from '../auth/id-token';
import { PaymentError } from '../payments/errors';
import type { PaymentsService } from '../payments/service';

/**
 * POST /api/create-order and POST /api/capture-order/:orderID. Inputs are checked with zod;
 * every refusal is JSON `{ error, message, … }`.
 */

export interface PaymentRoutesOptions {
  service: PaymentsService;
  idTokenVerifier?: IdTokenVerifier | undefined;
  /** Requests per minute per client address on these routes; 0 turns the limit off. */
  rateLimitPerMinute: number;
  /** What the browser needs to load PayPal's (or the stand-in's) script. */
  clientConfig: PayPalClientConfig;
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

const Item = z.object({
  id: z.string().min(1).max(64),
  // Cart items may carry title, price, image… as well: only id and quantity are read.
  quantity: z.number({ error: 'quantity must be a number' }),
});

const CreateOrderBody = z.object({
  items: z.array(Item).max(50),
  total: z.union([z.number(), z.string().regex(/^\s*\d+(\.\d+)?\s*$/)]).optional(),
  type: z.enum(['subscription', 'product']).optional(),
});

const AddressField = z.string().max(200);
const CaptureOrderBody = z.object({
  type: z.enum(['subscription', 'product']),
  items: z.array(Item).max(50).optional(),
  address: z
    .object({
      street: AddressField.optional(),
      city: AddressField.optional(),
      state: AddressField.optional(),
      zip: AddressField.optional(),
      country: AddressField.optional(),
    })
    .nullable()
    .optional(),
});

const CaptureParams = z.object({ orderID: z.string().min(1).max(64) });

function invalid(reply: FastifyReply, error: z.ZodError) {
  const issue = error.issues[0];
  const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  return reply.code(400).send({
    error: 'INVALID_REQUEST',
    message: `${where}${issue?.message ?? 'invalid request'}`,
  });
}

function refuse(reply: FastifyReply, error: unknown) {
  if (error instanceof PaymentError) return reply.code(error.statusCode).send(error.toBody());
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
      const body = CreateOrderBody.safeParse(request.body);
      if (!body.success) return invalid(reply, body.error);
      try {
        return reply.code(201).send(await service.createOrder(body.data));
      } catch (error) {
        return refuse(reply, error);
      }
    },
  );

  app.post(
    '/capture-order/:orderID',
    { bodyLimit: BODY_LIMIT, ...(config ? { config } : {}) },
    async (request, reply) => {
      const params = CaptureParams.safeParse(request.params);
      if (!params.success) return invalid(reply, params.error);
      const body = CaptureOrderBody.safeParse(request.body);
      if (!body.success) return invalid(reply, body.error);
      const uid = await readUid(request, options.idTokenVerifier);
      try {
        return await service.captureOrder(params.data.orderID, body.data, uid);
      } catch (error) {
        return refuse(reply, error);
      }
    },
  );
}
