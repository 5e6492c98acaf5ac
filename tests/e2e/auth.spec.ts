import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test';
import { ROUTES } from '#site/pages';
import { afterIdle, expect, SIGN_IN_PAGE, test, visit, watchFirebaseScripts } from './fixtures';

/**
 * Sign-in against the Firebase Auth Emulator that the test server started, through the real SDK.
 * The emulator's REST API plays the visitor's inbox and phone (verification, reset and SMS codes).
 * Google's api.js is served by an offline stand-in (tests/fixtures/gapi-shim.js).
 */

const GAPI_SHIM = readFileSync(path.resolve('tests/fixtures/gapi-shim.js'), 'utf8');
/** A failed provider call logs this in the console: tests that provoke one allow it. */
const FAILED_AUTH_CALL = /Failed to load resource: the server responded with a status of 400/;
/**
 * Phone sign-in also asks the emulator for a reCAPTCHA config it does not implement (a harmless
 * 501). One pattern: test.use() would read a two-element array as [value, options].
 */
const FAILED_PHONE_CALL =
  /Failed to load resource: the server responded with a status of (400|501)/;
const PASSWORD = 'holo-Graphic-42';

interface Emulator {
  url: string;
  projectId: string;
}
let emulator: Emulator;

// Tests share one emulator (with each other and with other specs, admin.spec.ts's operators
// among them): each makes accounts of its own (unique emails and phone numbers) and never wipes
// the emulator, so they run in parallel as every other file's.

const windowDialogs: string[] = [];

