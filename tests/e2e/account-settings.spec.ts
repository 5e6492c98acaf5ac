import { CART_STORAGE_KEY } from '../../app/features/cart/cart-persistence';
import { CATALOGUES } from '../../app/i18n/catalogues.server';
import { ROUTES } from '../../site/pages';
import { expect, expectNoAxeViolations, test, visit } from './fixtures';
import {
  ACCOUNT_PASSWORD,
  ADDRESS,
  authEmulator,
  buyOctahedron,
  seedCart,
  unique,
} from './shop-helpers';

/**
 * What a signed-in buyer keeps in their account. Their address, typed once: the checkout keeps the paid order's address in the
 * account (the box ticked by default), fills the next checkout with it, and the account page shows
 * it and forgets it (the Spanish words of the same states are checked in
 * app/features/checkout/saved-address.test.tsx). Their password, changed in Spanish: the current
 * one asked again first, then the new one is the one the Auth Emulator takes.
 */

const en = CATALOGUES.en;
const OCTAHEDRON = [{ id: 'octahedron', quantity: 1 }];

test('the paid order’s address fills the next checkout, shows on the account page and is forgotten there', async ({
  page,
  request,
}) => {
  // A purchase, then axe at two widths on two pages: minutes of CPU on a shared machine.
  test.setTimeout(180_000);
  const email = unique('saver');
  const emulator = await authEmulator(request);
  const account = await emulator.createAccount(email);
  await seedCart(page, OCTAHEDRON);
  await visit(page, ROUTES.home);
  await emulator.signIn(page, email);

  // 1. The first order: the box is there, ticked; paying keeps the address.
  await visit(page, ROUTES.checkout);
  const keep = page.getByRole('checkbox', { name: en.checkout.address.keepAddress });
  await expect(keep).toBeChecked();
  const kept = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/me/address') && response.request().method() === 'PUT',
  );
  await buyOctahedron(page, email);
  expect((await kept).status()).toBe(200);

  // 2. The next checkout is filled in, and says so.
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
    CART_STORAGE_KEY,
    JSON.stringify({ version: 1, items: OCTAHEDRON }),
  ] as const);
  await visit(page, ROUTES.checkout);
  const labels = en.checkout.addressLabels;
  await expect(
    page.getByRole('status').filter({ hasText: en.checkout.address.filledFromSaved }),
  ).toBeVisible();
  await expect(page.getByLabel(labels.street, { exact: true })).toHaveValue(ADDRESS.street);
  await expect(page.getByRole('textbox', { name: labels.line2 })).toHaveValue(ADDRESS.line2);
  await expect(page.getByLabel(labels.city, { exact: true })).toHaveValue(ADDRESS.city);
  await expect(page.getByLabel(labels.state, { exact: true })).toHaveValue(ADDRESS.state);
  await expect(page.getByLabel(labels.zip, { exact: true })).toHaveValue(ADDRESS.zip);
  await expect(page.getByLabel(en.checkout.contact.labels.name)).toHaveValue('Ana López');
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page, {
      label: `checkout filled from the saved address at ${width} px`,
    });
  }

  // 3. The account page shows it, and forgets it.
  const copy = en.orders.account.savedAddress;
  await visit(page, ROUTES.account);
  const section = page.getByRole('region', { name: copy.heading });
  await expect(section.getByTestId('saved-address')).toContainText(ADDRESS.street);
  await expect(section.getByTestId('saved-address')).toContainText('06700');
  await expect(section).toContainText('+52 55 1234 5678');
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page, { label: `account with a saved address at ${width} px` });
  }
  await section.getByRole('button', { name: copy.forget }).click();
  await expect(section).toContainText(copy.none);
  const answer = await request.get('/api/me/address', {
    headers: { authorization: `Bearer ${await account.idToken()}` },
  });
  expect(await answer.json()).toEqual({ savedAddress: null });
});

test.describe('the password', () => {
  // The wrong current password is refused by the Auth Emulator with a 400, which Chromium logs.
  test.use({
    allowConsoleErrors: [/Failed to load resource: the server responded with a status of 400/],
  });

  test('an email account changes its password in Spanish, after its current one is asked again', async ({
    page,
    request,
  }) => {
    test.slow();
    const email = unique('rekey');
    const emulator = await authEmulator(request);
    await emulator.createAccount(email);
    await visit(page, ROUTES.home);
    await emulator.signIn(page, email);

    const copy = CATALOGUES.es.orders.account.password;
    await visit(page, '/es/account');
    const section = page.getByRole('region', { name: copy.heading });
    const current = section.getByLabel(copy.current);
    const next = section.getByLabel(copy.next);
    const submit = section.getByRole('button', { name: copy.submit });

    await submit.click();
    await expect(section.getByRole('alert')).toHaveText(copy.required);

    await current.fill('not-the-password');
    await next.fill('nuevo-Holo-77');
    await submit.click();
    await expect(section.getByRole('alert')).toHaveText(copy.currentWrong);
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoAxeViolations(page, { label: `password change refused at ${width} px` });
    }

    await current.fill(ACCOUNT_PASSWORD);
    await submit.click();
    await expect(section.getByRole('status')).toHaveText(copy.changed);
    await expect(current).toHaveValue('');

    // The emulator now takes the new password, and no longer the old one.
    const info = (await (await request.get('/api/auth/emulator')).json()) as { url: string };
    const signIn = (password: string) =>
      request.post(
        `${info.url}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
        { data: { email, password, returnSecureToken: true } },
      );
    expect((await signIn('nuevo-Holo-77')).ok()).toBe(true);
    expect((await signIn(ACCOUNT_PASSWORD)).ok()).toBe(false);
  });
});
