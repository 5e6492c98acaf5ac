import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { APIRequestContext, Page } from '@playwright/test';
import type { PagoRecord } from '#domain/order/payment';
import { ROUTES } from '#site/pages';
import { E2E_ADMIN_TOKEN } from './constants';
import { expect, test, visit } from './fixtures';
import { axeAtBothWidths, waitForEmail } from './shop-helpers';

/**
 * The operator console at /admin, end to end: a real operator account in the test server's Auth
 * Emulator, given the claim by `npm run admin:grant`; a guest's order paid through the API and
 * the PayPal stand-in; the console finds it, ships it, refunds half of it, and shows both in the
 * audit trail. People without the claim see a sign-in prompt or "Not authorised", never data.
 */

const PASSWORD = 'console-Pass-42';
const run = promisify(execFile);

interface Emulator {
  url: string;
  projectId: string;
}

const unique = (name: string) =>
  `${name}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6).toString(36)}@example.com`;

async function emulatorOf(request: APIRequestContext): Promise<Emulator> {
  const info = await request.get('/api/auth/emulator');
  expect(info.ok(), 'the test server runs the Auth Emulator').toBe(true);
  return (await info.json()) as Emulator;
}

/** A verified email-and-password account, made through the emulator's REST API. */
async function createAccount(request: APIRequestContext, emulator: Emulator, email: string) {
  const identity = `${emulator.url}/identitytoolkit.googleapis.com/v1`;
  const signUp = await request.post(`${identity}/accounts:signUp?key=demo-api-key`, {
    data: { email, password: PASSWORD, returnSecureToken: true },
  });
  expect(signUp.ok()).toBe(true);
  const { idToken } = (await signUp.json()) as { idToken: string };
  await request.post(`${identity}/accounts:sendOobCode?key=demo-api-key`, {
    data: { requestType: 'VERIFY_EMAIL', idToken },
  });
  const codes = await request.get(
    `${emulator.url}/emulator/v1/projects/${emulator.projectId}/oobCodes`,
  );
  const { oobCodes } = (await codes.json()) as { oobCodes: { email: string; oobLink: string }[] };
  const link = oobCodes.find((code) => code.email === email)?.oobLink;
  expect((await request.get(link ?? '')).ok()).toBe(true);
}

/** The project's own script, as an operator would run it: npm run admin:grant -- <email>. */
async function grantOperator(emulator: Emulator, email: string) {
  const { stdout } = await run('npm', ['run', '--silent', 'admin:grant', '--', email], {
    env: { ...process.env, FIREBASE_AUTH_EMULATOR_HOST: new URL(emulator.url).host },
  });
  expect(stdout).toContain(`${email} (uid`);
}

/** A guest (no sign-in) buys two Octahedrons; PayPal's stand-in approves with this email. */
/**
 * A guest's order, paid through PayPal's stand-in by `email` as `name`; with a `contact`, given
 * at checkout as the buyer does (the payer is then a second fact, and the emails go to it).
 */
async function guestOrder(
  request: APIRequestContext,
  email: string,
  name: [string, string],
  contact?: { email: string; name: string; phone: string },
) {
  const created = await request.post('/api/create-order', {
    data: {
      items: [{ id: 'octahedron', quantity: 2 }],
      type: 'product',
      ...(contact && { contact }),
    },
  });
  expect(created.status()).toBe(201);
  const { id, orderNumber, receiptToken } = (await created.json()) as {
    id: string;
    orderNumber: string;
    receiptToken: string;
  };
  const approved = await request.post(`/__paypal/sdk/orders/${id}/approve`, {
    data: { email, givenName: name[0], surname: name[1] },
  });
  expect(approved.ok()).toBe(true);
  // As the buyer's browser captures: with the receipt token the create call gave it.
  const captured = await request.post(`/api/capture-order/${id}`, {
    headers: { 'x-receipt-token': receiptToken },
    data: {
      type: 'product',
      items: [{ id: 'octahedron', quantity: 2 }],
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

async function signInOnConsole(page: Page, email: string) {
  await visit(page, ROUTES.admin);
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(dialog).toBeHidden();
}

async function openOrders(page: Page) {
  await page
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: 'Orders' })
    .click();
}

/** Every request the page makes for order data. */
function watchOrderRequests(page: Page) {
  const seen: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/admin/') && path !== '/api/admin/me') seen.push(path);
  });
  return seen;
}

