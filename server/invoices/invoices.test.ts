import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DashboardAnswer } from '#domain/answers';
import {
  InvoiceRequestsAnswer,
  InvoiceRequestView,
  InvoiceStatusAnswer,
} from '#domain/invoice/api';
import {
  AFTER_LAUNCH,
  startServer,
  type TestServer,
  testBackends,
} from '#tests/support/payments-server';
import { buy, type Purchase } from '#tests/support/purchases';
import { wrongToken } from '#tests/support/tokens';
import type { Database } from '../platform/database';

/**
 * Invoice (CFDI) requests through real HTTP, after purchases through the real payments API and
 * the PayPal stand-in: the buyer's request, the operator's upload, the files' download. The test
 * server's clock is AFTER_LAUNCH (2 January 2027 in Mexico City); each order is dated by hand in
 * that month, or before it to close its window.
 */

const TOKEN = 'x-receipt-token';
const OPERATOR = { authorization: 'Bearer admin-op-ines' };
const fixture = (name: string) =>
  readFileSync(new URL(`../../tests/fixtures/invoice/${name}`, import.meta.url));
const PDF = fixture('factura.pdf');
const XML = fixture('factura.xml');
const UUID = '5E2D6AFF-2DD7-43D1-83D3-14C1ACA396D9';

const GOOD = {
  rfc: 'GODE561231GR8',
  name: 'Dolores Godínez',
  taxRegime: '612',
  cfdiUse: 'G03',
  postalCode: '06600',
};

