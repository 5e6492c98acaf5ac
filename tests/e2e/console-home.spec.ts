import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { CATALOGUES } from '#app/i18n/catalogues.server';
import { testPorts } from '#dev/ports';
import { DEMO_FIREBASE_PROJECT_ID } from '#server/platform/config';
import { localizedRoutes, ROUTES } from '#site/pages';
import { E2E_ADMIN_TOKEN } from './constants';
import { expect, expectNoAxeViolations, test, visit } from './fixtures';
import { type OwnServer, startOwnServer } from './own-server';
import { operatorAccount, unique } from './shop-helpers';

/**
 * The console of its own, end to end: its header instead of the site's navbar and footer, in both
 * languages; its home view's figures against the orders this test places; a Spanish operator who
 * tries what the order model refuses reads the refusal in Spanish.
 *
 * The figures are a whole shop's: these journeys run on a server of their own (the test build,
 * its own database, the suite's Auth Emulator), so the suite's other journeys, which buy in
 * parallel, never change what this one counts.
 */

const EN = CATALOGUES.en.operatorConsole;
const ES = CATALOGUES.es.operatorConsole;
const PASSWORD = 'holo-Graphic-42';
let server: OwnServer;

// Clear of the suite's ports (the site, MailDev at +1 and +2) and of the stock journeys' (+3).
const OWN_PORT = testPorts().site + 4;
test.use({ baseURL: `http://127.0.0.1:${OWN_PORT}` });

