import { ROUTES } from '#site/pages';
import { expect, expectNoAxeViolations, test, visit, watchRequests } from './fixtures';
import { unique, waitForEmail } from './shop-helpers';

/**
 * Custom ELY subscribed from /ely itself, as a guest: the card's Subscribe opens the contact
 * email and the stand-in's subscribe button (the checkout's, loaded only then); without an email
 * PayPal's button says what is missing under the field; with one, PayPal's approval,
 * 'Payment completed ✅' with the code and the next payment's day, the code kept in the card, and
 * the welcome email. The test server opens subscriptions before the tests (CUSTOM_ELY_LAUNCH in
 * playwright.config.ts, earlier than the catalogue's date: /ely follows it).
 */

const CODE = /SYN-[A-Z0-9]{8}/;

for (const locale of ['en', 'es'] as const) {
  test(`a guest subscribes to Custom ELY on /ely and gets the code (${locale})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const email = unique(`ely-subscriber-${locale}`);
    const words =
      locale === 'en'
        ? {
            ely: ROUTES.ely,
            subscribe: 'Subscribe',
            note: 'Available now · cancel any time',
            email: 'Email',
            emailRequired: 'Enter your email: your code and receipts go there.',
            completed: 'Payment completed ✅',
            nextPayment: 'Your next payment is on',
            done: 'Your subscription is active. Your code is',
            welcome: 'Your Custom ELY subscription is active',
          }
        : {
            ely: `/es${ROUTES.ely}`,
            subscribe: 'Suscribirme',
            note: 'Disponible ya · cancela cuando quieras',
            email: 'Correo electrónico',
            emailRequired: 'Escribe tu correo: ahí llegan tu código y tus comprobantes.',
            completed: 'Pago completado ✅',
            nextPayment: 'Tu próximo pago es el',
            done: 'Tu suscripción está activa. Tu código es',
            welcome: 'Tu suscripción a Custom ELY está activa',
          };
    await page.setViewportSize({ width: 390, height: 844 });
    const configAsked = watchRequests(
      page,
      /^https?:\/\/[^/]+\/api\/subscriptions\/config(?:[?#]|$)/,
    );
    await visit(page, words.ely);
    const card = page.getByRole('article', { name: 'Custom ELY' });
    const open = card.getByRole('button', { name: words.subscribe, exact: true });
    await expect(open).toBeEnabled();
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    // The note under the price follows the same configured launch: no 'Launches January 1st'.
    await expect(card.getByTestId('plan-note-custom-ely')).toHaveText(words.note);
    await open.click();
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    const field = card.getByLabel(words.email, { exact: true });
    await expect(field).toBeFocused();
    const payPal = card.getByRole('button', { name: 'Subscribe with PayPal (test)' });
    await expect(payPal).toBeVisible();
    // The card that showed the launch and the button it opened share the page's one answer.
    expect(configAsked).toHaveLength(1);

    // No email: PayPal's button refuses, the field says why and takes focus.
    await payPal.click();
    await expect(card.getByText(words.emailRequired)).toBeVisible();
    await expect(field).toBeFocused();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectNoAxeViolations(page, { label: 'the email refused, at 390 px' });
    await page.setViewportSize({ width: 1440, height: 900 });
    await expectNoAxeViolations(page, { label: 'the email refused, at 1440 px' });

    await field.fill(email);
    await expect(card.getByText(words.emailRequired)).toHaveCount(0);
    const activated = page.waitForResponse((r) =>
      /\/api\/subscriptions\/.+\/activate$/.test(r.url()),
    );
    await payPal.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Approve payment' }).click();
    const answer = await activated;
    expect(answer.status()).toBe(200);
    const { codigo, nextBillingAt } = (await answer.json()) as {
      codigo: string;
      nextBillingAt: string | null;
    };
    expect(codigo).toMatch(CODE);
    expect(nextBillingAt).not.toBeNull();

    const notice = page.getByTestId('site-notice');
    await expect(notice).toContainText(words.completed);
    await expect(notice).toContainText(codigo);
    await expect(notice).toContainText(words.nextPayment);
    await expect(notice).toContainText(email);
    // The card keeps the code, and focus goes to it (the button it held is gone).
    const done = card.getByTestId('custom-ely-subscribed');
    await expect(done).toHaveText(`${words.done} ${codigo}.`);
    await expect(done).toBeFocused();
    await expectNoAxeViolations(page, { label: 'subscribed, at 1440 px' });
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(page, { label: 'subscribed, at 390 px' });

    const welcome = await waitForEmail(request, email, `${words.welcome} (${codigo})`);
    expect(welcome.text).toContain(codigo);
  });
}

for (const locale of ['en', 'es'] as const) {
  test(`the products page's Custom ELY follows the configured launch to /ely (${locale})`, async ({
    page,
  }) => {
    const words =
      locale === 'en'
        ? { products: ROUTES.products, ely: ROUTES.ely, subscribe: 'Subscribe' }
        : { products: `/es${ROUTES.products}`, ely: `/es${ROUTES.ely}`, subscribe: 'Suscribirme' };
    await visit(page, words.products);
    const card = page.getByRole('article', { name: 'Custom ELY' });
    // The catalogue's date is still to come, the configured launch has passed: the configured
    // launch wins, and the card leads to /ely's Subscribe.
    const subscribe = card.getByRole('link', { name: words.subscribe, exact: true });
    await expect(subscribe).toBeVisible();
    await expect(card.getByRole('button', { name: /January|enero/ })).toHaveCount(0);
    await subscribe.click();
    await expect(page).toHaveURL(new RegExp(`${words.ely}#ely-plans-heading$`));
    await expect(
      page
        .getByRole('article', { name: 'Custom ELY' })
        .getByRole('button', { name: words.subscribe, exact: true }),
    ).toBeEnabled();
  });
}

for (const locale of ['en', 'es'] as const) {
  test(`the home page's Custom ELY card follows the configured launch too (${locale})`, async ({
    page,
  }) => {
    const words =
      locale === 'en'
        ? { home: ROUTES.home, ely: ROUTES.ely, subscribe: 'Subscribe' }
        : { home: '/es', ely: `/es${ROUTES.ely}`, subscribe: 'Suscribirme' };
    await visit(page, words.home);
    const subscribe = page.locator('main a[data-product-id="custom-ely"]');
    await expect(subscribe).toHaveText(words.subscribe);
    await subscribe.click();
    await expect(page).toHaveURL(new RegExp(`${words.ely}#ely-plans-heading$`));
  });
}
