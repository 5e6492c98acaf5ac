import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountDataAnswer } from '#domain/answers';
import {
  AbandonedAnswer,
  NoteAnswer,
  RecoveryAnswer,
  ResendAnswer,
  TimelineAnswer,
} from '#domain/follow-up-answers';
import { ABANDONED_PURGE_DAYS, NOTE_MAX, RESEND_WINDOW_S } from '#domain/follow-up-rules';
import { RestoreAnswer } from '#domain/restore-answer';
import { startServer, type TestServer, testBackends } from '#tests/support/payments-server';
import { buy, recordingTransport, uniquePayer } from '#tests/support/purchases';
import type { AccountDirectory, AccountRecord } from '../platform/auth/accounts';
import type { Database } from '../platform/database';
import { PostgresRecoveryStore } from '../recovery/postgres-store';
import { AbandonedPurgeJob } from '../recovery/purge-job';
import { RecoveryService } from '../recovery/service';

/**
 * The console's follow-up through real HTTP (notes, the timeline, emails sent again, abandoned
 * checkouts and their recovery email), on PGlite and on PostgreSQL when DATABASE_URL is set. The
 * fake verifier plays Firebase: `admin-<uid>` is an operator, `valid-<uid>` a buyer.
 */

const ADMIN_TOKEN = 'read-only-script-token';
const OPERATOR = { authorization: 'Bearer admin-op-ana' };
const SCRIPT = { authorization: `Bearer ${ADMIN_TOKEN}` };
const DAY_MS = 86_400_000;

/** One account, for the buyer's data download. */
class OneAccount implements AccountDirectory {
  constructor(private readonly uid: string) {}
  async lookUp(id: string): Promise<AccountRecord | null> {
    return id === this.uid
      ? {
          uid: id,
          email: `${id}@example.com`,
          emailVerified: true,
          displayName: 'Ana López',
          phoneNumber: null,
          createdAt: '2026-11-01T00:00:00.000Z',
          providers: ['password'],
        }
      : null;
  }
  async delete() {}
}

const contactOf = (email: string) => ({ email, name: 'Ana López', phone: '+525512345678' });

