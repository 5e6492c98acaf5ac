import type { Page } from '@playwright/test';
import { CART_STORAGE_KEY } from '#app/features/cart/cart-persistence';
import { CATALOGUES } from '#app/i18n/catalogues.server';
import type { Locale } from '#site/locales';
import { ROUTES } from '#site/pages';
import { expect, expectNoAxeViolations, SIGN_IN_PAGE, test, visit } from './fixtures';
import {
  ACCOUNT_PASSWORD,
  ADDRESS,
  authEmulator,
  axeAtBothWidths,
  fillAddress,
  paymentAnswered,
  seedCart,
  unique,
  waitForEmail,
} from './shop-helpers';

/**
 * What a signed-in buyer keeps in their account. Their details and addresses: two addresses added
 * on the account page, the second made the default, which the checkout then chooses for them (and
 * fills the contact's name and phone from the account); one edited, the default deleted (the other
 * becomes it); the language of emails changed, and the next order's confirmation written in it.
 * The same in Spanish, where a postal code is refused in Spanish words. Their password, changed in
 * Spanish: the current one asked again first, then the new one is the one the Auth Emulator takes.
 */

const en = CATALOGUES.en;
const OCTAHEDRON = [{ id: 'octahedron', quantity: 1 }];
const SECOND = {
  country: 'MX',
  street: 'Calle Durango 263',
  line2: 'Col. Roma Norte, interior 2',
  city: 'Ciudad de México',
  state: 'CMX',
  zip: '06700',
};

/** The address book's section, and one of its cards by its street. */
const bookOf = (page: Page, locale: Locale) =>
  page.getByRole('region', { name: CATALOGUES[locale].orders.account.addressBook.heading });
const cardOf = (page: Page, locale: Locale, street: string) =>
  bookOf(page, locale).getByTestId('book-address').filter({ hasText: street });

/** Adds an address on the account page, through the checkout's own fields. */
async function addAddress(page: Page, locale: Locale, address: typeof ADDRESS) {
  const copy = CATALOGUES[locale].orders.account.addressBook;
  const book = bookOf(page, locale);
  await book.getByRole('button', { name: copy.add }).click();
  await expect(book.getByRole('heading', { name: copy.addHeading })).toBeVisible();
  await fillAddress(page, locale, address);
  await book.getByRole('button', { name: copy.save }).click();
  await expect(book.getByRole('status')).toHaveText(copy.added);
  await expect(cardOf(page, locale, address.street)).toBeVisible();
}

