import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { INVOICE_ERRORS } from '#domain/invoice/api';
import { INVOICE_FIELDS } from '#domain/invoice/request';
import type { Actor } from '#domain/order/events';
import { RECEIPT_TOKEN_HEADER } from '#domain/orders-api';
import { OrderRefSchema } from '#domain/payments-api';
import { ApiError } from '../platform/api-error';
import { bearerToken, type IdTokenVerifier, readUser } from '../platform/auth/id-token';
import { MAX_INVOICE_FILE_BYTES } from './cfdi-files';
import { type InvoicesService, notFound, type OrderAccess } from './service';

/**
 * The invoices area's routes. The buyer's, beside the receipt's and with the same access (the
 * receipt link's token in `X-Receipt-Token`, or the owner's ID token): the factura's state, the
 * request, the files. The operators' (an ID token with the claim `admin: true`; ADMIN_TOKEN is
 * refused): the open requests and the upload of the PAC's files.
 */

export interface InvoiceRoutesOptions {
  invoices: InvoicesService;
  idTokenVerifier?: IdTokenVerifier | undefined;
  /** Requests per minute per client address on the operators' routes; 0 turns it off. */
  adminRateLimitPerMinute: number;
}

const OrderParams = z.object({ orderRef: OrderRefSchema });
const FileParams = z.object({ orderRef: OrderRefSchema, file: z.enum(['pdf', 'xml']) });
const ListQuery = z.object({ status: z.enum(['open', 'attached']).default('open') });

/** Every field a string of sane length; what the strings say is the domain's to check. */
const RequestBody = z.object(
  Object.fromEntries(INVOICE_FIELDS.map((field) => [field, z.string().max(400)])) as Record<
    (typeof INVOICE_FIELDS)[number],
    z.ZodString
  >,
);

/** A file's base64 is 4/3 of its bytes: the upload's body holds two of the largest and a margin. */
const BASE64_LIMIT = Math.ceil(MAX_INVOICE_FILE_BYTES / 3) * 4;
const UPLOAD_BODY_LIMIT = 2 * BASE64_LIMIT + 4096;
const Base64 = z
  .string()
  .max(BASE64_LIMIT)
  .regex(/^[A-Za-z0-9+/]*={0,2}$/u);
const UploadBody = z.object({ pdf: Base64, xml: Base64 });

const CONTENT_TYPES = { pdf: 'application/pdf', xml: 'application/xml' } as const;

async function accessOf(
  request: FastifyRequest,
  verifier: IdTokenVerifier | undefined,
): Promise<OrderAccess> {
  const header = request.headers[RECEIPT_TOKEN_HEADER];
  const token = typeof header === 'string' && header.length <= 128 ? header : null;
  return { token, user: await readUser(request, verifier) };
}

async function answer<T>(reply: FastifyReply, work: () => Promise<T>) {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ApiError) return reply.code(error.statusCode).send(error.toBody());
    throw error;
  }
}

export async function registerInvoiceRoutes(app: FastifyInstance, options: InvoiceRoutesOptions) {
  const { invoices, idTokenVerifier } = options;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/orders/:orderRef/invoice-request', async (request, reply) => {
    const params = OrderParams.safeParse(request.params);
    if (!params.success) return reply.code(404).send(notFound().toBody());
    const access = await accessOf(request, idTokenVerifier);
    return answer(reply, () => invoices.status(params.data.orderRef, access));
  });

  app.post('/orders/:orderRef/invoice-request', async (request, reply) => {
    const params = OrderParams.safeParse(request.params);
    if (!params.success) return reply.code(404).send(notFound().toBody());
    const access = await accessOf(request, idTokenVerifier);
    const body = RequestBody.safeParse(request.body ?? {});
    return answer(reply, async () => {
      if (!body.success) {
        // Access first: a stranger learns nothing about the order from a malformed body.
        await invoices.status(params.data.orderRef, access);
        const field = String(body.error.issues[0]?.path[0] ?? 'rfc');
        throw new ApiError(400, INVOICE_ERRORS.invalid, `${field}: required`, {
          field,
          problem: 'required',
          fields: [{ field, problem: 'required' }],
        });
      }
      const { created, request: stored } = await invoices.request(
        params.data.orderRef,
        access,
        body.data,
      );
      return reply.code(created ? 201 : 200).send(stored);
    });
  });

  app.get('/orders/:orderRef/invoice/:file', async (request, reply) => {
    const params = FileParams.safeParse(request.params);
    if (!params.success) return reply.code(404).send(notFound().toBody());
    const access = await accessOf(request, idTokenVerifier);
    return answer(reply, async () => {
      const { orderNumber, uuid, bytes } = await invoices.file(
        params.data.orderRef,
        access,
        params.data.file,
      );
      return reply
        .header('content-type', CONTENT_TYPES[params.data.file])
        .header(
          'content-disposition',
          `attachment; filename="factura-${orderNumber}-${uuid}.${params.data.file}"`,
        )
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(bytes));
    });
  });

  await app.register(async (admin) => {
    if (options.adminRateLimitPerMinute > 0) {
      await admin.register(fastifyRateLimit, {
        global: true,
        max: options.adminRateLimitPerMinute,
        timeWindow: '1 minute',
      });
    }

    /** The operator behind the request, or null once it has been answered 401 or 403. */
    async function operator(request: FastifyRequest, reply: FastifyReply): Promise<Actor | null> {
      const user = bearerToken(request)
        ? await readUser(request, idTokenVerifier, { checkRevoked: true })
        : null;
      if (!user) {
        await reply.code(401).header('www-authenticate', 'Bearer realm="admin"').send({
          error: 'UNAUTHORIZED',
          message: 'Sign in with an operator account to continue.',
        });
        return null;
      }
      if (!user.admin) {
        await reply
          .code(403)
          .send({ error: 'NOT_AN_OPERATOR', message: 'This account is not an operator.' });
        return null;
      }
      return { uid: user.uid, email: user.email };
    }

    admin.get('/admin/invoice-requests', async (request, reply) => {
      if (!(await operator(request, reply))) return reply;
      const query = ListQuery.safeParse(request.query);
      if (!query.success) {
        return reply
          .code(400)
          .send({ error: 'INVALID_REQUEST', message: 'status: open or attached' });
      }
      return invoices.list(query.data.status);
    });

    admin.put(
      '/admin/orders/:orderRef/invoice',
      { bodyLimit: UPLOAD_BODY_LIMIT },
      async (request, reply) => {
        const actor = await operator(request, reply);
        if (!actor) return reply;
        const params = OrderParams.safeParse(request.params);
        if (!params.success) return reply.code(404).send(notFound().toBody());
        const body = UploadBody.safeParse(request.body ?? {});
        if (!body.success) {
          const issue = body.error.issues[0];
          const file = String(issue?.path[0] ?? 'pdf');
          return reply.code(400).send({
            error: INVOICE_ERRORS.fileInvalid,
            message: `${file}: base64 of at most 2 MB`,
            file,
            problem: issue?.code === 'too_big' ? 'too-large' : 'missing',
          });
        }
        return answer(reply, () =>
          invoices.attach(
            params.data.orderRef,
            {
              pdf: Buffer.from(body.data.pdf, 'base64'),
              xml: Buffer.from(body.data.xml, 'base64'),
            },
            actor,
          ),
        );
      },
    );
  });
}
