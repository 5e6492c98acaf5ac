import { ROUTES } from '../../site/pages';
import { expect, test, visit } from './fixtures';
import { seedCart, unique, waitForEmail } from './shop-helpers';

/**
 * Custom ELY by the month, as a guest subscribes: the stand-in's subscribe button at checkout,
 * PayPal's approval, 'Payment completed ✅', the welcome email with the code, then a billing cycle
 * run by the stand-in's test control and its receipt. The test server opens subscriptions before
 * the tests (CUSTOM_ELY_LAUNCH in playwright.config.ts); the page's clock is after the launch too.
 */

const AFTER_LAUNCH = new Date('2027-01-02T12:00:00-06:00');
const CODE = /SYN-[A-Z0-9]{8}/;

for (const locale of ['en', 'es'] as const) {
  test(`a guest subscribes to Custom ELY, gets the code by email, and a renewal's receipt (${locale})`, async ({
    page,
    request,
  }) => {
    const email = unique(`subscriber-${locale}`);
    const words =
      locale === 'en'
        ? {
            checkout: ROUTES.checkout,
            email: 'Email',
            completed: 'Payment completed ✅',
            welcome: 'Your Custom ELY subscription is active',
            receipt: 'Receipt: Custom ELY, another month',
          }
        : {
            checkout: `/es${ROUTES.checkout}`,
            email: 'Correo electrónico',
            completed: 'Pago completado ✅',
            welcome: 'Tu suscripción a Custom ELY está activa',
            receipt: 'Comprobante: Custom ELY, un mes más',
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
    await waitForEmail(request, email, `${words.receipt} (${codigo})`);
  });
}
