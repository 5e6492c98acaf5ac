import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RefundAnswer } from '#domain/answers';
import {
  ConsoleDashboardAnswer as DashboardAnswer,
  SubscriptionAuditAnswer,
  SubscriptionDetailAnswer,
  SubscriptionListAnswer,
} from '#domain/subscription-admin';
import {
  standInDeliveries,
  startServer,
  type TestServer,
  testBackends,
} from '#tests/support/payments-server';
import type { OutgoingEmail } from '../mail/mail-transport';
import type { Database } from '../platform/database';

/**
 * The operator's side of Custom ELY: the console's list (searchable by code and email, keyset
 * pages), one subscription with its payments, the home view's active subscribers and MRR; the
 * refund of a renewal through the refunds area (PayPal's refund of the sale, once per request
 * id), PAYMENT.SALE.REFUNDED applied once (a replay changes nothing, a forged one is refused), and
 * the subscriber's email in their language; the welcome sent again for an operator (rate-limited,
 * its row naming the operator).
 */

const patiently = { timeout: 20_000, interval: 50 };
const ADMIN_TOKEN = 'read-only-script-token';
const OPERATOR = { authorization: 'Bearer admin-ops-uid' };
const SCRIPT = { authorization: `Bearer ${ADMIN_TOKEN}` };

