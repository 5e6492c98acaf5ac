import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OrderState } from '#domain/order/lifecycle';
import {
  ADDRESS,
  createOrder,
  makeDue,
  payerAction,
  startServer,
  type TestServer,
  testBackends,
} from '#tests/support/payments-server';
import type { Database } from '../platform/database';

/**
 * The units of a limited batch follow their order: held at create-order (before PayPal is asked),
 * sold at capture, on sale again when the order expires, is closed (its capture refused), is
 * denied, or is refunded in full before it ships. Operators set the units (audited); the public
 * reads them. Against PGlite always and PostgreSQL when DATABASE_URL is set.
 */

const ONE = [{ id: 'octahedron', quantity: 1 }];
const OPERATOR = { authorization: 'Bearer admin-stock-operator' };
const ADMIN_TOKEN = 'stock-test-read-only-token';

describe.each(testBackends('stock'))('stock of a limited batch ($name)', ({ open }) => {
  let database: Database;
  let server: TestServer;

  beforeAll(async () => {
    database = await open();
    server = await startServer({ database, env: { ADMIN_TOKEN } });
  }, 240_000);

  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  const setStock = async (available: number | null) => {
    const response = await server.put(
      '/api/admin/products/octahedron/stock',
      { available },
      OPERATOR,
    );
    expect(response.status).toBe(200);
    return response.json() as Promise<{ from: number | null; to: number | null }>;
  };
  const available = async (): Promise<number | undefined> => {
    const response = await server.get('/api/stock');
    const body = (await response.json()) as { products: Record<string, { available: number }> };
    return body.products.octahedron?.available;
  };
  const holds = async (orderId: string) =>
    (
      await database.query<{ state: string; quantity: number }>(
        'SELECT state, quantity FROM stock_holds WHERE order_id = $1',
        [orderId],
      )
    ).rows;
  const stateOf = async (orderId: string): Promise<OrderState | undefined> =>
    (await server.app.payments?.store.findOrder(orderId))?.state;
  const pay = async (orderId: string) => {
    await payerAction(server, orderId, 'approve');
    const response = await server.capture(orderId, {
      type: 'product',
      items: ONE,
      address: ADDRESS,
    });
    expect(response.status).toBe(200);
  };

  beforeEach(async () => {
    await setStock(5);
  });

  it('sets the units on sale for operators only, audited with who, when, from and to', async () => {
    const change = await setStock(7);
    expect(change).toMatchObject({ from: 5, to: 7, actor: { uid: 'stock-operator' } });
    const script = await server.put(
      '/api/admin/products/octahedron/stock',
      { available: 1 },
      { authorization: `Bearer ${ADMIN_TOKEN}` },
    );
    expect(script.status).toBe(403);
    const buyer = await server.put(
      '/api/admin/products/octahedron/stock',
      { available: 1 },
      { authorization: 'Bearer valid-buyer' },
    );
    expect(buyer.status).toBe(403);
    const bad = await server.put(
      '/api/admin/products/octahedron/stock',
      { available: -1 },
      OPERATOR,
    );
    expect(bad.status).toBe(400);
    const service = await server.put(
      '/api/admin/products/consulting/stock',
      { available: 1 },
      OPERATOR,
    );
    expect(service.status).toBe(404);
    expect(await available()).toBe(7);

    const overview = await server.get('/api/admin/stock', OPERATOR);
    const body = (await overview.json()) as {
      products: { productId: string; available: number | null }[];
      changes: { from: number | null; to: number | null; at: string }[];
    };
    expect(body.products).toEqual([
      expect.objectContaining({ productId: 'octahedron', available: 7 }),
    ]);
    expect(body.changes[0]).toMatchObject({ from: 5, to: 7 });
    expect(Date.parse(body.changes[0]?.at ?? '')).not.toBeNaN();
  });

  it('answers the public units with a few seconds of cache; no count, no limit', async () => {
    const response = await server.get('/api/stock');
    expect(response.headers.get('cache-control')).toBe('public, max-age=5');
    expect(await response.json()).toEqual({ products: { octahedron: { available: 5 } } });
    await setStock(null);
    expect(await available()).toBeUndefined();
    const id = await createOrder(server, ONE, { address: ADDRESS });
    expect(await holds(id)).toEqual([]);
  });

  it('holds the units at create-order and sells them at capture', async () => {
    const id = await createOrder(server, ONE, { address: ADDRESS });
    expect(await available()).toBe(4);
    expect(await holds(id)).toEqual([{ state: 'held', quantity: 1 }]);
    await pay(id);
    expect(await stateOf(id)).toBe('captured');
    expect(await holds(id)).toEqual([{ state: 'sold', quantity: 1 }]);
    expect(await available()).toBe(4);
  });

  it('refuses 409 SOLD_OUT, naming the product, before PayPal is asked', async () => {
    await setStock(1);
    const before = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM orders');
    const response = await server.post('/api/create-order', {
      items: [{ id: 'octahedron', quantity: 2 }],
      address: ADDRESS,
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      error: 'SOLD_OUT',
      product: 'octahedron',
      available: 1,
    });
    const after = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM orders');
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
    expect(await available()).toBe(1);
  });

  it('releases the units of an order never approved, when the reconciler expires it', async () => {
    const id = await createOrder(server, ONE, { address: ADDRESS });
    expect(await available()).toBe(4);
    await makeDue(database, id, { ageS: 4 * 60 * 60 });
    await server.app.reconciler?.runOnce();
    expect(await stateOf(id)).toBe('expired');
    expect(await holds(id)).toEqual([{ state: 'released', quantity: 1 }]);
    expect(await available()).toBe(5);
    // Expired again (a second pass, another process): the units come back once.
    await makeDue(database, id, { ageS: 4 * 60 * 60 });
    await server.app.reconciler?.runOnce();
    expect(await available()).toBe(5);
  });

  it('releases the units of an order closed when its capture is refused', async () => {
    const id = await createOrder(server, ONE, { address: ADDRESS });
    await payerAction(server, id, 'approve');
    // The buyer's cart changed since: the capture is refused and the order closed.
    const refused = await server.capture(id, {
      type: 'product',
      items: [{ id: 'octahedron', quantity: 2 }],
      address: ADDRESS,
    });
    expect(refused.status).toBe(400);
    expect(await stateOf(id)).toBe('expired');
    expect(await available()).toBe(5);
  });

  it('keeps the units of a declined card for the payer to approve again', async () => {
    const id = await createOrder(server, ONE, { address: ADDRESS });
    await payerAction(server, id, 'decline');
    const declined = await server.capture(id, { type: 'product', items: ONE, address: ADDRESS });
    expect(declined.status).toBe(422);
    expect(await holds(id)).toEqual([{ state: 'held', quantity: 1 }]);
    expect(await available()).toBe(4);
  });

  it('puts the units on sale again after a full refund before shipping, not after', async () => {
    const refund = async (orderId: string) => {
      const response = await server.post(
        `/api/admin/orders/${orderId}/refund`,
        { amountCents: null, reason: 'changed their mind', requestId: randomUUID() },
        OPERATOR,
      );
      expect(response.status).toBe(200);
    };
    const unshipped = await createOrder(server, ONE, { address: ADDRESS });
    await pay(unshipped);
    expect(await available()).toBe(4);
    await refund(unshipped);
    expect(await stateOf(unshipped)).toBe('refunded');
    expect(await holds(unshipped)).toEqual([{ state: 'released', quantity: 1 }]);
    expect(await available()).toBe(5);

    const shipped = await createOrder(server, ONE, { address: ADDRESS });
    await pay(shipped);
    const ship = await server.post(
      `/api/admin/orders/${shipped}/ship`,
      { carrier: 'dhl', trackingNumber: '1234567890' },
      OPERATOR,
    );
    expect(ship.status).toBe(200);
    await refund(shipped);
    expect(await stateOf(shipped)).toBe('refunded');
    expect(await holds(shipped)).toEqual([{ state: 'sold', quantity: 1 }]);
    expect(await available()).toBe(4);
  });

  it('puts the units on sale again when PayPal denies a payment it held for review', async () => {
    const id = await createOrder(server, ONE, { address: ADDRESS });
    await payerAction(server, id, 'approve', { outcome: 'pending' });
    const held = await server.capture(id, { type: 'product', items: ONE, address: ADDRESS });
    expect(held.status).toBe(200);
    expect(await stateOf(id)).toBe('pending');
    expect(await holds(id)).toEqual([{ state: 'sold', quantity: 1 }]);
    expect(await available()).toBe(4);
    const captureId = (await server.app.payments?.store.findPayment(id))?.captureId;
    const denied = await server.post(`/__paypal/__test/captures/${captureId}/deny`, {});
    expect(denied.status).toBe(200);
    await makeDue(database, id);
    await server.app.reconciler?.runOnce();
    expect(await stateOf(id)).toBe('denied');
    expect(await holds(id)).toEqual([{ state: 'released', quantity: 1 }]);
    expect(await available()).toBe(5);
  });

  it('releases a hold no order claimed once its time is over', async () => {
    await database.query(
      `INSERT INTO stock_holds (hold_id, product_id, quantity, hold_until)
       VALUES ('hold-orphan', 'octahedron', 2, now() - interval '1 second')`,
    );
    await database.query(
      "UPDATE stock SET available = available - 2 WHERE product_id = 'octahedron'",
    );
    expect(await available()).toBe(3);
    await server.app.reconciler?.runOnce();
    expect(await available()).toBe(5);
  });
});
