import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardResponse, OrderDetailResponse, OrderListResponse } from '#domain/admin-api';
import type { CancellationAnswer } from '#domain/answers';
import type { ReceiptView } from '#domain/orders-api';
import { startServer, type TestServer, testBackends } from '#tests/support/payments-server';
import { buy, recordingTransport } from '#tests/support/purchases';
import type { Database } from '../platform/database';

/**
 * "Cancel before shipping" through real HTTP: the buyer's request on the order page's API, and the
 * operator's approval (a full refund through the refund path) or decline in the console's, with
 * the emails each one owes the buyer. The PayPal stand-in plays PayPal; the fake verifier plays
 * Firebase (`admin-<uid>` an operator, `valid-<uid>` a buyer).
 */

const OPERATOR = { authorization: 'Bearer admin-op-ana' };

let counter = 0;
function uniqueEmail(): string {
  counter += 1;
  return `cancel-${Date.now().toString(36)}-${counter}@example.com`;
}

describe.each(testBackends('cancellation'))('cancel before shipping on $name', ({ open }) => {
  const mail = recordingTransport();
  let database: Database;
  let server: TestServer;

  beforeAll(async () => {
    database = await open();
    server = await startServer({
      database,
      env: { ADMIN_RATE_LIMIT: '0' },
      mail: { transport: mail.transport },
    });
  }, 240_000);

  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  /** A paid order of an Octahedron, its confirmation sent: number, receipt token, the buyer's email. */
  async function paidOrder(locale: 'en' | 'es' = 'en', idToken?: string) {
    const email = uniqueEmail();
    const bought = await buy(server, {
      locale,
      payerEmail: email,
      ...(idToken ? { idToken } : {}),
    });
    await server.app.mailer?.runOnce();
    return { ...bought, token: bought.receiptToken, email };
  }

  const requestCancellation = (
    orderNumber: string,
    token: string | null,
    body: unknown = {},
    headers: Record<string, string> = {},
  ) =>
    server.post(`/api/orders/${orderNumber}/cancellation-request`, body, {
      ...(token ? { 'x-receipt-token': token } : {}),
      ...headers,
    });

  const receipt = async (orderNumber: string, token: string) => {
    const response = await server.get(`/api/orders/${orderNumber}`, { 'x-receipt-token': token });
    expect(response.status).toBe(200);
    return (await response.json()) as ReceiptView;
  };

  const detail = async (orderNumber: string) => {
    const response = await server.get(`/api/admin/orders/${orderNumber}`, OPERATOR);
    expect(response.status).toBe(200);
    return (await response.json()) as OrderDetailResponse;
  };

  const subjects = (email: string) => mail.to(email).map((sent) => sent.subject);

  it('writes the request as an event, emails the buyer once, and a second request changes nothing', async () => {
    const order = await paidOrder();
    const first = await requestCancellation(order.orderNumber, order.token, {
      reason: '  I ordered the wrong colour.  ',
    });
    expect(first.status).toBe(201);
    const answer = (await first.json()) as CancellationAnswer;
    expect(answer.cancellation).toMatchObject({
      state: 'requested',
      reason: 'I ordered the wrong colour.',
    });

    const second = await requestCancellation(order.orderNumber, order.token, { reason: 'again' });
    expect(second.status).toBe(200);
    expect(((await second.json()) as CancellationAnswer).cancellation).toMatchObject({
      state: 'requested',
      reason: 'I ordered the wrong colour.',
    });

    await server.app.mailer?.runOnce();
    expect(subjects(order.email)).toEqual([
      `Order confirmed: ${order.orderNumber}`,
      `We received your cancellation request: ${order.orderNumber}`,
    ]);
    const { events } = await detail(order.orderNumber);
    const requests = events.filter((event) => event.kind === 'cancellation-requested');
    expect(requests).toEqual([
      expect.objectContaining({
        source: 'order-page',
        details: { reason: 'I ordered the wrong colour.' },
      }),
    ]);
    expect((await receipt(order.orderNumber, order.token)).cancellation.state).toBe('requested');
  });

  it('answers 404 to a stranger, a wrong token and an unknown order, and writes nothing', async () => {
    const order = await paidOrder();
    expect((await requestCancellation(order.orderNumber, null)).status).toBe(404);
    expect((await requestCancellation(order.orderNumber, 'wrong-token')).status).toBe(404);
    expect(
      (await requestCancellation(order.orderNumber, null, {}, { authorization: 'Bearer valid-x' }))
        .status,
    ).toBe(404);
    expect((await requestCancellation('ELY-ZZZZZZ', order.token)).status).toBe(404);
    expect((await receipt(order.orderNumber, order.token)).cancellation).toEqual({ state: 'none' });
  });

  it('refuses a reason over 500 characters', async () => {
    const order = await paidOrder();
    const response = await requestCancellation(order.orderNumber, order.token, {
      reason: 'x'.repeat(501),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'INVALID_REQUEST', field: 'reason' });
  });

  it('refuses a request after the order shipped, with ALREADY_SHIPPED', async () => {
    const order = await paidOrder();
    const shipped = await server.post(
      `/api/admin/orders/${order.orderNumber}/ship`,
      { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' },
      OPERATOR,
    );
    expect(shipped.status).toBe(200);
    const response = await requestCancellation(order.orderNumber, order.token);
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      error: 'ALREADY_SHIPPED',
      shipment: { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' },
    });
    await server.app.mailer?.runOnce();
    expect(subjects(order.email)).not.toContain(
      `We received your cancellation request: ${order.orderNumber}`,
    );
  });

  it('approves: a full refund through the refund path, the refund email, and the page says so', async () => {
    const order = await paidOrder();
    expect((await requestCancellation(order.orderNumber, order.token)).status).toBe(201);
    const before = (await detail(order.orderNumber)).order;
    expect(before.cancellation.state).toBe('requested');
    expect(before.actions.approveCancellation).toEqual({ allowed: true });

    const dashboard = await server.get('/api/admin/dashboard', OPERATOR);
    expect(
      ((await dashboard.json()) as DashboardResponse).cancellationRequests.orders,
    ).toBeGreaterThan(0);
    const listed = await server.get('/api/admin/orders?status=cancellation', OPERATOR);
    expect(
      ((await listed.json()) as OrderListResponse).orders.map((row) => row.orderNumber),
    ).toContain(order.orderNumber);

    const approved = await server.post(
      `/api/admin/orders/${order.orderNumber}/cancellation/approve`,
      { requestId: randomUUID() },
      OPERATOR,
    );
    expect(approved.status, await approved.clone().text()).toBe(200);
    expect(((await approved.json()) as CancellationAnswer).cancellation.state).toBe('approved');

    const { order: after, events, refunds } = await detail(order.orderNumber);
    expect(after.payment).toMatchObject({ status: 'REFUNDED', refundedCents: before.totalCents });
    expect(refunds).toHaveLength(1);
    expect(events.map((event) => event.kind)).toEqual(
      expect.arrayContaining(['refunded', 'cancellation-approved']),
    );
    expect(events.find((event) => event.kind === 'cancellation-approved')).toMatchObject({
      source: 'operator',
      actor: { uid: 'op-ana' },
    });
    await server.app.mailer?.runOnce();
    expect(subjects(order.email)).toEqual([
      `Order confirmed: ${order.orderNumber}`,
      `We received your cancellation request: ${order.orderNumber}`,
      `Order refunded: ${order.orderNumber}`,
    ]);
    const page = await receipt(order.orderNumber, order.token);
    expect(page.status).toBe('REFUNDED');
    expect(page.cancellation.state).toBe('approved');

    // Decided: neither decision again, and the buyer cannot ask again.
    const again = await server.post(
      `/api/admin/orders/${order.orderNumber}/cancellation/decline`,
      { reason: 'Too late' },
      OPERATOR,
    );
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: 'NO_CANCELLATION_REQUEST' });
    const asked = await requestCancellation(order.orderNumber, order.token);
    expect(asked.status).toBe(409);
    expect(await asked.json()).toMatchObject({ error: 'REFUNDED' });
  });

  it('declines with a reason: the buyer is emailed it, in the order’s language', async () => {
    const order = await paidOrder('es');
    expect((await requestCancellation(order.orderNumber, order.token)).status).toBe(201);
    const missing = await server.post(
      `/api/admin/orders/${order.orderNumber}/cancellation/decline`,
      { reason: ' ' },
      OPERATOR,
    );
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ error: 'INVALID_REQUEST', field: 'reason' });

    const reason = 'Tu pedido ya está empacado y sale hoy.';
    const declined = await server.post(
      `/api/admin/orders/${order.orderNumber}/cancellation/decline`,
      { reason },
      OPERATOR,
    );
    expect(declined.status).toBe(200);
    expect(((await declined.json()) as CancellationAnswer).cancellation).toMatchObject({
      state: 'declined',
      declineReason: reason,
    });
    await server.app.mailer?.runOnce();
    const sent = mail.to(order.email);
    expect(sent.map((email) => email.subject)).toEqual([
      `Pedido confirmado: ${order.orderNumber}`,
      `Recibimos tu solicitud de cancelación: ${order.orderNumber}`,
      `Sobre tu solicitud de cancelación: ${order.orderNumber}`,
    ]);
    expect(sent.at(-1)?.text).toContain(reason);
    const { order: after, events } = await detail(order.orderNumber);
    expect(after.payment?.status).toBe('COMPLETED');
    expect(events.find((event) => event.kind === 'cancellation-declined')).toMatchObject({
      source: 'operator',
      details: { reason },
      actor: { uid: 'op-ana' },
    });
    expect((await receipt(order.orderNumber, order.token)).cancellation).toMatchObject({
      state: 'declined',
      declineReason: reason,
    });
    const asked = await requestCancellation(order.orderNumber, order.token);
    expect(asked.status).toBe(409);
    expect(await asked.json()).toMatchObject({ error: 'CANCELLATION_DECLINED' });
  });

  it('lets the signed-in owner ask, and refuses an approval with no request open', async () => {
    const order = await paidOrder('en', 'valid-owner-1');
    const refused = await server.post(
      `/api/admin/orders/${order.orderNumber}/cancellation/approve`,
      { requestId: randomUUID() },
      OPERATOR,
    );
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: 'NO_CANCELLATION_REQUEST' });
    const asked = await requestCancellation(
      order.orderNumber,
      null,
      {},
      {
        authorization: 'Bearer valid-owner-1',
      },
    );
    expect(asked.status).toBe(201);
  });
});
