import type { APIRequestContext } from '@playwright/test';
import { testPorts } from '#dev/ports';
import { DEMO_FIREBASE_PROJECT_ID } from '#server/platform/config';
import { localizedRoutes, ROUTES } from '#site/pages';
import { E2E_ADMIN_TOKEN } from './constants';
import { expect, test, visit } from './fixtures';
import { type OwnServer, startOwnServer } from './own-server';
import { buyOctahedron, fillAddress, operatorAccount, seedCart, unique } from './shop-helpers';

/**
 * The last unit of a limited batch, end to end: an operator (a real account in the test server's
 * Auth Emulator, given the claim by `setOperator`, what `npm run admin:grant` runs) sets the
 * Octahedron's units on sale to 1 through the API; a buyer pays for it at the checkout; the next
 * buyer finds its button disabled and saying "Sold out" ("Agotado" in Spanish) with the reason
 * for screen readers, and the API refuses their order `409 SOLD_OUT`; a cart opened earlier is
 * told at the checkout, and nothing is charged.
 *
 * The units on sale are a whole server's: these journeys run on a server of their own (the test
 * build's, with a database of its own, the suite's Auth Emulator), so that the suite's other
 * journeys, which buy Octahedrons in parallel, never meet a sold-out batch.
 */

// Clear of the suite's ports (the site, MailDev at +1 and +2) and as parallel runs derive them.
const OWN_PORT = testPorts().site + 3;
let server: OwnServer;

test.use({ baseURL: `http://127.0.0.1:${OWN_PORT}` });

test.beforeAll(async () => {
  // A server's first start migrates its own PGlite: half a minute on a busy machine.
  test.setTimeout(180_000);
  server = await startOwnServer(
    {
      // The stand-in plays PayPal, mounted on this server, as `npm start` and the suite's have it.
      PAYPAL_MODE: 'stand-in',
      ALLOW_PAYPAL_STAND_IN: '1',
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${testPorts().authEmulator}`,
      FIREBASE_PROJECT_ID: DEMO_FIREBASE_PROJECT_ID,
      ALLOW_AUTH_EMULATOR: '1',
      ADMIN_TOKEN: E2E_ADMIN_TOKEN,
      PAYMENTS_RATE_LIMIT: '0',
    },
    { port: OWN_PORT },
  );
});

test.afterAll(async () => {
  await server?.stop();
});

/** A token made after the grant carries the claim. */
async function operatorToken(
  request: APIRequestContext,
  email = unique('stock-operator'),
): Promise<string> {
  return (await operatorAccount(request, email)).idToken();
}

async function setUnits(request: APIRequestContext, token: string, available: number | null) {
  const response = await request.put('/api/admin/products/octahedron/stock', {
    headers: { authorization: `Bearer ${token}` },
    data: { available },
  });
  expect(response.status()).toBe(200);
}

test.describe('the last unit of a limited batch', () => {
  // The Octahedron's count is the whole server's: these steps run in order.
  test.describe.configure({ mode: 'serial' });

  test('is bought once; the next buyer sees "Sold out" and the API answers 409', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const readOnly = await request.put('/api/admin/products/octahedron/stock', {
      headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
      data: { available: 1 },
    });
    expect(readOnly.status()).toBe(403);
    const token = await operatorToken(request);
    await setUnits(request, token, 1);
    try {
      // A second buyer's cart, opened while the unit was still there.
      const lateContext = await browser.newContext();
      const late = await lateContext.newPage();
      await seedCart(late, [{ id: 'octahedron', quantity: 1 }]);
      await visit(late, ROUTES.products);
      const button = late.locator('button[data-product-id="octahedron"]');
      await expect(button).toHaveText('Add to cart');

      // The first buyer pays for the last unit.
      await seedCart(page, [{ id: 'octahedron', quantity: 1 }]);
      await buyOctahedron(page, unique('last-unit'));
      const stock = await request.get('/api/stock');
      expect(await stock.json()).toEqual({ products: { octahedron: { available: 0 } } });

      // The next buyer, on the product page in both languages.
      const next = await browser.newContext();
      const nextPage = await next.newPage();
      await visit(nextPage, ROUTES.products);
      const soldOut = nextPage.getByRole('button', { name: 'Sold out' });
      await expect(soldOut).toBeDisabled();
      await expect(soldOut).toHaveAccessibleDescription(
        'No units of ELY Holographic Octahedron are left in this batch.',
      );
      await visit(nextPage, localizedRoutes('es').products);
      const agotado = nextPage.getByRole('button', { name: 'Agotado' });
      await expect(agotado).toBeDisabled();
      await expect(agotado).toHaveAccessibleDescription(
        'No quedan unidades de ELY Holographic Octahedron en este lote.',
      );
      await next.close();

      const refused = await request.post('/api/create-order', {
        data: { items: [{ id: 'octahedron', quantity: 1 }], type: 'product' },
      });
      expect(refused.status()).toBe(409);
      expect(await refused.json()).toMatchObject({ error: 'SOLD_OUT', product: 'octahedron' });

      // The cart opened earlier learns it at the checkout: a clear message, nothing sent to PayPal.
      await visit(late, ROUTES.checkout);
      await late.getByLabel('Email', { exact: true }).fill(unique('too-late'));
      await late.getByLabel('Full name').fill('Bruno Díaz');
      await late.getByLabel('Phone', { exact: true }).fill('55 8765 4321');
      await fillAddress(late);
      const created = late.waitForResponse((r) => r.url().endsWith('/api/create-order'));
      await late.getByRole('button', { name: 'Pay with PayPal (test)' }).click();
      expect((await created).status()).toBe(409);
      await expect(
        late.getByRole('alert').filter({
          hasText: 'Sorry, ELY Holographic Octahedron sold out while it was in your cart',
        }),
      ).toContainText('so nothing was charged');
      await lateContext.close();
    } finally {
      // Back to no limit, for the console's journey.
      await setUnits(request, token, null);
    }
  });

  test('an operator sets the units on sale in the console, and the change is audited', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const email = unique('stock-console');
    const token = await operatorToken(request, email);
    try {
      await visit(page, ROUTES.admin);
      await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
      const dialog = page.getByRole('dialog', { name: 'Sign in' });
      await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
      await dialog.getByLabel('Password').fill('holo-Graphic-42');
      await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(dialog).toBeHidden();
      await page
        .getByRole('navigation', { name: 'Console sections' })
        .getByRole('link', { name: 'Stock' })
        .click();
      const units = page.getByLabel('Units on sale of ELY Holographic Octahedron');
      await units.fill('3');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'on sale.' })).toHaveText(
        'ELY Holographic Octahedron: 3 on sale.',
      );
      const changes = page.getByRole('region', { name: 'Latest changes' });
      await expect(changes.getByRole('row').nth(1)).toContainText(email);
      await expect(changes.getByRole('row').nth(1)).toContainText('3');
      const stock = await request.get('/api/stock');
      expect(await stock.json()).toEqual({ products: { octahedron: { available: 3 } } });
    } finally {
      await setUnits(request, token, null);
    }
  });
});
