import Fastify from 'fastify';
import type { OrderLine } from '#domain/order/order';
import { PayPalGateway } from '#server/payments/paypal/paypal-gateway';

/**
 * The floor: the least any PayPal integration does, for the API bench to compare against. Two
 * routes, create an order of a fixed amount and capture it, through the same PayPal gateway code
 * as the shop (the same connection pool, token cache, retries and contract checks), on the same
 * web framework, with no database, no validation, no idempotency, no logging: what PayPal's own
 * standard-integration sample server does. Environment: PORT, PAYPAL_API_BASE.
 */

const port = Number(process.env.PORT ?? 3175);
const gateway = new PayPalGateway({
  baseUrl: process.env.PAYPAL_API_BASE ?? 'http://127.0.0.1:3002/__paypal',
  clientId: 'floor-client-id',
  clientSecret: 'floor-client-secret',
});

const app = Fastify({ logger: false });
const LINES: OrderLine[] = [
  { id: 'octahedron', title: 'ELY Holographic Octahedron', quantity: 1, unitPriceCents: 39100 },
];
// Where it ships, as any integration selling a shipped good tells PayPal (the shop does too).
const SHIP_TO = {
  name: 'Floor Buyer',
  address: { street: '1 Benchmark Way', city: 'Austin', state: 'TX', zip: '78701', country: 'US' },
};

app.post('/api/orders', async (_request, reply) => {
  const order = await gateway.createOrder({
    requestId: `floor-${process.hrtime.bigint()}`,
    totalCents: 39_100,
    lines: LINES,
    shipsGoods: true,
    shipTo: SHIP_TO,
  });
  return reply.code(201).send({ id: order.id });
});

app.post<{ Params: { id: string } }>('/api/orders/:id/capture', async (request) => {
  const order = await gateway.captureOrder(request.params.id, `floor-capture-${request.params.id}`);
  return { id: order.id, status: order.capture?.state };
});

app.get('/api/health', async () => ({ status: 'ok' }));

await app.listen({ host: '127.0.0.1', port });
console.log(`floor listening on http://127.0.0.1:${port}`);
const stop = () =>
  void app
    .close()
    .then(() => gateway.close())
    .then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
