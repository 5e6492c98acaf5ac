import { ROUTES } from '#site/pages';
import { expect, expectNoAxeViolations, test, visit } from './fixtures';
import { subscriptionThroughApi, unique, waitForEmail } from './shop-helpers';

/**
 * A Custom ELY renewal PayPal cannot take, in both languages: the stand-in's test control runs a
 * failing billing cycle → PayPal's BILLING.SUBSCRIPTION.PAYMENT.FAILED → the email asking to
 * update the payment method in PayPal, with the link; PayPal retries (the stand-in's control runs
 * each retry) until the plan's payment_failure_threshold (3) → BILLING.SUBSCRIPTION.SUSPENDED →
 * its email, and the subscriber's page (the welcome email's link) says the subscription is paused.
 */

const AUTOPAY = 'https://www.paypal.com/myaccount/autopay/';

for (const locale of ['en', 'es'] as const) {
  test(`a renewal PayPal cannot take: the failed-payment email, then paused after PayPal's retries (${locale})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const email = unique(`failing-${locale}`);
    const words =
      locale === 'en'
        ? {
            welcome: 'Your Custom ELY subscription is active',
            failed: 'We could not take your Custom ELY payment',
            updatePayment: `Update your payment method: ${AUTOPAY}`,
            suspended: 'Your Custom ELY subscription is paused',
            account: ROUTES.account,
            heading: 'My subscription',
            paused: 'Paused',
            note: 'PayPal paused this subscription after failed payments.',
            cancel: 'Cancel subscription',
          }
        : {
            welcome: 'Tu suscripción a Custom ELY está activa',
            failed: 'No pudimos cobrar tu pago de Custom ELY',
            updatePayment: `Actualiza tu método de pago: ${AUTOPAY}`,
            suspended: 'Tu suscripción a Custom ELY está en pausa',
            account: `/es${ROUTES.account}`,
            heading: 'Mi suscripción',
            paused: 'En pausa',
            note: 'PayPal pausó esta suscripción después de pagos fallidos.',
            cancel: 'Cancelar suscripción',
          };
    const { subscriptionId, codigo } = await subscriptionThroughApi(request, locale, email);
    const welcome = await waitForEmail(request, email, `${words.welcome} (${codigo})`);
    const bill = async () => {
      const billed = await request.post(`/__paypal/__test/subscriptions/${subscriptionId}/bill`, {
        data: { outcome: 'failure' },
      });
      expect(billed.ok(), await billed.text()).toBe(true);
      return (await billed.json()) as { status: string; failedPaymentsCount: number };
    };

    // The first failure: still active at PayPal, which will retry; the subscriber is told.
    expect(await bill()).toMatchObject({ status: 'ACTIVE', failedPaymentsCount: 1 });
    const failed = await waitForEmail(request, email, `${words.failed} (${codigo})`);
    expect(failed.text).toContain(words.updatePayment);
    expect(failed.text).toContain(codigo);

    // PayPal's retries fail too: at the plan's threshold, PayPal suspends it.
    expect(await bill()).toMatchObject({ status: 'ACTIVE', failedPaymentsCount: 2 });
    expect(await bill()).toMatchObject({ status: 'SUSPENDED', failedPaymentsCount: 3 });
    const suspended = await waitForEmail(request, email, `${words.suspended} (${codigo})`);
    expect(suspended.text).toContain(words.updatePayment);
    // Nothing more is billed while suspended.
    const again = await request.post(`/__paypal/__test/subscriptions/${subscriptionId}/bill`, {
      data: { outcome: 'success' },
    });
    expect(again.status()).toBe(422);

    // The subscriber's page, from the welcome email's link.
    const link = new RegExp(
      `https?://\\S+${words.account}#subscription=${subscriptionId}&token=[\\w-]+`,
    ).exec(welcome.text ?? '')?.[0];
    expect(link, 'the subscription page link in the welcome email').toBeDefined();
    await page.setViewportSize({ width: 390, height: 844 });
    await visit(page, link ?? '');
    const section = page.getByRole('region', { name: words.heading });
    await expect(section.getByTestId('subscription-status')).toHaveText(
      new RegExp(`${words.paused}$`),
    );
    await expect(section.getByText(words.note)).toBeVisible();
    // Still cancellable while paused.
    await expect(section.getByRole('button', { name: words.cancel })).toBeVisible();
    await expectNoAxeViolations(page, { label: 'paused, at 390 px' });
    await page.setViewportSize({ width: 1440, height: 900 });
    await expectNoAxeViolations(page, { label: 'paused, at 1440 px' });
  });
}
