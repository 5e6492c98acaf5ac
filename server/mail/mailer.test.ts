import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LEGAL_REVISION } from '#site/site';
import { pagoOf, startServer, type TestServer, testBackends } from '#tests/support/payments-server';
import { buy, recordingTransport, uniquePayer } from '#tests/support/purchases';
import { openTestDatabase } from '#tests/support/test-database';
import type { PaymentsStore } from '../payments/store';
import type { Database } from '../platform/database';
import { messageIdFor, RETRY_DELAYS_S } from './mailer';
import { PostgresMailOutbox } from './postgres-store';

const [FIRST_DELAY_S = 0, SECOND_DELAY_S = 0] = RETRY_DELAYS_S;

/**
 * The order emails end to end on the server: purchases through the real API and the PayPal
 * stand-in (its webhooks included) write the order's history; the database turns the history into
 * owed emails; the mailer sends them through a transport that records them (or fails on purpose).
 * On PGlite, and on PostgreSQL when DATABASE_URL is set.
 */

const PUBLIC_URL = 'https://shop.example';
/** The legal pages' revision day, as a language writes it. */
const revisedOn = (locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${LEGAL_REVISION.date}T00:00:00Z`),
  );

describe.each(testBackends('order-mailer'))('order emails on $name', ({ open }) => {
  let database: Database;
  let server: TestServer;
  let outbox: PostgresMailOutbox;
  let payments: PaymentsStore;
  const mail = recordingTransport();
  const runMailer = () => {
    const mailer = server.app.mailer;
    if (!mailer) throw new Error('no mailer');
    return mailer.runOnce();
  };

  beforeAll(async () => {
    database = await open();
    server = await startServer({
      database,
      env: { PUBLIC_URL },
      mail: { transport: mail.transport },
    });
    outbox = new PostgresMailOutbox(database);
    const store = server.app.payments?.store;
    if (!store) throw new Error('no payments store');
    payments = store;
  }, 240_000);

  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  // Whatever an earlier test left due goes out first, so each test sees only its own sends.
  beforeEach(async () => {
    mail.failNext(0);
    await runMailer();
  });

  it('sends one confirmation per paid order, with the receipt link, however often it is captured', async () => {
    const payer = uniquePayer('ada');
    const { orderId, orderNumber, receiptToken } = await buy(server, { payerEmail: payer });
    // Double clicks and retries of the capture change nothing.
    await server.capture(orderId, { type: 'product' });
    await payments.savePayment((await payments.findPayment(orderId)) ?? expect.fail('no record'), {
      source: 'capture-route',
      kind: 'captured',
    });
    expect((await outbox.forOrder(orderId)).map((row) => row.dedupeKey)).toEqual(['confirmation']);

    await runMailer();
    await runMailer();
    const sent = mail.to(payer);
    expect(sent).toHaveLength(1);
    const [email] = sent;
    // The order as the buyer knows it, in the subject, the body and the link; PayPal's id only
    // in the Message-ID, which threads the order's emails sent before numbers too.
    expect(orderNumber).toMatch(/^ELY-[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{6}$/);
    const link = `${PUBLIC_URL}/orders/${orderNumber}#token=${receiptToken}`;
    expect(email).toMatchObject({
      subject: `Order confirmed: ${orderNumber}`,
      messageId: messageIdFor({ orderId, dedupeKey: 'confirmation' }, PUBLIC_URL),
    });
    expect(email?.text).toContain(`Order number: ${orderNumber}\n`);
    expect(email?.html).toContain(orderNumber);
    for (const part of [email?.subject, email?.text, email?.html]) {
      expect(part).not.toContain(orderId);
    }
    expect(email?.references).toBeUndefined();
    expect(email?.text).toContain(link);
    expect(email?.text).toContain('ELY Holographic Octahedron, US$391.00 × 2: US$782.00');
    // What the total is made of, as the checkout and the order page say it: shipped to Mexico,
    // the IVA it includes, round-half-up(78200 × 16 / 116) cents.
    expect(email?.text).toContain(
      [
        'Subtotal: US$782.00',
        'Shipping: Free',
        'Total: US$782.00',
        'IVA included (16%): US$107.86',
        'Prices include taxes.',
      ].join('\n'),
    );
    expect(email?.html).toContain('IVA included (16%)');
    expect(email?.html).toContain('US$107.86');
    expect(email?.html).toContain('Prices include taxes.');
    expect(email?.text).toContain('Presale units ship in order of reservation');
    // The terms accepted by paying, by version and day, and where they are.
    expect(email?.text).toContain(
      `By paying you accepted our Terms of sale, version ${LEGAL_REVISION.version} of ${revisedOn('en-US')}. Keep this email as your record; you can read them at ${PUBLIC_URL}/terms`,
    );
    expect(email?.html).toContain(`href="${PUBLIC_URL}/terms"`);
    expect(email?.html).toContain(`href="${link}"`);
    expect(email?.html).toContain('Thank you for your order');
    expect(await outbox.forOrder(orderId)).toMatchObject([
      { kind: 'confirmation', status: 'sent', attempts: 1, recipient: payer },
    ]);
  });

  it('writes to a buyer who paid on the Spanish site in Spanish, linking the Spanish order page', async () => {
    const payer = uniquePayer('ana');
    const { orderNumber, receiptToken } = await buy(server, {
      payerEmail: payer,
      locale: 'es',
    });
    await runMailer();
    const [email] = mail.to(payer);
    const link = `${PUBLIC_URL}/es/orders/${orderNumber}#token=${receiptToken}`;
    expect(email?.subject).toBe(`Pedido confirmado: ${orderNumber}`);
    expect(email?.text).toContain(link);
    expect(email?.text).toContain('Recibimos tu pago de USD\u00a0782.00.');
    expect(email?.text).toContain(
      'ELY Holographic Octahedron, USD\u00a0391.00 × 2: USD\u00a0782.00',
    );
    expect(email?.text).toContain(
      [
        'Subtotal: USD\u00a0782.00',
        'Envío: Gratis',
        'Total: USD\u00a0782.00',
        'IVA incluido (16%): USD\u00a0107.86',
        'Los precios incluyen impuestos.',
      ].join('\n'),
    );
    expect(email?.text).toContain('Las unidades en preventa se envían en orden de reserva');
    expect(email?.text).toContain(`Número de pedido: ${orderNumber}\n`);
    expect(email?.text).toContain(
      `Términos de venta, versión ${LEGAL_REVISION.version} del ${revisedOn('es-MX')}. Guarda este correo como constancia; puedes leerlos en ${PUBLIC_URL}/es/terms`,
    );
    expect(email?.html).toContain('lang="es"');
    expect(email?.html).toContain(`href="${link}"`);
  });

  it('says no IVA for an address outside Mexico, and still that prices include taxes', async () => {
    const payer = uniquePayer('austin');
    await buy(server, {
      payerEmail: payer,
      address: {
        street: '500 Congress Ave',
        line2: '',
        city: 'Austin',
        state: 'TX',
        zip: '78701',
        country: 'US',
      },
    });
    await runMailer();
    const [email] = mail.to(payer);
    expect(email?.text).toContain(
      'Subtotal: US$782.00\nShipping: Free\nTotal: US$782.00\nPrices include taxes.\nPaid with: PayPal account',
    );
    expect(email?.text).not.toContain('IVA');
    expect(email?.html).not.toContain('IVA');
  });

  it('writes the address with the country’s and the state’s names in the order’s language', async () => {
    const english = uniquePayer('en-address');
    const spanish = uniquePayer('es-address');
    await buy(server, { payerEmail: english });
    await buy(server, { payerEmail: spanish, locale: 'es' });
    await runMailer();
    expect(mail.to(english)[0]?.text).toContain(
      'Av. Álvaro Obregón 121\nCol. Roma Norte\n06700 Ciudad de México, Mexico City\nMexico',
    );
    const [email] = mail.to(spanish);
    expect(email?.text).toContain(
      'Av. Álvaro Obregón 121\nCol. Roma Norte\n06700 Ciudad de México, Ciudad de México\nMéxico',
    );
    expect(email?.html).toContain('06700 Ciudad de México, Ciudad de México');
    expect(email?.text).not.toMatch(/\bCMX\b|\nMX\n/);
  });

  it('writes to the contact email given at checkout, not to the PayPal account’s', async () => {
    const payer = uniquePayer('paypal-account');
    const contact = uniquePayer('contact');
    const { orderId, orderNumber } = await buy(server, {
      payerEmail: payer,
      contact: { email: contact, name: 'Ana López', phone: '55 1234 5678' },
    });
    await runMailer();
    expect(mail.to(payer)).toHaveLength(0);
    const [email] = mail.to(contact);
    expect(email?.subject).toBe(`Order confirmed: ${orderNumber}`);
    const { rows } = await database.query<{ contact: unknown }>(
      'SELECT contact FROM orders WHERE id = $1',
      [orderId],
    );
    // The phone as a carrier dials it.
    expect(rows[0]?.contact).toEqual({ email: contact, name: 'Ana López', phone: '+525512345678' });
  });

  it('refuses a contact that fails its rules, naming the field, and asks PayPal for nothing', async () => {
    for (const [contact, field] of [
      [{ name: 'Ana', phone: '55 1234 5678' }, 'email'],
      [{ email: 'ana@', name: 'Ana', phone: '55 1234 5678' }, 'email'],
      [{ email: 'ana@example.com', phone: '55 1234 5678' }, 'name'],
      [{ email: 'ana@example.com', name: 'Ana', phone: '12' }, 'phone'],
    ] as const) {
      const response = await server.post('/api/create-order', {
        items: [{ id: 'octahedron', quantity: 1 }],
        contact,
      });
      expect(response.status, field).toBe(400);
      expect(await response.json()).toMatchObject({ error: 'CONTACT_INVALID', field });
    }
  });

  it('speaks the order’s language on <html> and <body>, under one <title>', async () => {
    for (const locale of ['es', 'en'] as const) {
      const payer = uniquePayer(`lang-${locale}`);
      await buy(server, { payerEmail: payer, locale });
      await runMailer();
      const [email] = mail.to(payer);
      const html = email?.html ?? '';
      expect(html).toMatch(new RegExp(`<html[^>]* lang="${locale}"`));
      expect(html).toMatch(new RegExp(`<body[^>]* lang="${locale}"`));
      // No element anywhere claims another language.
      expect(html.match(/ lang="[^"]*"/g)?.every((lang) => lang === ` lang="${locale}"`)).toBe(
        true,
      );
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(html).toContain(`<title>${email?.subject}</title>`);
    }
  });

  it('sends nothing to a stored address that is not a single mailbox, and says why', async () => {
    // Orders stored before the checkout's rule: a mail library would read these addresses as a
    // list, or as a display name, and the email would go to the victim instead.
    for (const email of ['x,victim@example.com', 'Evil<victim@example.com>']) {
      const { orderId } = await buy(server, {
        contact: { email: uniquePayer('list'), name: 'Ana López', phone: '55 1234 5678' },
      });
      await database.query(
        `UPDATE orders SET contact = jsonb_set(contact, '{email}', to_jsonb($2::text)) WHERE id = $1`,
        [orderId, email],
      );
      expect(await runMailer(), email).toMatchObject({ sent: 0, failed: 1 });
      expect(mail.sent.filter((sent) => sent.subject.includes(orderId))).toEqual([]);
      expect(await outbox.forOrder(orderId)).toMatchObject([
        { status: 'failed', lastError: 'the recipient is not a single email address' },
      ]);
    }
  });

  it('tells a subscriber their SYN- code', async () => {
    const payer = uniquePayer('sub');
    const { orderId } = await buy(server, { payerEmail: payer, kind: 'subscription' });
    const record = await pagoOf(payments, orderId);
    await runMailer();
    const [email] = mail.to(payer);
    expect(email?.text).toContain(`Your ELY subscription code is ${record?.codigo}.`);
    expect(email?.text).not.toContain('Shipping to');
  });

  it('retries a failed send with growing delays, then sends it once', async () => {
    const payer = uniquePayer('retry');
    const { orderId } = await buy(server, { payerEmail: payer });
    mail.failNext(2);

    expect(await runMailer()).toMatchObject({ sent: 0, retrying: 1 });
    let [row] = await outbox.forOrder(orderId);
    expect(row).toMatchObject({
      status: 'queued',
      attempts: 1,
      lastError: expect.stringMatching(/421/),
    });
    // Due again after the first delay, not before.
    expect(row?.dueInS).toBeGreaterThan(FIRST_DELAY_S - 10);
    expect(row?.dueInS).toBeLessThanOrEqual(FIRST_DELAY_S);
    await runMailer();
    expect(mail.to(payer)).toHaveLength(0);

    await outbox.makeDueNow(orderId);
    await runMailer();
    [row] = await outbox.forOrder(orderId);
    expect(row).toMatchObject({ status: 'queued', attempts: 2 });
    expect(row?.dueInS).toBeGreaterThan(SECOND_DELAY_S - 10);

    await outbox.makeDueNow(orderId);
    await runMailer();
    expect(mail.to(payer)).toHaveLength(1);
    expect(await outbox.forOrder(orderId)).toMatchObject([{ status: 'sent', attempts: 3 }]);
  });

  it('gives up on a recipient the mail server refuses for good, and after the last retry', async () => {
    const refused = await buy(server, { payerEmail: uniquePayer('refused') });
    mail.failNext(1, { permanent: true });
    await runMailer();
    expect(await outbox.forOrder(refused.orderId)).toMatchObject([
      { status: 'failed', lastError: expect.stringMatching(/550/) },
    ]);

    const unlucky = await buy(server, { payerEmail: uniquePayer('unlucky') });
    mail.failNext(RETRY_DELAYS_S.length + 1);
    for (let attempt = 0; attempt <= RETRY_DELAYS_S.length; attempt += 1) {
      await outbox.makeDueNow(unlucky.orderId);
      await runMailer();
    }
    expect(await outbox.forOrder(unlucky.orderId)).toMatchObject([
      { status: 'failed', attempts: RETRY_DELAYS_S.length + 1 },
    ]);
  });

  it('never blocks a capture: a failing mail server or a failing outbox leave the payment recorded', async () => {
    mail.failNext(100);
    const first = await buy(server);
    expect(await pagoOf(payments, first.orderId)).toMatchObject({ status: 'COMPLETED' });
    mail.failNext(0);

    // Even if the outbox refuses every row, the statement that records the payment succeeds.
    await database.exec(
      'ALTER TABLE mail_outbox ADD CONSTRAINT refuse_everything CHECK (false) NOT VALID',
    );
    try {
      const second = await buy(server);
      expect(await pagoOf(payments, second.orderId)).toMatchObject({
        status: 'COMPLETED',
      });
      expect(await outbox.forOrder(second.orderId)).toEqual([]);
      expect((await payments.events(second.orderId)).map((event) => event.kind)).toContain(
        'captured',
      );
    } finally {
      await database.exec('ALTER TABLE mail_outbox DROP CONSTRAINT refuse_everything');
    }
  });

  it('sends nothing, and says so, when there is no address to send to', async () => {
    const { orderId, orderNumber } = await buy(server, { payerEmail: null });
    expect(await runMailer()).toMatchObject({ skipped: 1 });
    expect(mail.sent.filter((email) => email.subject.includes(orderNumber))).toEqual([]);
    expect(await outbox.forOrder(orderId)).toMatchObject([
      { status: 'skipped', lastError: expect.stringMatching(/no email address/) },
    ]);
  });

  it('writes to the signed-in buyer when the card gave no email', async () => {
    await buy(server, { payerEmail: null, idToken: 'valid-grace-mail' });
    await runMailer();
    expect(mail.to('grace-mail@example.com')).toHaveLength(1);
  });

  it('follows a payment under review: "under review" first, then "confirmed" exactly once', async () => {
    const payer = uniquePayer('review');
    const { orderId, orderNumber, captureId } = await buy(server, {
      payerEmail: payer,
      outcome: 'pending',
    });
    await runMailer();
    expect(mail.to(payer).map((email) => email.subject)).toEqual([
      `Order received, payment under review: ${orderNumber}`,
    ]);

    // PayPal ends the review; its webhook reaches the shop, which records the completion.
    const completed = await server.post(`/__paypal/__test/captures/${captureId}/complete`);
    expect(completed.ok).toBe(true);
    await vi.waitFor(
      async () => {
        const kinds = (await payments.events(orderId)).map((event) => event.kind);
        expect(kinds).toContain('completed');
      },
      { timeout: 20_000, interval: 50 },
    );
    // The reconciler looking again finds nothing new.
    const order = await payments.findOrder(orderId);
    if (order) await server.app.payments?.syncOrder(order, 'reconciler');

    await runMailer();
    await runMailer();
    const sent = mail.to(payer);
    expect(sent.map((email) => email.subject)).toEqual([
      `Order received, payment under review: ${orderNumber}`,
      `Payment confirmed: ${orderNumber}`,
    ]);
    expect(sent[1]?.references).toBe(
      messageIdFor({ orderId, dedupeKey: 'confirmation' }, PUBLIC_URL),
    );
    expect(sent[1]?.text).toContain('Payment: Paid\n');
  });

  it('tells the buyer when PayPal denies a payment it reviewed, and not when no payment was recorded', async () => {
    const payer = uniquePayer('denied');
    const { orderId, orderNumber, captureId } = await buy(server, {
      payerEmail: payer,
      outcome: 'pending',
    });
    await server.post(`/__paypal/__test/captures/${captureId}/deny`);
    await vi.waitFor(
      async () => {
        expect((await payments.events(orderId)).map((event) => event.kind)).toContain('denied');
      },
      { timeout: 20_000, interval: 50 },
    );
    await runMailer();
    expect(mail.to(payer).map((email) => email.subject)).toEqual([
      `Order received, payment under review: ${orderNumber}`,
      `Payment not approved: ${orderNumber}`,
    ]);

    // An order PayPal refused before anything was recorded: the payer saw it at checkout.
    const created = await server.post('/api/create-order', {
      items: [{ id: 'custom-ely', quantity: 1 }],
      type: 'subscription',
    });
    const { id } = (await created.json()) as { id: string };
    await payments.moveOrder(
      id,
      'denied',
      { source: 'reconciler', kind: 'denied' },
      { from: ['created'] },
    );
    expect(await outbox.forOrder(id)).toEqual([]);
  });

  it('sends one email per refund', async () => {
    const payer = uniquePayer('refund');
    const { orderId, orderNumber } = await buy(server, { payerEmail: payer });
    const refunds = server.app.refunds;
    if (!refunds) throw new Error('no refund service');
    const operator = { uid: 'operator-1', email: 'ops@example.com' };
    await refunds.refund(
      orderId,
      { amountCents: 10_000, reason: 'goodwill', requestId: `${orderId}-a` },
      operator,
    );
    // The same request again (a double click) is one refund, and one email.
    await refunds.refund(
      orderId,
      { amountCents: 10_000, reason: 'goodwill', requestId: `${orderId}-a` },
      operator,
    );
    await refunds.refund(
      orderId,
      { amountCents: null, reason: 'returned', requestId: `${orderId}-b` },
      operator,
    );
    await runMailer();
    await runMailer();
    const sent = mail.to(payer);
    expect(sent.map((email) => email.subject)).toEqual([
      `Order confirmed: ${orderNumber}`,
      `Refund issued: ${orderNumber}`,
      `Order refunded: ${orderNumber}`,
    ]);
    expect(sent[1]?.text).toContain('We have refunded US$100.00 to the PayPal account or card');
    // Only the confirmation names the terms accepted by paying.
    expect(sent[1]?.text).not.toContain('Terms of sale');
    // Each email tells of the payment as it stood then, though both went out together.
    expect(sent[1]?.text).toContain('Payment: Partly refunded\n');
    expect(sent[1]?.text).toContain('Refunded: −US$100.00\nNet paid: US$682.00\n');
    expect(sent[2]?.text).toContain('in full (US$782.00)');
    expect(sent[2]?.text).toContain('Refunded: −US$782.00\nNet paid: US$0.00\n');
  });

  it("tells a refund's amount when PayPal's notice of it is written before the shop's own", async () => {
    // Seen in this suite: the stand-in's PAYMENT.CAPTURE.REFUNDED webhook was synced before the
    // refund's own event was written; the sync knows the refunded total, not the refund.
    const payer = uniquePayer('notice-first');
    const { orderId, orderNumber } = await buy(server, { payerEmail: payer });
    for (const [from, refundedCents] of [
      ['COMPLETED', 10_000],
      ['PARTIALLY_REFUNDED', 30_000],
    ] as const) {
      await payments.updatePaymentStatus(
        orderId,
        { status: 'PARTIALLY_REFUNDED', refundedCents },
        { source: 'webhook', kind: 'partially_refunded', details: { from, refundedCents } },
      );
    }
    await runMailer();
    await runMailer();
    const sent = mail.to(payer);
    expect(sent.map((email) => email.subject)).toEqual([
      `Order confirmed: ${orderNumber}`,
      `Refund issued: ${orderNumber}`,
      `Refund issued: ${orderNumber}`,
    ]);
    expect(sent[1]?.text).toContain('We have refunded US$100.00 to the PayPal account or card');
    expect(sent[2]?.text).toContain('We have refunded US$200.00 to the PayPal account or card');
    expect(sent[2]?.text).toContain('Refunded: −US$300.00\nNet paid: US$482.00\n');
  });

  it('sends nothing when a late answer from PayPal sets the payment back and forth', async () => {
    // Seen in this very suite: a webhook's sync read PayPal just before a refund and wrote that
    // older state after it. The record is put right by the next sync; the buyer hears nothing.
    const payer = uniquePayer('flap');
    const { orderId, orderNumber } = await buy(server, { payerEmail: payer });
    const operator = { uid: 'operator-1', email: 'ops@example.com' };
    await server.app.refunds?.refund(
      orderId,
      { amountCents: 5_000, reason: 'goodwill', requestId: `${orderId}-r` },
      operator,
    );
    await runMailer();
    const owed = async () => (await outbox.forOrder(orderId)).map((row) => row.dedupeKey);
    const before = await owed();
    expect(before).toHaveLength(2);
    await payments.updatePaymentStatus(
      orderId,
      { status: 'COMPLETED', refundedCents: 0 },
      {
        source: 'webhook',
        kind: 'completed',
        details: { from: 'PARTIALLY_REFUNDED', refundedCents: 0 },
      },
    );
    await payments.updatePaymentStatus(
      orderId,
      { status: 'PARTIALLY_REFUNDED', refundedCents: 5_000 },
      {
        source: 'reconciler',
        kind: 'partially_refunded',
        details: { from: 'COMPLETED', refundedCents: 5_000 },
      },
    );
    expect(await owed()).toEqual(before);
    expect(mail.to(payer).map((email) => email.subject)).toEqual([
      `Order confirmed: ${orderNumber}`,
      `Refund issued: ${orderNumber}`,
    ]);
  });

  it('sends one email per shipment event, with the carrier and the tracking link', async () => {
    const payer = uniquePayer('shipped');
    const { orderId, orderNumber } = await buy(server, { payerEmail: payer });
    await runMailer();
    // What the operator's console writes when it ships an order (the console is another issue).
    const shipment = {
      carrier: 'DHL Express',
      trackingNumber: '1234567890',
      trackingUrl: 'https://www.dhl.com/track?id=1234567890',
    };
    await database.query(
      `UPDATE orders SET shipped_at = now(), carrier = $2, tracking_number = $3, tracking_url = $4
       WHERE id = $1`,
      [orderId, shipment.carrier, shipment.trackingNumber, shipment.trackingUrl],
    );
    await payments.logEvent(orderId, {
      source: 'operator',
      kind: 'shipped',
      details: shipment,
      actor: { uid: 'operator-1', email: 'ops@example.com' },
    });
    await runMailer();
    await runMailer();
    const sent = mail.to(payer);
    expect(sent.map((email) => email.subject)).toEqual([
      `Order confirmed: ${orderNumber}`,
      `Your order is on its way: ${orderNumber}`,
    ]);
    expect(sent[1]?.text).toContain('Carrier: DHL Express\nTracking number: 1234567890');
    expect(sent[1]?.html).toContain('href="https://www.dhl.com/track?id=1234567890"');
    const rows = await outbox.forOrder(orderId);
    expect(rows.map((row) => row.dedupeKey)).toEqual([
      'confirmation',
      `shipped:${rows[1]?.eventId}`,
    ]);
  });
});

describe('without SMTP_URL', () => {
  it('keeps the emails in the outbox and sends nothing', async () => {
    const database = await openTestDatabase();
    const server = await startServer({ database });
    try {
      const { orderId } = await buy(server);
      const mailer = server.app.mailer;
      mailer?.start();
      expect(await mailer?.runOnce()).toEqual({ sent: 0, skipped: 0, retrying: 0, failed: 0 });
      expect(await new PostgresMailOutbox(database).forOrder(orderId)).toMatchObject([
        { status: 'queued', attempts: 0 },
      ]);
      expect(server.logLines.join('')).toContain('SMTP_URL is not set');
    } finally {
      await server.close();
      await database.close();
    }
    // Opening a PGlite database (WebAssembly start-up and initdb) takes seconds, and a minute on a
    // loaded 2-core machine: the bound only catches a hang.
  }, 240_000);
});