describe.each(testBackends('subscription-console'))(
  'Subscriptions in the console ($name)',
  ({ open }) => {
    let database: Database;
    let server: TestServer;
    const sent: OutgoingEmail[] = [];
    let planId = '';

    beforeAll(async () => {
      database = await open();
      server = await startServer({
        database,
        env: { ADMIN_TOKEN, ADMIN_RATE_LIMIT: '0' },
        mail: {
          transport: {
            async send(email) {
              sent.push(email);
            },
            close() {},
          },
        },
      });
      planId = await vi.waitFor(async () => {
        const config = await (await server.get('/api/subscriptions/config')).json();
        if (!config.planId) throw new Error('no plan yet');
        return config.planId as string;
      }, patiently);
    }, 240_000);

    afterAll(async () => {
      await server?.close();
      await database?.close();
    });

    /** A subscription approved at PayPal and activated by the shop: its id and code. */
    async function subscribed(email: string, locale: 'en' | 'es') {
      const created = await server.post('/__paypal/sdk/subscriptions', { plan_id: planId });
      const { id } = (await created.json()) as { id: string };
      await server.post(`/__paypal/sdk/subscriptions/${id}/approve`, {
        email: 'payer@example.com',
      });
      const activated = await server.post(`/api/subscriptions/${id}/activate`, {
        contact: { email, name: 'Ana López', phone: '' },
        locale,
      });
      expect(activated.status).toBe(200);
      const { codigo } = (await activated.json()) as { codigo: string };
      return { id, codigo };
    }

    const getJson = async (path: string, headers: Record<string, string>, status = 200) => {
      const response = await server.get(path, headers);
      expect(response.status).toBe(status);
      return response.json();
    };
    const payments = async (id: string) =>
      SubscriptionDetailAnswer.parse(await getJson(`/api/admin/subscriptions/${id}`, OPERATOR))
        .payments;
    /** The console's audit of subscriptions, this subscription's entries. */
    const auditOf = async (id: string, query = '') =>
      SubscriptionAuditAnswer.parse(
        await getJson(`/api/admin/subscriptions/audit${query}`, SCRIPT),
      ).entries.filter((entry) => entry.subscriptionId === id);
    const deliveries = () => standInDeliveries(server);

    it('lists subscriptions newest first, searches by code and email, pages, and counts MRR', async () => {
      const before = DashboardAnswer.parse(await getJson('/api/admin/dashboard', SCRIPT));
      const ana = await subscribed(`ana.${randomUUID().slice(0, 8)}@example.com`, 'es');
      const bo = await subscribed(`bo.${randomUUID().slice(0, 8)}@example.com`, 'en');

      const first = SubscriptionListAnswer.parse(
        await getJson('/api/admin/subscriptions?limit=1', OPERATOR),
      );
      expect(first.subscriptions).toHaveLength(1);
      expect(first.subscriptions[0]).toMatchObject({
        subscriptionId: bo.id,
        status: 'active',
        codigo: bo.codigo,
        locale: 'en',
        payments: 1,
      });
      expect(Date.parse(first.subscriptions[0]?.nextBillingAt ?? '')).toBeGreaterThan(Date.now());
      expect(first.nextCursor).not.toBeNull();
      const second = SubscriptionListAnswer.parse(
        await getJson(
          `/api/admin/subscriptions?limit=1&cursor=${first.nextCursor ?? ''}`,
          OPERATOR,
        ),
      );
      expect(second.subscriptions[0]?.subscriptionId).toBe(ana.id);

      // By the activation code in any case, by a renewal's code, by part of the email.
      const byCode = await getJson(
        `/api/admin/subscriptions?q=${ana.codigo.toLowerCase()}`,
        SCRIPT,
      );
      expect(
        byCode.subscriptions.map((row: { subscriptionId: string }) => row.subscriptionId),
      ).toEqual([ana.id]);
      const anaEmail = byCode.subscriptions[0].email as string;
      const byEmail = await getJson(
        `/api/admin/subscriptions?q=${encodeURIComponent(anaEmail.slice(0, 12).toUpperCase())}`,
        OPERATOR,
      );
      expect(byEmail.subscriptions).toHaveLength(1);
      expect(byEmail.subscriptions[0].subscriptionId).toBe(ana.id);
      await server.post(`/__paypal/__test/subscriptions/${ana.id}/bill`, { outcome: 'success' });
      await expect.poll(async () => (await payments(ana.id)).length, patiently).toBe(2);
      const renewal = (await payments(ana.id))[0];
      const byRenewal = await getJson(`/api/admin/subscriptions?q=${renewal?.codigo}`, OPERATOR);
      expect(byRenewal.subscriptions[0].subscriptionId).toBe(ana.id);
      expect(byRenewal.subscriptions[0].payments).toBe(2);

      // Refusals: a short search, a foreign cursor, no sign-in, a buyer.
      expect((await getJson('/api/admin/subscriptions?q=an', OPERATOR, 400)).error).toBe(
        'INVALID_REQUEST',
      );
      expect((await getJson('/api/admin/subscriptions?cursor=abc', OPERATOR, 400)).error).toBe(
        'INVALID_CURSOR',
      );
      await getJson('/api/admin/subscriptions', {}, 401);
      await getJson('/api/admin/subscriptions', { authorization: 'Bearer valid-ana-uid' }, 403);
      await getJson(`/api/admin/subscriptions/I-UNKNOWN00000`, OPERATOR, 404);

      const after = DashboardAnswer.parse(await getJson('/api/admin/dashboard', OPERATOR));
      expect(after.subscriptions.active).toBe(before.subscriptions.active + 2);
      expect(after.subscriptions.mrrCents).toBe(after.subscriptions.active * 500);
    });

    it('refunds a renewal once through PayPal, applies PAYMENT.SALE.REFUNDED once, emails the subscriber', async () => {
      const { id, codigo } = await subscribed(`cy.${randomUUID().slice(0, 8)}@example.com`, 'es');
      await server.post(`/__paypal/__test/subscriptions/${id}/bill`, { outcome: 'success' });
      await expect.poll(async () => (await payments(id)).length, patiently).toBe(2);
      const [renewal, activation] = await payments(id);
      if (!renewal || !activation) throw new Error('no payments');
      expect(renewal).toMatchObject({ status: 'COMPLETED', refundableCents: 500 });

      // The read-only token may not refund; another subscription's payment is not found.
      const body = {
        amountCents: null,
        reason: 'Cliente pidió reembolso',
        requestId: randomUUID(),
      };
      const path = `/api/admin/subscriptions/${id}/payments/${renewal.paymentId}/refund`;
      expect((await server.post(path, body, SCRIPT)).status).toBe(403);
      const elsewhere = await server.post(
        `/api/admin/subscriptions/I-UNKNOWN00000/payments/${renewal.paymentId}/refund`,
        body,
        OPERATOR,
      );
      expect(elsewhere.status).toBe(404);

      const refunded = await server.post(path, body, OPERATOR);
      expect(refunded.status).toBe(200);
      const answer = RefundAnswer.parse(await refunded.json());
      expect(answer).toMatchObject({ status: 'REFUNDED', refundedCents: 500 });
      expect(answer.refund).toMatchObject({
        status: 'completed',
        amountCents: 500,
        actor: { uid: 'ops-uid' },
      });
      // The same request again (a double click, a retry) refunds nothing more.
      const again = RefundAnswer.parse(await (await server.post(path, body, OPERATOR)).json());
      expect(again.refund.paypalId).toBe(answer.refund.paypalId);
      const more = await server.post(path, { ...body, requestId: randomUUID() }, OPERATOR);
      expect(more.status).toBe(409);

      const after = await payments(id);
      expect(after[0]).toMatchObject({
        status: 'REFUNDED',
        refundedCents: 500,
        refundableCents: 0,
      });
      expect(after[1]).toMatchObject({ status: 'COMPLETED', refundedCents: 0 });

      // The subscriber's email, in Spanish, once.
      const refundMail = () =>
        sent.filter(
          (email) => email.subject.includes(`(${codigo})`) && /Reembolso/.test(email.subject),
        );
      await expect.poll(() => refundMail().length, patiently).toBe(1);
      expect(refundMail()[0]?.subject).toBe(`Reembolso de tu pago de Custom ELY (${codigo})`);
      expect(refundMail()[0]?.text).toContain(`Código del pago: ${renewal.codigo}`);
      expect(refundMail()[0]?.text).toMatch(/Reembolsado: USD\s5\.00/);

      // PayPal's PAYMENT.SALE.REFUNDED arrives (after a 503 while the console's refund awaited its
      // answer, or at once), and a replay of it changes nothing.
      const saleRefunded = async () =>
        (await deliveries()).filter(
          (delivery) =>
            delivery.eventType === 'PAYMENT.SALE.REFUNDED' &&
            delivery.body.includes(renewal.paymentId),
        );
      await expect.poll(async () => (await saleRefunded())[0]?.delivered, patiently).toBe(true);
      const [event] = await saleRefunded();
      if (!event) throw new Error('no PAYMENT.SALE.REFUNDED');
      const replayed = await fetch(`${server.url}/api/paypal/webhook`, {
        method: 'POST',
        headers: event.headers,
        body: event.body,
      });
      expect(await replayed.json()).toEqual({ status: 'duplicate' });
      const forged = await fetch(`${server.url}/api/paypal/webhook`, {
        method: 'POST',
        headers: event.headers,
        body: event.body.replace(renewal.paymentId, activation.paymentId),
      });
      expect(forged.status).toBe(400);

      const { rows } = await database.query<{ order_id: string; amount_cents: number }>(
        'SELECT order_id, amount_cents FROM refunds WHERE order_id IN ($1, $2)',
        [renewal.paymentId, activation.paymentId],
      );
      expect(rows).toEqual([{ order_id: renewal.paymentId, amount_cents: 500 }]);
      expect(await payments(id)).toEqual(after);
      expect(refundMail()).toHaveLength(1);
      // The subscription goes on: a refund is not a cancellation.
      const detail = SubscriptionDetailAnswer.parse(
        await getJson(`/api/admin/subscriptions/${id}`, SCRIPT),
      );
      expect(detail.subscription.status).toBe('active');

      // The console's audit view lists the refund: who, when, which payment, how much.
      expect(await auditOf(id)).toEqual([
        {
          key: expect.stringMatching(/^refund:/),
          at: expect.any(String),
          kind: 'payment-refunded',
          subscriptionId: id,
          codigo,
          actor: { uid: 'ops-uid', email: 'ops-uid@example.com' },
          amountCents: 500,
          paymentCodigo: renewal.codigo,
          status: 'completed',
        },
      ]);
      expect(await auditOf(id, '?actor=OPS-UID@example.com')).toHaveLength(1);
      expect(await auditOf(id, '?actor=someone-else')).toEqual([]);
      expect(await auditOf(id, '?from=2999-01-01')).toEqual([]);
    });

    it('records a refund made in PayPal itself from its PAYMENT.SALE.REFUNDED, once', async () => {
      const { id, codigo } = await subscribed(`di.${randomUUID().slice(0, 8)}@example.com`, 'en');
      const [payment] = await payments(id);
      if (!payment) throw new Error('no payment');
      // PayPal's own dashboard refunds $2.00 of it: only its webhook tells the shop.
      const token = await fetch(`${server.url}/__paypal/v1/oauth2/token`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from('dashboard:secret').toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: 'grant_type=client_credentials',
      });
      const { access_token } = (await token.json()) as { access_token: string };
      const refund = await fetch(
        `${server.url}/__paypal/v2/payments/captures/${payment.paymentId}/refund`,
        {
          method: 'POST',
          headers: { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ amount: { currency_code: 'USD', value: '2.00' } }),
        },
      );
      expect(refund.status).toBe(201);
      await expect
        .poll(async () => (await payments(id))[0]?.status, patiently)
        .toBe('PARTIALLY_REFUNDED');
      expect((await payments(id))[0]).toMatchObject({ refundedCents: 200, refundableCents: 300 });
      await expect
        .poll(
          () =>
            sent.filter(
              (email) => email.subject === `Refund of your Custom ELY payment (${codigo})`,
            ).length,
          patiently,
        )
        .toBe(1);
      const mail = sent.find((email) => email.subject.startsWith('Refund of your'));
      expect(mail?.text).toContain('Refunded: US$2.00');
      const { rows } = await database.query<{ actor_uid: string | null; status: string }>(
        'SELECT actor_uid, status FROM refunds WHERE order_id = $1',
        [payment.paymentId],
      );
      expect(rows).toEqual([{ actor_uid: null, status: 'completed' }]);
      // On the console's audit too, without an operator (PayPal's dashboard made it).
      expect(await auditOf(id)).toMatchObject([
        { kind: 'payment-refunded', actor: null, amountCents: 200, status: 'completed' },
      ]);
    });

    it('sends the welcome again for an operator, once per 10 minutes, naming them; not for the script or an ended subscription', async () => {
      const email = `cy.${randomUUID().slice(0, 8)}@example.com`;
      const { id, codigo } = await subscribed(email, 'es');
      const subject = `Tu suscripción a Custom ELY está activa (${codigo})`;
      const welcomes = () =>
        sent.filter((sentEmail) => sentEmail.subject === subject && sentEmail.to === email);
      await expect.poll(() => welcomes().length, patiently).toBe(1);
      const path = `/api/admin/subscriptions/${id}/resend-welcome`;

      // The read-only script token cannot send anything.
      expect((await server.post(path, undefined, SCRIPT)).status).toBe(403);

      const first = await server.post(path, undefined, OPERATOR);
      expect(first.status).toBe(202);
      expect(await first.json()).toEqual({ email: 'welcome', queued: true });
      await expect.poll(() => welcomes().length, patiently).toBe(2);
      const [original, resent] = welcomes();
      // The same link to manage it, in the subscriber's language; a Message-ID of its own.
      const link = new RegExp(`/es/account#subscription=${id}&token=[\\w-]+`);
      expect(resent?.text).toMatch(link);
      expect(resent?.text.match(link)?.[0]).toBe(original?.text.match(link)?.[0]);
      expect(resent?.messageId).not.toBe(original?.messageId);

      // Again within the window: refused, nothing queued.
      const again = await server.post(path, undefined, OPERATOR);
      expect(again.status).toBe(429);
      const refusal = (await again.json()) as { error: string; retryAfterS: number };
      expect(refusal.error).toBe('RESEND_TOO_SOON');
      expect(refusal.retryAfterS).toBeGreaterThan(0);
      expect(refusal.retryAfterS).toBeLessThanOrEqual(600);

      // The audit: who sent it again, when, and that it went (once the mailer has marked it).
      const resends = async () =>
        SubscriptionDetailAnswer.parse(await getJson(`/api/admin/subscriptions/${id}`, OPERATOR))
          .welcomeResends;
      await expect.poll(async () => (await resends())[0]?.status, patiently).toBe('sent');
      expect(await resends()).toEqual([
        {
          at: expect.any(String),
          actor: { uid: 'ops-uid', email: 'ops-uid@example.com' },
          status: 'sent',
        },
      ]);
      // And on the console's audit view, beside the orders' trail.
      expect(await auditOf(id)).toEqual([
        {
          key: expect.stringMatching(/^mail:/),
          at: (await resends())[0]?.at,
          kind: 'welcome-resent',
          subscriptionId: id,
          codigo,
          actor: { uid: 'ops-uid', email: 'ops-uid@example.com' },
          amountCents: null,
          paymentCodigo: null,
          status: 'sent',
        },
      ]);

      // Unknown: 404. Ended: 409 with its status.
      const unknown = await server.post(
        '/api/admin/subscriptions/I-UNKNOWN00000/resend-welcome',
        undefined,
        OPERATOR,
      );
      expect(unknown.status).toBe(404);
      expect((await unknown.json()).error).toBe('SUBSCRIPTION_NOT_FOUND');
      const { rows } = await database.query<{ manage_token: string }>(
        'SELECT manage_token FROM subscriptions WHERE id = $1',
        [id],
      );
      const cancelled = await server.post(`/api/subscriptions/${id}/cancel`, undefined, {
        'x-subscription-token': rows[0]?.manage_token ?? '',
      });
      expect(cancelled.status).toBe(200);
      const ended = await server.post(path, undefined, OPERATOR);
      expect(ended.status).toBe(409);
      expect(await ended.json()).toMatchObject({
        error: 'SUBSCRIPTION_NOT_ACTIVE',
        status: 'cancelled',
      });
      expect(welcomes()).toHaveLength(2);
    });
  },
);
