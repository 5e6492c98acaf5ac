import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { CATALOGUES } from '#app/i18n/catalogues.server';
import type { Locale } from '#site/locales';
import { localizedRoutes } from '#site/pages';
import { COMPANY } from '#site/site';
import { expect, test, visit } from './fixtures';
import {
  axeAtBothWidths,
  buyOctahedron,
  caughtEmails,
  type PaidOrder,
  receiptLinkIn,
  seedCart,
  unique,
  waitForEmail,
} from './shop-helpers';

/**
 * "Find my order", as a guest who lost the order email lives it, in both languages: the page
 * asks for the email and the order number, answers the same whether or not they match an order,
 * and only on a match the order page's link arrives (MailDev), opening the order in a fresh
 * browser. Bad input is named field by field; too many requests for one address are refused in
 * words. Every page's footer names the company (legal name, RFC) and links the page.
 */

const OCTAHEDRON = [{ id: 'octahedron', quantity: 1 }];
const API_ADDRESS = {
  street: 'Calle Durango 263',
  city: 'Ciudad de México',
  state: 'CMX',
  zip: '06700',
  country: 'MX',
};
const SUBJECT = {
  en: (number: string) => `The link to your order ${number}`,
  es: (number: string) => `El enlace a tu pedido ${number}`,
};
const CONFIRMED = {
  en: (number: string) => `Order confirmed: ${number}`,
  es: (number: string) => `Pedido confirmado: ${number}`,
};

/** A guest's order paid through the API on the Spanish site (the English one pays in the page). */
async function buyInSpanish(request: APIRequestContext, payer: string): Promise<PaidOrder> {
  const created = await request.post('/api/create-order', {
    data: { items: OCTAHEDRON, type: 'product', address: API_ADDRESS, locale: 'es' },
  });
  expect(created.status()).toBe(201);
  const { id, orderNumber, receiptToken } = (await created.json()) as {
    id: string;
    orderNumber: string;
    receiptToken: string;
  };
  const approved = await request.post(`/__paypal/sdk/orders/${id}/approve`, {
    data: { email: payer },
  });
  expect(approved.ok()).toBe(true);
  const captured = await request.post(`/api/capture-order/${id}`, {
    headers: { 'x-receipt-token': receiptToken },
    data: { type: 'product', items: OCTAHEDRON, address: API_ADDRESS },
  });
  expect(captured.status()).toBe(200);
  return { orderId: id, orderNumber };
}

/** Fills and sends the form; answers the API's status and body, as the page received them. */
async function ask(page: Page, locale: Locale, email: string, orderNumber: string) {
  const copy = CATALOGUES[locale].findOrder;
  await page.getByRole('textbox', { name: copy.fields.email }).fill(email);
  await page.getByRole('textbox', { name: copy.fields.orderNumber }).fill(orderNumber);
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/find-order'));
  await page.getByRole('button', { name: copy.submit }).click();
  const response = await answered;
  return { status: response.status(), body: await response.text() };
}

/** Back to the form after an answer. */
async function again(page: Page, locale: Locale) {
  await page.getByRole('button', { name: CATALOGUES[locale].findOrder.done.again }).click();
}

