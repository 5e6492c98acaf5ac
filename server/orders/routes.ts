import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { type MyOrdersResponse, RECEIPT_TOKEN_HEADER } from '#domain/orders-api';
import { OrderRefSchema } from '#domain/payments-api';
import { type IdTokenVerifier, readUser } from '../platform/auth/id-token';
import { mayReadReceipt } from './receipt-access';
import type { OrdersStore } from './store';

/**
 * The buyer's side of orders: `GET /api/orders/:orderRef` (the order's number, or PayPal's order
 * id as links made before order numbers name it), a receipt, for the signed-in buyer on its record
 * (`Authorization: Bearer <ID token>`) or the holder of its link's token (`X-Receipt-Token`);
 * `GET /api/me/orders`, the signed-in buyer's paid orders, newest first (first attaching the guest
 * orders placed with the account's verified email). A receipt anyone else
 * asks for does not exist (404), whatever the reason.
 */

export interface OrderRoutesOptions {
  orders: OrdersStore;
  idTokenVerifier?: IdTokenVerifier | undefined;
}

/** An order's number or PayPal's order id; anything else cannot be an order. */
const OrderParams = z.object({ orderRef: OrderRefSchema });

const notFound = (reply: FastifyReply) =>
  reply.code(404).send({ error: 'ORDER_NOT_FOUND', message: 'We could not find this order.' });

export async function registerOrderRoutes(app: FastifyInstance, options: OrderRoutesOptions) {
  // Receipts are private: no shared cache may keep one.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/orders/:orderRef', async (request, reply) => {
    const params = OrderParams.safeParse(request.params);
    const header = request.headers[RECEIPT_TOKEN_HEADER];
    const token = typeof header === 'string' && header.length <= 128 ? header : null;
    const [receipt, user] = await Promise.all([
      params.success ? options.orders.findReceipt(params.data.orderRef) : null,
      readUser(request, options.idTokenVerifier),
    ]);
    if (!mayReadReceipt(receipt, { token, user })) return notFound(reply);
    return receipt.view;
  });

  app.get('/me/orders', async (request, reply): Promise<MyOrdersResponse | FastifyReply> => {
    const user = await readUser(request, options.idTokenVerifier);
    if (!user) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send({ error: 'UNAUTHENTICATED', message: 'Sign in to see your orders.' });
    }
    // An account that has proven its email owns the guest orders placed with it: attached here,
    // at every sign-in (the account page asks as soon as it opens), never for an email unproven.
    if (user.verifiedEmail) {
      const attached = await options.orders.attachGuestOrders(user.uid, user.verifiedEmail);
      if (attached.length > 0) {
        request.log.info({ uid: user.uid, orders: attached }, 'guest orders attached to account');
      }
    }
    return { orders: await options.orders.listBuyerOrders(user.uid) };
  });
}
