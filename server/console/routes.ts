import { Readable } from 'node:stream';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  ApproveCancellationSchema,
  AuditQuerySchema,
  DeclineCancellationSchema,
  OrderListQuerySchema,
  OrderRefParamSchema,
  PackingSlipsQuerySchema,
  PaymentsPageQuerySchema,
  RefundRequestSchema,
  ShipRequestSchema,
  StockParamSchema,
  StockRequestSchema,
} from '#domain/admin-api';
import type { OperatorAnswer } from '#domain/answers';
import type { Actor } from '#domain/order/events';
import type { InvoicesService } from '../invoices/service';
import { ApiError } from '../platform/api-error';
import { bearerToken, type IdTokenVerifier, readUser } from '../platform/auth/id-token';
import { tokenMatches } from '../platform/auth/tokens';
import { csvFileName } from '../platform/csv';
import type { StockService } from '../stock/service';
import type { SubscriptionsService } from '../subscriptions/service';
import { type FollowUpRouteOptions, registerFollowUpRoutes } from './follow-up-routes';
import type { ConsoleService } from './service';
import { registerSubscriptionAdminRoutes } from './subscription-routes';

/**
 * /api/admin/*: the operator console's API. Every route takes a Firebase ID token
 * (`Authorization: Bearer`, a header and never a cookie, so no other site can make a browser
 * send it) whose user carries the custom claim `admin: true`: no token or an invalid one 401,
 * a user without the claim 403. ADMIN_TOKEN, for scripts, reads GET /api/admin/payments (JSON or
 * CSV), the dashboard's figures and /admin/me, and nothing else. One rate limit per client address covers all these routes together
 * (the address as the app's TRUST_PROXY decides), so guessing ADMIN_TOKEN is hopeless.
 */

export interface AdminRoutesOptions {
  console: ConsoleService;
  /** The units on sale (server/stock/): operators read and set them here (absent: no routes). */
  stock?: StockService | undefined;
  /** The invoice requests (server/invoices/): the home view counts the open ones. */
  invoices?: InvoicesService | undefined;
  idTokenVerifier?: IdTokenVerifier | undefined;
  /** Read-only token for scripts; unset: only operators' ID tokens are accepted. */
  adminToken?: string | undefined;
  /** Requests per minute per client address, all admin routes together; 0 turns it off. */
  rateLimitPerMinute: number;
  /** The shop's clock: what "today" is on the dashboard (tests move it). */
  now?: (() => Date) | undefined;
  /** Notes, timeline, resent emails, abandoned checkouts (follow-up-routes.ts). */
  followUp?: FollowUpRouteOptions | undefined;
  /** Told after an action that may have queued an email (the mailer looks now). */
  afterAction?: (() => void) | undefined;
  /** Custom ELY's subscriptions (server/subscriptions/): their list, refunds, home figures. */
  subscriptions?: SubscriptionsService | undefined;
}

/** Who may act: an operator (an actor for the audit trail), or a script with ADMIN_TOKEN. */
type Caller = { kind: 'operator'; actor: Actor } | { kind: 'script' };

const BODY_LIMIT = 8 * 1024;

function refuse(reply: FastifyReply, status: 401 | 403, error: string, message: string) {
  if (status === 401) reply.header('www-authenticate', 'Bearer realm="admin"');
  return reply.code(status).send({ error, message });
}

function invalid(reply: FastifyReply, error: z.ZodError) {
  const issue = error.issues[0];
  const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  return reply.code(400).send({
    error: 'INVALID_REQUEST',
    message: `${where}${issue?.message ?? 'invalid request'}`,
    // The console names the field in its own language; the message is for scripts.
    ...(issue?.path.length ? { field: issue.path.join('.') } : {}),
  });
}

/**
 * A streamed download, started once its first chunk is made: a database that cannot answer then
 * costs a 503 like any route, not a 200 whose file is cut short after its header.
 */
