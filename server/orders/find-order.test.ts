import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COMPANY } from '#site/site';
import { startServer, type TestServer, testBackends } from '#tests/support/payments-server';
import { buy, recordingTransport, uniquePayer } from '#tests/support/purchases';
import { PostgresMailOutbox } from '../mail/postgres-store';
import type { Database } from '../platform/database';
import { orderEvents } from './ledger';

/**
 * "Find my order" through real HTTP, after purchases through the real payments API: the order
 * page's link goes by email (through the mail outbox and the mailer) only when the email and the
 * number match an order, the answer is the same either way, bad input names its field, and the
 * limits per email address and per client address answer 429. On PGlite, and on PostgreSQL when
 * DATABASE_URL is set.
 */

const PUBLIC_URL = 'https://shop.example';
const PER_EMAIL = 3;
const PER_IP = 6;
/** Each API process's settings: the order page's address, one proxy hop, the two limits. */
const SERVER_ENV = {
  PUBLIC_URL,
  TRUST_PROXY: '1',
  FIND_ORDER_RATE_LIMIT_EMAIL: String(PER_EMAIL),
  FIND_ORDER_RATE_LIMIT_IP: String(PER_IP),
};

let clients = 0;
/** A client address of its own (the server believes one proxy hop), so tests do not share a limit. */
const client = () => {
  clients += 1;
  return { 'x-forwarded-for': `203.0.113.${clients}` };
};