test.describe('the operator console', () => {
  // Real Firebase SDK and emulator, PayPal's stand-in, on a shared machine.
  test.slow();

  test('an operator finds a guest order by email, ships it, refunds half, and sees both in the audit trail', async ({
    page,
    request,
  }) => {
    const emulator = await emulatorOf(request);
    const operator = unique('operator');
    await createAccount(request, emulator, operator);
    await grantOperator(emulator, operator);
    const buyer = unique('guest.buyer');
    // The buyer's own contact at checkout; a relative pays with their PayPal account.
    const line = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
    const phone = `+52 55 ${line.slice(0, 4)} ${line.slice(4)}`;
    const payer = `paypal.${buyer}`;
    const { orderId, orderNumber } = await guestOrder(request, payer, ['Pablo', 'Pagador'], {
      email: buyer,
      name: 'Inés Navarro',
      phone,
    });

    await signInOnConsole(page, operator);
    // Exactly the console's line: the site's own notice says "Signed in as ….", for a while.
    await expect(page.getByText(`Signed in as ${operator}`, { exact: true })).toBeVisible();
    // The console opens on its home view; the orders are one section away.
    await openOrders(page);
    await expect(page.getByRole('heading', { name: 'Orders', level: 2 })).toBeVisible();

    // Find the order by the guest's email (any case).
    await page.getByRole('searchbox', { name: 'Search' }).fill(buyer.toUpperCase());
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'in total' })).toHaveText(
      '1 order · US$782.00 in total · US$0.00 refunded',
    );
    const row = page.getByRole('row').filter({ hasText: buyer });
    await expect(row).toContainText('Inés Navarro');
    await expect(row).toContainText(`Paid with PayPal as Pablo Pagador · ${payer}`);
    await expect(row).toContainText('To ship');
    await expect(row).toContainText(orderNumber);

    // Found by the phone given at checkout, typed as it is read aloud.
    await page.getByRole('searchbox', { name: 'Search' }).fill(phone.slice(4));
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'in total' })).toHaveText(
      '1 order · US$782.00 in total · US$0.00 refunded',
    );
    await expect(page.getByRole('row').filter({ hasText: orderNumber })).toBeVisible();

    // Found by its number too, typed as an operator might (any case, part of it).
    await page.getByRole('searchbox', { name: 'Search' }).fill(orderNumber.toLowerCase());
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'in total' })).toHaveText(
      '1 order · US$782.00 in total · US$0.00 refunded',
    );
    await page
      .getByRole('row')
      .filter({ hasText: buyer })
      .getByRole('link', { name: `Open order ${orderNumber}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`[?&]order=${orderNumber}(&|$)`));

    // The detail: items, payer, address, history; PayPal's id as a reference beside the payment.
    await expect(page.getByRole('heading', { name: `Order ${orderNumber}` })).toBeFocused();
    const payment = page.getByRole('region', { name: 'Payment' });
    await expect(payment.getByRole('definition').filter({ hasText: orderId })).toBeVisible();
    await expect(payment.getByRole('term').filter({ hasText: 'PayPal order' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Items' })).toContainText(
      'ELY Holographic Octahedron',
    );
    // The buyer as they gave themselves, then PayPal's payer as a second fact.
    const buyerCard = page.getByRole('region', { name: 'Buyer' });
    await expect(buyerCard.getByRole('link', { name: buyer })).toHaveAttribute(
      'href',
      `mailto:${buyer}`,
    );
    await expect(buyerCard).toContainText('Inés Navarro');
    await expect(buyerCard).toContainText(phone);
    await expect(buyerCard).toContainText('Guest checkout');
    await expect(buyerCard.getByRole('heading', { name: 'PayPal payer' })).toBeVisible();
    await expect(buyerCard).toContainText(payer);
    await expect(buyerCard).toContainText('Calle Durango 214');
    // The state's and the country's names, not their codes.
    await expect(buyerCard).toContainText('06700 Ciudad de México, Mexico City');
    await expect(buyerCard).toContainText('Mexico');
    await expect(page.getByRole('region', { name: 'Timeline' })).toContainText(
      `Order confirmed: ${orderNumber}`,
    );

    // Ship it with UPS: the server links UPS's tracking page.
    const shipment = page.getByRole('region', { name: 'Shipment' });
    await shipment.getByLabel('Carrier').selectOption('UPS');
    await shipment.getByLabel('Tracking number').fill('1z 999 aa1 0123456784');
    await shipment.getByRole('button', { name: 'Mark as shipped' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Marked as shipped.' })).toBeVisible();
    await expect(shipment).toContainText('1Z999AA10123456784');
    await expect(shipment.getByRole('link', { name: 'Track the parcel' })).toHaveAttribute(
      'href',
      'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    );
    const history = page.getByRole('region', { name: 'Timeline' });
    await expect(history).toContainText(`Shipped by ${operator}`);
    // The buyer is told, once, with the carrier and the tracking number; the console lists it.
    const shippingEmail = await waitForEmail(
      request,
      buyer,
      `Your order is on its way: ${orderNumber}`,
    );
    expect(shippingEmail.text).toContain('1Z999AA10123456784');
    await expect(page.getByRole('region', { name: 'Timeline' })).toContainText(
      `Your order is on its way: ${orderNumber}`,
    );

    // Refund half: the confirmation step, a double click on it, one refund.
    const refunds = page.getByRole('region', { name: 'Refunds' });
    await refunds.getByRole('button', { name: 'Refund…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Refund this order' });
    await expect(dialog).toContainText('Paid US$782.00; US$782.00 can still be refunded.');
    await dialog.getByRole('radio', { name: 'Part of it' }).check();
    await dialog.getByLabel('Amount in USD').fill('391');
    await dialog.getByLabel('Reason').fill('One of the two units arrived damaged');
    await dialog.getByRole('button', { name: 'Refund US$391.00' }).dblclick();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Refunded US$391.00.' })).toBeVisible();
    await expect(refunds.getByRole('listitem')).toHaveCount(1);
    await expect(refunds).toContainText('One of the two units arrived damaged');
    await expect(page.getByRole('region', { name: 'Payment' })).toContainText('Partly refunded');
    expect((await waitForEmail(request, buyer, `Refund issued: ${orderNumber}`)).text).toContain(
      'US$391.00',
    );

    // The record and PayPal agree.
    const paypal = await request.get(`/__paypal/__test/orders/${orderId}`);
    expect(await paypal.json()).toMatchObject({
      capture: { status: 'PARTIALLY_REFUNDED', refunded: '391.00' },
    });
    const records = await request.get('/api/admin/payments', {
      headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
    });
    const { payments } = (await records.json()) as { payments: PagoRecord[] };
    expect(payments.find((record) => record.orderId === orderId)).toMatchObject({
      status: 'PARTIALLY_REFUNDED',
      refunded: '391.00',
    });

    // Both actions in the audit trail, with the operator.
    await page
      .getByRole('navigation', { name: 'Console sections' })
      .getByRole('link', { name: 'Audit trail' })
      .click();
    await page.getByLabel('Order number or PayPal id').fill(orderNumber.toLowerCase());
    await page.getByRole('button', { name: 'Apply' }).click();
    const entries = page.getByRole('main').getByRole('listitem');
    // The filter answers after the click: until then the trail lists every order's entries (other
    // tests' shipments among them), and a check of "the" Shipped entry could read another's.
    await expect(entries.filter({ hasNotText: orderNumber })).toHaveCount(0);
    await expect(entries.filter({ hasText: 'Shipped' })).toContainText(operator);
    await expect(entries.filter({ hasText: 'Shipped' })).toContainText(orderNumber);
    await expect(entries.filter({ hasText: 'Refund requested' })).toContainText(
      'One of the two units arrived damaged',
    );
    await expect(entries.filter({ hasText: 'Refund requested' })).toContainText(operator);
  });

  test.describe('signed in without the claim', () => {
    // The API's 403 shows in the console as a failed resource.
    test.use({ allowConsoleErrors: [/status of 403/] });

    test('sees "Not authorised" and no data', async ({ page, request }) => {
      const emulator = await emulatorOf(request);
      const email = unique('buyer');
      await createAccount(request, emulator, email);
      const orderRequests = watchOrderRequests(page);
      await signInOnConsole(page, email);
      await expect(page.getByRole('heading', { name: 'Not authorised' })).toBeVisible();
      await expect(page.getByText(`npm run admin:grant -- ${email}`)).toBeVisible();
      await expect(page.getByRole('table')).toHaveCount(0);
      expect(orderRequests).toEqual([]);
    });
  });
});

/** No sideways scrolling at this width, nor at 360 px when this is the phone's. */
async function expectToFit(page: Page, width: number) {
  const widths = width < 768 ? [width, 360] : [width];
  for (const each of widths) {
    await page.setViewportSize({ width: each, height: 900 });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `${each} px`,
    ).toBeLessThanOrEqual(each);
  }
  await page.setViewportSize({ width, height: 900 });
}

test.describe('axe on the console at 390 and 1440 px', () => {
  test.use({ viewport: { width: 390, height: 900 } });
  test.slow();

  // One journey, each state checked at a phone's width and then, widened, at a desktop's.
  test('a visitor who is not signed in gets a sign-in prompt and no data; the prompt, the list, an order, the refund dialog and the audit trail have no violations and fit the screen', async ({
    page,
    request,
  }) => {
    const fits = (width: number) => expectToFit(page, width);
    const orderRequests = watchOrderRequests(page);
    await visit(page, ROUTES.admin);
    await expect(
      page.getByRole('heading', { name: 'Sign in to the operator console' }),
    ).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await axeAtBothWidths(page, 'sign-in prompt', { atEach: fits });
    expect(orderRequests, 'order data asked for before signing in').toEqual([]);

    const emulator = await emulatorOf(request);
    const operator = unique('axe.operator');
    await createAccount(request, emulator, operator);
    await grantOperator(emulator, operator);
    const buyer = unique('axe.buyer');
    const { orderNumber } = await guestOrder(request, buyer, ['Zoë', 'Ramírez']);
    await signInOnConsole(page, operator);
    await openOrders(page);

    await page.getByRole('searchbox', { name: 'Search' }).fill(buyer);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('link', { name: `Open order ${orderNumber}` })).toBeVisible();
    await axeAtBothWidths(page, 'orders list', { atEach: fits });

    await page.getByRole('link', { name: `Open order ${orderNumber}` }).click();
    await expect(page.getByRole('region', { name: 'Shipment' })).toBeVisible();
    await axeAtBothWidths(page, 'order detail', { atEach: fits });

    await page.getByRole('button', { name: 'Refund…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Refund this order' });
    await dialog.getByRole('radio', { name: 'Part of it' }).check();
    await axeAtBothWidths(page, 'refund dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('link', { name: 'Audit trail' }).click();
    await expect(page.getByRole('heading', { name: 'Audit trail' })).toBeVisible();
    await expect(page.getByText('Loading the audit trail…')).toHaveCount(0);
    await axeAtBothWidths(page, 'audit trail');
  });
});
