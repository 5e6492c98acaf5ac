import type { APIRequestContext, Page } from '@playwright/test';
import { CART_STORAGE_KEY } from '#app/features/cart/cart-persistence';
import { CATALOGUES } from '#app/i18n/catalogues.server';
import { claimTarget, setOperator } from '#dev/admin-claim';
import { testPorts } from '#dev/ports';
import { RECEIPT_TOKEN_HEADER, receiptFragment } from '#domain/orders-api';
import type { Locale } from '#site/locales';
import { orderPagePath, ROUTES } from '#site/pages';
import { afterFrames, expect, expectNoAxeViolations, holdRequests, test, visit } from './fixtures';

/**
 * What the order journeys share: a cart put in place before the page loads, a payment through the
 * PayPal stand-in's buttons (with the payer's email chosen by the test), the order emails as the
 * test server's MailDev caught them, and accounts in its Firebase Auth Emulator.
 */

/** A Mexican address as the checkout takes it: the country and the state chosen by ISO code. */
export const ADDRESS = {
  country: 'MX',
  street: 'Av. Álvaro Obregón 121',
  line2: 'Col. Roma Norte',
  city: 'Ciudad de México',
  state: 'CMX',
  zip: '06700',
};

/** Fills the checkout's address in the page's language: the lists chosen, the rest typed. */
export async function fillAddress(page: Page, locale: Locale = 'en', address = ADDRESS) {
  const labels = CATALOGUES[locale].checkout.addressLabels;
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await field(labels.country).selectOption(address.country);
  await field(labels.street).fill(address.street);
  await page.getByRole('textbox', { name: labels.line2 }).fill(address.line2);
  await field(labels.city).fill(address.city);
  await field(labels.state).selectOption(address.state);
  await field(labels.zip).fill(address.zip);
}

/**
 * The server's Custom ELY launch as GET /api/subscriptions/config answers this page: `launch`
 * instead of the test server's (2020, playwright.config.ts), which opens subscriptions.
 */
export async function launchAt(page: Page, launch: string) {
  await page.route('**/api/subscriptions/config', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), launch } });
  });
}

export const unique = (name: string) =>
  `${name}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** Puts lines in the visitor's stored cart before any page script runs (once per test). */
export async function seedCart(page: Page, items: { id: string; quantity: number }[]) {
  await page.addInitScript(
    ({ key, value }) => {
      if (!window.sessionStorage.getItem('__seeded')) {
        window.localStorage.setItem(key, value);
        window.sessionStorage.setItem('__seeded', '1');
      }
    },
    { key: CART_STORAGE_KEY, value: JSON.stringify({ version: 1, items }) },
  );
}

/** An order as the shop's API named it: PayPal's id, and the shop's own number. */
export interface PaidOrder {
  orderId: string;
  orderNumber: string;
}

/** 'ELY-' and 6 characters without 0/O/1/I. */
export const ORDER_NUMBER = /^ELY-[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{6}$/;

/**
 * Waits for the checkout's create and capture calls; returns the order as created once the shop
 * has answered the capture (200).
 */
export async function paymentAnswered(page: Page, pay: () => Promise<void>): Promise<PaidOrder> {
  const created = page.waitForResponse((r) => r.url().endsWith('/api/create-order'));
  const captured = page.waitForResponse((r) => r.url().includes('/api/capture-order/'));
  await pay();
  const creation = await created;
  expect(creation.status()).toBe(201);
  const { id, orderNumber } = (await creation.json()) as { id: string; orderNumber: string };
  expect(orderNumber).toMatch(ORDER_NUMBER);
  const capture = await captured;
  expect(capture.status()).toBe(200);
  // PayPal's buttons capture the order by PayPal's id.
  expect(decodeURIComponent(new URL(capture.url()).pathname.split('/').pop() ?? '')).toBe(id);
  return { orderId: id, orderNumber };
}

/**
 * Pays for the Octahedron in the cart at /checkout with the stand-in's "Approve payment", as the
 * payer `payerEmail`; returns the order once the shop has answered the capture.
 */
export async function buyOctahedron(page: Page, payerEmail: string): Promise<PaidOrder> {
  // The stand-in's checkout window approves as a fixed test payer: this test's payer instead.
  await page.route('**/__paypal/sdk/orders/*/approve', (route) =>
    route.continue({
      postData: JSON.stringify({ ...route.request().postDataJSON(), email: payerEmail }),
      headers: { ...route.request().headers(), 'content-type': 'application/json' },
    }),
  );
  await visit(page, ROUTES.checkout);
  // The receipt goes to the contact email: this test's payer.
  await page.getByLabel('Email', { exact: true }).fill(payerEmail);
  await page.getByLabel('Full name').fill('Ana López');
  await page.getByLabel('Phone', { exact: true }).fill('55 1234 5678');
  await fillAddress(page);
  return paymentAnswered(page, async () => {
    await page.getByRole('button', { name: 'Pay with PayPal (test)' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Approve payment' }).click();
  });
}

/** An email as MailDev 3's REST API (`GET /api/email`) gives it. */
export interface CaughtEmail {
  id: string;
  subject: string;
  to: { address: string }[];
  text?: string;
  html?: string;
  headers: Record<string, string | string[]>;
}

const MAIL_API = `http://127.0.0.1:${testPorts().maildevWeb}/api`;

