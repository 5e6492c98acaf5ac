import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startServer, type TestServer, testBackends } from '#tests/support/payments-server';
import { buy, recordingTransport } from '#tests/support/purchases';
import type { Database } from '../platform/database';

/**
 * The language of an account's emails (`PUT /api/me/email-language`) reaching the emails: an
 * order placed in English by an account that chose Spanish is confirmed in Spanish; without a
 * choice, in the order's language, as a guest's. Through real HTTP and the real mailer.
 */

const uid = (name: string) =>
  `${name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe.each(testBackends('email-language'))('the language of emails on $name', ({ open }) => {
  let database: Database;
  let server: TestServer;
  const mail = recordingTransport();
  const runMailer = async () => (server.app.mailer ?? expect.fail('no mailer')).runOnce();

  beforeAll(async () => {
    database = await open();
    server = await startServer({ database, mail: { transport: mail.transport } });
  }, 240_000);

  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  beforeEach(async () => {
    await runMailer();
  });

  const confirmationOf = async (orderNumber: string) => {
    await runMailer();
    const email = mail.sent.find((sent) => sent.subject.endsWith(orderNumber));
    return email ?? expect.fail(`no email about ${orderNumber}`);
  };

  it('writes the account’s emails in the language it chose, over the order’s', async () => {
    const token = `valid-${uid('lang')}`;
    const chosen = await server.put('/api/me/email-language', { emailLocale: 'es' }, bearer(token));
    expect(chosen.status).toBe(200);
    const { orderNumber } = await buy(server, { idToken: token, locale: 'en' });
    const email = await confirmationOf(orderNumber);
    expect(email.subject).toBe(`Pedido confirmado: ${orderNumber}`);
    expect(email.html).toContain('lang="es"');
  });

  it('writes in the order’s language when the account chose none', async () => {
    const token = `valid-${uid('none')}`;
    const { orderNumber } = await buy(server, { idToken: token, locale: 'es' });
    expect((await confirmationOf(orderNumber)).subject).toBe(`Pedido confirmado: ${orderNumber}`);
    const english = await buy(server, { idToken: `valid-${uid('en')}`, locale: 'en' });
    expect((await confirmationOf(english.orderNumber)).subject).toBe(
      `Order confirmed: ${english.orderNumber}`,
    );
  });
});