describe.each(testBackends('follow-up'))('console follow-up API on $name', ({ open }) => {
  const mail = recordingTransport();
  const buyerUid = `buyer-${Date.now().toString(36)}`;
  let database: Database;
  let server: TestServer;

  beforeAll(async () => {
    database = await open();
    server = await startServer({
      database,
      env: { ADMIN_TOKEN, ADMIN_RATE_LIMIT: '0', ABANDONED_CHECKOUT_AFTER_S: '3600' },
      mail: { transport: mail.transport },
      accountDirectory: new OneAccount(buyerUid),
    });
  }, 240_000);

  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  const call = async (
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    headers: Record<string, string> = OPERATOR,
  ) => {
    const response =
      method === 'GET' ? await server.get(path, headers) : await server.post(path, body, headers);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const timeline = async (ref: string) => {
    const answer = await call('GET', `/api/admin/orders/${ref}/timeline`);
    expect(answer.status).toBe(200);
    return TimelineAnswer.parse(answer.body);
  };
  /** The unpaid order, made as old as `ageS` (the database's clock is the one that counts). */
  const age = (orderId: string, ageS: number) =>
    database.query(
      `UPDATE orders SET created_at = now() - make_interval(secs => $2) WHERE id = $1`,
      [orderId, ageS],
    );
  const unpaidOrder = async (contact: ReturnType<typeof contactOf> | null, locale = 'en') => {
    const response = await server.post('/api/create-order', {
      items: [{ id: 'octahedron', quantity: 1 }],
      type: 'product',
      locale,
      ...(contact ? { contact } : {}),
    });
    expect(response.status).toBe(201);
    return (await response.json()) as { id: string; orderNumber: string };
  };

  describe('notes', () => {
    it('keeps a note with the operator and the time, on the timeline, never for the buyer', async () => {
      const order = await buy(server, {
        idToken: `valid-${buyerUid}`,
        contact: contactOf(`${buyerUid}@example.com`),
      });
      const text = 'Buyer called: deliver after 18:00.\nGate code 4512.';
      const created = await call('POST', `/api/admin/orders/${order.orderNumber}/notes`, {
        body: `  ${text} `,
      });
      expect(created.status).toBe(201);
      const { note } = NoteAnswer.parse(created.body);
      expect(note).toMatchObject({ text, actor: { uid: 'op-ana', email: 'op-ana@example.com' } });

      const { entries } = await timeline(order.orderNumber);
      expect(entries.find((entry) => entry.type === 'note')).toMatchObject({
        text,
        actor: { uid: 'op-ana' },
      });

      // The buyer's receipt and data download know nothing of it.
      const data = await server.get('/api/me/data', { authorization: `Bearer valid-${buyerUid}` });
      expect(data.status).toBe(200);
      const download = (await data.json()) as AccountDataAnswer;
      expect(download.orders.map((o) => o.orderNumber)).toContain(order.orderNumber);
      expect(JSON.stringify(download)).not.toContain('Gate code');
      const receipt = await server.get(`/api/orders/${order.orderNumber}`, {
        'x-receipt-token': order.receiptToken,
      });
      expect(receipt.status).toBe(200);
      expect(await receipt.text()).not.toContain('Gate code');
    });

    it('refuses an empty note, one too long, control characters, and an unknown order', async () => {
      const order = await buy(server);
      const path = `/api/admin/orders/${order.orderNumber}/notes`;
      for (const body of [
        { body: '   ' },
        { body: 'x'.repeat(NOTE_MAX + 1) },
        { body: 'bell\u0007' },
        {},
      ]) {
        const refused = await call('POST', path, body);
        expect(refused.status, JSON.stringify(body).slice(0, 40)).toBe(400);
        expect(refused.body).toMatchObject({ error: 'INVALID_REQUEST', field: 'body' });
      }
      expect((await call('POST', path, { body: 'x'.repeat(NOTE_MAX) })).status).toBe(201);
      const missing = await call('POST', '/api/admin/orders/ELY-222222/notes', { body: 'hello' });
      expect(missing).toMatchObject({ status: 404, body: { error: 'ORDER_NOT_FOUND' } });
    });

    it('is for operators only: 401 without a token, 403 for a buyer and for the read-only token', async () => {
      const order = await buy(server);
      const routes: [method: 'GET' | 'POST', path: string, body?: unknown][] = [
        ['POST', `/api/admin/orders/${order.orderNumber}/notes`, { body: 'hello' }],
        ['GET', `/api/admin/orders/${order.orderNumber}/timeline`],
        ['POST', `/api/admin/orders/${order.orderNumber}/resend`, { email: 'confirmation' }],
        ['GET', '/api/admin/abandoned'],
        ['POST', `/api/admin/orders/${order.orderNumber}/recovery-email`, {}],
      ];
      for (const [method, path, body] of routes) {
        expect((await call(method, path, body, {})).status, path).toBe(401);
        expect(
          (await call(method, path, body, { authorization: 'Bearer valid-someone' })).body,
        ).toMatchObject({
          error: 'NOT_AN_OPERATOR',
        });
        const script = await call(method, path, body, SCRIPT);
        expect(script, path).toMatchObject({ status: 403, body: { error: 'READ_ONLY_TOKEN' } });
      }
      const { entries } = await timeline(order.orderNumber);
      expect(entries.filter((entry) => entry.type === 'note')).toEqual([]);
    });
  });

  describe('the timeline', () => {
    it('holds every event, email and change of units, newest first, with the raw ids in details', async () => {
      // A limited batch: the order's units are held, then sold.
      const stock = await server.put(
        '/api/admin/products/octahedron/stock',
        { available: 100_000 },
        OPERATOR,
      );
      expect(stock.status).toBe(200);
      const order = await buy(server, { contact: contactOf(uniquePayer('tl')) });
      await server.app.mailer?.runOnce();
      const { entries, orderNumber, resend } = await timeline(order.orderId);
      expect(orderNumber).toBe(order.orderNumber);
      const times = entries.map((entry) => entry.at);
      expect(times).toEqual([...times].sort().reverse());
      const kinds = entries.map((entry) => `${entry.type}:${entry.kind}`);
      expect(kinds).toEqual(
        expect.arrayContaining([
          'event:created',
          'event:captured',
          'email:confirmation',
          'stock:held',
          'stock:sold',
        ]),
      );
      const email = entries.find((entry) => entry.type === 'email');
      expect(email?.email).toMatchObject({
        status: 'sent',
        subject: `Order confirmed: ${order.orderNumber}`,
      });
      // Whichever recorded the capture first: the capture's own answer, or PayPal's webhook,
      // which the stand-in sends as it captures and which may arrive before that answer does.
      const captured = entries.find((entry) => entry.kind === 'captured');
      expect(captured).toMatchObject({
        source: expect.stringMatching(/^(capture-route|webhook)$/),
        details: { eventId: expect.any(Number) },
      });
      expect(resend).toEqual({ confirmation: null, shipped: 'NOT_SHIPPED' });
    });
  });

  describe('resending an email', () => {
    it('queues the confirmation again, on the timeline with the operator, once per 10 minutes', async () => {
      const to = uniquePayer('resend');
      const order = await buy(server, { contact: contactOf(to), locale: 'es' });
      await server.app.mailer?.runOnce();
      expect(mail.to(to)).toHaveLength(1);

      const path = `/api/admin/orders/${order.orderNumber}/resend`;
      const sent = await call('POST', path, { email: 'confirmation' });
      expect(sent.status).toBe(202);
      expect(ResendAnswer.parse(sent.body)).toEqual({ email: 'confirmation', queued: true });
      await server.app.mailer?.runOnce();
      expect(mail.to(to).map((email) => email.subject)).toEqual([
        `Pedido confirmado: ${order.orderNumber}`,
        `Pedido confirmado: ${order.orderNumber}`,
      ]);
      // Two emails, two Message-IDs: a mail app shows the second one.
      expect(new Set(mail.to(to).map((email) => email.messageId)).size).toBe(2);

      const again = await call('POST', path, { email: 'confirmation' });
      expect(again).toMatchObject({ status: 429, body: { error: 'RESEND_TOO_SOON' } });
      expect(again.body.retryAfterS).toBeGreaterThan(RESEND_WINDOW_S - 60);
      expect(again.body.retryAfterS).toBeLessThanOrEqual(RESEND_WINDOW_S);

      const { entries } = await timeline(order.orderNumber);
      const resent = entries.filter((entry) => entry.kind === 'email-resent');
      expect(resent).toEqual([
        expect.objectContaining({
          source: 'operator',
          actor: { uid: 'op-ana', email: 'op-ana@example.com' },
          details: expect.objectContaining({ email: 'confirmation' }),
        }),
      ]);
      expect(
        entries.filter((entry) => entry.type === 'email' && entry.kind === 'confirmation'),
      ).toHaveLength(2);

      // Ten minutes later (the event moved back in time: no waiting), it may go again.
      await database.query(
        `UPDATE order_events SET at = at - interval '601 seconds'
         WHERE order_id = $1 AND kind = 'email-resent'`,
        [order.orderId],
      );
      expect((await call('POST', path, { email: 'confirmation' })).status).toBe(202);
    });

    it('sends the shipping email again only once the order shipped', async () => {
      const to = uniquePayer('ship');
      const order = await buy(server, { contact: contactOf(to) });
      const path = `/api/admin/orders/${order.orderNumber}/resend`;
      const early = await call('POST', path, { email: 'shipped' });
      expect(early).toMatchObject({ status: 409, body: { error: 'NOT_SHIPPED' } });
      const shipped = await call('POST', `/api/admin/orders/${order.orderNumber}/ship`, {
        carrier: 'UPS',
        trackingNumber: '1Z999AA10123456784',
      });
      expect(shipped.status).toBe(200);
      expect((await call('POST', path, { email: 'shipped' })).status).toBe(202);
      await server.app.mailer?.runOnce();
      const subjects = mail.to(to).map((email) => email.subject);
      expect(
        subjects.filter((s) => s === `Your order is on its way: ${order.orderNumber}`),
      ).toHaveLength(2);
      // The confirmation has a window of its own.
      expect((await call('POST', path, { email: 'confirmation' })).status).toBe(202);
      expect((await call('POST', path, { email: 'refund' })).status).toBe(400);
    });

    it('refuses to confirm an order that was never paid', async () => {
      const order = await unpaidOrder(null);
      const refused = await call('POST', `/api/admin/orders/${order.orderNumber}/resend`, {
        email: 'confirmation',
      });
      expect(refused).toMatchObject({ status: 409, body: { error: 'NOT_PAID', state: 'created' } });
    });
  });

  describe('abandoned checkouts', () => {
    it('lists unpaid orders older than the threshold, newest first, with contact, cart, language and age', async () => {
      const older = await unpaidOrder(contactOf(uniquePayer('old')), 'es');
      const newer = await unpaidOrder(contactOf(uniquePayer('new')));
      const fresh = await unpaidOrder(contactOf(uniquePayer('fresh')));
      await age(older.id, 3 * 3600);
      await age(newer.id, 2 * 3600);
      const paid = await buy(server);
      await age(paid.orderId, 4 * 3600);

      const answer = await call('GET', '/api/admin/abandoned');
      expect(answer.status).toBe(200);
      const list = AbandonedAnswer.parse(answer.body);
      const numbers = list.checkouts.map((checkout) => checkout.orderNumber);
      expect(numbers.indexOf(newer.orderNumber)).toBeGreaterThanOrEqual(0);
      expect(numbers.indexOf(newer.orderNumber)).toBeLessThan(numbers.indexOf(older.orderNumber));
      expect(numbers).not.toContain(fresh.orderNumber);
      expect(numbers).not.toContain(paid.orderNumber);
      expect(list).toMatchObject({ abandonedAfterS: 3600, purgeAfterDays: ABANDONED_PURGE_DAYS });
      expect(list.checkouts.find((c) => c.orderNumber === older.orderNumber)).toMatchObject({
        locale: 'es',
        state: 'created',
        contact: { name: 'Ana López' },
        items: [expect.objectContaining({ id: 'octahedron', quantity: 1 })],
        recovery: null,
        recoveryRefusal: null,
      });

      // …and the orders list (payment records) never shows them.
      const orders = await call('GET', `/api/admin/orders?q=${older.orderNumber}`);
      expect(orders.body.orders).toEqual([]);
    });

    it('emails the buyer a link back to the same cart once, recorded, and the link refills the cart', async () => {
      const to = uniquePayer('recover');
      const order = await unpaidOrder(contactOf(to), 'es');
      await age(order.id, 2 * 3600);
      const path = `/api/admin/orders/${order.orderNumber}/recovery-email`;
      const sent = await call('POST', path, {});
      expect(sent.status).toBe(202);
      RecoveryAnswer.parse(sent.body);
      await server.app.mailer?.runOnce();
      const [email, ...more] = mail.to(to);
      expect(more).toEqual([]);
      expect(email?.subject).toBe('Tu carrito de SynthAmour te espera');
      const link = email?.text.match(/\/es\/[a-z-]+\?restore=([A-Za-z0-9_-]{43})/);
      expect(link, email?.text).not.toBeNull();
      const token = link?.[1] ?? '';

      expect(await call('POST', path, {})).toMatchObject({
        status: 409,
        body: { error: 'RECOVERY_ALREADY_SENT' },
      });
      const { entries } = await timeline(order.orderNumber);
      expect(entries.map((entry) => `${entry.type}:${entry.kind}`)).toEqual(
        expect.arrayContaining(['event:recovery-emailed', 'email:checkout-recovery']),
      );
      expect(JSON.stringify(entries)).not.toContain(token);

      const restored = await call('GET', `/api/checkout/restore/${token}`, undefined, {});
      expect(restored.status).toBe(200);
      expect(RestoreAnswer.parse(restored.body)).toEqual({
        locale: 'es',
        items: [{ id: 'octahedron', quantity: 1 }],
      });
      const unknown = await call('GET', `/api/checkout/restore/${'A'.repeat(43)}`, undefined, {});
      expect(unknown).toMatchObject({ status: 404, body: { error: 'RESTORE_NOT_FOUND' } });
    });

    it('sends nothing where no contact email was given', async () => {
      const order = await unpaidOrder(null);
      await age(order.id, 2 * 3600);
      const list = AbandonedAnswer.parse((await call('GET', '/api/admin/abandoned')).body);
      expect(list.checkouts.find((c) => c.orderNumber === order.orderNumber)).toMatchObject({
        contact: null,
        recoveryRefusal: 'NO_CONTACT_EMAIL',
      });
      const refused = await call(
        'POST',
        `/api/admin/orders/${order.orderNumber}/recovery-email`,
        {},
      );
      expect(refused).toMatchObject({ status: 409, body: { error: 'NO_CONTACT_EMAIL' } });
      const paid = await buy(server);
      expect(
        await call('POST', `/api/admin/orders/${paid.orderNumber}/recovery-email`, {}),
      ).toMatchObject({ status: 409, body: { error: 'NOT_ABANDONED' } });
    });

    it('purges them 30 days after they began, with the run noted and logged (an injected clock)', async () => {
      const recovery = new RecoveryService(new PostgresRecoveryStore(database), {
        abandonedAfterS: 3600,
      });
      const old = await unpaidOrder(contactOf(uniquePayer('purge')));
      const young = await unpaidOrder(contactOf(uniquePayer('young')));
      await call('POST', `/api/admin/orders/${old.orderNumber}/notes`, { body: 'called twice' });
      await age(old.id, 2 * 3600);
      await call('POST', `/api/admin/orders/${old.orderNumber}/recovery-email`, {});
      const paid = await buy(server);
      // The stock the old order held goes back first, as the reconciler's expiry does.
      await database.query(`UPDATE stock_holds SET state = 'released' WHERE order_id = $1`, [
        old.id,
      ]);
      const { rows } = await database.query<{ created_at: Date }>(
        'SELECT created_at FROM orders WHERE id = $1',
        [old.id],
      );
      const oldCreated = new Date(rows[0]?.created_at ?? 0).getTime();
      const logs: unknown[] = [];
      const job = new AbandonedPurgeJob(recovery, {
        intervalS: 3600,
        log: { info: (facts: unknown) => logs.push(facts) } as never,
        // 30 days after the old one began, and a minute: the young one is an hour from it.
        now: () => new Date(oldCreated + ABANDONED_PURGE_DAYS * DAY_MS + 60_000),
      });
      const purged = await job.runOnce();
      expect(purged).toBeGreaterThanOrEqual(1);
      expect(logs).toEqual([{ purged }]);
      const left = await database.query<{ id: string }>(
        'SELECT id FROM orders WHERE id = ANY($1::text[])',
        [[old.id, young.id, paid.orderId]],
      );
      expect(left.rows.map((row) => row.id).sort()).toEqual([young.id, paid.orderId].sort());
      for (const table of ['order_events', 'order_notes', 'mail_outbox', 'checkout_recoveries']) {
        const children = await database.query(`SELECT 1 FROM ${table} WHERE order_id = $1`, [
          old.id,
        ]);
        expect(children.rows, table).toEqual([]);
      }
      const list = AbandonedAnswer.parse((await call('GET', '/api/admin/abandoned')).body);
      expect(list.lastPurge).toMatchObject({ purged });
    });
  });
});
