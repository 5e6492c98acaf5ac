import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyOrdersResponse, ReceiptView } from '#domain/orders-api';
import {
  ADDRESS,
  startServer,
  type TestServer,
  testBackends,
} from '#tests/support/payments-server';
import { buy, uniquePayer } from '#tests/support/purchases';
import type { Database } from '../platform/database';
import { orderPageNumber } from './postgres-store';

/**
 * The receipt and "My orders" through real HTTP, after purchases made through the real payments
 * API and the PayPal stand-in; on PGlite, and on PostgreSQL when DATABASE_URL is set.
 */

const TOKEN_HEADER = 'x-receipt-token';
/** A uid no other test run uses, so "only her orders" holds on a shared PostgreSQL too. */
const uid = (name: string) =>
  `${name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

describe.each(testBackends('orders-api'))('orders API on $name', ({ open }) => {
  let database: Database;
  let server: TestServer;

  beforeAll(async () => {
    database = await open();
    server = await startServer({ database });
  }, 240_000);

  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  const receipt = (orderRef: string, headers: Record<string, string> = {}) =>
    server.get(`/api/orders/${orderRef}`, headers);

  describe('GET /api/orders/:orderRef', () => {
    it('gives the receipt to whoever holds its token, and the create answer is where it comes from', async () => {
      const payerEmail = uniquePayer('guest');
      const { orderId, orderNumber, receiptToken, captureId } = await buy(server, { payerEmail });
      expect(receiptToken).toMatch(/^[A-Za-z0-9_-]{32}$/);

      const response = await receipt(orderNumber, { [TOKEN_HEADER]: receiptToken });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const view = (await response.json()) as ReceiptView;
      expect(view).toEqual({
        orderId,
        orderNumber,
        // PayPal's transaction: what the buyer quotes to PayPal in a dispute.
        captureId,
        placedAt: expect.any(String),
        status: 'COMPLETED',
        totalCents: 78200,
        refundedCents: 0,
        items: [
          {
            id: 'octahedron',
            title: 'ELY Holographic Octahedron',
            quantity: 2,
            unitPriceCents: 39100,
          },
        ],
        subtotalCents: 78200,
        shippingCents: 0,
        // Shipped to Mexico: the total includes 16 % IVA, round-half-up(78200 × 16 / 116).
        tax: { name: 'IVA', ratePercent: 16, includedCents: 10786 },
        type: 'product',
        subscriptionCode: null,
        shipsGoods: true,
        address: ADDRESS,
        email: payerEmail,
        shipment: null,
        paymentMethod: { kind: 'paypal' },
        cancellation: { state: 'none' },
      });
      // The secrets that decide who may see it never leave the server.
      expect(JSON.stringify(view)).not.toContain(receiptToken);
    });

    it('answers by the order’s number and, as links made before numbers do, by PayPal’s id', async () => {
      const { orderId, orderNumber, receiptToken } = await buy(server);
      expect(orderNumber).toMatch(/^ELY-[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{6}$/);
      const byNumber = await receipt(orderNumber, { [TOKEN_HEADER]: receiptToken });
      const byPayPalId = await receipt(orderId, { [TOKEN_HEADER]: receiptToken });
      expect(byNumber.status).toBe(200);
      expect(byPayPalId.status).toBe(200);
      expect(await byPayPalId.json()).toEqual(await byNumber.json());
    });

    it('never hands the token out at capture: the order id is no secret', async () => {
      const { orderId, receiptToken } = await buy(server);
      const replay = await server.post(`/api/capture-order/${orderId}`, { type: 'product' });
      expect(replay.status).toBe(200);
      expect(await replay.text()).not.toContain(receiptToken);
    });

    it('answers 404, the same way, for a wrong token, another order’s token, no token or an unknown order', async () => {
      const mine = await buy(server);
      const other = await buy(server);
      const answers = await Promise.all([
        // The token with its last character changed (to another one, whatever it was).
        receipt(mine.orderNumber, { [TOKEN_HEADER]: otherLastCharacter(mine.receiptToken) }),
        receipt(mine.orderNumber, { [TOKEN_HEADER]: other.receiptToken }),
        receipt(mine.orderNumber),
        receipt(mine.orderNumber, { [TOKEN_HEADER]: '' }),
        receipt(mine.orderId, { [TOKEN_HEADER]: other.receiptToken }),
        receipt(other.orderNumber, { [TOKEN_HEADER]: mine.receiptToken }),
        receipt('0NOSUCHORDER0000', { [TOKEN_HEADER]: mine.receiptToken }),
        receipt(unknownNumber(mine.orderNumber, other.orderNumber), {
          [TOKEN_HEADER]: mine.receiptToken,
        }),
        receipt(mine.orderNumber.toLowerCase(), { [TOKEN_HEADER]: mine.receiptToken }),
        receipt('not-an-order-id', { [TOKEN_HEADER]: mine.receiptToken }),
      ]);
      for (const answer of answers) {
        expect(answer.status).toBe(404);
        expect(await answer.json()).toEqual({
          error: 'ORDER_NOT_FOUND',
          message: 'We could not find this order.',
        });
      }
    });

    it('says a card’s brand and last digits, as PayPal’s order gives them', async () => {
      const { orderId, receiptToken } = await buy(server, { payerEmail: null });
      const view = (await (
        await receipt(orderId, { [TOKEN_HEADER]: receiptToken })
      ).json()) as ReceiptView;
      expect(view.paymentMethod).toEqual({ kind: 'card', brand: 'VISA', lastDigits: '4242' });
    });

    it('has no receipt for an order that was never paid, even with its token', async () => {
      const created = await server.post('/api/create-order', {
        items: [{ id: 'octahedron', quantity: 1 }],
        address: ADDRESS,
      });
      const { id, orderNumber, receiptToken } = (await created.json()) as {
        id: string;
        orderNumber: string;
        receiptToken: string;
      };
      expect((await receipt(id, { [TOKEN_HEADER]: receiptToken })).status).toBe(404);
      expect((await receipt(orderNumber, { [TOKEN_HEADER]: receiptToken })).status).toBe(404);
    });

    it('shows the signed-in buyer their own receipt without a token, and no one else', async () => {
      const alice = uid('alice');
      const { orderId, orderNumber, receiptToken } = await buy(server, {
        idToken: `valid-${alice}`,
      });
      expect((await receipt(orderNumber, { authorization: `Bearer valid-${alice}` })).status).toBe(
        200,
      );
      expect((await receipt(orderId, { authorization: `Bearer valid-${alice}` })).status).toBe(200);
      expect((await receipt(orderId, { authorization: `Bearer valid-${uid('bob')}` })).status).toBe(
        404,
      );
      expect((await receipt(orderId, { authorization: 'Bearer forged' })).status).toBe(404);
      // Holding the link is enough, whoever is signed in.
      const withLink = await receipt(orderId, {
        authorization: `Bearer valid-${uid('bob')}`,
        [TOKEN_HEADER]: receiptToken,
      });
      expect(withLink.status).toBe(200);
    });

    it('falls back to the signed-in buyer’s email when the card gave none, and says when there is none', async () => {
      const carol = uid('carol');
      const signedIn = await buy(server, { idToken: `valid-${carol}`, payerEmail: null });
      const guest = await buy(server, { payerEmail: null });
      const viewOf = async ({ orderId, receiptToken }: { orderId: string; receiptToken: string }) =>
        (await (await receipt(orderId, { [TOKEN_HEADER]: receiptToken })).json()) as ReceiptView;
      expect((await viewOf(signedIn)).email).toBe(`${carol}@example.com`);
      expect((await viewOf(guest)).email).toBeNull();
    });

    it('says the IVA the total includes for an address in Mexico, and none elsewhere (names typed before ISO codes: domain/order/taxes.test.ts)', async () => {
      const taxOf = async (address: typeof ADDRESS) => {
        const { orderId, receiptToken } = await buy(server, { address });
        const view = (await (
          await receipt(orderId, { [TOKEN_HEADER]: receiptToken })
        ).json()) as ReceiptView;
        return view.tax;
      };
      const iva = { name: 'IVA', ratePercent: 16, includedCents: 10786 };
      expect(await taxOf({ ...ADDRESS, country: 'MX' })).toEqual(iva);
      expect(
        await taxOf({
          street: '500 Congress Ave',
          line2: '',
          city: 'Austin',
          state: 'TX',
          zip: '78701',
          country: 'US',
        }),
      ).toBeNull();
    });

    it('shows a subscription’s SYN- code and no address', async () => {
      const { orderId, receiptToken } = await buy(server, { kind: 'subscription' });
      const view = (await (
        await receipt(orderId, { [TOKEN_HEADER]: receiptToken })
      ).json()) as ReceiptView;
      expect(view).toMatchObject({
        type: 'subscription',
        subscriptionCode: expect.stringMatching(/^SYN-[A-Z0-9]{8}$/),
        shipsGoods: false,
        address: null,
        subtotalCents: 500,
        shippingCents: 0,
        tax: null,
      });
    });
  });

  describe('the order page’s address', () => {
    it('is a paid order’s number, found by the number or by PayPal’s id; an unpaid order has none', async () => {
      const { orderId, orderNumber } = await buy(server);
      expect(await orderPageNumber(database, orderNumber)).toBe(orderNumber);
      expect(await orderPageNumber(database, orderId)).toBe(orderNumber);

      const created = await server.post('/api/create-order', {
        items: [{ id: 'octahedron', quantity: 1 }],
        address: ADDRESS,
      });
      const unpaid = (await created.json()) as { id: string; orderNumber: string };
      expect(await orderPageNumber(database, unpaid.orderNumber)).toBeNull();
      expect(await orderPageNumber(database, unpaid.id)).toBeNull();
    });
  });

  describe('GET /api/me/orders', () => {
    it('answers 401 without a valid ID token', async () => {
      const attempts: Record<string, string>[] = [
        {},
        { authorization: 'Bearer forged' },
        { authorization: 'Basic x' },
      ];
      for (const headers of attempts) {
        const response = await server.get('/api/me/orders', headers);
        expect(response.status).toBe(401);
        expect(await response.json()).toMatchObject({ error: 'UNAUTHENTICATED' });
      }
    });

    it('lists only the buyer’s own paid orders, newest first', async () => {
      const dana = uid('dana');
      const erin = uid('erin');
      const first = await buy(server, { idToken: `valid-${dana}` });
      const second = await buy(server, { idToken: `valid-${dana}`, kind: 'subscription' });
      const erins = await buy(server, { idToken: `valid-${erin}` });
      await buy(server); // a guest's
      // Created while signed in, never paid: not an order to list.
      await server.post(
        '/api/create-order',
        { items: [{ id: 'octahedron', quantity: 1 }], address: ADDRESS },
        { authorization: `Bearer valid-${dana}` },
      );

      const list = async (who: string) => {
        const response = await server.get('/api/me/orders', {
          authorization: `Bearer valid-${who}`,
        });
        expect(response.status).toBe(200);
        return ((await response.json()) as MyOrdersResponse).orders;
      };
      const danas = await list(dana);
      expect(danas.map((order) => order.orderId)).toEqual([second.orderId, first.orderId]);
      expect(danas.map((order) => order.orderNumber)).toEqual([
        second.orderNumber,
        first.orderNumber,
      ]);
      expect(danas[0]).toMatchObject({
        status: 'COMPLETED',
        totalCents: 500,
        type: 'subscription',
      });
      expect(JSON.stringify(danas)).not.toContain(first.receiptToken);
      expect((await list(erin)).map((order) => order.orderId)).toEqual([erins.orderId]);
      expect(await list(uid('nobody'))).toEqual([]);
    });
  });

  it('keeps a signed-in buyer’s email on their order, never a later stranger’s', async () => {
    const buyerEmail = async (orderId: string) =>
      (
        await database.query<{ buyer_email: string | null }>(
          'SELECT buyer_email FROM orders WHERE id = $1',
          [orderId],
        )
      ).rows[0]?.buyer_email;
    const signedIn = await server.post(
      '/api/create-order',
      { items: [{ id: 'octahedron', quantity: 1 }], address: ADDRESS },
      { authorization: 'Bearer valid-owner' },
    );
    expect(await buyerEmail(((await signedIn.json()) as { id: string }).id)).toBe(
      'owner@example.com',
    );

    // Someone signed in names a paid order: nothing of theirs lands on it.
    const { orderId } = await buy(server, { payerEmail: null });
    await server.post(
      `/api/capture-order/${orderId}`,
      { type: 'product', address: ADDRESS },
      {
        authorization: 'Bearer valid-stranger',
      },
    );
    expect(await buyerEmail(orderId)).toBeNull();
  });

  it('never lets an account with an unproven email direct an order’s emails', async () => {
    // Anyone may open an account under someone else's address and leave it unverified.
    const buyerEmail = async (orderId: string) =>
      (
        await database.query<{ buyer_email: string | null }>(
          'SELECT buyer_email FROM orders WHERE id = $1',
          [orderId],
        )
      ).rows[0]?.buyer_email;
    const created = await server.post(
      '/api/create-order',
      { items: [{ id: 'octahedron', quantity: 1 }], address: ADDRESS },
      { authorization: 'Bearer unverified-mallory' },
    );
    expect(created.status).toBe(201);
    expect(await buyerEmail(((await created.json()) as { id: string }).id)).toBeNull();

    // Nor at capture, where the buyer's own email is kept for an order PayPal gives none: a
    // guest's order, paid by card and captured by its buyer signed in meanwhile.
    const guest = await server.post('/api/create-order', {
      items: [{ id: 'octahedron', quantity: 1 }],
      address: ADDRESS,
    });
    const { id: orderId } = (await guest.json()) as { id: string };
    const approved = await server.post(`/__paypal/sdk/orders/${orderId}/approve`, {
      email: null,
      funding: 'card',
    });
    expect(approved.ok).toBe(true);
    const captured = await server.capture(
      orderId,
      { type: 'product', address: ADDRESS },
      { authorization: 'Bearer unverified-mallory' },
    );
    expect(captured.status).toBe(200);
    expect(await buyerEmail(orderId)).toBeNull();
  });
});

/** The same text with a different last character: a wrong token that is almost right. */
function otherLastCharacter(token: string): string {
  return `${token.slice(0, -1)}${token.endsWith('x') ? 'y' : 'x'}`;
}

/** A well-formed order number that is neither of these (so, here, nobody's). */
function unknownNumber(...taken: string[]): string {
  const candidates = ['ELY-222222', 'ELY-333333'];
  return candidates.find((number) => !taken.includes(number)) ?? 'ELY-444444';
}