/**
 * The emails caught for `to`, exactly. MailDev filters on its side first (its match is a
 * substring's), so a poll reads one buyer's few emails, not the whole run's inbox: by the end of
 * a run that is hundreds of emails of some 20 KB each, serialised and parsed at every poll.
 */
export async function caughtEmails(request: APIRequestContext, to: string): Promise<CaughtEmail[]> {
  const response = await request.get(`${MAIL_API}/email`, { params: { 'to.address': to } });
  expect(response.ok(), 'the test server runs MailDev').toBe(true);
  return ((await response.json()) as CaughtEmail[]).filter((email) =>
    email.to.some((recipient) => recipient.address === to),
  );
}

/** Waits until the catcher holds an email to `to` whose subject names `subject`. */
export async function waitForEmail(
  request: APIRequestContext,
  to: string,
  subject: string,
): Promise<CaughtEmail> {
  let found: CaughtEmail | undefined;
  await expect
    .poll(
      async () => {
        found = (await caughtEmails(request, to)).find((email) => email.subject === subject);
        return found !== undefined;
      },
      // Every 250 ms after the first tries, not the default's every second: most emails are sent
      // at once (the mailer is nudged after a payment), the rest at its next look (1 s here).
      { message: `an email "${subject}" to ${to}`, timeout: 30_000, intervals: [100, 250] },
    )
    .toBe(true);
  return found as CaughtEmail;
}

/** The receipt link in an email's text part: the order page at the order's number. */
export function receiptLinkIn(email: CaughtEmail, orderNumber: string): string {
  const match = new RegExp(`https?://\\S+/orders/${orderNumber}#token=[\\w-]+`).exec(
    email.text ?? '',
  );
  expect(match, `a receipt link in "${email.subject}"`).not.toBeNull();
  return match?.[0] ?? '';
}

/** The password of every account the tests make through the emulator. */
export const ACCOUNT_PASSWORD = 'holo-Graphic-42';

/**
 * An operator: a verified account given the claim by the project's own script (`setOperator`, what
 * `npm run admin:grant -- <email>` runs), called here rather than as a command: the command's own
 * run, its output and exit codes included, is dev/admin-claim.test.ts's, and each run cost npm, tsx
 * and firebase-admin's start, about a second of CPU. A token made after the grant carries the claim.
 */