async function download(chunks: AsyncGenerator<string>): Promise<Readable> {
  const first = await chunks.next();
  return Readable.from(
    (async function* () {
      if (!first.done) yield first.value;
      yield* chunks;
    })(),
  );
}

export async function registerAdminRoutes(app: FastifyInstance, options: AdminRoutesOptions) {
  const { console: consoleService, stock } = options;
  const now = options.now ?? (() => new Date());
  if (options.rateLimitPerMinute > 0) {
    // Registered inside this plugin: it counts the admin routes only, with one counter per address.
    await app.register(fastifyRateLimit, {
      global: true,
      max: options.rateLimitPerMinute,
      timeWindow: '1 minute',
      errorResponseBuilder: (_request, context) => ({
        statusCode: context.statusCode,
        // Thrown as an error: the app's error handler answers { error: code, message }.
        code: 'RATE_LIMITED',
        message: `Too many requests. Please wait ${context.after} and try again.`,
      }),
    });
  }

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  /**
   * The caller, or null once the request has been answered 401 or 403. `scriptToken`: this
   * route also accepts ADMIN_TOKEN.
   */
  async function caller(
    request: FastifyRequest,
    reply: FastifyReply,
    scriptToken = false,
  ): Promise<Caller | null> {
    const token = bearerToken(request);
    if (!token) {
      await refuse(reply, 401, 'UNAUTHORIZED', 'Sign in with an operator account to continue.');
      return null;
    }
    if (options.adminToken && tokenMatches(options.adminToken, token)) {
      if (scriptToken) return { kind: 'script' };
      await refuse(
        reply,
        403,
        'READ_ONLY_TOKEN',
        'ADMIN_TOKEN only reads GET /api/admin/payments, /api/admin/dashboard, /api/admin/subscriptions and /api/admin/me. Sign in to the console with an operator account for anything else.',
      );
      return null;
    }
    // An operator let go (sessions revoked, account disabled) loses the console at once, not
    // when the token expires: wherever the verifier can tell (createFirebaseVerifier).
    const user = await readUser(request, options.idTokenVerifier, { checkRevoked: true });
    if (!user) {
      await refuse(
        reply,
        401,
        'UNAUTHORIZED',
        'A valid operator token is required: your sign-in may have expired. Sign in again.',
      );
      return null;
    }
    if (!user.admin) {
      await refuse(
        reply,
        403,
        'NOT_AN_OPERATOR',
        'This account is not an operator. An administrator can grant access with npm run admin:grant.',
      );
      return null;
    }
    // The email as the token states it, proven or not: the audit trail shows it beside the uid,
    // which is what names the operator; nothing is ever sent to it.
    return { kind: 'operator', actor: { uid: user.uid, email: user.email } };
  }

  /** The operator behind the request (actions need someone to record), or null if answered. */
  async function operator(request: FastifyRequest, reply: FastifyReply): Promise<Actor | null> {
    const who = await caller(request, reply);
    return who?.kind === 'operator' ? who.actor : null;
  }

  /** Runs an action; a refusal of the console or the payments feature becomes its JSON answer. */
  async function answer<T>(reply: FastifyReply, work: () => Promise<T>) {
    try {
      return await work();
    } catch (error) {
      if (error instanceof ApiError) return reply.code(error.statusCode).send(error.toBody());
      throw error;
    }
  }

  /**
   * The payment records, newest first: JSON a page at a time (`limit`, at most 1,000; `next` and
   * a Link header name the next page, null on the last), CSV all of them, streamed.
   */
  app.get('/admin/payments', async (request, reply) => {
    if (!(await caller(request, reply, true))) return reply;
    const query = PaymentsPageQuerySchema.safeParse(request.query);
    if (!query.success) return invalid(reply, query.error);
    const { limit, cursor, format } = query.data;
    if (format === 'csv') {
      const csv = await download(consoleService.paymentsCsv());
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csvFileName('pagos')}"`)
        .send(csv);
    }
    return answer(reply, async () => {
      const page = await consoleService.paymentsPage(limit, cursor);
      if (page.next) {
        const link = `/api/admin/payments?limit=${limit}&cursor=${encodeURIComponent(page.next)}`;
        reply.header('link', `<${link}>; rel="next"`);
      }
      return page;
    });
  });

  /** Captured orders whose record the database refused: what an operator must look at first. */
  app.get('/admin/attention', async (request, reply) => {
    if (!(await operator(request, reply))) return reply;
    return consoleService.attention();
  });

  /**
   * Who the console is talking to, and what they may do: an operator, or ADMIN_TOKEN (read-only,
   * no uid or email); 401 or 403 otherwise.
   */
  app.get('/admin/me', async (request, reply): Promise<OperatorAnswer | FastifyReply> => {
    const who = await caller(request, reply, true);
    if (!who) return reply;
    return who.kind === 'operator'
      ? { uid: who.actor.uid, email: who.actor.email, role: 'operator' }
      : { uid: null, email: null, role: 'read-only' };
  });

  /**
   * The console's home view: sales today and this month (net of refunds, days in the shop's time
   * zone), the last 30 days, orders to ship, payments under review, units left. Read-only: the
   * scripts' ADMIN_TOKEN may read it too.
   */
  app.get('/admin/dashboard', async (request, reply) => {
    if (!(await caller(request, reply, true))) return reply;
    return answer(reply, async () =>
      consoleService.dashboard(
        now(),
        stock ? (await stock.overview()).products : [],
        (await options.invoices?.countOpen()) ?? 0,
        await options.subscriptions?.figures(),
      ),
    );
  });

  app.get('/admin/orders', async (request, reply) => {
    if (!(await operator(request, reply))) return reply;
    const query = OrderListQuerySchema.safeParse(request.query);
    if (!query.success) return invalid(reply, query.error);
    if (query.data.format === 'csv') {
      const csv = await download(consoleService.exportCsv(query.data));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csvFileName('orders')}"`)
        .send(csv);
    }
    return answer(reply, () => consoleService.list(query.data));
  });

  app.get('/admin/orders/:orderRef', async (request, reply) => {
    if (!(await operator(request, reply))) return reply;
    const params = OrderRefParamSchema.safeParse(request.params);
    if (!params.success) return invalid(reply, params.error);
    return answer(reply, () => consoleService.detail(params.data.orderRef));
  });

  app.post('/admin/orders/:orderRef/ship', { bodyLimit: BODY_LIMIT }, async (request, reply) => {
    const actor = await operator(request, reply);
    if (!actor) return reply;
    const params = OrderRefParamSchema.safeParse(request.params);
    if (!params.success) return invalid(reply, params.error);
    const body = ShipRequestSchema.safeParse(request.body);
    if (!body.success) return invalid(reply, body.error);
    return answer(reply, () => consoleService.ship(params.data.orderRef, body.data, actor));
  });

  /**
   * Packing slips of one or more orders (`?orders=ELY-…,ELY-…`). Operators only: a slip holds the
   * buyer's address and phone, which the read-only ADMIN_TOKEN (payment records for scripts) has
   * no business reading.
   */
  app.get('/admin/packing-slips', async (request, reply) => {
    if (!(await operator(request, reply))) return reply;
    const query = PackingSlipsQuerySchema.safeParse(request.query);
    if (!query.success) return invalid(reply, query.error);
    return answer(reply, () => consoleService.packingSlips(query.data.orders));
  });

  /** Marks a shipped order delivered (no body); audited like every action. */
  app.post('/admin/orders/:orderRef/deliver', { bodyLimit: BODY_LIMIT }, async (request, reply) => {
    const actor = await operator(request, reply);
    if (!actor) return reply;
    const params = OrderRefParamSchema.safeParse(request.params);
    if (!params.success) return invalid(reply, params.error);
    return answer(reply, () => consoleService.deliver(params.data.orderRef, actor));
  });

  app.post('/admin/orders/:orderRef/refund', { bodyLimit: BODY_LIMIT }, async (request, reply) => {
    const actor = await operator(request, reply);
    if (!actor) return reply;
    const params = OrderRefParamSchema.safeParse(request.params);
    if (!params.success) return invalid(reply, params.error);
    const body = RefundRequestSchema.safeParse(request.body);
    if (!body.success) return invalid(reply, body.error);
    return answer(reply, () => consoleService.refund(params.data.orderRef, body.data, actor));
  });

  /**
   * The buyer's open cancellation request: approved (a full refund through the refund path,
   * `{ requestId }` as a refund's) or declined (`{ reason }`, emailed to the buyer); both audited.
   */
  app.post(
    '/admin/orders/:orderRef/cancellation/approve',
    { bodyLimit: BODY_LIMIT },
    async (request, reply) => {
      const actor = await operator(request, reply);
      if (!actor) return reply;
      const params = OrderRefParamSchema.safeParse(request.params);
      if (!params.success) return invalid(reply, params.error);
      const body = ApproveCancellationSchema.safeParse(request.body);
      if (!body.success) return invalid(reply, body.error);
      return answer(reply, () =>
        consoleService.approveCancellation(params.data.orderRef, body.data.requestId, actor),
      );
    },
  );

  app.post(
    '/admin/orders/:orderRef/cancellation/decline',
    { bodyLimit: BODY_LIMIT },
    async (request, reply) => {
      const actor = await operator(request, reply);
      if (!actor) return reply;
      const params = OrderRefParamSchema.safeParse(request.params);
      if (!params.success) return invalid(reply, params.error);
      const body = DeclineCancellationSchema.safeParse(request.body);
      if (!body.success) return invalid(reply, body.error);
      const result = await answer(reply, () =>
        consoleService.declineCancellation(params.data.orderRef, body.data.reason, actor),
      );
      options.afterAction?.();
      return result;
    },
  );

  /** Every product that ships: its units on sale, held and sold, and the latest changes. */
  app.get('/admin/stock', async (request, reply) => {
    if (!(await operator(request, reply))) return reply;
    if (!stock) return reply.code(404).send({ error: 'NOT_FOUND', message: 'No stock here.' });
    return stock.overview();
  });

  /** Sets a product's units on sale (`available`: a count, or null for no limit); audited. */
  app.put('/admin/products/:id/stock', { bodyLimit: BODY_LIMIT }, async (request, reply) => {
    const actor = await operator(request, reply);
    if (!actor) return reply;
    const params = StockParamSchema.safeParse(request.params);
    if (!params.success) return invalid(reply, params.error);
    const body = StockRequestSchema.safeParse(request.body);
    if (!body.success) return invalid(reply, body.error);
    if (!stock) return reply.code(404).send({ error: 'NOT_FOUND', message: 'No stock here.' });
    return answer(reply, () => stock.set(params.data.id, body.data.available, actor));
  });

  app.get('/admin/audit', async (request, reply) => {
    if (!(await operator(request, reply))) return reply;
    const query = AuditQuerySchema.safeParse(request.query);
    if (!query.success) return invalid(reply, query.error);
    return answer(reply, () => consoleService.audit(query.data));
  });

  if (options.subscriptions) {
    registerSubscriptionAdminRoutes(app, {
      subscriptions: options.subscriptions,
      reader: async (request, reply) => (await caller(request, reply, true)) !== null,
      operator,
      answer,
      invalid,
    });
  }

  if (options.followUp) {
    // The abandoned checkouts' age is real time: the dashboard's clock may be moved by tests.
    registerFollowUpRoutes(app, {
      ...options.followUp,
      operator,
      answer,
      invalid,
      now: () => new Date(),
    });
  }
}
