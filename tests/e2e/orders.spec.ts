import type { APIRequestContext } from '@playwright/test';
import { ROUTES } from '#site/pages';
import { E2E_ADMIN_TOKEN } from './constants';
import { expect, test, visit } from './fixtures';
import {
  authEmulator,
  axeAtBothWidths,
  buyOctahedron,
  caughtEmails,
  receiptLinkIn,
  seedCart,
  unique,
  waitForEmail,
} from './shop-helpers';

/**
 * After the payment, as a buyer lives it: the notice with the order number, the receipt page, the
 * confirmation email (caught by the test server's MailDev) whose link opens the same receipt in
 * another browser, the account's "My orders", and the second email of a payment PayPal reviewed.
 */

const NOT_FOUND_LOG = /status of 404/;
const OCTAHEDRON = [{ id: 'octahedron', quantity: 1 }];
const API_ADDRESS = {
  street: 'Calle Durango 263',
  city: 'Ciudad de México',
  state: 'CMX',
  zip: '06700',
  country: 'MX',
};

test.describe('a guest’s order', () => {
  test('notice with the order number → receipt → confirmation email whose link opens the receipt in a fresh browser', async ({
    page,
    request,
    browser,
  }) => {
    test.slow();
    const payer = unique('guest');
    await seedCart(page, OCTAHEDRON);
    const { orderId, orderNumber } = await buyOctahedron(page, payer);

    // The spec's flow: home, 'Payment completed ✅', now with the order's number and the receipt.
    await expect(page).toHaveURL(ROUTES.home);
    const notice = page.getByTestId('site-notice');
    await expect(notice).toContainText('Payment completed ✅');
    await expect(notice).toContainText(`Order number ${orderNumber}.`);
    await expect(notice).not.toContainText(orderId);
    const toReceipt = page.getByRole('link', { name: 'View your receipt' });
    await expect(toReceipt).toHaveAttribute(
      'href',
      new RegExp(`^/orders/${orderNumber}#token=[\\w-]+$`),
    );
    await toReceipt.click();

    await expect(page).toHaveURL(new RegExp(`/orders/${orderNumber}#token=`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order');
    await expect(page.getByTestId('receipt-order-number')).toHaveText(orderNumber);
    // Where the order stands: paid, now being prepared (a presale: when it is expected to ship).
    const progress = page.getByRole('region', { name: 'Order progress' });
    await expect(progress.getByRole('listitem')).toHaveText([
      // Each step's number (or tick) is drawn beside its name, for the eye only.
      /Paid \(done\)/,
      /Preparing\s*Expected to ship from March 2027/,
      /Shipped$/,
      /Delivered$/,
    ]);
    await expect(progress.locator('[aria-current="step"]')).toContainText('Preparing');
    // PayPal's own reference for the payment, for a dispute: its capture, as PayPal knows it.
    const paypal = await request.get(`/__paypal/__test/orders/${orderId}`);
    const { capture } = (await paypal.json()) as { capture: { id: string } };
    await expect(page.getByTestId('receipt-paypal-transaction')).toHaveText(capture.id);
    await expect(page.getByTestId('receipt-total')).toHaveText('US$391.00');
    // What the total is made of: shipped to Mexico, the IVA it includes, from the server's answer.
    await expect(page.getByTestId('receipt-subtotal')).toHaveText('US$391.00');
    await expect(page.getByTestId('receipt-shipping')).toHaveText('Free');
    await expect(page.getByTestId('receipt-tax')).toHaveText('US$53.93');
    await expect(page.getByText('IVA included (16%)')).toBeVisible();
    await expect(page.getByTestId('receipt-taxes-included')).toHaveText('Prices include taxes.');
    await expect(page.getByTestId('receipt-net-paid')).toHaveCount(0);
    // The state's and the country's names, in the page's language.
    await expect(page.getByTestId('receipt-address')).toContainText(
      '06700 Ciudad de México, Mexico City',
    );
    await expect(page.getByTestId('receipt-address')).toContainText(/Mexico$/);
    await expect(page.getByTestId('receipt-email')).toHaveText(payer);
    await expect(page.getByTestId('receipt-payment-method')).toHaveText('PayPal account');
    await expect(page.getByTestId('payment-status').first()).toHaveText('Paid');
    // Not for search engines.
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

    const email = await waitForEmail(request, payer, `Order confirmed: ${orderNumber}`);
    const link = receiptLinkIn(email, orderNumber);
    expect(email.html).toContain(link);
    expect(`${email.subject}${email.text}${email.html}`).not.toContain(orderId);

    // The link alone opens the same receipt in a browser that has never seen the shop.
    const elsewhere = await browser.newContext();
    try {
      const fresh = await elsewhere.newPage();
      const opened = await fresh.goto(link);
      expect(opened?.status()).toBe(200);
      // A fresh browser loads the page's code first: the receipt is asked for once hydrated.
      await fresh.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      await expect(fresh).toHaveURL(link);
      await expect(fresh.getByTestId('receipt-order-number')).toHaveText(orderNumber);
      await expect(fresh.getByTestId('receipt-total')).toContainText('US$391.00');
      await expect(fresh.getByTestId('receipt-email')).toHaveText(payer);
      // The first look in a browser thanks the buyer; the next says where the order stands.
      await expect(fresh.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order');
      await fresh.reload();
      await expect(fresh.getByRole('heading', { level: 1 })).toHaveText(
        'We are preparing your order',
      );
      await expect(fresh.getByTestId('receipt-order-number')).toHaveText(orderNumber);

      // A wrong token, another order's address, or no token at all: the same "not found".
      const [address, token] = link.split('#token=');
      const tries = [
        `${address}#token=${token?.slice(0, -2)}xx`,
        `${address?.replace(orderNumber, otherNumber(orderNumber))}#token=${token}`,
        `${address?.replace(orderNumber, '0NOSUCHORDER00000')}#token=${token}`,
        address ?? '',
      ];
      for (const url of tries) {
        const other = await elsewhere.newPage();
        await visit(other, url);
        await expect(other.getByRole('heading', { level: 1 })).toHaveText(
          'We could not find this receipt',
        );
        await expect(other.getByTestId('receipt-order-number')).toHaveCount(0);
        await other.close();
      }
    } finally {
      await elsewhere.close();
    }
  });

  test('the receipt API answers 404 for a wrong token or another order', async ({ request }) => {
    const answer = (orderRef: string, token: string) =>
      request.get(`/api/orders/${orderRef}`, { headers: { 'x-receipt-token': token } });
    expect((await answer('0NOSUCHORDER00000', 'whatever')).status()).toBe(404);
    expect((await answer('ELY-222222', 'whatever')).status()).toBe(404);
    expect((await answer('NOT-AN-ID', 'whatever')).status()).toBe(404);
  });
});

test.describe('a link made with PayPal’s order id, before order numbers', () => {
  test('moves to the order’s number and opens the receipt, its token kept, in each language', async ({
    request,
    browser,
  }) => {
    test.slow();
    for (const locale of ['en', 'es'] as const) {
      const payer = unique(`old-link-${locale}`);
      const { orderId, orderNumber, receiptToken } = await payThroughApi(request, payer, {
        locale,
      });
      const prefix = locale === 'es' ? '/es' : '';
      // The server moves it for good: the order's number never changes.
      const answer = await request.get(`${prefix}/orders/${orderId}`, { maxRedirects: 0 });
      expect(answer.status()).toBe(301);
      expect(answer.headers().location).toBe(`${prefix}/orders/${orderNumber}`);
      // A fresh browser, as someone opening an old confirmation email: the browser keeps the
      // link's fragment, the token, across the move.
      const context = await browser.newContext();
      try {
        const page = await context.newPage();
        await page.goto(`${prefix}/orders/${orderId}#token=${receiptToken}`);
        await expect(page).toHaveURL(`${prefix}/orders/${orderNumber}#token=${receiptToken}`);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.getByTestId('receipt-order-number')).toHaveText(orderNumber);
        await expect(page.getByTestId('receipt-email')).toHaveText(payer);
      } finally {
        await context.close();
      }
    }
  });
});

test.describe('an order that does not exist', () => {
  test.use({ allowConsoleErrors: [NOT_FOUND_LOG] });

  test('the page of an order that does not exist answers 404 and says so, in its language', async ({
    page,
  }) => {
    for (const [address, heading] of [
      ['/orders/NOPE', 'We could not find this receipt'],
      ['/orders/0NOSUCHORDER00000', 'We could not find this receipt'],
      ['/orders/ELY-222222', 'We could not find this receipt'],
      ['/es/orders/NOPE', 'No encontramos este comprobante'],
      ['/es/orders/ELY-222222', 'No encontramos este comprobante'],
    ] as const) {
      const response = await page.goto(address);
      expect(response?.status(), address).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    }
  });
});

/** Waits until the stand-in has delivered every webhook it sent (the shop answered 2xx). */
async function webhooksDelivered(request: APIRequestContext) {
  await expect
    .poll(async () => {
      const response = await request.get('/__paypal/__test/webhooks');
      const { deliveries } = (await response.json()) as { deliveries: { delivered: boolean }[] };
      return deliveries.every((delivery) => delivery.delivered);
    })
    .toBe(true);
}

/** An order paid through the API, as the PayPal stand-in's payer `payer`. */
async function payThroughApi(
  request: APIRequestContext,
  payer: string,
  {
    outcome = 'completed',
    locale = 'en',
  }: { outcome?: 'completed' | 'pending'; locale?: 'en' | 'es' } = {},
) {
  const created = await request.post('/api/create-order', {
    data: { items: OCTAHEDRON, type: 'product', address: API_ADDRESS, locale },
  });
  const { id, orderNumber, receiptToken } = (await created.json()) as {
    id: string;
    orderNumber: string;
    receiptToken: string;
  };
  expect(
    (
      await request.post(`/__paypal/sdk/orders/${id}/approve`, {
        data: { email: payer, outcome },
      })
    ).ok(),
  ).toBe(true);
  const captured = await request.post(`/api/capture-order/${id}`, {
    headers: { 'x-receipt-token': receiptToken },
    data: { type: 'product', items: OCTAHEDRON, address: API_ADDRESS },
  });
  expect(captured.status()).toBe(200);
  return { orderId: id, orderNumber, receiptToken };
}

test('a payment PayPal reviews and then completes sends its second email exactly once', async ({
  request,
}) => {
  test.slow();
  const payer = unique('review');
  const { orderId, orderNumber } = await payThroughApi(request, payer, { outcome: 'pending' });
  await waitForEmail(request, payer, `Order received, payment under review: ${orderNumber}`);

  const records = await request.get('/api/admin/payments', {
    headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
  });
  const { payments } = (await records.json()) as {
    payments: { orderId: string; captureId: string }[];
  };
  const captureId = payments.find((record) => record.orderId === orderId)?.captureId;
  expect(captureId).toBeTruthy();

  // PayPal ends its review; its webhook reaches the shop, which records it and emails the buyer.
  expect((await request.post(`/__paypal/__test/captures/${captureId}/complete`)).ok()).toBe(true);
  await waitForEmail(request, payer, `Payment confirmed: ${orderNumber}`);
  // Every webhook PayPal sent about it has been handled, redeliveries included.
  await webhooksDelivered(request);

  // The mailer sends in order: once a later order's email is out, any second one would be too.
  const later = unique('later');
  const laterOrder = await payThroughApi(request, later);
  await waitForEmail(request, later, `Order confirmed: ${laterOrder.orderNumber}`);
  const toPayer = await caughtEmails(request, payer);
  expect(toPayer.map((email) => email.subject).sort()).toEqual([
    `Order received, payment under review: ${orderNumber}`,
    `Payment confirmed: ${orderNumber}`,
  ]);
});

test.describe('a signed-in buyer’s orders, at 390 and 1440 px', () => {
  test.use({ viewport: { width: 390, height: 900 } });

  // One journey, each state checked at a phone's width and then, widened, at a desktop's.
  test('the account page, the paid notice, the receipt and the account with its order have no accessibility violations; /account lists the order; another buyer sees none of it, in the API or the pages', async ({
    page,
    request,
    allowConsoleErrorsFromNow,
  }) => {
    test.slow();
    const emulator = await authEmulator(request);
    const alice = unique('alice');
    const bob = unique('bob');
    const aliceAccount = await emulator.createAccount(alice);
    const bobAccount = await emulator.createAccount(bob);
    await seedCart(page, OCTAHEDRON);

    // Signed out first: the account page says what it is for.
    await visit(page, ROUTES.account);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to see your account');
    await axeAtBothWidths(page, 'account, signed out');

    await page.setViewportSize({ width: 390, height: 900 });
    await emulator.signIn(page, alice);
    const { orderId, orderNumber } = await buyOctahedron(page, unique('alice-paypal'));
    await expect(page.getByTestId('site-notice')).toContainText(orderNumber);
    await axeAtBothWidths(page, 'home with the paid notice');

    await page.getByRole('link', { name: 'View your receipt' }).click();
    await expect(page.getByTestId('receipt-order-number')).toHaveText(orderNumber);
    await expect(page.getByTestId('receipt-paypal-transaction')).toBeVisible();
    await axeAtBothWidths(page, 'receipt');

    // The account menu leads to the account page.
    await page.getByRole('button', { name: 'Account', exact: true }).click();
    await page.getByRole('link', { name: 'Your account and orders' }).click();
    await expect(page).toHaveURL(ROUTES.account);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your account');
    await expect(page.getByTestId('account-contact')).toHaveText(alice);
    const orders = page.getByTestId('my-orders');
    await expect(orders.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
    await expect(orders).toContainText('Paid');
    await expect(orders).toContainText('US$391.00');
    await axeAtBothWidths(page, 'account with an order');
    // Signed in, the receipt needs no token.
    await orders.getByRole('link', { name: `View receipt of order ${orderNumber}` }).click();
    await expect(page).toHaveURL(`/orders/${orderNumber}`);
    await expect(page.getByTestId('receipt-order-number')).toHaveText(orderNumber);

    // The API: only Alice's own token lists it or opens its receipt.
    const asBob = { authorization: `Bearer ${await bobAccount.idToken()}` };
    const asAlice = { authorization: `Bearer ${await aliceAccount.idToken()}` };
    const alicesOrders = await request.get('/api/me/orders', { headers: asAlice });
    expect(((await alicesOrders.json()) as { orders: { orderId: string }[] }).orders).toEqual([
      expect.objectContaining({ orderId, orderNumber }),
    ]);
    const bobsOrders = await request.get('/api/me/orders', { headers: asBob });
    expect(bobsOrders.status()).toBe(200);
    expect(JSON.stringify(await bobsOrders.json())).not.toContain(orderId);
    expect((await request.get(`/api/orders/${orderId}`, { headers: asBob })).status()).toBe(404);
    expect((await request.get(`/api/orders/${orderNumber}`, { headers: asBob })).status()).toBe(
      404,
    );
    expect((await request.get('/api/me/orders')).status()).toBe(401);

    // The pages: Bob, signed in on the same browser, sees no trace of it (the browser logs the
    // 404 of the receipt he may not open).
    allowConsoleErrorsFromNow(NOT_FOUND_LOG);
    await page.getByRole('button', { name: 'Account', exact: true }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await emulator.signIn(page, bob);
    await visit(page, ROUTES.account);
    await expect(page.getByTestId('account-contact')).toHaveText(bob);
    await expect(page.getByText('No orders yet.', { exact: false })).toBeVisible();
    await expect(page.getByText(orderNumber)).toHaveCount(0);
    await visit(page, `/orders/${orderNumber}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'We could not find this receipt',
    );
    await expect(page.getByText(alice)).toHaveCount(0);
  });
});

/** A well-formed order number other than `number` (its last character changed). */
function otherNumber(number: string): string {
  return `${number.slice(0, -1)}${number.endsWith('2') ? '3' : '2'}`;
}
