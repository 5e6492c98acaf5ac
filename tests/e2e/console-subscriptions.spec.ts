import type { APIRequestContext } from '@playwright/test';
import { localizedPath } from '#site/locales';
import { ROUTES } from '#site/pages';
import { expect, test } from './fixtures';
import {
  axeAtBothWidths,
  caughtEmails,
  operatorAccount,
  signInOnConsole,
  unique,
  waitForEmail,
} from './shop-helpers';

/**
 * The operator's side of Custom ELY, in both languages: the console's home view counts active
 * subscribers and monthly recurring revenue, the Subscriptions view lists them and finds one by
 * its code and by its subscriber's email, and a renewal is refunded from the subscription's
 * payments (PayPal's refund through the stand-in): the payment shows refunded and the subscriber
 * gets the email in their language; the welcome email is sent again (the operator named under
 * it, and not twice within 10 minutes). axe at 390 and 1440 px on each state (E2E_SCREENSHOTS=1 keeps
 * their screenshots).
 */

/** A subscription made through PayPal's stand-in and the shop's API, with one renewal billed. */
async function renewedSubscription(
  request: APIRequestContext,
  locale: 'en' | 'es',
  email: string,
  operatorToken: () => Promise<string>,
) {
  const { planId } = (await (await request.get('/api/subscriptions/config')).json()) as {
    planId: string;
  };
  const created = await request.post('/__paypal/sdk/subscriptions', { data: { plan_id: planId } });
  const { id } = (await created.json()) as { id: string };
  await request.post(`/__paypal/sdk/subscriptions/${id}/approve`, {
    data: { email: 'payer@example.com' },
  });
  const activated = await request.post(`/api/subscriptions/${id}/activate`, {
    data: { contact: { email, name: 'Ana López', phone: '' }, locale },
  });
  expect(activated.status()).toBe(200);
  const { codigo } = (await activated.json()) as { codigo: string };
  await request.post(`/__paypal/__test/subscriptions/${id}/bill`, {
    data: { outcome: 'success' },
  });
  let renewal = '';
  await expect
    .poll(async () => {
      const detail = await request.get(`/api/admin/subscriptions/${id}`, {
        headers: { authorization: `Bearer ${await operatorToken()}` },
      });
      const { payments } = (await detail.json()) as { payments: { codigo: string }[] };
      renewal = payments[0]?.codigo ?? '';
      return payments.length;
    })
    .toBe(2);
  return { id, codigo, renewal };
}

const WORDS = {
  en: {
    active: 'Active subscribers',
    mrr: 'Monthly recurring revenue',
    see: 'See the subscriptions',
    search: 'Code or email',
    apply: 'Search',
    open: (code: string) => `Open subscription ${code}`,
    heading: (code: string) => `Subscription ${code}`,
    refund: (code: string) => `Refund payment ${code}`,
    reason: 'Reason',
    confirm: 'Refund US$5.00',
    done: 'Refunded US$5.00.',
    refunded: 'Refunded',
    email: (code: string) => `Refund of your Custom ELY payment (${code})`,
    welcomeHeading: 'Welcome email',
    noResends: 'Not sent again so far.',
    resend: 'Send the welcome again',
    resent: 'The welcome is queued again for',
    welcomeEmail: (code: string) => `Your Custom ELY subscription is active (${code})`,
    tooSoon: 'This email was sent again a moment ago. Try again in 10 min.',
    sent: 'Sent',
    auditLink: 'Audit trail',
    auditHeading: 'Subscriptions',
    resentKind: 'Welcome sent again',
    refundedKind: 'Payment refunded',
    refundDetails: (code: string) => `US$5.00 of payment ${code} · Completed`,
  },
  es: {
    active: 'Suscriptores activos',
    mrr: 'Ingreso mensual recurrente',
    see: 'Ver las suscripciones',
    search: 'Código o correo',
    apply: 'Buscar',
    open: (code: string) => `Abrir la suscripción ${code}`,
    heading: (code: string) => `Suscripción ${code}`,
    refund: (code: string) => `Reembolsar el pago ${code}`,
    reason: 'Motivo',
    confirm: /^Reembolsar USD\s5\.00$/,
    done: /^Se reembolsaron USD\s5\.00\.$/,
    refunded: 'Reembolsado',
    email: (code: string) => `Reembolso de tu pago de Custom ELY (${code})`,
    welcomeHeading: 'Correo de bienvenida',
    noResends: 'No se ha reenviado hasta ahora.',
    resend: 'Reenviar la bienvenida',
    resent: 'La bienvenida está en cola otra vez para',
    welcomeEmail: (code: string) => `Tu suscripción a Custom ELY está activa (${code})`,
    tooSoon: 'Este correo se reenvió hace un momento. Inténtalo de nuevo en 10 min.',
    sent: 'Enviada',
    auditLink: 'Bitácora',
    auditHeading: 'Suscripciones',
    resentKind: 'Bienvenida reenviada',
    refundedKind: 'Pago reembolsado',
    refundDetails: (code: string) => new RegExp(`^USD\\s5\\.00 del pago ${code} · Completado$`),
  },
} as const;

