import { ROUTES } from '#site/pages';
import { expect, expectNoAxeViolations, test, visit } from './fixtures';
import { seedCart, unique, waitForEmail } from './shop-helpers';

/**
 * Custom ELY by the month, as a guest subscribes: the stand-in's subscribe button at checkout,
 * PayPal's approval, 'Payment completed ✅', the welcome email with the code, then a billing cycle
 * run by the stand-in's test control and its receipt; then the welcome email's link, opened in a
 * browser that never signed in, shows the subscription on the account page and cancels it after a
 * confirmation, and the cancellation's email arrives. The test server opens subscriptions before
 * the tests (CUSTOM_ELY_LAUNCH in playwright.config.ts); the page's clock is after the launch too.
 */

const AFTER_LAUNCH = new Date('2027-01-02T12:00:00-06:00');
const CODE = /SYN-[A-Z0-9]{8}/;

for (const locale of ['en', 'es'] as const) {
  test(`a guest subscribes to Custom ELY, gets the code by email, a renewal's receipt, and cancels from the email's link (${locale})`, async ({
    page,
    request,
    browser,
  }) => {
    // A subscription, a renewal and a cancel, with four axe checks: more than one page's budget.
    test.setTimeout(90_000);
    const email = unique(`subscriber-${locale}`);
    const words =
      locale === 'en'
        ? {
            checkout: ROUTES.checkout,
            email: 'Email',
            completed: 'Payment completed ✅',
            welcome: 'Your Custom ELY subscription is active',
            receipt: 'Receipt: Custom ELY, another month',
            account: ROUTES.account,
            heading: 'My subscription',
            active: 'Active',
            price: 'US$5.00 per month',
            cancel: 'Cancel subscription',
            confirm: 'Yes, cancel my subscription',
            keep: 'No, keep it',
            cancelledStatus: 'Cancelled',
            cancelledNote: 'Your subscription is cancelled.',
            cancelledEmail: 'Your Custom ELY subscription is cancelled',
          }
        : {
            checkout: `/es${ROUTES.checkout}`,
            email: 'Correo electrónico',
            completed: 'Pago completado ✅',
            welcome: 'Tu suscripción a Custom ELY está activa',
            receipt: 'Comprobante: Custom ELY, un mes más',
            account: `/es${ROUTES.account}`,
            heading: 'Mi suscripción',
            active: 'Activa',
            price: 'USD 5.00 al mes',
            cancel: 'Cancelar suscripción',
            confirm: 'Sí, cancelar mi suscripción',
            keep: 'No, conservarla',
            cancelledStatus: 'Cancelada',
            cancelledNote: 'Tu suscripción está cancelada.',
            cancelledEmail: 'Tu suscripción a Custom ELY está cancelada',
          };
    await page.clock.setFixedTime(AFTER_LAUNCH);
    await seedCart(page, [{ id: 'custom-ely', quantity: 1 }]);
    await visit(page, words.checkout);
    await page.getByLabel(words.email, { exact: true }).fill(email);
    // No Pay button for a subscription: PayPal's subscribe button.
    await expect(page.getByRole('button', { name: 'Pay with PayPal (test)' })).toHaveCount(0);
    const activated = page.waitForResponse((r) =>
      /\/api\/subscriptions\/.+\/activate$/.test(r.url()),
    );
    await page.getByRole('button', { name: 'Subscribe with PayPal (test)' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Approve payment' }).click();
    const answer = await activated;
    expect(answer.status()).toBe(200);
    const { subscriptionId, codigo } = (await answer.json()) as {
      subscriptionId: string;
      codigo: string;
    };
    expect(codigo).toMatch(CODE);
    await expect(page.getByText(words.completed)).toBeVisible();
    await expect(page.getByText(codigo)).toBeVisible();

    const welcome = await waitForEmail(request, email, `${words.welcome} (${codigo})`);
    expect(welcome.text).toContain(codigo);

    const billed = await request.post(`/__paypal/__test/subscriptions/${subscriptionId}/bill`, {
      data: { outcome: 'success' },
    });
    expect(billed.ok()).toBe(true);
    const receipt = await waitForEmail(request, email, `${words.receipt} (${codigo})`);

    // The welcome's link to the subscriber's page, in the subscription's language.
    const linkPattern = new RegExp(
      `https?://\\S+${words.account}#subscription=${subscriptionId}&token=[\\w-]+`,
    );
    const link = linkPattern.exec(welcome.text ?? '')?.[0];
    expect(link, 'the subscription page link in the welcome email').toBeDefined();
    expect(receipt.text).toContain(link);
    const token = new URLSearchParams(new URL(link ?? '').hash.slice(1)).get('token') ?? '';

    // A browser that never signed in (the subscriber's phone, say).
    const guest = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const phone = await guest.newPage();
      const requested: string[] = [];
      phone.on('request', (sent) => requested.push(sent.url()));
      await visit(phone, link ?? '');
      const section = phone.getByRole('region', { name: words.heading });
      await expect(section.getByRole('heading', { level: 2, name: words.heading })).toBeVisible();
      await expect(section.getByTestId('subscription-status')).toHaveText(
        new RegExp(`${words.active}$`),
      );
      await expect(section.getByText(words.price, { exact: true })).toBeVisible();
      await expect(section.getByText(codigo, { exact: true }).first()).toBeVisible();
      // The first month and the renewal, newest first: the activation code on the older one.
      const rows = section.getByRole('row');
      await expect(rows).toHaveCount(3);
      await expect(rows.nth(2)).toContainText(codigo);
      await expect(rows.nth(1)).toContainText(CODE);
      await expectNoAxeViolations(phone, { label: 'the subscription at 390 px' });
      await phone.setViewportSize({ width: 1440, height: 900 });
      await expectNoAxeViolations(phone, { label: 'the subscription at 1440 px' });

      // The confirmation step, and the way back.
      const cancel = section.getByRole('button', { name: words.cancel });
      await cancel.click();
      await expect(section.getByRole('button', { name: words.confirm })).toBeVisible();
      await expectNoAxeViolations(phone, { label: 'the confirmation at 1440 px' });
      await section.getByRole('button', { name: words.keep }).click();
      await expect(section.getByRole('button', { name: words.confirm })).toHaveCount(0);
      await expect(cancel).toBeFocused();

      await cancel.click();
      await section.getByRole('button', { name: words.confirm }).click();
      const done = section.getByRole('status').filter({ hasText: words.cancelledNote });
      await expect(done).toBeVisible();
      await expect(done).toBeFocused();
      await expect(section.getByTestId('subscription-status')).toHaveText(
        new RegExp(`${words.cancelledStatus}$`),
      );
      await expect(section.getByRole('button', { name: words.cancel })).toHaveCount(0);
      await phone.setViewportSize({ width: 390, height: 844 });
      await expectNoAxeViolations(phone, { label: 'cancelled, at 390 px' });
      // The token travelled in a header, never in an address.
      expect(requested.filter((url) => url.includes(token))).toEqual([]);
    } finally {
      await guest.close();
    }
    await waitForEmail(request, email, `${words.cancelledEmail} (${codigo})`);
  });
}