export async function operatorAccount(
  request: APIRequestContext,
  email: string,
): Promise<{ email: string; idToken: () => Promise<string> }> {
  const account = await (await authEmulator(request)).createAccount(email);
  const info = (await (await request.get('/api/auth/emulator')).json()) as { url: string };
  // What the command reads from its environment, pointed at the test server's emulator.
  const target = claimTarget({
    ...process.env,
    FIREBASE_AUTH_EMULATOR_HOST: new URL(info.url).host,
  });
  expect(await setOperator('grant', email, target)).toContain(`${email} (uid`);
  return { email, idToken: account.idToken };
}

/** The test server's Firebase Auth Emulator, as the server reports it. */
export async function authEmulator(request: APIRequestContext) {
  const info = await request.get('/api/auth/emulator');
  expect(info.ok(), 'the test server runs the Auth Emulator').toBe(true);
  const { url, projectId } = (await info.json()) as { url: string; projectId: string };
  const identity = `${url}/identitytoolkit.googleapis.com/v1`;
  const PASSWORD = ACCOUNT_PASSWORD;
  return {
    /** A verified email-and-password account; answers an ID token for the API. */
    async createAccount(email: string): Promise<{ idToken: () => Promise<string> }> {
      const signUp = await request.post(`${identity}/accounts:signUp?key=demo-api-key`, {
        data: { email, password: PASSWORD, returnSecureToken: true },
      });
      expect(signUp.ok()).toBe(true);
      // Verified through the emailed link, which the emulator keeps instead of sending.
      const { idToken } = (await signUp.json()) as { idToken: string };
      await request.post(`${identity}/accounts:sendOobCode?key=demo-api-key`, {
        data: { requestType: 'VERIFY_EMAIL', idToken },
      });
      const codes = await request.get(`${url}/emulator/v1/projects/${projectId}/oobCodes`);
      const { oobCodes } = (await codes.json()) as {
        oobCodes: { email: string; requestType: string; oobLink: string }[];
      };
      const link = oobCodes.find(
        (code) => code.email === email && code.requestType === 'VERIFY_EMAIL',
      );
      expect((await request.get(link?.oobLink ?? '')).ok()).toBe(true);
      return {
        idToken: async () => {
          const signIn = await request.post(
            `${identity}/accounts:signInWithPassword?key=demo-api-key`,
            { data: { email, password: PASSWORD, returnSecureToken: true } },
          );
          expect(signIn.ok()).toBe(true);
          return ((await signIn.json()) as { idToken: string }).idToken;
        },
      };
    },
    /** Signs in through the site's own dialog. */
    async signIn(page: Page, email: string) {
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('button', { name: 'Sign in' })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Sign in' });
      await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
      await dialog.getByLabel('Password').fill(PASSWORD);
      await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('button', { name: 'Account', exact: true })).toBeVisible();
    },
  };
}

/** The address the API-paid orders ship to. */
export const API_ADDRESS = {
  street: 'Calle Durango 263',
  city: 'Ciudad de México',
  state: 'CMX',
  zip: '06700',
  country: 'MX',
};

/**
 * A guest's Octahedron paid through the shop's API and the stand-in's approval, as the checkout
 * pays it but without a page: for journeys about what comes after the payment. Its emails go to
 * `email`; answers its number and its page's address with the receipt token (in `locale`).
 */