async function inFreshBrowser<T>(browser: Browser, run: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext();
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

for (const locale of ['en', 'es'] as const) {
  const copy = CATALOGUES[locale].findOrder;
  const routes = localizedRoutes(locale);

  test(`${locale}: a guest gets the order's link by email only for the right pair, and the page answers the same either way`, async ({
    page,
    request,
    browser,
  }) => {
    // A purchase, three browsers, four axe runs and two emails: long on a loaded machine.
    test.setTimeout(360_000);
    const payer = unique(`find-${locale}`);
    const stranger = unique(`stranger-${locale}`);
    let order: PaidOrder;
    if (locale === 'en') {
      await seedCart(page, OCTAHEDRON);
      order = await buyOctahedron(page, payer);
    } else {
      order = await buyInSpanish(request, payer);
    }
    const { orderNumber } = order;
    await waitForEmail(request, payer, CONFIRMED[locale](orderNumber));

    const answers = await inFreshBrowser(browser, async (finder) => {
      await visit(finder, routes.findOrder);
      await expect(finder.locator('html')).toHaveAttribute('lang', locale);
      await expect(finder.getByRole('heading', { level: 1 })).toHaveText(copy.page.title);
      await axeAtBothWidths(finder, 'the form');

      // The right pair, typed as people do: another case, no prefix.
      const right = await ask(
        finder,
        locale,
        payer.toUpperCase(),
        orderNumber.slice(4).toLowerCase(),
      );
      const answer = finder.getByTestId('find-order-answer');
      await expect(answer).toHaveText(copy.done.body);
      await expect(finder.getByRole('heading', { name: copy.done.title })).toBeFocused();
      await axeAtBothWidths(finder, 'the answer');

      // Wrong pairs: another address with the right number, the right address with another number.
      await again(finder, locale);
      const wrongEmail = await ask(finder, locale, stranger, orderNumber);
      await expect(answer).toHaveText(copy.done.body);
      await again(finder, locale);
      const wrongNumber = await ask(finder, locale, payer, otherNumber(orderNumber));
      await expect(answer).toHaveText(copy.done.body);
      return { right, wrongEmail, wrongNumber };
    });
    expect(answers.right).toEqual({ status: 202, body: '{"status":"received"}' });
    expect(answers.wrongEmail).toEqual(answers.right);
    expect(answers.wrongNumber).toEqual(answers.right);

    // The link arrives at the order's address, in the order's language, and opens the order.
    const email = await waitForEmail(request, payer, SUBJECT[locale](orderNumber));
    const link = receiptLinkIn(email, orderNumber);
    expect(new URL(link).pathname).toBe(`${locale === 'es' ? '/es' : ''}/orders/${orderNumber}`);
    expect(email.text).toContain(`RFC ${COMPANY.rfc}`);
    await inFreshBrowser(browser, async (reader) => {
      await visit(reader, link);
      await expect(reader.getByTestId('receipt-order-number')).toHaveText(orderNumber);
      await expect(reader.locator('html')).toHaveAttribute('lang', locale);
    });

    // The mailer sends in order: once a later request's email is here, a wrong pair's would be too.
    await inFreshBrowser(browser, async (finder) => {
      await visit(finder, routes.findOrder);
      await ask(finder, locale, payer, orderNumber);
    });
    await expect
      .poll(
        async () =>
          (await caughtEmails(request, payer)).filter(
            (email) => email.subject === SUBJECT[locale](orderNumber),
          ).length,
      )
      .toBe(2);
    expect(await caughtEmails(request, stranger)).toEqual([]);
  });

  test.describe(`${locale}: refusals in words`, () => {
    test.use({ allowConsoleErrors: [/status of 429/] });

    test(`${locale}: names the field that is wrong, and refuses too many requests for one address`, async ({
      page,
    }) => {
      test.setTimeout(150_000);
      await visit(page, routes.findOrder);
      const email = page.getByRole('textbox', { name: copy.fields.email });
      const number = page.getByRole('textbox', { name: copy.fields.orderNumber });
      await page.getByRole('button', { name: copy.submit }).click();
      await expect(email).toHaveAccessibleDescription(copy.problems.emailRequired);
      await expect(email).toBeFocused();
      await expect(number).toHaveAccessibleDescription(
        `${copy.orderNumberHint} ${copy.problems.orderNumberRequired}`,
      );
      await email.fill('ana@');
      await number.fill('ELY-7K3M90');
      await page.getByRole('button', { name: copy.submit }).click();
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText(copy.problems.emailInvalid)).toBeVisible();
      await expect(page.getByText(copy.problems.orderNumberInvalid)).toBeVisible();
      await axeAtBothWidths(page, 'the form with its errors');

      // The limit per email address (5 an hour): the sixth request is refused, in words.
      const asker = unique(`eager-${locale}`);
      for (let n = 0; n < 5; n += 1) {
        expect((await ask(page, locale, asker, 'ELY-7K3M9Q')).status).toBe(202);
        await again(page, locale);
      }
      expect((await ask(page, locale, asker, 'ELY-7K3M9Q')).status).toBe(429);
      await expect(page.getByRole('alert')).toHaveText(copy.rateLimited);
      await axeAtBothWidths(page, 'the rate limit’s refusal');
    });
  });
}

test.describe('the order page without its link', () => {
  test.use({ allowConsoleErrors: [/status of 404/] });

  test('points to "Find my order", in its language', async ({ page }) => {
    for (const locale of ['en', 'es'] as const) {
      const receipt = CATALOGUES[locale].orders.receipt;
      await visit(page, `${locale === 'es' ? '/es' : ''}/orders/ELY-222222`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(receipt.notFoundTitle);
      const link = page.getByRole('main').getByRole('link', { name: receipt.findOrder });
      await expect(link).toHaveAttribute('href', localizedRoutes(locale).findOrder);
      await link.click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        CATALOGUES[locale].findOrder.page.title,
      );
    }
  });
});

/** A well-formed number that is not `number` (its last character changed). */
function otherNumber(number: string): string {
  return `${number.slice(0, -1)}${number.endsWith('Z') ? 'Y' : 'Z'}`;
}
