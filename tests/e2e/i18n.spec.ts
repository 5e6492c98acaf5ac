import type { Page } from '@playwright/test';
import { CART_STORAGE_KEY } from '#app/features/cart/cart-persistence';
import { CATALOGUES } from '#app/i18n/catalogues.server';
import { localizedRoutes } from '#site/pages';
import { expect, test, visit } from './fixtures';
import {
  fillAddress,
  paymentAnswered,
  receiptLinkIn,
  seedCart,
  unique,
  waitForEmail,
} from './shop-helpers';

/**
 * The Spanish site as a Spanish-speaking buyer uses it: the switch that keeps what they were doing,
 * a whole purchase in Spanish down to the email and the order page, Spanish errors, and the
 * once-only offer to a Spanish browser. Every page's lang, title and alternates in both languages:
 * prerender.spec.ts; axe in both languages: pages-a11y.spec.ts.
 */

const es = CATALOGUES.es;
const en = CATALOGUES.en;
const routesEs = localizedRoutes('es');
const routesEn = localizedRoutes('en');

const switchTo = (page: Page, name: 'Español' | 'English') =>
  page
    .getByRole('navigation', { name: name === 'Español' ? en.shell.mainNav : es.shell.mainNav })
    .getByRole('link', { name });

test.describe('the language switch', () => {
  // One visit: the products page in English to the checkout in Spanish, then back to English
  // to type half an address and switch again.
  test('goes to the same page in the other language and keeps the cart; keeps a half-typed checkout address', async ({
    page,
  }) => {
    await seedCart(page, [{ id: 'octahedron', quantity: 2 }]);
    await visit(page, routesEn.products);
    const cartEn = page.getByRole('button', { name: 'Cart, 2 items' });
    await expect(cartEn).toBeVisible();
    await switchTo(page, 'Español').click();
    await expect(page).toHaveURL(routesEs.products);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page).toHaveTitle(es.pages.products.title);
    await expect(page.getByRole('button', { name: 'Carrito, 2 productos' })).toBeVisible();
    await page.getByRole('button', { name: 'Carrito, 2 productos' }).click();
    const drawer = page.getByRole('dialog', { name: es.cart.title });
    await expect(drawer).toContainText('USD');
    await drawer.getByRole('button', { name: es.cart.checkout }).click();
    await expect(page).toHaveURL(routesEs.checkout);
    await expect(page.getByTestId('checkout-total')).toContainText('USD 782.00');

    // Keeps a half-typed checkout address.
    await switchTo(page, 'English').click();
    await expect(page).toHaveURL(routesEn.checkout);
    await page.getByLabel(en.checkout.addressLabels.street).fill('Calle Durango 263');
    await page.getByLabel(en.checkout.addressLabels.city).fill('Ciudad de México');
    await switchTo(page, 'Español').click();
    await expect(page).toHaveURL(routesEs.checkout);
    await expect(page.getByLabel(es.checkout.addressLabels.street)).toHaveValue(
      'Calle Durango 263',
    );
    await expect(page.getByLabel(es.checkout.addressLabels.city)).toHaveValue('Ciudad de México');
  });
});