export async function paidOrderThroughApi(
  request: APIRequestContext,
  locale: Locale,
  email: string,
): Promise<{ orderNumber: string; receiptToken: string; pageLink: string }> {
  const items = [{ id: 'octahedron', quantity: 1 }];
  const created = await request.post('/api/create-order', {
    data: {
      items,
      type: 'product',
      address: API_ADDRESS,
      locale,
      contact: { email, name: 'Ana López', phone: '+52 55 1234 5678' },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id, orderNumber, receiptToken } = (await created.json()) as {
    id: string;
    orderNumber: string;
    receiptToken: string;
  };
  expect((await request.post(`/__paypal/sdk/orders/${id}/approve`, { data: {} })).ok()).toBe(true);
  const captured = await request.post(`/api/capture-order/${id}`, {
    headers: { [RECEIPT_TOKEN_HEADER]: receiptToken },
    data: { type: 'product', items, address: API_ADDRESS },
  });
  expect(captured.status()).toBe(200);
  return {
    orderNumber,
    receiptToken,
    pageLink: `${orderPagePath(orderNumber, locale)}${receiptFragment(receiptToken)}`,
  };
}

/** Signs in with an emulator account (ACCOUNT_PASSWORD) from the console's own sign-in button. */
export async function signInOnConsole(page: Page, email: string, path: string) {
  await visit(page, path);
  await page.getByRole('main').getByRole('button').first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /^(Email|Correo electrónico)$/ }).fill(email);
  await dialog.getByLabel(/^(Password|Contraseña)$/).fill(ACCOUNT_PASSWORD);
  await dialog.getByRole('button', { name: /^(Sign in|Iniciar sesión)$/ }).click();
  await expect(dialog).toBeHidden();
}

/**
 * axe on the page as it is, at a phone's width and then a desktop's (where it is left); `atEach`
 * checks more at each width, after axe. With E2E_SCREENSHOTS=1 it also saves a full-page
 * screenshot of each, in the test's output folder, to look at.
 */
export async function axeAtBothWidths(
  page: Page,
  label: string,
  { atEach }: { atEach?: (width: number) => Promise<void> } = {},
) {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page, { label: `${label} at ${width} px` });
    await atEach?.(width);
    if (process.env.E2E_SCREENSHOTS === '1') {
      await page.screenshot({
        path: test.info().outputPath(`${label.replaceAll(/\W+/g, '-')}-${width}.png`),
        fullPage: true,
      });
    }
  }
}

/**
 * Custom ELY subscribed as the subscribe button does it, without a page: the subscription made
 * and approved on the PayPal stand-in's payer side, then activated as a guest with `email`.
 */
export async function subscriptionThroughApi(
  request: APIRequestContext,
  locale: Locale,
  email: string,
): Promise<{ subscriptionId: string; codigo: string }> {
  const config = (await (await request.get('/api/subscriptions/config')).json()) as {
    planId: string | null;
  };
  expect(config.planId, 'the test server has the Custom ELY plan').not.toBeNull();
  const created = await request.post('/__paypal/sdk/subscriptions', {
    data: { plan_id: config.planId },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const approved = await request.post(`/__paypal/sdk/subscriptions/${id}/approve`, {
    data: { email: 'payer@example.com' },
  });
  expect(approved.ok(), await approved.text()).toBe(true);
  const activated = await request.post(`/api/subscriptions/${id}/activate`, {
    data: { contact: { email, name: '', phone: '' }, locale },
  });
  expect(activated.status(), await activated.text()).toBe(200);
  const { codigo } = (await activated.json()) as { codigo: string };
  return { subscriptionId: id, codigo };
}

/**
 * A section whose code comes after hydration (`deferredSection`, app/lib/deferred-section.tsx):
 * with its `chunk` held back, the Octahedron's Add to cart in `section` is clicked before React
 * can act on it; the chunk is then asked for, nothing is added yet, and once it arrives the click
 * is made again and the product is added.
 */
export async function earlyAddToCartIsKept(
  page: Page,
  { path, chunk, section }: { path: string; chunk: RegExp; section: string },
) {
  const held = await holdRequests(page, chunk);
  await visit(page, path);
  await page.locator(section).locator('[data-product-id="octahedron"]').click();
  await expect.poll(held.count).toBe(1);
  await afterFrames(page);
  await expect(page.getByRole('button', { name: 'Cart', exact: true })).toBeVisible();

  held.release();
  const cart = page.getByRole('dialog', { name: 'Your cart' });
  await expect(cart.getByRole('status')).toHaveText('ELY Holographic Octahedron added to cart');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: /^Cart, 1 item/ })).toBeVisible();
}
