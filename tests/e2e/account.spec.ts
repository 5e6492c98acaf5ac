import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { CATALOGUES } from '#app/i18n/catalogues.server';
import type { Locale } from '#site/locales';
import { localizedRoutes } from '#site/pages';
import { expect, expectNoAxeViolations, test, visit } from './fixtures';
import { fillAddress, ORDER_NUMBER, seedCart, unique } from './shop-helpers';

/**
 * The buyer's account, in both languages: an order paid as a guest appears in the account created
 * later with the same email, once (and only once) that email is verified; the account's data
 * downloads with the order in it; deleting the account (confirmed in a dialog) deletes the
 * Firebase user in the test server's Auth Emulator and signs the browser out, and the order still
 * opens from its receipt link.
 */

const PASSWORD = 'holo-Graphic-42';
const OCTAHEDRON = [{ id: 'octahedron', quantity: 1 }];

interface Emulator {
  url: string;
  projectId: string;
}

async function emulatorOf(request: APIRequestContext): Promise<Emulator> {
  const info = await request.get('/api/auth/emulator');
  expect(info.ok(), 'the test server runs the Auth Emulator').toBe(true);
  return (await info.json()) as Emulator;
}

/** Signs in through the emulator's REST API (as the SDK does): the answer, ok or not. */
async function passwordSignIn(request: APIRequestContext, emulator: Emulator, email: string) {
  return request.post(
    `${emulator.url}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    { data: { email, password: PASSWORD, returnSecureToken: true } },
  );
}

/** Pays for the Octahedron at the page's checkout as a guest with `email`; the order and its link. */
async function buyAsGuest(page: Page, locale: Locale, email: string) {
  const labels = CATALOGUES[locale].checkout.contact.labels;
  await page.route('**/__paypal/sdk/orders/*/approve', (route) =>
    route.continue({
      postData: JSON.stringify({ ...route.request().postDataJSON(), email }),
      headers: { ...route.request().headers(), 'content-type': 'application/json' },
    }),
  );
  await visit(page, localizedRoutes(locale).checkout);
  await page.getByLabel(labels.email, { exact: true }).fill(email);
  await page.getByLabel(labels.name).fill('Ana López');
  await page.getByLabel(labels.phone, { exact: true }).fill('55 1234 5678');
  await fillAddress(page, locale);
  const created = page.waitForResponse((r) => r.url().endsWith('/api/create-order'));
  const captured = page.waitForResponse((r) => r.url().includes('/api/capture-order/'));
  await page.getByRole('button', { name: 'Pay with PayPal (test)' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approve payment' }).click();
  const { orderNumber, receiptToken } = (await (await created).json()) as {
    orderNumber: string;
    receiptToken: string;
  };
  expect(orderNumber).toMatch(ORDER_NUMBER);
  expect((await captured).status()).toBe(200);
  return { orderNumber, receiptLink: `/orders/${orderNumber}#token=${receiptToken}` };
}

/** The sign-in dialog's words in the page's language. */
const signInWords = (locale: Locale) => {
  const { shell, auth } = CATALOGUES[locale];
  return { shell, email: auth.login.email, registered: auth.messages.registered };
};

const signInDialog = (page: Page, locale: Locale) =>
  page.getByRole('dialog', { name: signInWords(locale).shell.loginDialog.title });

const navSignIn = (page: Page, locale: Locale) => {
  const { shell } = signInWords(locale);
  return page
    .getByRole('navigation', { name: shell.mainNav })
    .getByRole('button', { name: shell.account.signInButton });
};

async function openSignIn(page: Page, locale: Locale) {
  await navSignIn(page, locale).click();
  const dialog = signInDialog(page, locale);
  await expect(dialog).toBeVisible();
  return dialog;
}

async function fillCredentials(page: Page, locale: Locale, email: string) {
  const words = signInWords(locale).email;
  const dialog = signInDialog(page, locale);
  await dialog.getByRole('textbox', { name: words.email, exact: true }).fill(email);
  await dialog.getByLabel(words.password).fill(PASSWORD);
  return dialog;
}

for (const locale of ['en', 'es'] as const) {
  test(`a guest order joins the account verified later, downloads with it, and outlives the account (${locale})`, async ({
    page,
    request,
  }) => {
    test.slow();
    const copy = CATALOGUES[locale].orders.account;
    const routes = localizedRoutes(locale);
    const emulator = await emulatorOf(request);
    const email = unique(`guest-${locale}`);

    // 1. Paid as a guest, with the email the account will have.
    await seedCart(page, OCTAHEDRON);
    const { orderNumber, receiptLink } = await buyAsGuest(page, locale, email);

    // 2. The account, made through the site's dialog: not verified yet.
    await visit(page, routes.account);
    const words = signInWords(locale);
    let dialog = await openSignIn(page, locale);
    await fillCredentials(page, locale, email);
    await dialog.getByRole('button', { name: words.email.register }).click();
    await expect(dialog.getByRole('status')).toHaveText(words.registered);
    // Unverified, the site does not sign it in, and the API lists nothing for its token.
    const unverified = await passwordSignIn(request, emulator, email);
    expect(unverified.ok()).toBe(true);
    const { idToken } = (await unverified.json()) as { idToken: string };
    const before = await request.get('/api/me/orders', {
      headers: { authorization: `Bearer ${idToken}` },
    });
    expect(await before.json()).toEqual({ orders: [] });

    // 3. Verified through the emailed link (the emulator keeps it), then signed in.
    const codes = await request.get(
      `${emulator.url}/emulator/v1/projects/${emulator.projectId}/oobCodes`,
    );
    const { oobCodes } = (await codes.json()) as {
      oobCodes: { email: string; requestType: string; oobLink: string }[];
    };
    const link = oobCodes.find((c) => c.email === email && c.requestType === 'VERIFY_EMAIL');
    expect((await request.get(link?.oobLink ?? '')).ok()).toBe(true);
    dialog = await fillCredentials(page, locale, email);
    await dialog.getByRole('button', { name: words.email.signIn, exact: true }).click();
    await expect(dialog).toBeHidden();

    const orders = page.getByTestId('my-orders');
    await expect(
      orders.getByRole('heading', { name: copy.order.replace('{orderNumber}', orderNumber) }),
    ).toBeVisible();
    await expect(orders).toContainText(CATALOGUES[locale].orders.statusLabels.COMPLETED);

    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoAxeViolations(page, { label: `account with a guest order at ${width} px` });
    }

    // 4. Download my data: a JSON file holding the order.
    const downloaded = page.waitForEvent('download');
    await page.getByRole('button', { name: copy.data.download }).click();
    const download = await downloaded;
    expect(download.suggestedFilename()).toMatch(/^ely-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile((await download.path()) ?? '', 'utf8')) as {
      account: { email: string };
      orders: { orderNumber: string; contact: { email: string } }[];
    };
    expect(data.account.email).toBe(email);
    expect(data.orders).toEqual([
      expect.objectContaining({ orderNumber, contact: expect.objectContaining({ email }) }),
    ]);

    // 5. Delete my account: a confirmation first; Cancel changes nothing.
    await page.getByRole('button', { name: copy.data.delete }).click();
    const confirm = page.getByRole('dialog', { name: copy.data.deleteTitle });
    await expect(confirm).toBeVisible();
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoAxeViolations(page, { label: `delete confirmation at ${width} px` });
    }
    await confirm.getByRole('button', { name: copy.data.cancel }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('button', { name: copy.data.delete })).toBeFocused();

    await page.getByRole('button', { name: copy.data.delete }).click();
    await confirm.getByRole('button', { name: copy.data.deleteConfirm }).click();
    await expect(page.getByTestId('site-notice')).toContainText(copy.data.deleted);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.signedOutTitle);
    await expect(navSignIn(page, locale)).toBeVisible();
    // The Firebase user is gone from the emulator.
    const after = await passwordSignIn(request, emulator, email);
    expect(after.ok()).toBe(false);
    expect(JSON.stringify(await after.json())).toMatch(/EMAIL_NOT_FOUND|INVALID_LOGIN_CREDENTIALS/);

    // 6. The order is kept, and its receipt link still opens it.
    await visit(page, locale === 'es' ? `/es${receiptLink}` : receiptLink);
    await expect(page.getByTestId('receipt-order-number')).toHaveText(orderNumber);
  });
}