test.describe('a purchase in Spanish', () => {
  test('cart → checkout with Spanish errors → PayPal → Spanish confirmation, email and order page', async ({
    page,
    request,
    browser,
  }) => {
    test.slow();
    const payer = unique('ana');
    await page.route('**/__paypal/sdk/orders/*/approve', (route) =>
      route.continue({
        postData: JSON.stringify({ ...route.request().postDataJSON(), email: payer }),
        headers: { ...route.request().headers(), 'content-type': 'application/json' },
      }),
    );
    await seedCart(page, [{ id: 'octahedron', quantity: 2 }]);
    await visit(page, routesEs.checkout);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(es.checkout.page.title);
    // es-MX writes US dollars unambiguously, and adds an approximate amount in pesos.
    await expect(page.getByTestId('checkout-total')).toContainText('USD 782.00');
    await expect(page.getByTestId('checkout-total-pesos')).toHaveText(
      /^≈ MXN\s[\d,]+aproximadamente MXN\s[\d,]+$/,
    );
    await expect(page.getByTestId('peso-estimate-note')).toContainText(
      'El cobro se hace en dólares (USD).',
    );
    await expect(page.getByText(es.checkout.taxesIncluded)).toBeVisible();

    const pay = page.getByRole('button', { name: 'Pay with PayPal (test)' });
    await pay.click();
    // Every problem at once, each field's in Spanish: the contact's line, then the address's.
    await expect(page.getByRole('alert')).toHaveText(
      `${es.checkout.messages.contactIncomplete} ${es.checkout.messages.addressIncomplete}`,
    );
    const emailField = page.getByLabel(es.checkout.contact.labels.email);
    await expect(emailField).toHaveAccessibleDescription(
      es.checkout.contact.problems.emailRequired,
    );
    await emailField.fill(payer);
    await page.getByLabel(es.checkout.contact.labels.name).fill('Ana López');
    await page.getByLabel(es.checkout.contact.labels.phone).fill('55 1234 5678');
    await pay.click();
    await expect(page.getByRole('alert')).toHaveText(es.checkout.messages.addressIncomplete);
    await expect(page.getByLabel(es.checkout.addressLabels.street)).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    await fillAddress(page, 'es');
    // A Mexican address: the summary says the IVA the total includes.
    await expect(page.getByTestId('checkout-tax')).toHaveText(/^IVA incluido \(16%\)USD\s107\.86$/);
    const { orderNumber } = await paymentAnswered(page, async () => {
      await pay.click();
      await page.getByRole('dialog').getByRole('button', { name: 'Approve payment' }).click();
    });

    await expect(page.getByText(es.checkout.messages.completed)).toBeVisible();
    await expect(page).toHaveURL(routesEs.home);
    await expect(page.getByText(`Número de pedido ${orderNumber}.`)).toBeVisible();
    // The notice links the Spanish order page, at the order's number.
    await expect(
      page.getByRole('link', { name: es.checkout.messages.viewReceipt }),
    ).toHaveAttribute('href', new RegExp(`^/es/orders/${orderNumber}#token=[\\w-]+$`));
    await expect(page.getByText(`Tu comprobante va en camino a ${payer}.`)).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), CART_STORAGE_KEY)).toContain(
      '"items":[]',
    );

    const email = await waitForEmail(request, payer, `Pedido confirmado: ${orderNumber}`);
    expect(email.text).toContain('Recibimos tu pago de USD');
    expect(email.text).toContain('IVA incluido (16%): USD\u00a0107.86');
    expect(email.text).toContain('Los precios incluyen impuestos.');
    expect(email.text).toContain(`Número de pedido: ${orderNumber}`);
    const link = receiptLinkIn(email, orderNumber);
    expect(new URL(link).pathname).toBe(`/es/orders/${orderNumber}`);

    // The email's link, in a browser that has never seen the shop.
    const elsewhere = await browser.newContext();
    try {
      const fresh = await elsewhere.newPage();
      await visit(fresh, new URL(link).pathname + new URL(link).hash);
      await expect(fresh.locator('html')).toHaveAttribute('lang', 'es');
      await expect(fresh.getByRole('heading', { level: 1 })).toHaveText(es.orders.receipt.title);
      await expect(fresh.getByTestId('receipt-order-number')).toHaveText(orderNumber);
      await expect(fresh.getByText(es.orders.receipt.paypalTransaction)).toBeVisible();
      await expect(fresh.getByTestId('payment-status').first()).toHaveText(
        es.orders.statusLabels.COMPLETED,
      );
      await expect(fresh.getByText('USD 782.00').first()).toBeVisible();
      await expect(fresh.getByTestId('receipt-shipping')).toHaveText(
        es.orders.receipt.shippingFree,
      );
      // The thank-you is for the first look; the next one says where the order stands.
      await fresh.reload();
      await expect(fresh.getByRole('heading', { level: 1 })).toHaveText(
        es.orders.receipt.titlePreparing,
      );
      await expect(fresh.getByTestId('receipt-tax')).toHaveText(/^USD\s107\.86$/);
      await expect(fresh.getByText('IVA incluido (16%)')).toBeVisible();
      await expect(fresh.getByTestId('receipt-total-pesos')).toContainText('≈ MXN');
      // The country's and the state's names in Spanish, the postal code before the city.
      await expect(fresh.getByTestId('receipt-address')).toContainText(
        '06700 Ciudad de México, Ciudad de México',
      );
      await expect(fresh.getByTestId('receipt-address')).toContainText(/México$/);
    } finally {
      await elsewhere.close();
    }
  });
});

// The sign-in dialog in Spanish (its title, its Google button, the message for what is missing) is
// checked with the other shared overlays, in both languages, in pages-a11y.spec.ts.

test.describe('the offer to a Spanish browser', () => {
  test.use({ locale: 'es-MX' });

  test('offers the Spanish page once, in Spanish, and never redirects', async ({ page }) => {
    await visit(page, routesEn.ely);
    // Never redirected: the address asked for is the page served.
    await expect(page).toHaveURL(routesEn.ely);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const offer = page.getByTestId('language-offer');
    await expect(offer).toContainText(es.shell.language.offer.text);
    await expect(offer).toHaveAttribute('lang', 'es');
    await offer.getByRole('link', { name: es.shell.language.offer.accept }).click();
    await expect(page).toHaveURL(routesEs.ely);
    await expect(page.getByTestId('language-offer')).toHaveCount(0);
    // The choice is remembered: no offer on the next English page either.
    await visit(page, routesEn.products);
    await expect(page.getByTestId('language-offer')).toHaveCount(0);
  });
});