test.beforeAll(async () => {
  // A server's first start migrates its own PGlite: half a minute on a busy machine.
  test.setTimeout(180_000);
  server = await startOwnServer(
    {
      PAYPAL_MODE: 'stand-in',
      ALLOW_PAYPAL_STAND_IN: '1',
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${testPorts().authEmulator}`,
      FIREBASE_PROJECT_ID: DEMO_FIREBASE_PROJECT_ID,
      ALLOW_AUTH_EMULATOR: '1',
      ADMIN_TOKEN: E2E_ADMIN_TOKEN,
      PAYMENTS_RATE_LIMIT: '0',
      ADMIN_RATE_LIMIT: '0',
    },
    { port: OWN_PORT },
  );
});

test.afterAll(async () => {
  await server?.stop();
});

/** A guest's two Octahedrons (US$782.00), paid through the API and the stand-in. */
async function guestOrder(request: APIRequestContext, outcome?: 'pending') {
  const items = [{ id: 'octahedron', quantity: 2 }];
  const created = await request.post('/api/create-order', { data: { items, type: 'product' } });
  expect(created.status()).toBe(201);
  const { id, orderNumber, receiptToken } = (await created.json()) as {
    id: string;
    orderNumber: string;
    receiptToken: string;
  };
  const approved = await request.post(`/__paypal/sdk/orders/${id}/approve`, {
    data: { email: unique('home.buyer'), ...(outcome ? { outcome } : {}) },
  });
  expect(approved.ok()).toBe(true);
  const captured = await request.post(`/api/capture-order/${id}`, {
    headers: { 'x-receipt-token': receiptToken },
    data: {
      type: 'product',
      items,
      address: {
        street: 'Calle Durango 214',
        city: 'Ciudad de México',
        state: 'CMX',
        zip: '06700',
        country: 'MX',
      },
    },
  });
  expect(captured.status()).toBe(200);
  return { orderId: id, orderNumber };
}

async function refund(
  request: APIRequestContext,
  token: string,
  orderNumber: string,
  amountCents: number | null,
) {
  const response = await request.post(`/api/admin/orders/${orderNumber}/refund`, {
    headers: { authorization: `Bearer ${token}` },
    data: { amountCents, reason: 'Asked by the test', requestId: randomUUID() },
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function signIn(page: Page, path: string, email: string, button: string) {
  await visit(page, path);
  await page.getByRole('main').getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /^(Email|Correo electrónico)$/ }).fill(email);
  await dialog.getByLabel(/^(Password|Contraseña)$/).fill(PASSWORD);
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** The console's own layout: its header, no marketing navbar, footer or news. */
async function expectConsoleLayout(page: Page, email: string, words: typeof EN, other: string) {
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Principal' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  const header = page.getByRole('banner');
  await expect(header).toHaveCount(1);
  await expect(header).toContainText(words.console.signedInAs.replace('{email}', email));
  await expect(header).toContainText(`${words.console.roleLabel}: ${words.console.role.operator}`);
  await expect(header.getByRole('button', { name: words.console.signOut })).toBeVisible();
  await expect(header.getByRole('link', { name: 'SynthAmour' })).toBeVisible();
  await expect(header.getByRole('link', { name: other })).toBeVisible();
}

/** One labelled figure of the home view. */
const figure = (page: Page, words: typeof EN, label: string) =>
  page
    .getByRole('region', { name: words.home.figuresLabel })
    .locator('div')
    .filter({ has: page.getByRole('term').filter({ hasText: label }) });

test.describe('the console of its own', () => {
  // The figures build on each other: these steps run in order, on this server alone.
  test.describe.configure({ mode: 'serial' });
  test.slow();

  let token = '';
  let email = '';
  let shipped = '';
  let toRefund = '';

  test("has its own header and no site navbar, and its home view's figures are the orders placed", async ({
    page,
    request,
  }) => {
    email = unique('home.operator');
    token = await (await operatorAccount(request, email)).idToken();
    const units = await request.put('/api/admin/products/octahedron/stock', {
      headers: { authorization: `Bearer ${token}` },
      data: { available: 10 },
    });
    expect(units.status()).toBe(200);

    // Three paid orders of two units (one refunded in part, one shipped), one under review.
    const first = await guestOrder(request);
    const second = await guestOrder(request);
    const third = await guestOrder(request);
    await guestOrder(request, 'pending');
    await refund(request, token, second.orderNumber, 10_000);
    const ship = await request.post(`/api/admin/orders/${third.orderNumber}/ship`, {
      headers: { authorization: `Bearer ${token}` },
      data: { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' },
    });
    expect(ship.status()).toBe(200);
    shipped = third.orderNumber;
    toRefund = first.orderNumber;

    // The read-only token reads the same figures the console shows.
    const read = await request.get('/api/admin/dashboard', {
      headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
    });
    expect(read.status()).toBe(200);
    expect(await read.json()).toMatchObject({
      sales: {
        today: { orders: 3, netCents: 3 * 78_200 - 10_000 },
        month: { orders: 3, netCents: 3 * 78_200 - 10_000 },
      },
      toShip: { orders: 2 },
      pendingPayments: { orders: 1, totalCents: 78_200 },
      stock: [{ productId: 'octahedron', available: 2 }],
    });

    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, ROUTES.admin, email, 'Sign in');
    await expect(page.getByRole('heading', { name: EN.home.heading, level: 2 })).toBeVisible();
    await expectConsoleLayout(page, email, EN, 'Español');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Español' })).toHaveAttribute(
      'href',
      '/es/admin',
    );

    await expect(figure(page, EN, EN.home.salesToday)).toContainText('US$2,246.00');
    await expect(figure(page, EN, EN.home.salesToday)).toContainText('3 orders');
    await expect(figure(page, EN, EN.home.salesMonth)).toContainText('US$2,246.00');
    await expect(figure(page, EN, EN.home.toShip).getByRole('definition').first()).toHaveText('2');
    await expect(figure(page, EN, EN.home.pendingPayments)).toContainText(
      'US$782.00 under review at PayPal',
    );
    const stock = page.getByRole('table', { name: EN.home.stockCaption });
    await expect(
      stock
        .getByRole('row', { name: /ELY Holographic Octahedron/ })
        .getByRole('cell')
        .first(),
    ).toHaveText('2');

    // The chart says what it shows, and its table has today's row.
    const chart = page.getByRole('img', { name: /Daily sales for the last 30 days/ });
    await expect(chart).toHaveAccessibleName(/US\$2,246\.00 in all/);
    await page.getByText(EN.home.chartTable).click();
    const days = page.getByRole('table', { name: EN.home.chartHeading });
    await expect(days.getByRole('row')).toHaveCount(31);
    await expect(days.getByRole('row').nth(1)).toContainText('US$2,246.00');
    await expect(days.getByRole('row').nth(1).getByRole('cell').first()).toHaveText('3');
    await expectNoAxeViolations(page, { label: 'home, English, 1440 px' });

    // Signing out leaves the console at its sign-in prompt.
    await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
    await expect(
      page.getByRole('heading', { name: 'Sign in to the operator console' }),
    ).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign out' })).toHaveCount(0);
  });

  test.describe('refused', () => {
    // The server's 409 shows in the browser's console as a failed resource.
    test.use({ allowConsoleErrors: [/status of 409/] });

    test('a Spanish operator reads the order model’s refusals in Spanish', async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width: 390, height: 900 });
      const spanishAdmin = localizedRoutes('es').admin;
      await signIn(page, spanishAdmin, email, 'Iniciar sesión');
      await expect(page.getByRole('heading', { name: ES.home.heading, level: 2 })).toBeVisible();
      await expectConsoleLayout(page, email, ES, 'English');
      await expect(figure(page, ES, ES.home.salesToday)).toContainText(
        ES.home.orders.other.replace('{count}', '3'),
      );
      await expectNoAxeViolations(page, { label: 'home, Spanish, 390 px' });

      // A shipped order shows its shipment, with no form to ship it again: its one button marks
      // it delivered.
      await visit(page, `${spanishAdmin}?view=orders&order=${shipped}`);
      const shipment = page.getByRole('region', { name: ES.detail.shipment });
      await expect(shipment).toContainText('1Z999AA10123456784');
      await expect(shipment.getByRole('button')).toHaveText([ES.deliver.button]);

      // The operator opens the refund; meanwhile another refunds it all; the server refuses.
      await visit(page, `${spanishAdmin}?view=orders&order=${toRefund}`);
      await page.getByRole('button', { name: ES.refund.open }).click();
      const dialog = page.getByRole('dialog', { name: ES.refund.heading });
      await dialog.getByLabel(ES.refund.reason).fill('El cliente lo pidió');
      await refund(request, token, toRefund, null);
      const refused = page.waitForResponse((r) => r.url().endsWith('/refund'));
      await dialog.getByRole('button', { name: /^Reembolsar \S/ }).click();
      const answer = await refused;
      expect(answer.status()).toBe(409);
      expect(await answer.json()).toMatchObject({ error: 'REFUNDED' });
      await expect(dialog.getByRole('alert')).toHaveText(ES.refusals.REFUNDED);
      await expectNoAxeViolations(page, { label: 'refusal, Spanish, 390 px' });
      await dialog.getByRole('button', { name: ES.refund.cancel }).click();

      // Opened again, the order says in Spanish why it can neither ship nor be refunded.
      await page.reload();
      await expect(page.getByRole('region', { name: ES.detail.shipment })).toContainText(
        ES.refusals.REFUNDED,
      );
      await expect(page.getByRole('region', { name: ES.detail.refunds })).toContainText(
        ES.refusals.REFUNDED,
      );
      await expect(page.getByText(EN.refusals.REFUNDED)).toHaveCount(0);
    });
  });

  for (const [locale, width] of [
    ['en', 390],
    ['es', 1440],
  ] as const) {
    test(`the home view has no axe violations and fits in ${locale} at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const words = locale === 'en' ? EN : ES;
      await signIn(
        page,
        localizedRoutes(locale).admin,
        email,
        locale === 'en' ? 'Sign in' : 'Iniciar sesión',
      );
      await expect(page.getByRole('heading', { name: words.home.heading })).toBeVisible();
      await expect(page.getByRole('img', { name: /30/ })).toBeVisible();
      await expectNoAxeViolations(page, { label: `home, ${locale}, ${width} px` });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
    });
  }
});
