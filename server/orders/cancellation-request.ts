import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { CancellationAnswer } from '#domain/answers';
import {
  CANCELLATION_REASON_MAX,
  cancellationRequestDecision,
  normaliseReason,
} from '#domain/order/cancellation';
import { RECEIPT_TOKEN_HEADER } from '#domain/orders-api';
import { OrderRefSchema } from '#domain/payments-api';
import { type IdTokenVerifier, readUser } from '../platform/auth/id-token';
import { refusalError } from '../platform/order-refusal';
import { mayReadReceipt } from './receipt-access';
import type { OrdersStore } from './store';

/**
 * `POST /api/orders/:orderRef/cancellation-request` `{ reason? }`: the buyer asks to cancel an
 * order before it ships, authorised as the order page is (the receipt token in `X-Receipt-Token`,
 * or the owner's ID token); anyone else is told there is no such order (404). `201
 * { cancellation }` when the request is written (the order's history and the buyer's confirmation
 * email, in one statement); `200` with the open request when one stands already (nothing written,
 * no second email); `409 { error: code, … }` when it cannot be asked (ALREADY_SHIPPED: a return
 * now; NOT_PAID, UNDER_REVIEW, PAYMENT_DENIED, REFUNDED, NOTHING_TO_SHIP, CANCELLATION_DECLINED).
 */

export interface CancellationRouteOptions {
  orders: OrdersStore;
  idTokenVerifier?: IdTokenVerifier | undefined;
  /** Told when a confirmation email may have been queued (the mailer looks now). */
  afterRequest?: (() => void) | undefined;
}

const Params = z.object({ orderRef: OrderRefSchema });
// The limit is checked after trimming: blanks around a reason cost nothing.
const Body = z
  .object({
    reason: z
      .string()
      .max(CANCELLATION_REASON_MAX * 4)
      .nullish(),
  })
  .nullish();

const notFound = (reply: FastifyReply) =>
  reply.code(404).send({ error: 'ORDER_NOT_FOUND', message: 'We could not find this order.' });

export async function registerCancellationRoute(
  app: FastifyInstance,
  options: CancellationRouteOptions,
) {
  app.post(
    '/orders/:orderRef/cancellation-request',
    { bodyLimit: 8_192 },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const params = Params.safeParse(request.params);
      const header = request.headers[RECEIPT_TOKEN_HEADER];
      const token = typeof header === 'string' && header.length <= 128 ? header : null;
      const [receipt, user] = await Promise.all([
        params.success ? options.orders.findReceipt(params.data.orderRef) : null,
        readUser(request, options.idTokenVerifier),
      ]);
      if (!mayReadReceipt(receipt, { token, user })) return notFound(reply);

      const body = Body.safeParse(request.body);
      const reason = body.success ? normaliseReason(body.data?.reason) : null;
      if (!body.success || (reason !== null && reason.length > CANCELLATION_REASON_MAX)) {
        return reply.code(400).send({
          error: 'INVALID_REQUEST',
          message: `Give the reason in at most ${CANCELLATION_REASON_MAX} characters, or none.`,
          field: 'reason',
        });
      }

      const { view } = receipt;
      const facts = {
        shipsGoods: view.shipsGoods,
        type: view.type,
        state: receipt.state,
        shipment: view.shipment,
      };
      const decision = cancellationRequestDecision(
        facts,
        { status: view.status },
        view.cancellation,
      );
      if (decision.kind === 'refused') {
        const error = refusalError(decision.refusal);
        return reply.code(error.statusCode).send(error.toBody());
      }
      if (decision.kind === 'open') {
        return { cancellation: view.cancellation } satisfies CancellationAnswer;
      }
      const written = await options.orders.requestCancellation(view.orderId, reason);
      if (written) options.afterRequest?.();
      // Not written: a second click got there first, or the order shipped meanwhile; either way the
      // order as it stands now says which.
      const now = await options.orders.findReceipt(view.orderId);
      if (!written && now) {
        const again = cancellationRequestDecision(
          { ...facts, state: now.state, shipment: now.view.shipment },
          { status: now.view.status },
          now.view.cancellation,
        );
        if (again.kind === 'refused') {
          const error = refusalError(again.refusal);
          return reply.code(error.statusCode).send(error.toBody());
        }
      }
      const answer: CancellationAnswer = { cancellation: (now ?? receipt).view.cancellation };
      return reply.code(written ? 201 : 200).send(answer);
    },
  );
}