describe.each(testBackends('invoices-api'))('invoice requests on $name', ({ open }) => {
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

  /** A purchase paid at `paidAt` (default: within the server's month). */
  async function purchase(
    options: Parameters<typeof buy>[1] = {},
    paidAt = new Date(AFTER_LAUNCH.getTime() - 3_600_000),
  ): Promise<Purchase> {
    const bought = await buy(server, options);
    await database.query('UPDATE pagos SET fecha_registro = $1 WHERE order_id = $2', [
      paidAt,
      bought.orderId,
    ]);
    return bought;
  }

  const ask = (order: Purchase, body: unknown, headers: Record<string, string> = {}) =>
    server.post(`/api/orders/${order.orderNumber}/invoice-request`, body, {
      [TOKEN]: order.receiptToken,
      ...headers,
    });
  const upload = (orderNumber: string, pdf = PDF, xml = XML, headers = OPERATOR) =>
    server.put(
      `/api/admin/orders/${orderNumber}/invoice`,
      { pdf: pdf.toString('base64'), xml: xml.toString('base64') },
      headers,
    );

  it('takes a request from the receipt link, stores it with an event, and shows its state', async () => {
    const order = await purchase();
    const before = await server.get(`/api/orders/${order.orderNumber}/invoice-request`, {
      [TOKEN]: order.receiptToken,
    });
    expect(before.status).toBe(200);
    expect(InvoiceStatusAnswer.parse(await before.json())).toEqual({
      request: null,
      availability: 'open',
      closesAt: '2027-02-01T06:00:00.000Z',
    });

    const created = await ask(order, { ...GOOD, rfc: ' gode561231gr8 ' });
    expect(created.status).toBe(201);
    const view = InvoiceRequestView.parse(await created.json());
    expect(view).toEqual({
      orderNumber: order.orderNumber,
      status: 'open',
      ...GOOD,
      name: 'DOLORES GODÍNEZ',
      requestedAt: expect.any(String),
      uuid: null,
      attachedAt: null,
    });
    const { rows } = await database.query<{ source: string; details: unknown }>(
      `SELECT source, details FROM order_events WHERE order_id = $1 AND kind = 'invoice-requested'`,
      [order.orderId],
    );
    expect(rows).toEqual([
      { source: 'order-page', details: { rfc: GOOD.rfc, taxRegime: '612', cfdiUse: 'G03' } },
    ]);

    // The same request again is a retry: the one stored. Another one is refused.
    const again = await ask(order, GOOD);
    expect(again.status).toBe(200);
    expect(InvoiceRequestView.parse(await again.json())).toEqual(view);
    const other = await ask(order, { ...GOOD, cfdiUse: 'S01' });
    expect(other.status).toBe(409);
    expect(await other.json()).toMatchObject({ error: 'INVOICE_ALREADY_REQUESTED' });
  });

  it("takes the signed-in owner's ID token", async () => {
    const order = await purchase({ idToken: 'valid-inv-owner' });
    const created = await server.post(`/api/orders/${order.orderNumber}/invoice-request`, GOOD, {
      authorization: 'Bearer valid-inv-owner',
    });
    expect(created.status).toBe(201);
  });

  it('answers 404 to a wrong token, another account, no access, or an unknown order', async () => {
    const order = await purchase({ idToken: 'valid-inv-mine' });
    const answers = await Promise.all([
      ask(order, GOOD, { [TOKEN]: wrongToken(order.receiptToken) }),
      server.post(`/api/orders/${order.orderNumber}/invoice-request`, GOOD, {
        authorization: 'Bearer valid-someone-else',
      }),
      server.post(`/api/orders/${order.orderNumber}/invoice-request`, GOOD),
      server.post('/api/orders/ELY-222222/invoice-request', GOOD, { [TOKEN]: order.receiptToken }),
      server.post('/api/orders/nonsense/invoice-request', GOOD, { [TOKEN]: order.receiptToken }),
      server.get(`/api/orders/${order.orderNumber}/invoice-request`),
      server.post(`/api/orders/${order.orderNumber}/invoice-request`, 'not json at all', {
        authorization: 'Bearer valid-someone-else',
      }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404, 404, 404, 404, 404]);
  });

  it('refuses a malformed RFC, a wrong check digit and a pair the SAT does not allow, by field', async () => {
    const order = await purchase();
    const refusal = async (body: unknown) => {
      const answer = await ask(order, body);
      expect(answer.status).toBe(400);
      return answer.json();
    };
    expect(await refusal({ ...GOOD, rfc: 'GODE561231' })).toMatchObject({
      error: 'INVOICE_INVALID',
      field: 'rfc',
      problem: 'format',
    });
    expect(await refusal({ ...GOOD, rfc: 'GODE561231GR7' })).toMatchObject({
      field: 'rfc',
      problem: 'check-digit',
    });
    expect(await refusal({ ...GOOD, taxRegime: '605' })).toMatchObject({
      field: 'cfdiUse',
      problem: 'not-allowed',
    });
    expect(await refusal({ ...GOOD, rfc: 'EKU9003173C9' })).toMatchObject({
      field: 'taxRegime',
      problem: 'wrong-person-type',
    });
    expect(await refusal({ ...GOOD, postalCode: '6600' })).toMatchObject({ field: 'postalCode' });
    expect(await refusal({ ...GOOD, name: 12 })).toMatchObject({ field: 'name' });
    expect(
      await refusal({ rfc: 'X', name: '', taxRegime: '612', cfdiUse: 'G03', postalCode: '' }),
    ).toMatchObject({
      field: 'rfc',
      fields: [
        { field: 'rfc', problem: 'format' },
        { field: 'name', problem: 'required' },
        { field: 'postalCode', problem: 'required' },
      ],
    });
    // Nothing was stored.
    const state = await server.get(`/api/orders/${order.orderNumber}/invoice-request`, {
      [TOKEN]: order.receiptToken,
    });
    expect(InvoiceStatusAnswer.parse(await state.json()).request).toBeNull();
  });

  it('refuses after the month of purchase, and for an order under review or refunded', async () => {
    const late = await purchase({}, new Date('2026-12-31T18:00:00Z'));
    const lateAnswer = await ask(late, GOOD);
    expect(lateAnswer.status).toBe(409);
    expect(await lateAnswer.json()).toMatchObject({
      error: 'INVOICE_WINDOW_CLOSED',
      closesAt: '2027-01-01T06:00:00.000Z',
    });

    const reviewing = await purchase({ outcome: 'pending' });
    const reviewingAnswer = await ask(reviewing, GOOD);
    expect(reviewingAnswer.status).toBe(409);
    expect(await reviewingAnswer.json()).toMatchObject({ error: 'INVOICE_ORDER_NOT_PAID' });

    const refunded = await purchase();
    await database.query(
      `UPDATE pagos SET status = 'REFUNDED', refunded_cents = total_cents WHERE order_id = $1`,
      [refunded.orderId],
    );
    const refundedAnswer = await ask(refunded, GOOD);
    expect(refundedAnswer.status).toBe(409);
    expect(await refundedAnswer.json()).toMatchObject({ error: 'INVOICE_ORDER_REFUNDED' });
    const state = await server.get(`/api/orders/${refunded.orderNumber}/invoice-request`, {
      [TOKEN]: refunded.receiptToken,
    });
    expect(InvoiceStatusAnswer.parse(await state.json()).availability).toBe('refunded');
  });

  it('lists open requests newest first for operators, and counts them on the home view', async () => {
    const first = await purchase();
    const second = await purchase();
    expect((await ask(first, GOOD)).status).toBe(201);
    expect((await ask(second, { ...GOOD, rfc: 'EKU9003173C9', taxRegime: '601' })).status).toBe(
      201,
    );

    const list = await server.get('/api/admin/invoice-requests', OPERATOR);
    expect(list.status).toBe(200);
    const { requests } = InvoiceRequestsAnswer.parse(await list.json());
    const numbers = requests.map((request) => request.orderNumber);
    expect(numbers.indexOf(second.orderNumber)).toBeLessThan(numbers.indexOf(first.orderNumber));
    expect(numbers.indexOf(first.orderNumber)).toBeGreaterThanOrEqual(0);

    const dashboard = DashboardAnswer.parse(
      await (await server.get('/api/admin/dashboard', OPERATOR)).json(),
    );
    const { rows } = await database.query<{ open: number }>(
      `SELECT count(*)::int AS open FROM invoice_requests WHERE status = 'open'`,
    );
    expect(dashboard.invoiceRequests.open).toBe(rows[0]?.open);
    expect(dashboard.invoiceRequests.open).toBeGreaterThanOrEqual(2);

    expect((await server.get('/api/admin/invoice-requests')).status).toBe(401);
    expect(
      (await server.get('/api/admin/invoice-requests', { authorization: 'Bearer valid-x' })).status,
    ).toBe(403);
  });

  it('attaches the PAC’s files, checked by content; emails the buyer; serves them to the owner and operators only', async () => {
    const order = await purchase({ locale: 'es' });
    expect((await ask(order, GOOD)).status).toBe(201);

    // Checked by what they hold: the files swapped, a PDF that is not, an XML without a stamp.
    const swapped = await upload(order.orderNumber, XML, PDF);
    expect(swapped.status).toBe(400);
    expect(await swapped.json()).toMatchObject({
      error: 'INVOICE_FILE_INVALID',
      file: 'pdf',
      problem: 'not-pdf',
    });
    const unstamped = Buffer.from(
      XML.toString('utf8').replace(/<cfdi:Complemento>[\s\S]*<\/cfdi:Complemento>/u, ''),
    );
    expect(await (await upload(order.orderNumber, PDF, unstamped)).json()).toMatchObject({
      file: 'xml',
      problem: 'no-stamp',
    });
    const tooLarge = Buffer.concat([PDF, Buffer.alloc(2 * 1024 * 1024)]);
    expect(await (await upload(order.orderNumber, tooLarge)).json()).toMatchObject({
      error: 'INVOICE_FILE_INVALID',
      file: 'pdf',
    });
    expect(
      (await upload(order.orderNumber, PDF, XML, { authorization: 'Bearer valid-x' })).status,
    ).toBe(403);

    const attached = await upload(order.orderNumber);
    expect(attached.status).toBe(200);
    expect(InvoiceRequestView.parse(await attached.json())).toMatchObject({
      status: 'attached',
      uuid: UUID,
      attachedAt: expect.any(String),
    });
    expect((await upload(order.orderNumber)).status).toBe(409);

    // The buyer's email, in the order's language, is queued with the event.
    const { rows: mails } = await database.query<{ kind: string }>(
      `SELECT m.kind FROM mail_outbox m JOIN order_events e ON e.id = m.event_id
       WHERE m.order_id = $1 AND e.kind = 'invoice-attached'`,
      [order.orderId],
    );
    expect(mails).toEqual([{ kind: 'invoice' }]);

    const state = await server.get(`/api/orders/${order.orderNumber}/invoice-request`, {
      [TOKEN]: order.receiptToken,
    });
    expect(InvoiceStatusAnswer.parse(await state.json()).request).toMatchObject({ uuid: UUID });

    const pdf = await server.get(`/api/orders/${order.orderNumber}/invoice/pdf`, {
      [TOKEN]: order.receiptToken,
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe(
      `attachment; filename="factura-${order.orderNumber}-${UUID}.pdf"`,
    );
    expect(Buffer.from(await pdf.arrayBuffer()).equals(PDF)).toBe(true);
    const xml = await server.get(`/api/orders/${order.orderNumber}/invoice/xml`, OPERATOR);
    expect(xml.status).toBe(200);
    expect(xml.headers.get('content-disposition')).toMatch(/^attachment; /u);
    expect(Buffer.from(await xml.arrayBuffer()).equals(XML)).toBe(true);

    const strangers = await Promise.all([
      server.get(`/api/orders/${order.orderNumber}/invoice/pdf`),
      server.get(`/api/orders/${order.orderNumber}/invoice/xml`, {
        authorization: 'Bearer valid-x',
      }),
      server.get(`/api/orders/${order.orderNumber}/invoice/pdf`, { [TOKEN]: 'wrong' }),
      server.get(`/api/orders/${order.orderNumber}/invoice/exe`, OPERATOR),
    ]);
    expect(strangers.map((answer) => answer.status)).toEqual([404, 404, 404, 404]);
  });

  it('refuses an upload for an order nobody asked a factura for, and serves nothing before', async () => {
    const order = await purchase();
    const answer = await upload(order.orderNumber);
    expect(answer.status).toBe(409);
    expect(await answer.json()).toMatchObject({ error: 'INVOICE_NOT_REQUESTED' });
    const file = await server.get(`/api/orders/${order.orderNumber}/invoice/pdf`, {
      [TOKEN]: order.receiptToken,
    });
    expect(file.status).toBe(404);
  });
});