// The welcome's second resend, refused on purpose (once per 10 minutes), is a 429 the browser logs.
test.use({ allowConsoleErrors: [/status of 429/] });

for (const locale of ['en', 'es'] as const) {
  test(`the console lists and finds subscriptions, and refunds a renewal (${locale})`, async ({
    page,
    request,
  }) => {
    // Firebase's emulator, PayPal's stand-in, MailDev and six axe checks.
    test.setTimeout(180_000);
    const words = WORDS[locale];
    const operator = await operatorAccount(request, unique(`subs.operator.${locale}`));
    const subscriber = unique(`subs.subscriber.${locale}`);
    const { id, codigo, renewal } = await renewedSubscription(
      request,
      locale,
      subscriber,
      operator.idToken,
    );

    await signInOnConsole(page, operator.email, localizedPath(ROUTES.admin, locale));
    await expect(page.getByText(words.active, { exact: true })).toBeVisible();
    await expect(page.getByText(words.mrr, { exact: true })).toBeVisible();
    await axeAtBothWidths(page, `console home with subscriptions ${locale}`);

    await page.getByRole('link', { name: words.see }).click();
    const search = page.getByRole('searchbox', { name: words.search });
    await search.fill(codigo);
    await page.getByRole('button', { name: words.apply, exact: true }).click();
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(2);
    await expect(page.getByRole('link', { name: words.open(codigo) })).toBeVisible();
    // By part of the email too (what an operator pastes from a message).
    // The middle of the local part: the prefix is every run's, the server keeps earlier runs' data.
    await search.fill(subscriber.slice(5, subscriber.indexOf('@')));
    await page.getByRole('button', { name: words.apply, exact: true }).click();
    await expect(page).toHaveURL(/[?&]q=/);
    await expect(rows).toHaveCount(2);
    await expect(page.getByRole('table')).toContainText(subscriber);
    await axeAtBothWidths(page, `console subscription list ${locale}`);

    await page.getByRole('link', { name: words.open(codigo) }).click();
    await expect(page).toHaveURL(new RegExp(`subscription=${id}`));
    await expect(page.getByRole('heading', { name: words.heading(codigo) })).toBeVisible();
    await page.getByRole('button', { name: words.refund(renewal) }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(words.reason).fill('Charged twice by mistake');
    await dialog.getByRole('button', { name: words.confirm }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: words.done })).toBeVisible();
    const renewalRow = page.getByRole('row', { name: new RegExp(renewal) });
    await expect(renewalRow).toContainText(words.refunded);
    await expect(page.getByRole('button', { name: words.refund(renewal) })).toHaveCount(0);
    await waitForEmail(request, subscriber, words.email(codigo));
    await axeAtBothWidths(page, `console subscription refunded ${locale}`);

    // The welcome (the link to manage it) sent again: queued, audited with the operator, and
    // once per 10 minutes.
    const welcome = page.getByRole('region', { name: words.welcomeHeading });
    await expect(welcome).toContainText(words.noResends);
    await welcome.getByRole('button', { name: words.resend }).click();
    await expect(page.getByRole('status').filter({ hasText: words.resent })).toBeVisible();
    await expect(welcome.getByRole('row', { name: new RegExp(operator.email) })).toBeVisible();
    await expect
      .poll(
        async () =>
          (await caughtEmails(request, subscriber)).filter(
            (email) => email.subject === words.welcomeEmail(codigo),
          ).length,
        { timeout: 30_000 },
      )
      .toBe(2);
    // The page asks again while the resend is queued: 'Sent' without a reload.
    await expect(
      welcome
        .getByRole('row', { name: new RegExp(operator.email) })
        .getByRole('cell')
        .last(),
    ).toHaveText(words.sent);
    await welcome.getByRole('button', { name: words.resend }).click();
    await expect(welcome.getByText(words.tooSoon)).toBeVisible();
    await axeAtBothWidths(page, `console subscription welcome resent ${locale}`);

    // The audit view lists both actions under the orders' trail, with who and when, each
    // linking to the subscription.
    await page.getByRole('link', { name: words.auditLink }).first().click();
    const audit = page.getByRole('region', { name: words.auditHeading });
    const entries = audit.getByRole('listitem').filter({ hasText: codigo });
    await expect(entries).toHaveCount(2);
    await expect(entries.nth(0)).toContainText(words.resentKind);
    await expect(entries.nth(0)).toContainText(operator.email);
    await expect(entries.nth(0)).toContainText(words.sent);
    await expect(entries.nth(1)).toContainText(words.refundedKind);
    await expect(entries.nth(1)).toContainText(operator.email);
    await expect(entries.nth(1).getByText(words.refundDetails(renewal))).toBeVisible();
    await axeAtBothWidths(page, `console audit with subscriptions ${locale}`);
    await entries.nth(0).getByRole('link', { name: codigo }).click();
    await expect(page.getByRole('heading', { name: words.heading(codigo) })).toBeVisible();
  });
}