test.beforeEach(async ({ request, context, page }) => {
  // Real SDK, real emulator, on a machine shared with other test runs: allow the time.
  test.slow();
  windowDialogs.length = 0;
  const info = await request.get('/api/auth/emulator');
  expect(info.ok(), 'the test server runs the Auth Emulator').toBe(true);
  emulator = (await info.json()) as Emulator;
  await routeGoogleOffline(context);
  // Messages are in-page alerts, never window.alert().
  page.on('dialog', (dialog) => {
    windowDialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
});

test.afterEach(() => {
  expect(windowDialogs, 'window.alert/confirm/prompt calls').toEqual([]);
});

const emulatorApi = () => `${emulator.url}/emulator/v1/projects/${emulator.projectId}`;
const unique = (name: string) =>
  `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function routeGoogleOffline(context: BrowserContext) {
  await context.route(/^https:\/\/apis\.google\.com\/js\/api\.js/, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: GAPI_SHIM }),
  );
  // The emulator's Google page styles itself from CDNs; offline they fail, so fail them at once.
  await context.route(
    /^https:\/\/(unpkg\.com|fonts\.googleapis\.com|fonts\.gstatic\.com)\//,
    (route) => route.abort(),
  );
}

async function openSignIn(page: Page): Promise<Locator> {
  await visit(page, SIGN_IN_PAGE);
  await navSignIn(page).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  return dialog;
}

async function oobCodeFor(request: APIRequestContext, email: string, requestType: string) {
  const response = await request.get(`${emulatorApi()}/oobCodes`);
  const { oobCodes } = (await response.json()) as {
    oobCodes: { email: string; requestType: string; oobCode: string; oobLink: string }[];
  };
  return oobCodes.find((code) => code.email === email && code.requestType === requestType);
}

/** The codes the emulator has texted to a number, oldest first. */
async function smsCodesFor(request: APIRequestContext, phoneNumber: string) {
  const response = await request.get(`${emulatorApi()}/verificationCodes`);
  const { verificationCodes } = (await response.json()) as {
    verificationCodes: { phoneNumber: string; code: string }[];
  };
  return verificationCodes
    .filter((entry) => entry.phoneNumber === phoneNumber)
    .map((entry) => entry.code);
}

/** An account created straight through the emulator's REST API, optionally already verified. */
async function createAccount(request: APIRequestContext, email: string, { verified = false } = {}) {
  const identity = `${emulator.url}/identitytoolkit.googleapis.com/v1`;
  const signUp = await request.post(`${identity}/accounts:signUp?key=demo-api-key`, {
    data: { email, password: PASSWORD, returnSecureToken: true },
  });
  expect(signUp.ok()).toBe(true);
  if (!verified) return;
  const { idToken } = (await signUp.json()) as { idToken: string };
  await request.post(`${identity}/accounts:sendOobCode?key=demo-api-key`, {
    data: { requestType: 'VERIFY_EMAIL', idToken },
  });
  const code = await oobCodeFor(request, email, 'VERIFY_EMAIL');
  expect((await request.get(code?.oobLink ?? '')).ok()).toBe(true);
}

async function signInWithEmail(dialog: Locator, email: string, password = PASSWORD) {
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** The navbar's button (the dialog has a "Sign in" button too). */
const navSignIn = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign in' });
const accountButton = (page: Page) => page.getByRole('button', { name: 'Account', exact: true });

async function expectSignedInAs(page: Page, label: string) {
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeHidden();
  const button = accountButton(page);
  await expect(button).toBeVisible();
  await button.click();
  await expect(page.getByText(label, { exact: true })).toBeVisible();
  await button.click();
}

async function signOut(page: Page) {
  const button = accountButton(page);
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(navSignIn(page)).toBeVisible();
  await expect(navSignIn(page)).toBeFocused();
}

test.describe('email and password', () => {
  test('register, verify with the emailed code, sign in, see initials, sign out', async ({
    page,
    request,
  }) => {
    const email = unique('ada');
    const dialog = await openSignIn(page);
    await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await dialog.getByLabel('Password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await expect(dialog.getByRole('status')).toHaveText(
      'User registered. Please verify your email before logging in.',
    );

    // Not verified yet: the account cannot be used.
    await signInWithEmail(dialog, email);
    await expect(dialog.getByRole('alert')).toContainText('Please verify your email');
    await expect(navSignIn(page)).toBeAttached();

    const verification = await oobCodeFor(request, email, 'VERIFY_EMAIL');
    expect(verification?.oobCode).toBeTruthy();
    expect((await request.get(verification?.oobLink ?? '')).ok()).toBe(true);

    await signInWithEmail(dialog, email);
    await expectSignedInAs(page, email);
    await expect(page.getByTestId('account-initials')).toHaveText('A');
    await expect(accountButton(page)).toBeFocused();
    await signOut(page);
  });

  test.describe('provider errors', () => {
    test.use({ allowConsoleErrors: [FAILED_AUTH_CALL] });

    test('appear as alerts in plain words', async ({ page, request }) => {
      const email = unique('grace');
      await createAccount(request, email, { verified: true });
      const dialog = await openSignIn(page);
      const alert = dialog.getByRole('alert');

      await signInWithEmail(dialog, email, 'not-the-password');
      await expect(alert).toHaveText('That password is not right. Try again, or reset it.');

      await signInWithEmail(dialog, unique('nobody'));
      await expect(alert).toHaveText('No account uses that email. Check it, or create an account.');

      await signInWithEmail(dialog, 'not-an-email');
      await expect(alert).toHaveText('That email address does not look right.');

      await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
      await dialog.getByRole('button', { name: 'Create account' }).click();
      await expect(alert).toHaveText('An account already uses that email. Sign in instead.');

      await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(unique('weak'));
      await dialog.getByLabel('Password').fill('123');
      await dialog.getByRole('button', { name: 'Create account' }).click();
      await expect(alert).toHaveText('Choose a stronger password: at least 6 characters.');
      await expect(accountButton(page)).toHaveCount(0);
    });
  });

  test('forgot password sends a reset email', async ({ page, request }) => {
    const email = unique('reset');
    await createAccount(request, email);
    const dialog = await openSignIn(page);
    await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await dialog.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Password reset email sent.');
    const reset = await oobCodeFor(request, email, 'PASSWORD_RESET');
    expect(reset?.oobCode).toBeTruthy();
  });
});

test.describe('phone', () => {
  test.use({ allowConsoleErrors: [FAILED_PHONE_CALL] });

  test('number, "OTP sent.", a new code, a wrong code, the texted code: signed in and told so', async ({
    page,
    request,
  }) => {
    const dialog = await openSignIn(page);
    await dialog.getByRole('tab', { name: 'Phone' }).click();
    await expect(dialog.getByLabel('Code from the text message')).toHaveCount(0);
    const number = dialog.getByLabel('Phone number');
    // The example is Mexican, and "6‑digit" never breaks across two lines.
    await expect(number).toHaveAccessibleDescription(/e\.g\. \+52 55 1234 5678\./);
    const digitLines = await dialog.locator('#login-phone-hint').evaluate((hint) => {
      const text = hint.firstChild as Text;
      const start = (text.textContent ?? '').indexOf('6\u2011digit');
      const range = document.createRange();
      range.setStart(text, start);
      range.setEnd(text, start + '6\u2011digit'.length);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(digitLines).toBe(1);

    // A number of this run's own: the emulator keeps every code it texted, retries included.
    const digits = String(10_000_000 + Math.floor(Math.random() * 90_000_000));
    const typed = `+52 55 ${digits.slice(0, 4)} ${digits.slice(4)}`;
    const e164 = `+5255${digits}`;
    await number.fill(typed);
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await expect(dialog.getByRole('status')).toHaveText('OTP sent.');
    const otp = dialog.getByLabel('Code from the text message');
    await expect(otp).toBeFocused();

    // The text never came: ask for another one.
    await dialog.getByRole('button', { name: 'Send a new code' }).click();
    await expect.poll(async () => (await smsCodesFor(request, e164)).length).toBe(2);
    await expect(dialog.getByRole('status')).toHaveText('OTP sent.');

    await otp.fill('000000');
    await dialog.getByRole('button', { name: 'Verify and sign in' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'That code is not right. Check the text message and try again.',
    );

    const code = (await smsCodesFor(request, e164)).at(-1);
    expect(code).toMatch(/^\d{6}$/);
    await otp.fill(code ?? '');
    await dialog.getByRole('button', { name: 'Verify and sign in' }).click();
    // Said so, and the number written the way people read it.
    await expect(page.getByTestId('site-notice')).toHaveText(`Signed in as ${typed}.`);
    await expectSignedInAs(page, typed);
  });

  test('on the Spanish page the account button and its menu speak Spanish', async ({
    page,
    request,
  }) => {
    const email = unique('es');
    await createAccount(request, email, { verified: true });
    await signInWithEmail(await openSignIn(page), email);
    await expectSignedInAs(page, email);
    // The language switch keeps the session: the same account, in Spanish.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Español' })
      .click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    const button = page.getByRole('button', { name: 'Cuenta', exact: true });
    await button.click();
    await expect(page.getByText('Sesión iniciada como')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Tu cuenta y tus pedidos' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
  });
});

test("Google popup (the emulator's page) signs in and shows the avatar", async ({ page }) => {
  const dialog = await openSignIn(page);
  const popupOpened = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Continue with Google' }).click();
  const popup = await popupOpened;
  await popup.getByText('Add new account').click();
  await popup.locator('#autogen-button').click();
  const photo = new URL('/apple-touch-icon.png', page.url()).href;
  await popup.locator('#profile-photo-input').fill(photo);
  await popup.locator('#sign-in').click();

  await expect(dialog).toBeHidden();
  const avatar = page.getByTestId('account-avatar');
  await expect(avatar).toHaveAttribute('src', photo);
  await expect
    .poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await signOut(page);
});

test('the dialog keeps focus inside, switches tabs with the arrow keys, checks every field before the provider without calling it, and Escape closes it', async ({
  page,
}) => {
  const providerCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(emulator.url)) providerCalls.push(request.url());
  });
  const dialog = await openSignIn(page);
  // Tab through more stops than the dialog has: focus never reaches the page behind it (it may
  // pass through the browser's own UI, where document.activeElement is the body).
  for (let i = 0; i < 14; i += 1) {
    await page.keyboard.press('Tab');
    const inside = await dialog.evaluate((el) => el.contains(document.activeElement));
    const onPage = await page.evaluate(() => document.activeElement !== document.body);
    if (onPage) expect(inside).toBe(true);
  }
  const emailTab = dialog.getByRole('tab', { name: 'Email' });
  await emailTab.focus();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('tab', { name: 'Phone' })).toBeFocused();
  await expect(dialog.getByRole('tab', { name: 'Phone' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByRole('tabpanel', { name: 'Phone' })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(emailTab).toBeFocused();
  await expect(emailTab).toHaveAttribute('aria-selected', 'true');

  const alert = dialog.getByRole('alert');
  const email = dialog.getByRole('textbox', { name: 'Email', exact: true });
  const password = dialog.getByLabel('Password');

  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(alert).toHaveText('Email and password are required');
  await email.fill('ada@example.com');
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(alert).toHaveText('Email and password are required');
  await email.fill('');
  await password.fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(alert).toHaveText('Email and password are required');

  await dialog.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(alert).toHaveText('Enter a valid email');
  await email.fill('ada@');
  await dialog.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(alert).toHaveText('Enter a valid email');

  await dialog.getByRole('tab', { name: 'Phone' }).click();
  await expect(alert).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(alert).toHaveText('Enter your phone number');
  expect(providerCalls.filter((url) => url.includes('identitytoolkit'))).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(navSignIn(page)).toBeFocused();
});

test.describe('the OTP check', () => {
  test.use({ allowConsoleErrors: [FAILED_PHONE_CALL] });

  // One dialog: a malformed number first, then a good one and the code's check.
  test('a malformed number is explained; verifying needs the six-digit code', async ({ page }) => {
    const dialog = await openSignIn(page);
    await dialog.getByRole('tab', { name: 'Phone' }).click();
    await dialog.getByLabel('Phone number').fill('12');
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await expect(dialog.getByRole('alert')).toContainText('phone number does not look right');

    await dialog.getByLabel('Phone number').fill('+16505550188');
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await expect(dialog.getByRole('status')).toHaveText('OTP sent.');
    const verify = dialog.getByRole('button', { name: 'Verify and sign in' });
    await verify.click();
    await expect(dialog.getByRole('alert')).toHaveText('Invalid OTP');
    await dialog.getByLabel('Code from the text message').fill('12a');
    await verify.click();
    await expect(dialog.getByRole('alert')).toHaveText('Invalid OTP');
  });
});

test('signing in moves nothing in the navbar; the session survives a reload, and signing out ends it', async ({
  page,
  request,
}) => {
  const email = unique('returning');
  await createAccount(request, email, { verified: true });
  const dialog = await openSignIn(page);
  const links = page.getByRole('navigation', { name: 'Main' }).getByRole('link');
  const positions = () => links.evaluateAll((all) => all.map((a) => a.getBoundingClientRect().x));
  const before = await positions();
  await signInWithEmail(dialog, email);
  await expect(accountButton(page)).toBeVisible();
  expect(await positions(), 'the navbar links after signing in').toEqual(before);
  await expectSignedInAs(page, email);

  await page.reload();
  await expectSignedInAs(page, email);

  await signOut(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await afterIdle(page);
  await expect(navSignIn(page)).toBeVisible();
  await expect(accountButton(page)).toHaveCount(0);
  // Signed out, nothing to restore: the SDK is not even downloaded.
  expect(scripts.filter((url) => /firebase-auth/.test(url))).toEqual([]);
});

// That no page's first paint (and idle time) loads Firebase is checked on each page's own visit,
// in shell.spec.ts.

test('Firebase loads when the sign-in dialog opens', async ({ page }) => {
  const firebaseScripts = watchFirebaseScripts(page);
  await visit(page, ROUTES.home);
  await afterIdle(page);
  expect(firebaseScripts()).toEqual([]);
  await navSignIn(page).click();
  await expect(
    page
      .getByRole('dialog', { name: 'Sign in' })
      .getByRole('button', { name: 'Continue with Google' }),
  ).toBeVisible();
  await expect.poll(() => firebaseScripts().length).toBeGreaterThan(0);
});
