import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { StandIn } from './context';
import { ApproveRequest, errors } from './contract';
import { SDK_SCRIPT } from './sdk-script';
import { paypalId, type StandInOrder } from './state';

/** The payer's side of the checkout window: the browser script and what it calls. */
export function registerPayerSide(app: FastifyInstance, standIn: StandIn) {
  const { state, webhooks, ownBase, representation } = standIn;
  // Run as its own process (`npm run paypal:stand-in`) the stand-in is another origin than the
  // shop's pages, as PayPal is: the payer's side answers any origin, like PayPal's own window.
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.includes('/sdk/')) return;
    reply.header('access-control-allow-origin', '*');
    if (request.method === 'OPTIONS') {
      return reply
        .code(204)
        .header('access-control-allow-methods', 'GET, POST')
        .header('access-control-allow-headers', 'content-type')
        .header('access-control-max-age', '600')
        .send();
    }
  });
  app.options('/sdk/*', async (_request, reply) => reply.code(204).send());
  app.get('/sdk/js', async (_request, reply) =>
    reply
      .type('application/javascript; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(SDK_SCRIPT),
  );

  const approve = (order: StandInOrder, input: z.infer<typeof ApproveRequest>) => {
    order.payer = {
      email_address: input.email === undefined ? 'buyer@example.com' : input.email,
      given_name: input.givenName ?? 'Test',
      surname: input.surname ?? 'Buyer',
      payer_id: order.payer?.payer_id ?? paypalId(13),
      funding: input.funding,
    };
    order.status = 'APPROVED';
    // A new approval (another card, say) replaces what the last one would have done.
    order.captureOutcome = input.outcome;
    order.updateTime = new Date().toISOString();
    webhooks.send(
      'CHECKOUT.ORDER.APPROVED',
      'checkout-order',
      'An order has been approved by buyer',
      representation(ownBase(), order),
    );
    return { id: order.id, status: order.status, payerID: order.payer.payer_id };
  };

  const payerSide =
    (action: (order: StandInOrder, request: FastifyRequest, reply: FastifyReply) => unknown) =>
    async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
      const order = state.orders.get(request.params.id);
      if (!order) return reply.code(404).send(errors.notFound());
      if (order.status === 'COMPLETED') {
        return reply
          .code(422)
          .send(errors.unprocessable('ORDER_ALREADY_CAPTURED', 'Order already captured.'));
      }
      return action(order, request, reply);
    };

  app.get<{ Params: { id: string } }>('/sdk/orders/:id', async (request, reply) => {
    const order = state.orders.get(request.params.id);
    if (!order) return reply.code(404).send(errors.notFound());
    return { id: order.id, status: order.status, amount: order.purchaseUnits[0]?.amount };
  });
  /**
   * The payer's choices, or null once the request has been answered 400 in PayPal's error shape
   * (an email that is no address, an unknown outcome), as PayPal answers a request it cannot read.
   */
  const payerInput = (request: FastifyRequest, reply: FastifyReply) => {
    const parsed = ApproveRequest.safeParse(request.body ?? undefined);
    if (parsed.success) return parsed.data;
    const issue = parsed.error.issues[0];
    void reply
      .code(400)
      .send(errors.invalid(`/${issue?.path.join('/') ?? ''}`, issue?.message ?? 'Invalid'));
    return null;
  };

  app.post<{ Params: { id: string } }>(
    '/sdk/orders/:id/approve',
    payerSide((order, request, reply) => {
      const input = payerInput(request, reply);
      return input ? approve(order, input) : reply;
    }),
  );
  app.post<{ Params: { id: string } }>(
    '/sdk/orders/:id/decline',
    payerSide((order, request, reply) => {
      const input = payerInput(request, reply);
      if (!input) return reply;
      return approve(order, { ...input, outcome: 'declined' });
    }),
  );
  app.post<{ Params: { id: string } }>(
    '/sdk/orders/:id/cancel',
    payerSide((order) => ({ id: order.id, status: order.status })),
  );
}