test('the account keeps details and several addresses, the checkout offers the default, and the emails speak the chosen language', async ({
  page,
  request,
}) => {
  // Two checkouts, a purchase and axe at two widths on two pages: minutes on a shared machine.
  test.setTimeout(240_000);
  const email = unique('book');
  const emulator = await authEmulator(request);
  await emulator.createAccount(email);
  await seedCart(page, OCTAHEDRON);
  await visit(page, SIGN_IN_PAGE);
  await emulator.signIn(page, email);

  // 1. The details, then two addresses; the second made the default.
  const copy = en.orders.account;
  await visit(page, ROUTES.account);
  const details = page.getByRole('region', { name: copy.details.heading });
  await details.getByLabel(en.checkout.contact.labels.name).fill('Ana López');
  await details.getByLabel(en.checkout.contact.labels.phone).fill('55 1234 5678');
  await details.getByRole('button', { name: copy.details.save }).click();
  await expect(details.getByRole('status')).toHaveText(copy.details.saved);

  await addAddress(page, 'en', ADDRESS);
  await expect(cardOf(page, 'en', ADDRESS.street)).toContainText(copy.addressBook.defaultTag);
  await addAddress(page, 'en', SECOND);
  await cardOf(page, 'en', SECOND.street)
    .getByRole('button', { name: copy.addressBook.makeDefault })
    .click();
  await expect(bookOf(page, 'en').getByRole('status')).toHaveText(copy.addressBook.defaultMade);
  await expect(cardOf(page, 'en', SECOND.street)).toContainText(copy.addressBook.defaultTag);
  await expect(cardOf(page, 'en', ADDRESS.street)).not.toContainText(copy.addressBook.defaultTag);
  await axeAtBothWidths(page, 'account with two addresses');

  // 2. The checkout chooses the default, and fills the contact from the account.
  const choice = en.checkout.address.savedChoice;
  await visit(page, ROUTES.checkout);
  const shipTo = page.getByRole('group', { name: choice.legend });
  await expect(shipTo.getByRole('radio', { name: new RegExp(SECOND.street) })).toBeChecked();
  await expect(shipTo.getByRole('radio', { name: new RegExp(ADDRESS.street) })).not.toBeChecked();
  await expect(shipTo.getByRole('radio', { name: choice.newAddress })).not.toBeChecked();
  await expect(page.getByLabel(en.checkout.contact.labels.name)).toHaveValue('Ana López');
  await expect(page.getByLabel(en.checkout.contact.labels.phone, { exact: true })).toHaveValue(
    '+52 55 1234 5678',
  );
  await axeAtBothWidths(page, 'checkout choosing a saved address');

  // 3. One edited; the default deleted, and the other becomes it.
  await visit(page, ROUTES.account);
  await cardOf(page, 'en', ADDRESS.street)
    .getByRole('button', { name: copy.addressBook.edit })
    .click();
  const book = bookOf(page, 'en');
  await expect(book.getByRole('heading', { name: copy.addressBook.editHeading })).toBeVisible();
  await page.getByLabel(en.checkout.addressLabels.street, { exact: true }).fill('Av. Ámsterdam 5');
  await book.getByRole('button', { name: copy.addressBook.save }).click();
  await expect(book.getByRole('status')).toHaveText(copy.addressBook.updated);
  await cardOf(page, 'en', SECOND.street)
    .getByRole('button', { name: copy.addressBook.delete })
    .click();
  await expect(book.getByRole('status')).toHaveText(copy.addressBook.deleted);
  await expect(book.getByTestId('book-address')).toHaveCount(1);
  await expect(cardOf(page, 'en', 'Av. Ámsterdam 5')).toContainText(copy.addressBook.defaultTag);

  // 4. The emails in Spanish: an order placed in English is confirmed in Spanish.
  const language = page.getByRole('region', { name: copy.emailLanguage.heading });
  await language.getByRole('radio', { name: copy.emailLanguage.spanish }).check();
  await language.getByRole('button', { name: copy.emailLanguage.save }).click();
  await expect(language.getByRole('status')).toHaveText(copy.emailLanguage.saved);

  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
    CART_STORAGE_KEY,
    JSON.stringify({ version: 1, items: OCTAHEDRON }),
  ] as const);
  await visit(page, ROUTES.checkout);
  await expect(page.getByRole('radio', { name: /Av\. Ámsterdam 5/ })).toBeChecked();
  await page.getByLabel(en.checkout.contact.labels.email, { exact: true }).fill(email);
  const { orderNumber } = await paymentAnswered(page, async () => {
    await page.getByRole('button', { name: 'Pay with PayPal (test)' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Approve payment' }).click();
  });
  await waitForEmail(request, email, `Pedido confirmado: ${orderNumber}`);
});

test('in Spanish, an address is refused in Spanish words, then kept as the default the checkout chooses', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const es = CATALOGUES.es;
  const copy = es.orders.account.addressBook;
  const email = unique('libreta');
  const emulator = await authEmulator(request);
  await emulator.createAccount(email);
  await seedCart(page, OCTAHEDRON);
  await visit(page, SIGN_IN_PAGE);
  await emulator.signIn(page, email);

  await visit(page, '/es/account');
  const book = bookOf(page, 'es');
  await expect(book).toContainText(copy.none);
  await book.getByRole('button', { name: copy.add }).click();
  await fillAddress(page, 'es', { ...ADDRESS, zip: '0670' });
  await book.getByRole('button', { name: copy.save }).click();
  const zip = page.getByLabel(es.checkout.addressLabels.zip, { exact: true });
  await expect(zip).toHaveAttribute('aria-invalid', 'true');
  await expect(zip).toHaveAccessibleDescription(es.checkout.address.zipInvalid.MX);
  await axeAtBothWidths(page, 'cuenta con una dirección rechazada');
  await zip.fill('06700');
  await book.getByRole('button', { name: copy.save }).click();
  await expect(book.getByRole('status')).toHaveText(copy.added);
  await expect(cardOf(page, 'es', ADDRESS.street)).toContainText(copy.defaultTag);
  await axeAtBothWidths(page, 'cuenta con una dirección');

  await visit(page, '/es/checkout');
  const choice = es.checkout.address.savedChoice;
  const shipTo = page.getByRole('group', { name: choice.legend });
  await expect(shipTo.getByRole('radio', { name: new RegExp(ADDRESS.street) })).toBeChecked();
  await expect(
    page.getByRole('status').filter({ hasText: es.checkout.address.filledFromSaved }),
  ).toBeVisible();
  await shipTo.getByRole('radio', { name: choice.newAddress }).check();
  await expect(page.getByLabel(es.checkout.addressLabels.street, { exact: true })).toHaveValue('');
  await expect(page.getByRole('checkbox', { name: es.checkout.address.keepAddress })).toBeChecked();
  await axeAtBothWidths(page, 'pago con una dirección nueva');
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
    await visit(page, SIGN_IN_PAGE);
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