describe.each(testBackends('find-order'))('POST /api/find-order on $name', ({ open }) => {
  let database: Database;
  let server: TestServer;
  let outbox: PostgresMailOutbox;
  const mail = recordingTransport();
  const runMailer = async () => {
    const mailer = server.app.mailer ?? expect.fail('no mailer');
    return mailer.runOnce();
  };
  const find = (body: unknown, headers: Record<string, string> = client()) =>
    server.post('/api/find-order', body, headers);
  const orderLinks = async (orderId: string) =>
    (await outbox.forOrder(orderId)).filter((row) => row.kind === 'order-link');

  beforeAll(async () => {
    database = await open();
    server = await startServer({
      database,
      env: SERVER_ENV,
      mail: { transport: mail.transport },
    });
    outbox = new PostgresMailOutbox(database);
  }, 240_000);

  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  // The confirmations of each test's purchases go out first: each test sees only its own sends.
  beforeEach(async () => {
    await runMailer();
  });

  it('on a match, queues one email with the order page’s link to the order’s address, and answers 202', async () => {
    const payerEmail = uniquePayer('found');
    const { orderId, orderNumber, receiptToken } = await buy(server, { payerEmail });
    await runMailer();
    const before = mail.sent.length;

    // As people type it: another case, spaces around.
    const answer = await find({
      email: ` ${payerEmail.toUpperCase()} `,
      orderNumber: orderNumber.toLowerCase(),
    });
    expect(answer.status).toBe(202);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.json()).toEqual({ status: 'received' });

    const queued = await orderLinks(orderId);
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({
      status: 'queued',
      dedupeKey: expect.stringMatching(/^order-link:\d+$/),
    });
    const events = await orderEvents(database, orderId);
    expect(events.at(-1)).toMatchObject({ kind: 'link-requested', source: 'find-order' });

    expect(await runMailer()).toMatchObject({ sent: 1 });
    const sent = mail.sent.slice(before);
    expect(sent).toHaveLength(1);
    const email = sent[0] ?? expect.fail('no email');
    expect(email.to).toBe(payerEmail);
    expect(email.subject).toBe(`The link to your order ${orderNumber}`);
    expect(email.text).toContain(`${PUBLIC_URL}/orders/${orderNumber}#token=${receiptToken}`);
    expect(email.html).toContain(`${PUBLIC_URL}/orders/${orderNumber}#token=${receiptToken}`);
    // Every email names the seller, its RFC and address, and the way back to an order.
    for (const body of [email.text, email.html]) {
      expect(body).toContain(COMPANY.legalName);
      expect(body).toContain(`RFC ${COMPANY.rfc}`);
      expect(body).toContain(COMPANY.address.street);
      expect(body).toContain(`${PUBLIC_URL}/find-order`);
    }
    expect((await orderLinks(orderId))[0]).toMatchObject({ status: 'sent', recipient: payerEmail });
  });

  it('writes in the order’s language, to the contact email given at checkout and no other', async () => {
    const contactEmail = uniquePayer('contacto');
    const payerEmail = uniquePayer('paypal');
    const { orderId, orderNumber } = await buy(server, {
      locale: 'es',
      payerEmail,
      contact: { email: contactEmail, name: 'Ana López', phone: '+52 55 1234 5678' },
    });
    await runMailer();
    const before = mail.sent.length;

    // PayPal's address is not where the order's emails go: it finds nothing.
    expect((await find({ email: payerEmail, orderNumber })).status).toBe(202);
    expect(await orderLinks(orderId)).toEqual([]);

    expect((await find({ email: contactEmail, orderNumber })).status).toBe(202);
    await runMailer();
    const sent = mail.sent.slice(before);
    expect(sent.map((email) => [email.to, email.subject])).toEqual([
      [contactEmail, `El enlace a tu pedido ${orderNumber}`],
    ]);
    expect(sent[0]?.text).toContain(`${PUBLIC_URL}/es/orders/${orderNumber}#token=`);
    expect(sent[0]?.text).toContain(`${PUBLIC_URL}/es/find-order`);
    expect(sent[0]?.text).toContain('Ciudad de México, México');
  });

  it('answers a pair that matches no order exactly as a match, and sends nothing', async () => {
    const payerEmail = uniquePayer('owner');
    const mine = await buy(server, { payerEmail });
    const other = await buy(server);
    await runMailer();
    const before = mail.sent.length;

    const match = await find({ email: payerEmail, orderNumber: mine.orderNumber });
    const misses = await Promise.all([
      find({ email: uniquePayer('stranger'), orderNumber: mine.orderNumber }),
      find({ email: payerEmail, orderNumber: other.orderNumber }),
      find({
        email: payerEmail,
        orderNumber: unknownNumber([mine.orderNumber, other.orderNumber]),
      }),
    ]);
    const shape = async (response: Response) => ({
      status: response.status,
      body: await response.text(),
      type: response.headers.get('content-type'),
      cache: response.headers.get('cache-control'),
    });
    const expected = await shape(match);
    for (const miss of misses) expect(await shape(miss)).toEqual(expected);

    expect(await orderLinks(mine.orderId)).toHaveLength(1);
    expect(await orderLinks(other.orderId)).toEqual([]);
    await runMailer();
    expect(mail.sent.slice(before).map((email) => email.to)).toEqual([payerEmail]);
  });

  it.each([
    ['no email', { email: '', orderNumber: 'ELY-7K3M9Q' }, 'email'],
    ['an email that is not one', { email: 'ana@', orderNumber: 'ELY-7K3M9Q' }, 'email'],
    [
      'a list of emails',
      { email: 'a@example.com,b@example.com', orderNumber: 'ELY-7K3M9Q' },
      'email',
    ],
    ['no number', { email: 'ana@example.com', orderNumber: ' ' }, 'orderNumber'],
    ['a number with a 0', { email: 'ana@example.com', orderNumber: 'ELY-7K3M90' }, 'orderNumber'],
    [
      'PayPal’s id for a number',
      { email: 'ana@example.com', orderNumber: '5O190127TN364715T' },
      'orderNumber',
    ],
    ['a number that is no text', { email: 'ana@example.com', orderNumber: 42 }, 'orderNumber'],
  ])('refuses %s with 400 INVALID_REQUEST naming the field', async (_what, body, field) => {
    const answer = await find(body);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({
      error: 'INVALID_REQUEST',
      message: expect.any(String),
      field,
    });
  });

  it('refuses a body that is not the form’s', async () => {
    const answer = await find({});
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ error: 'INVALID_REQUEST', field: 'email' });
  });

  it('limits the requests for one email address, whichever client sends them, and a limited one sends nothing', async () => {
    const payerEmail = uniquePayer('limited');
    const { orderId, orderNumber } = await buy(server, { payerEmail });
    for (let n = 0; n < PER_EMAIL; n += 1) {
      expect((await find({ email: payerEmail, orderNumber })).status).toBe(202);
    }
    const refused = await find({ email: payerEmail.toUpperCase(), orderNumber });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({
      error: 'RATE_LIMITED',
      message: expect.stringMatching(
        /^Too many requests to find an order\. Please try again in \d+ minutes?\.$/,
      ),
    });
    expect(await orderLinks(orderId)).toHaveLength(PER_EMAIL);
    // Another address is not limited by it.
    expect((await find({ email: uniquePayer('other'), orderNumber })).status).toBe(202);
  });

  it('counts the limits of every API process on the database together', async () => {
    // A second process behind the same load balancer: its own app, the same database.
    const second = await startServer({
      database,
      env: SERVER_ENV,
    });
    try {
      const email = uniquePayer('spread');
      const from = client();
      const servers = [server, second];
      for (let n = 0; n < PER_EMAIL; n += 1) {
        const answer = await servers[n % 2]?.post(
          '/api/find-order',
          { email, orderNumber: 'ELY-7K3M9Q' },
          client(),
        );
        expect(answer?.status).toBe(202);
      }
      for (const each of servers) {
        const refused = await each.post(
          '/api/find-order',
          { email, orderNumber: 'ELY-7K3M9Q' },
          client(),
        );
        expect(refused.status).toBe(429);
      }
      // Per client address as well: the scan's requests spread over both still add up.
      for (let n = 0; n < PER_IP; n += 1) {
        const answer = await servers[n % 2]?.post(
          '/api/find-order',
          { email: uniquePayer('scan'), orderNumber: 'ELY-7K3M9Q' },
          from,
        );
        expect(answer?.status).toBe(202);
      }
      for (const each of servers) {
        const refused = await each.post(
          '/api/find-order',
          { email: uniquePayer('scan'), orderNumber: 'ELY-7K3M9Q' },
          from,
        );
        expect(refused.status).toBe(429);
      }
    } finally {
      await second.close();
    }
  });

  it('keeps no email or client address in the clear while it counts', async () => {
    const email = uniquePayer('private');
    expect((await find({ email, orderNumber: 'ELY-7K3M9Q' })).status).toBe(202);
    const { rows } = await database.query<{ key: string }>('SELECT key FROM rate_limit_hits');
    expect(rows.length).toBeGreaterThan(0);
    for (const { key } of rows) {
      expect(key).toMatch(/^[0-9a-f]{64}$/);
      expect(key).not.toContain(email.split('@')[0]);
    }
  });

  it('limits the requests from one client address, whatever the emails', async () => {
    const from = client();
    for (let n = 0; n < PER_IP; n += 1) {
      const answer = await find({ email: uniquePayer('scan'), orderNumber: 'ELY-7K3M9Q' }, from);
      expect(answer.status).toBe(202);
    }
    // Malformed requests count too: the limit stops a scan before anything is looked up.
    const refused = await find({ email: 'not-an-email', orderNumber: 'ELY-7K3M9Q' }, from);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ error: 'RATE_LIMITED' });
    expect((await find({ email: uniquePayer('next'), orderNumber: 'ELY-7K3M9Q' })).status).toBe(
      202,
    );
  });
});

/** A well-formed number that none of `taken` is (so no order, in a fresh database). */
function unknownNumber(taken: string[]): string {
  for (const candidate of ['ELY-ZZZZZZ', 'ELY-YYYYYY', 'ELY-XXXXXX']) {
    if (!taken.includes(candidate)) return candidate;
  }
  return 'ELY-WWWWWW';
}
