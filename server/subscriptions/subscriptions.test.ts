import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MySubscriptionsAnswer, SubscriptionViewAnswer } from '#domain/subscription-view';
import {
  standInDeliveries,
  startServer,
  type TestServer,
  testBackends,
} from '#tests/support/payments-server';
import { openTestDatabase } from '#tests/support/test-database';
import { wrongToken } from '#tests/support/tokens';
import type { OutgoingEmail } from '../mail/mail-transport';
import type { Database } from '../platform/database';

/**
 * Custom ELY by the month, through the API and the PayPal stand-in: activation only of what
 * PayPal says is ACTIVE on the shop's plan, once; the payment record and the welcome email; the
 * bill control's renewals and failures through PayPal's webhooks (or the reconciler when none
 * arrives); the subscriber's cancel.
 */

/** The test server's PUBLIC_URL: the config's default from PORT 0 (it listens on any port). */
const PUBLIC_URL = 'http://localhost:0';
const patiently = { timeout: 20_000, interval: 50 };
const CONTACT = { email: 'ana@example.com', name: 'Ana López', phone: '' };

interface PagoRow {
  order_id: string;
  total: string;
  tipo: string;
  type: string;
  codigo: string;
  status: string;
  uid: string | null;
}

describe.each(testBackends('subscriptions'))('Custom ELY subscriptions ($name)', ({ open }) => {
  let database: Database;
  let server: TestServer;
  const sent: OutgoingEmail[] = [];
  let planId = '';

  beforeAll(async () => {
    database = await open();
    server = await startServer({
      database,
      mail: {
        transport: {
          async send(email) {
            sent.push(email);
          },
          close() {},
        },
      },
    });
    // The stand-in's plan is made once the server listens.
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

  beforeEach(async () => {
    await server.post('/__paypal/__test/webhooks', { enabled: true });
  });

  const records = async (subscriptionId: string) =>
    (
      await database.query<PagoRow>(
        `SELECT p.order_id, p.total::text, p.tipo, p.type, p.codigo, p.status, p.uid FROM pagos p
           JOIN subscription_payments s ON s.payment_id = p.order_id
          WHERE s.subscription_id = $1 ORDER BY p.fecha_registro, p.order_id`,
        [subscriptionId],
      )
    ).rows;
  const manageToken = async (subscriptionId: string) => {
    const { rows } = await database.query<{ manage_token: string }>(
      'SELECT manage_token FROM subscriptions WHERE id = $1',
      [subscriptionId],
    );
    if (!rows[0]) throw new Error(`no subscription ${subscriptionId}`);
    return rows[0].manage_token;
  };
  const mailTo = (subject: RegExp) => sent.filter((email) => subject.test(email.subject));

  /** A subscription made and (unless told otherwise) approved on the payer's side. */
  async function subscribe({ approve = true, plan = planId } = {}) {
    const created = await server.post('/__paypal/sdk/subscriptions', { plan_id: plan });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    if (approve) {
      const approved = await server.post(`/__paypal/sdk/subscriptions/${id}/approve`, {
        email: 'payer@example.com',
      });
      expect(approved.status).toBe(200);
    }
    return id;
  }

  const activate = (id: string, body: object = { contact: CONTACT, locale: 'es' }, headers = {}) =>
    server.post(`/api/subscriptions/${id}/activate`, body, headers);

  const bill = (id: string, outcome: 'success' | 'failure') =>
    server.post(`/__paypal/__test/subscriptions/${id}/bill`, { outcome });

  it('records an ACTIVE subscription once: the payment record, the code, the welcome email', async () => {
    const id = await subscribe();
    const first = await activate(
      id,
      { contact: CONTACT, locale: 'es' },
      {
        authorization: 'Bearer valid-ana-uid',
      },
    );
    expect(first.status).toBe(200);
    const answer = await first.json();
    expect(answer).toMatchObject({ subscriptionId: id, status: 'active' });
    expect(answer.codigo).toMatch(/^SYN-[A-Z0-9]{8}$/);
    expect(Date.parse(answer.nextBillingAt)).toBeGreaterThan(Date.now() + 27 * 86_400_000);

    const again = await activate(id);
    expect(await again.json()).toEqual(answer);

    const rows = await records(id);
    expect(rows).toEqual([
      expect.objectContaining({
        total: '5.00',
        tipo: 'suscripción',
        type: 'subscription',
        codigo: answer.codigo,
        status: 'COMPLETED',
        uid: 'ana-uid',
      }),
    ]);
    await expect.poll(() => mailTo(new RegExp(answer.codigo)).length, patiently).toBe(1);
    const [welcome] = mailTo(new RegExp(answer.codigo));
    expect(welcome).toMatchObject({ to: 'ana@example.com' });
    expect(welcome?.subject).toBe(`Tu suscripción a Custom ELY está activa (${answer.codigo})`);
    expect(welcome?.text).toContain(`Código de suscripción: ${answer.codigo}`);
    expect(welcome?.text).toContain('Próximo pago:');
    expect(welcome?.text).toContain('Administrar pagos automáticos');
    // The subscriber's own page, in their language, its token in the fragment.
    const token = await manageToken(id);
    expect(welcome?.text).toContain(
      `Consulta tu suscripción y sus pagos, o cancélala: ${PUBLIC_URL}/es/account#subscription=${id}&token=${token}`,
    );
    expect(welcome?.text).toContain('en la página de tu suscripción');
    expect(welcome?.html).toContain(`/es/account#subscription=${id}&#38;token=${token}`);
    // The admin list shows it as the spec's record.
    const listed = await server.get('/api/admin/payments', { authorization: 'Bearer admin-op' });
    const payments = (await listed.json()) as { payments?: { codigo: string; tipo: string }[] };
    expect(JSON.stringify(payments)).toContain(answer.codigo);
  });

  it('writes to an account that chose a language in it, over the subscription’s', async () => {
    const chosen = await server.put(
      '/api/me/email-language',
      { emailLocale: 'en' },
      { authorization: 'Bearer valid-lang-uid' },
    );
    expect(chosen.status).toBe(200);
    const id = await subscribe();
    const activated = await activate(
      id,
      { contact: CONTACT, locale: 'es' },
      { authorization: 'Bearer valid-lang-uid' },
    );
    const { codigo } = await activated.json();
    await expect.poll(() => mailTo(new RegExp(codigo)).length, patiently).toBe(1);
    const [welcome] = mailTo(new RegExp(codigo));
    expect(welcome?.subject).toMatch(/^Your Custom ELY subscription/);
    expect(welcome?.text).toContain(`${PUBLIC_URL}/account#subscription=${id}`);
  });

  it('refuses what PayPal does not say is active, a subscription to another plan, and a bad contact', async () => {
    const pending = await subscribe({ approve: false });
    const notActive = await activate(pending);
    expect(notActive.status).toBe(409);
    expect(await notActive.json()).toMatchObject({
      error: 'SUBSCRIPTION_NOT_ACTIVE',
      status: 'approval-pending',
    });
    expect(await records(pending)).toEqual([]);

    // Another plan at the same PayPal: made through PayPal's own API.
    const token = await fetch(`${server.url}/__paypal/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from('a:b').toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    const bearer = { authorization: `Bearer ${(await token.json()).access_token}` };
    const plan = await server.get(`/__paypal/v1/billing/plans/${planId}`, bearer);
    const { product_id: productId } = await plan.json();
    const other = await server.post(
      '/__paypal/v1/billing/plans',
      {
        product_id: productId,
        name: 'Cheaper',
        billing_cycles: [
          {
            frequency: { interval_unit: 'MONTH', interval_count: 1 },
            tenure_type: 'REGULAR',
            sequence: 1,
            total_cycles: 0,
            pricing_scheme: { fixed_price: { currency_code: 'USD', value: '0.50' } },
          },
        ],
        payment_preferences: {},
      },
      bearer,
    );
    expect(other.status).toBe(201);
    const otherPlan = (await other.json()).id as string;
    expect(otherPlan).not.toBe(planId);
    const wrong = await subscribe({ plan: otherPlan });
    const refused = await activate(wrong);
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toBe('WRONG_PLAN');
    expect(await records(wrong)).toEqual([]);

    const id = await subscribe();
    const badContact = await activate(id, { contact: { email: 'not-an-email' } });
    expect(badContact.status).toBe(400);
    expect(await badContact.json()).toMatchObject({ error: 'CONTACT_INVALID', field: 'email' });
    const noContact = await activate(id, {});
    expect((await noContact.json()).field).toBe('email');
    expect(await records(id)).toEqual([]);

    const unknown = await activate('I-NOSUCHTHING1');
    expect(unknown.status).toBe(404);
  });

  it('records a renewal once from the bill control’s webhook, with a receipt; a failure is emailed', async () => {
    const id = await subscribe();
    const { codigo } = await (await activate(id, { contact: CONTACT, locale: 'en' })).json();
    expect((await bill(id, 'success')).status).toBe(200);
    await expect.poll(async () => (await records(id)).length, patiently).toBe(2);
    const [first, second] = await records(id);
    expect(first?.codigo).toBe(codigo);
    expect(second?.codigo).toMatch(/^SYN-[A-Z0-9]{8}$/);
    expect(second?.codigo).not.toBe(codigo);
    await expect
      .poll(
        () => mailTo(new RegExp(`^Receipt: Custom ELY, another month \\(${codigo}\\)`)).length,
        patiently,
      )
      .toBe(1);
    const receipt = mailTo(/^Receipt/).find((email) => email.subject.includes(codigo));
    expect(receipt?.text).toContain(`Payment code: ${second?.codigo}`);
    expect(receipt?.text).toContain('Amount: US$5.00');
    expect(receipt?.text).toContain(
      `See your subscription, its payments, or cancel it: ${PUBLIC_URL}/account#subscription=${id}&token=${await manageToken(id)}`,
    );
    expect(receipt?.text).toContain('on your subscription’s page');
    expect(receipt?.text).toContain('https://www.paypal.com/myaccount/autopay/');

    // The same news again changes nothing: PayPal's redelivery of the renewal's event, a sync.
    const sale = (await standInDeliveries(server)).filter(
      (delivery) => delivery.eventType === 'PAYMENT.SALE.COMPLETED' && delivery.body.includes(id),
    );
    expect(sale).toHaveLength(2);
    const redelivered = await fetch(`${server.url}/api/paypal/webhook`, {
      method: 'POST',
      headers: sale[1]?.headers ?? {},
      body: sale[1]?.body ?? '',
    });
    expect(await redelivered.json()).toEqual({ status: 'duplicate' });
    // A forged one (the body changed, the signature not) is refused and changes nothing.
    const forged = await fetch(`${server.url}/api/paypal/webhook`, {
      method: 'POST',
      headers: sale[1]?.headers ?? {},
      body: (sale[1]?.body ?? '').replace('"5.00"', '"50.00"'),
    });
    expect(forged.status).toBe(400);
    await server.app.subscriptions?.sync(id);
    expect(await records(id)).toHaveLength(2);

    expect((await bill(id, 'failure')).status).toBe(200);
    await expect
      .poll(
        () => mailTo(new RegExp(`could not take your Custom ELY payment \\(${codigo}\\)`)).length,
        patiently,
      )
      .toBe(1);
    const failed = mailTo(/could not take/).find((email) => email.subject.includes(codigo));
    expect(failed?.text).toContain('https://www.paypal.com/myaccount/autopay/');
    expect(await records(id)).toHaveLength(2);
  });

  it('recovers a renewal whose webhook never came, on the reconciler’s pass', async () => {
    const id = await subscribe();
    await activate(id);
    await server.post('/__paypal/__test/webhooks', { enabled: false });
    await bill(id, 'success');
    expect(await records(id)).toHaveLength(1);
    // A pass told to stop (the server is shutting down) asks PayPal about no subscription…
    const stopped = new AbortController();
    stopped.abort();
    expect(await server.app.subscriptions?.followDue(stopped.signal)).toEqual({
      checked: 0,
      failed: 0,
    });
    expect(await records(id)).toHaveLength(1);
    // …and the next pass finds the renewal.
    await server.app.reconciler?.runOnce();
    expect(await records(id)).toHaveLength(2);
  });

  it('cancels with the email link’s token or as the owner, through PayPal, once', async () => {
    const id = await subscribe();
    const { codigo } = await (await activate(id, { contact: CONTACT, locale: 'en' })).json();
    const wrong = await server.post(`/api/subscriptions/${id}/cancel`, undefined, {
      'x-subscription-token': 'guess',
    });
    expect(wrong.status).toBe(404);
    const {
      rows: [row],
    } = await database.query<{ manage_token: string }>(
      'SELECT manage_token FROM subscriptions WHERE id = $1',
      [id],
    );
    const cancel = () =>
      server.post(`/api/subscriptions/${id}/cancel`, undefined, {
        'x-subscription-token': row?.manage_token ?? '',
      });
    const cancelled = await cancel();
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toEqual({ status: 'cancelled' });
    expect((await cancel()).status).toBe(200);
    await expect
      .poll(() => mailTo(new RegExp(`is cancelled \\(${codigo}\\)`)).length, patiently)
      .toBe(1);

    // The owner, by their ID token.
    const owned = await subscribe();
    await activate(owned, { contact: CONTACT }, { authorization: 'Bearer valid-owner' });
    const stranger = await server.post(`/api/subscriptions/${owned}/cancel`, undefined, {
      authorization: 'Bearer valid-someone-else',
    });
    expect(stranger.status).toBe(404);
    const byOwner = await server.post(`/api/subscriptions/${owned}/cancel`, undefined, {
      authorization: 'Bearer valid-owner',
    });
    expect(await byOwner.json()).toEqual({ status: 'cancelled' });
  });

  it('shows the subscription to the link’s token or the owner, 404 to anyone else; then cancelled', async () => {
    const id = await subscribe();
    const { codigo } = await (
      await activate(
        id,
        { contact: CONTACT, locale: 'en' },
        { authorization: 'Bearer valid-viewer' },
      )
    ).json();
    expect((await bill(id, 'success')).status).toBe(200);
    await expect.poll(async () => (await records(id)).length, patiently).toBe(2);
    const token = await manageToken(id);
    const view = (headers: Record<string, string>, subscriptionId = id) =>
      server.get(`/api/subscriptions/${subscriptionId}`, headers);

    const byToken = await view({ 'x-subscription-token': token });
    expect(byToken.status).toBe(200);
    expect(byToken.headers.get('cache-control')).toBe('no-store');
    const seen = SubscriptionViewAnswer.parse(await byToken.json());
    const [older, newer] = await records(id);
    expect(seen).toMatchObject({
      subscriptionId: id,
      status: 'active',
      plan: { name: 'Custom ELY', priceCents: 500, currency: 'USD' },
      codigo,
      cancellable: true,
      cancelledAt: null,
    });
    expect(Date.parse(seen.nextBillingAt ?? '')).toBeGreaterThan(Date.now());
    expect(Date.parse(seen.startedAt)).toBeLessThanOrEqual(Date.now());
    // Newest first: the renewal, then the first month (the activation code).
    expect(seen.payments.map((payment) => payment.codigo)).toEqual([newer?.codigo, older?.codigo]);
    expect(seen.payments.every((payment) => payment.amountCents === 500)).toBe(true);
    expect(JSON.stringify(seen)).not.toContain(token);
    expect(JSON.stringify(seen)).not.toContain(CONTACT.email);

    const byOwner = await view({ authorization: 'Bearer valid-viewer' });
    expect(byOwner.status).toBe(200);
    expect(await byOwner.json()).toEqual(seen);

    // A stranger, a wrong token, no credentials and an unknown id: the same 404.
    const refusals = await Promise.all([
      view({ authorization: 'Bearer valid-stranger' }),
      view({ 'x-subscription-token': wrongToken(token) }),
      view({}),
      view({ 'x-subscription-token': token }, 'I-NOSUCHTHING12'),
    ]);
    const bodies = await Promise.all(refusals.map((response) => response.json()));
    expect(refusals.map((response) => response.status)).toEqual([404, 404, 404, 404]);
    expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1);
    expect(bodies[0]).toEqual({
      error: 'SUBSCRIPTION_NOT_FOUND',
      message: 'No such subscription.',
    });

    // The signed-in owner's list; a stranger's is empty; no sign-in: 401.
    const mine = await server.get('/api/subscriptions/mine', {
      authorization: 'Bearer valid-viewer',
    });
    expect(MySubscriptionsAnswer.parse(await mine.json())).toEqual({ subscriptions: [seen] });
    const theirs = await server.get('/api/subscriptions/mine', {
      authorization: 'Bearer valid-stranger',
    });
    expect(await theirs.json()).toEqual({ subscriptions: [] });
    const anonymous = await server.get('/api/subscriptions/mine');
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).error).toBe('UNAUTHENTICATED');

    // Cancelled with the token: the view says so, and cancelling is no longer offered.
    const cancelled = await server.post(`/api/subscriptions/${id}/cancel`, undefined, {
      'x-subscription-token': token,
    });
    expect(await cancelled.json()).toEqual({ status: 'cancelled' });
    const after = SubscriptionViewAnswer.parse(
      await (await view({ 'x-subscription-token': token })).json(),
    );
    expect(after).toMatchObject({ status: 'cancelled', cancellable: false, nextBillingAt: null });
    expect(Date.parse(after.cancelledAt ?? '')).toBeGreaterThan(0);
    expect(after.payments).toEqual(seen.payments);
  });

  it('gives a guest subscription to the account that proves its email, never to an unproven one', async () => {
    // The fake verifier's accounts have the email <uid>@example.com (verified unless `unverified-`).
    const owner = `guest-sub-${Date.now().toString(36)}`;
    const ownerOf = async (subscriptionId: string) =>
      (
        await database.query<{ uid: string | null }>(
          'SELECT uid FROM subscriptions WHERE id = $1',
          [subscriptionId],
        )
      ).rows[0]?.uid;
    const mine = async (token: string) => {
      const answer = await server.get('/api/subscriptions/mine', {
        authorization: `Bearer ${token}`,
      });
      expect(answer.status).toBe(200);
      return MySubscriptionsAnswer.parse(await answer.json()).subscriptions.map(
        (subscription) => subscription.subscriptionId,
      );
    };

    // A guest subscribes with the account's email (another case), and another subscription with
    // that email is already an other account's.
    const guest = await subscribe();
    const guestContact = { ...CONTACT, email: `${owner.toUpperCase()}@Example.com` };
    expect((await activate(guest, { contact: guestContact, locale: 'en' })).status).toBe(200);
    const taken = await subscribe();
    expect(
      (
        await activate(
          taken,
          { contact: { ...CONTACT, email: `${owner}@example.com` }, locale: 'en' },
          { authorization: 'Bearer valid-someone-else' },
        )
      ).status,
    ).toBe(200);

    // The same email, not proven: nothing is attached, nothing is shown.
    expect(await mine(`unverified-${owner}`)).toEqual([]);
    expect(await ownerOf(guest)).toBeNull();

    // Proven: the guest subscription and its payment record are the account's; the other
    // account's stays its own.
    expect(await mine(`valid-${owner}`)).toEqual([guest]);
    expect(await ownerOf(guest)).toBe(owner);
    expect((await records(guest)).map((row) => row.uid)).toEqual([owner]);
    expect(await ownerOf(taken)).toBe('someone-else');
    expect(await mine('valid-someone-else')).toContain(taken);

    // Asked again (the next sign-in): the same, attached once; a renewal is the account's too.
    expect(await mine(`valid-${owner}`)).toEqual([guest]);
    expect((await bill(guest, 'success')).status).toBe(200);
    await vi.waitFor(async () => expect(await records(guest)).toHaveLength(2), patiently);
    expect((await records(guest)).map((row) => row.uid)).toEqual([owner, owner]);
  });
});

describe('before the launch', () => {
  let database: Database;
  let server: TestServer;
  beforeAll(async () => {
    database = await openTestDatabase();
    server = await startServer({ database, env: { CUSTOM_ELY_LAUNCH: '2099-01-01T00:00-06:00' } });
  }, 240_000);
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  it('says when Custom ELY launches and activates nothing', async () => {
    const config = await (await server.get('/api/subscriptions/config')).json();
    expect(config.launch).toBe('2099-01-01T06:00:00.000Z');
    const refused = await server.post('/api/subscriptions/I-ANYTHING00001/activate', {
      contact: CONTACT,
    });
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toBe('NOT_LAUNCHED');
  });
});
