import type { Page, Request } from '@playwright/test';
import { CART_STORAGE_KEY } from '#app/features/cart/cart-persistence';
import { CATALOGUES } from '#app/i18n/catalogues.server';
import { localizedRoutes, ROUTES } from '#site/pages';
import { E2E_ADMIN_TOKEN } from './constants';
import { expect, test, visit } from './fixtures';
import { ADDRESS, axeAtBothWidths, fillAddress as fillShippingAddress } from './shop-helpers';

const CONTACT = {
  Email: 'ana@example.com',
  'Full name': 'Ana López',
  Phone: '55 1234 5678',
};

async function fillContact(page: Page) {
  for (const [label, value] of Object.entries(CONTACT)) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
}

/** Puts lines in the visitor's stored cart before any page script runs. */
async function seedCart(page: Page, items: { id: string; quantity: number }[]) {
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

async function fillAddress(page: Page) {
  await fillContact(page);
  await fillShippingAddress(page);
}

function countRequests(page: Page, path: string) {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith(path)) seen.push(request);
  });
  return seen;
}

async function payAndApprove(page: Page, choice = 'Approve payment') {
  await page.getByRole('button', { name: 'Pay with PayPal (test)' }).click();
  const dialog = page
    .getByRole('dialog')
    .filter({ has: page.getByRole('button', { name: choice }) });
  await dialog.getByRole('button', { name: choice }).click();
}

test.describe('checkout', () => {
  test('an empty cart shows the empty state and no payment buttons', async ({ page }) => {
    await visit(page, ROUTES.checkout);
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Browse products' }),
    ).toHaveAttribute('href', ROUTES.products);
    await expect(page.getByRole('button', { name: 'Pay with PayPal (test)' })).toHaveCount(0);
  });

  test('pays for two Octahedrons and keeps the record', async ({ page, request }) => {
    await seedCart(page, [{ id: 'octahedron', quantity: 2 }]);
    await visit(page, ROUTES.checkout);
    await expect(page.getByTestId('test-mode-banner')).toBeVisible();
    await expect(page.getByTestId('checkout-total')).toContainText('US$782.00');
    await expect(page.getByTestId('checkout-subtotal')).toHaveText('US$782.00');
    await expect(page.getByTestId('checkout-shipping')).toHaveText('Free');
    await expect(page.getByText('Prices include taxes.')).toBeVisible();
    // No IVA is said before the country is Mexico; then the same cents the server will state.
    await expect(page.getByTestId('checkout-tax')).toHaveCount(0);
    await fillAddress(page);
    await expect(page.getByTestId('checkout-tax')).toHaveText('IVA included (16%)US$107.86');
    // English pages show no estimate in pesos.
    await expect(page.getByTestId('checkout-total-pesos')).toHaveCount(0);

    const created = page.waitForRequest((r) => r.url().includes('/api/create-order'));
    const captured = page.waitForResponse((r) => r.url().includes('/api/capture-order/'));
    await payAndApprove(page);
    // The cart's total goes in cents, and in the specification's dollars beside them.
    expect((await created).postDataJSON()).toMatchObject({ totalCents: 78200, total: 782 });
    const capture = await captured;
    const orderId = decodeURIComponent(new URL(capture.url()).pathname.split('/').pop() ?? '');

    await expect(page.getByText('Payment completed ✅')).toBeVisible();
    await expect(page).toHaveURL(ROUTES.home);
    // The notice sums the order up, and stays until dismissed.
    const notice = page.getByTestId('site-notice');
    await expect(notice.getByRole('listitem')).toHaveText([
      'You ordered ELY Holographic Octahedron × 2.',
      'Ships to Av. Álvaro Obregón 121, Col. Roma Norte, 06700 Ciudad de México, Mexico City, Mexico.',
      /^Expected to ship from March 2027/,
    ]);
    await expect(page.getByRole('button', { name: 'Cart', exact: true })).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), CART_STORAGE_KEY)).toContain(
      '"items":[]',
    );

    const records = await request.get('/api/admin/payments', {
      headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
    });
    expect(records.status()).toBe(200);
    const list = (await records.json()) as
      | Record<string, unknown>[]
      | { payments: Record<string, unknown>[] };
    const rows = Array.isArray(list) ? list : list.payments;
    const record = rows.find((row) => row.orderId === orderId);
    expect(record).toBeDefined();
    expect(String(record?.total)).toMatch(/^782(\.00)?$/);
    expect(record?.tipo).toBe('producto');
    expect(record?.codigo).toBeNull();
    expect(record?.address).toEqual({
      street: 'Av. Álvaro Obregón 121',
      line2: 'Col. Roma Norte',
      city: 'Ciudad de México',
      state: 'CMX',
      zip: '06700',
      country: 'MX',
    });
  });

  test('a payment PayPal holds for review is paid: cart emptied, the notice says so', async ({
    page,
    request,
  }) => {
    await seedCart(page, [{ id: 'octahedron', quantity: 1 }]);
    // The payer's approval is one PayPal will review (the stand-in's { outcome: 'pending' }).
    await page.route('**/__paypal/sdk/orders/*/approve', (route) =>
      route.continue({ postData: JSON.stringify({ outcome: 'pending' }) }),
    );
    await visit(page, ROUTES.checkout);
    await fillAddress(page);
    const captured = page.waitForResponse((r) => r.url().includes('/api/capture-order/'));
    await payAndApprove(page);
    const capture = await captured;
    expect(await capture.json()).toMatchObject({ status: 'PENDING' });

    const notice = page.getByRole('status').filter({ hasText: 'Payment completed ✅' });
    await expect(notice).toContainText('PayPal is reviewing this payment');
    await expect(page).toHaveURL(ROUTES.home);
    expect(await page.evaluate((key) => localStorage.getItem(key), CART_STORAGE_KEY)).toContain(
      '"items":[]',
    );
    const orderId = decodeURIComponent(new URL(capture.url()).pathname.split('/').pop() ?? '');
    const atPayPal = await request.get(`/__paypal/__test/orders/${orderId}`);
    expect(await atPayPal.json()).toMatchObject({
      captureCount: 1,
      capture: { status: 'PENDING' },
    });
  });

  test.describe('when a capture gets no answer', () => {
    // The browser logs the request it lost.
    test.use({ allowConsoleErrors: [/net::ERR_FAILED|Failed to load resource/] });

    test('asks again and pays once, without showing an error', async ({ page, request }) => {
      await seedCart(page, [{ id: 'octahedron', quantity: 1 }]);
      let dropped = 0;
      await page.route('**/api/capture-order/*', async (route) => {
        if (dropped === 0) {
          dropped += 1;
          // The server captures; its answer never reaches the browser.
          await route.fetch();
          await route.abort('failed');
          return;
        }
        await route.continue();
      });
      await visit(page, ROUTES.checkout);
      await fillAddress(page);
      const answered = page.waitForResponse(
        (r) => r.url().includes('/api/capture-order/') && r.status() === 200,
      );
      await payAndApprove(page);
      const capture = await answered;
      await expect(page.getByText('Payment completed ✅')).toBeVisible();
      await expect(page.getByText('There was an error capturing the payment ❌')).toHaveCount(0);
      expect(dropped).toBe(1);
      const orderId = decodeURIComponent(new URL(capture.url()).pathname.split('/').pop() ?? '');
      const atPayPal = await request.get(`/__paypal/__test/orders/${orderId}`);
      expect(await atPayPal.json()).toMatchObject({ captureCount: 1 });
    });
  });

  // One visit: the page as it opens, a Pay click without an address, then the address completed.
  test('says test mode once: the page’s banner, and nothing of the kind from the buttons; without an address it says so and creates no order; the address message goes once every field with a problem is edited', async ({
    page,
  }) => {
    await seedCart(page, [{ id: 'octahedron', quantity: 1 }]);
    const creates = countRequests(page, '/api/create-order');
    await visit(page, ROUTES.checkout);
    await expect(page.getByRole('button', { name: 'Pay with PayPal (test)' })).toBeVisible();
    await expect(page.getByRole('main').getByText(/test mode/i)).toHaveCount(1);

    await fillContact(page);
    await page.getByLabel('City').fill('Guadalajara');
    await page.getByRole('button', { name: 'Pay with PayPal (test)' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Please complete the shipping address before paying.',
    );
    await expect(page.getByLabel('Street and number')).toHaveAttribute('aria-invalid', 'true');
    // The first field with a problem, in the form's order: the country, which comes first.
    await expect(page.getByLabel('Country', { exact: true })).toBeFocused();
    await expect(page.getByLabel('City', { exact: true })).not.toHaveAttribute('aria-invalid');
    expect(creates).toHaveLength(0);

    // The address message goes once every field with a problem is edited.
    const field = (label: string) => page.getByLabel(label, { exact: true });
    // The country first: choosing one lets go of the state's and the postal code's messages too.
    await field('Country').selectOption(ADDRESS.country);
    await page.getByRole('button', { name: 'Pay with PayPal (test)' }).click();
    const message = page.getByText('Please complete the shipping address before paying.');
    await expect(message).toBeVisible();
    await field('Street and number').fill(ADDRESS.street);
    await field('City').fill(ADDRESS.city);
    await field('State or province').selectOption(ADDRESS.state);
    // Four of five: still true, still shown.
    await expect(message).toBeVisible();
    await field('ZIP or postal code').fill(ADDRESS.zip);
    await expect(message).toHaveCount(0);
    await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);
  });

  test('asks for the contact first: each field says what is wrong, in order, and nothing is created', async ({
    page,
  }) => {
    await seedCart(page, [{ id: 'octahedron', quantity: 1 }]);
    const creates = countRequests(page, '/api/create-order');
    await visit(page, ROUTES.checkout);
    await page.getByLabel('Phone', { exact: true }).fill('123');
    await page.getByRole('button', { name: 'Pay with PayPal (test)' }).click();
    // Every problem at once: the contact's line, then the address's.
    await expect(page.getByRole('alert')).toHaveText(
      'Please check your contact details before paying. Please complete the shipping address before paying.',
    );
    const email = page.getByLabel('Email', { exact: true });
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Enter your email: your receipt goes there.');
    await expect(page.getByLabel('Full name')).toHaveAccessibleDescription(
      'Enter the full name of who receives the parcel.',
    );
    await expect(page.getByLabel('Phone', { exact: true })).toHaveAccessibleDescription(
      /Enter a valid phone number, with the country code if it is not from the shipping country\./,
    );
    expect(creates).toHaveLength(0);
    // A field's message goes as the buyer fixes it; what they typed survives a reload.
    await email.fill('ana@example.com');
    await expect(email).not.toHaveAttribute('aria-invalid');
    await page.reload();
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue('ana@example.com');
    await expect(page.getByLabel('Phone', { exact: true })).toHaveValue('123');
  });

  for (const locale of ['en', 'es'] as const) {
    test(`a guest buys with a Mexican address: the state from its list, the postal code checked (${locale})`, async ({
      page,
      request,
    }) => {
      const copy = CATALOGUES[locale].checkout;
      const routes = localizedRoutes(locale);
      await seedCart(page, [{ id: 'octahedron', quantity: 1 }]);
      const creates = countRequests(page, '/api/create-order');
      await visit(page, routes.checkout);
      const field = (label: string) => page.getByLabel(label, { exact: true });
      await field(copy.contact.labels.email).fill('ana@example.com');
      await field(copy.contact.labels.name).fill('Ana López');
      await field(copy.contact.labels.phone).fill('55 1234 5678');

      const labels = copy.addressLabels;
      // A Spanish page starts from Mexico; an English one asks.
      if (locale === 'es') await expect(field(labels.country)).toHaveValue('MX');
      else await field(labels.country).selectOption({ label: 'Mexico' });
      await field(labels.street).fill('Av. Álvaro Obregón 121');
      await page.getByRole('textbox', { name: labels.line2 }).fill('Col. Roma Norte, int. 4');
      await field(labels.city).fill('Ciudad de México');
      await field(labels.state).selectOption({
        label: locale === 'es' ? 'Ciudad de México' : 'Mexico City',
      });
      const zip = field(labels.zip);
      await zip.fill('6700');

      await page.getByRole('button', { name: 'Pay with PayPal (test)' }).click();
      await expect(page.getByRole('alert')).toHaveText(copy.messages.addressIncomplete);
      await expect(zip).toBeFocused();
      await expect(zip).toHaveAccessibleDescription(copy.address.zipInvalid.MX);
      expect(creates).toHaveLength(0);

      await zip.fill('06700');
      await expect(page.getByRole('alert')).toHaveCount(0);
      const captured = page.waitForResponse((r) => r.url().includes('/api/capture-order/'));
      await payAndApprove(page);
      const capture = await captured;
      expect(capture.status()).toBe(200);
      await expect(page.getByText(copy.messages.completed)).toBeVisible();
      await expect(page).toHaveURL(routes.home);

      // PayPal's order ships where the buyer said, and the payer could not choose another.
      const orderId = decodeURIComponent(new URL(capture.url()).pathname.split('/').pop() ?? '');
      const atPayPal = await request.get(`/__paypal/__test/orders/${orderId}`);
      expect(await atPayPal.json()).toMatchObject({
        shippingPreference: 'SET_PROVIDED_ADDRESS',
        shipping: {
          name: { full_name: 'Ana López' },
          address: {
            address_line_1: 'Av. Álvaro Obregón 121',
            address_line_2: 'Col. Roma Norte, int. 4',
            admin_area_2: 'Ciudad de México',
            admin_area_1: 'CMX',
            postal_code: '06700',
            country_code: 'MX',
          },
        },
        captureCount: 1,
      });
    });
  }

  for (const { language, path, labels, messages } of [
    {
      language: 'English',
      path: ROUTES.checkout,
      labels: { email: 'Email', name: 'Full name', phone: 'Phone' },
      messages: {
        alert:
          'Please check your contact details before paying. Please complete the shipping address before paying.',
        email: 'Enter an email like name@example.com.',
        invisible: 'Enter the full name of who receives the parcel.',
        turned: /characters that change how text is shown/,
        phone: 'Enter a direct number without an extension: the carrier calls or texts it.',
      },
    },
    {
      language: 'Spanish',
      path: `/es${ROUTES.checkout}`,
      labels: { email: 'Correo electrónico', name: 'Nombre completo', phone: 'Teléfono' },
      messages: {
        alert:
          'Revisa tus datos de contacto antes de pagar. Completa la dirección de envío antes de pagar.',
        email: 'Escribe un correo como nombre@ejemplo.com.',
        invisible: 'Escribe el nombre completo de quien recibe el paquete.',
        turned: /caracteres que cambian cómo se muestra el texto/,
        phone:
          'Escribe un número directo, sin extensión: la paquetería llama o envía mensajes a ese número.',
      },
    },
  ]) {
    test(`refuses an invisible or turned name, an address list and an extension, in ${language}`, async ({
      page,
    }) => {
      await seedCart(page, [{ id: 'octahedron', quantity: 1 }]);
      const creates = countRequests(page, '/api/create-order');
      await visit(page, path);
      const email = page.getByLabel(labels.email, { exact: true });
      const name = page.getByLabel(labels.name, { exact: true });
      const phone = page.getByLabel(labels.phone, { exact: true });
      const pay = page.getByRole('button', { name: 'Pay with PayPal (test)' });
      await email.fill('x,victim@example.com');
      await name.fill('\u200b\u200b');
      await phone.fill('55 1234 5678 ext 99');
      await pay.click();
      await expect(page.getByRole('alert')).toHaveText(messages.alert);
      await expect(email).toHaveAccessibleDescription(messages.email);
      await expect(name).toHaveAccessibleDescription(messages.invisible);
      // The phone's hint follows its message.
      await expect(phone).toHaveAccessibleDescription(new RegExp(`^${messages.phone}`));

      await email.fill('Evil<victim@example.com>');
      await name.fill('Ana \u202ezepóL');
      await pay.click();
      await expect(email).toHaveAccessibleDescription(messages.email);
      await expect(name).toHaveAccessibleDescription(messages.turned);
      expect(creates).toHaveLength(0);
    });
  }

  // Each layout test starts with the focus check (no picture, the first field in the top half) at
  // its size, then checks what that width shows: one visit for both.
  test.describe('at 390×844', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('is focused (es): no picture, the first field in the top half; and folds the order’s lines away behind a toggle, the total always in view', async ({
      page,
    }) => {
      const copy = CATALOGUES.es.checkout;
      await seedCart(page, [{ id: 'octahedron', quantity: 2 }]);
      await visit(page, localizedRoutes('es').checkout);
      await expectFocused(page, 'es', 844);
      const summary = page.getByRole('region', { name: copy.summaryHeading });
      const total = page.getByTestId('checkout-total');
      const line = page.getByTestId('line-total-octahedron');
      await expect(total).toBeVisible();
      await expect(total).toContainText('782.00');
      await expect(line).toBeHidden();
      const toggle = summary.getByRole('button', { name: copy.summaryShow });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.click();
      await expect(line).toBeVisible();
      const hide = summary.getByRole('button', { name: copy.summaryHide });
      await expect(hide).toHaveAttribute('aria-expanded', 'true');
      await expect(total).toBeVisible();
      await hide.click();
      await expect(line).toBeHidden();
    });

    test('is focused (en): no picture, the first field in the top half; and shows what is bought before the address and the Pay button', async ({
      page,
    }) => {
      await seedCart(page, [{ id: 'octahedron', quantity: 2 }]);
      await visit(page, ROUTES.checkout);
      await expectFocused(page, 'en', 844);
      // The Pay button comes with the payment code, after the page's first paint.
      const regions = [
        page.getByRole('region', { name: 'Order summary' }),
        page.getByRole('region', { name: 'Shipping address' }),
        page.getByRole('button', { name: 'Pay with PayPal (test)' }),
      ];
      for (const region of regions) await expect(region).toBeVisible();
      // Read as one layout, again until all three are laid out: a box can be missing for a
      // moment while the payment code settles (CI once read none for one of them).
      await expect
        .poll(async () => {
          const boxes = await Promise.all(regions.map((region) => region.boundingBox()));
          const [summary, address, pay] = boxes;
          if (!summary || !address || !pay) return 'not laid out';
          const inOrder =
            summary.y + summary.height <= address.y && address.y + address.height <= pay.y;
          return inOrder ? 'summary, address, Pay' : `out of order: ${JSON.stringify(boxes)}`;
        })
        .toBe('summary, address, Pay');
      // And first for the keyboard and screen readers too.
      const order = await page
        .locator('#summary-heading, #shipping-heading, #payment-heading')
        .evaluateAll((all) => all.map((heading) => heading.id));
      expect(order).toEqual(['summary-heading', 'shipping-heading', 'payment-heading']);
    });
  });

  test.describe('with a declined card', () => {
    // The browser logs the API's 422 answer as a failed resource.
    test.use({ allowConsoleErrors: [/status of 422/] });

    test('keeps the cart, says why where the payer looks, and paying again works', async ({
      page,
    }) => {
      await seedCart(page, [{ id: 'octahedron', quantity: 1 }]);
      await visit(page, ROUTES.checkout);
      await fillAddress(page);
      await payAndApprove(page, 'Decline card');
      await expect(page.getByTestId('checkout-total')).toContainText('US$391.00');

      // Like PayPal, the buttons restart the flow so the payer can choose another card; the
      // dialog that opens again says why, in front of the backdrop, not behind it.
      const reopened = page.getByRole('dialog', { name: 'PayPal test checkout' });
      await expect(reopened.getByRole('alert')).toHaveText(
        'The card was declined. Try another card, or cancel.',
      );
      await expect(reopened.getByRole('alert')).toBeVisible();
      await expect(page.locator('#checkout-message')).toContainText('declined');
      await page.getByRole('button', { name: 'Approve payment' }).click();
      await expect(page.getByText('Payment completed ✅')).toBeVisible();
      await expect(page).toHaveURL(ROUTES.home);
    });
  });

  test('a cancelled payment keeps the cart and says so', async ({ page }) => {
    await seedCart(page, [{ id: 'octahedron', quantity: 1 }]);
    await visit(page, ROUTES.checkout);
    await fillAddress(page);
    await payAndApprove(page, 'Cancel');
    await expect(page.getByRole('status').filter({ hasText: 'cancelled' })).toBeVisible();
    await expect(page.getByTestId('checkout-total')).toContainText('US$391.00');
    await expect(page).toHaveURL(ROUTES.checkout);
  });

  test.describe('with the API down', () => {
    test.use({ allowConsoleErrors: [/Failed to load resource|ERR_FAILED|shipping|network/i] });

    test('shows the order-creation error', async ({ page }) => {
      await seedCart(page, [{ id: 'octahedron', quantity: 1 }]);
      await page.route('**/api/create-order', (route) => route.abort('failed'));
      await visit(page, ROUTES.checkout);
      await fillAddress(page);
      await page.getByRole('button', { name: 'Pay with PayPal (test)' }).click();
      await expect(page.getByRole('alert')).toHaveText('There was an error creating the order ❌');
    });
  });

  test.describe('at 1440×900', () => {
    test.use({ viewport: { width: 1440, height: 900 } });

    test('is focused (en): no picture, the first field in the top half; and shows the order’s lines beside the form, with no toggle', async ({
      page,
    }) => {
      await seedCart(page, [{ id: 'octahedron', quantity: 2 }]);
      await visit(page, ROUTES.checkout);
      await expectFocused(page, 'en', 900);
      await expect(page.getByTestId('line-total-octahedron')).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'Order summary' }).getByRole('button'),
      ).toBeHidden();
    });

    test('is focused (es): no picture, the first field in the top half', async ({ page }) => {
      await seedCart(page, [{ id: 'octahedron', quantity: 2 }]);
      await visit(page, localizedRoutes('es').checkout);
      await expectFocused(page, 'es', 900);
    });
  });

  test.describe('when PayPal cannot load', () => {
    // One pattern: Playwright would read a second array element as fixture options.
    test.use({ allowConsoleErrors: [/Failed to load (resource|the PayPal JS SDK)/] });

    test('shows the load error', async ({ page }) => {
      await seedCart(page, [{ id: 'octahedron', quantity: 1 }]);
      await page.route('**/__paypal/sdk/js**', (route) => route.fulfill({ status: 404, body: '' }));
      await visit(page, ROUTES.checkout);
      await expect(page.getByRole('alert')).toHaveText(
        'Error loading PayPal, check your connection or client-id',
      );
    });
  });

  test('can be completed with the keyboard alone', async ({ page }) => {
    await seedCart(page, [{ id: 'octahedron', quantity: 1 }]);
    await visit(page, ROUTES.checkout);
    await page.getByLabel('Email', { exact: true }).focus();
    for (const value of Object.values(CONTACT)) {
      await page.keyboard.type(value);
      await page.keyboard.press('Tab');
    }
    // Past the link to the privacy notice, beside the contact fields.
    await expect(page.getByRole('link', { name: 'Privacy notice' }).first()).toBeFocused();
    await page.keyboard.press('Tab');
    // The country and the state are lists: typing a name chooses it, as in any browser.
    await expect(page.getByLabel('Country', { exact: true })).toBeFocused();
    for (const value of [
      'Mexico',
      ADDRESS.street,
      ADDRESS.line2,
      ADDRESS.city,
      'Mexico City',
      ADDRESS.zip,
    ]) {
      await page.keyboard.type(value);
      await page.keyboard.press('Tab');
    }
    await expect(page.getByLabel('Country', { exact: true })).toHaveValue('MX');
    await expect(page.getByLabel('State or province', { exact: true })).toHaveValue('CMX');
    // Tab onwards until the pay button has focus, then press it.
    const pay = page.getByRole('button', { name: 'Pay with PayPal (test)' });
    for (
      let i = 0;
      i < 10 && !(await pay.evaluate((el) => el === document.activeElement));
      i += 1
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(pay).toBeFocused();
    await page.keyboard.press('Enter');
    const approve = page.getByRole('button', { name: 'Approve payment' });
    for (
      let i = 0;
      i < 5 && !(await approve.evaluate((el) => el === document.activeElement));
      i += 1
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(approve).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Payment completed ✅')).toBeVisible();
    await expect(page).toHaveURL(ROUTES.home);
  });

  for (const locale of ['en', 'es'] as const) {
    test(`an empty submit shows every field’s error at once, in the form’s order, the first focused; with items and with every error shown, no accessibility violations at 390 and 1440 px (${locale})`, async ({
      page,
    }) => {
      // Four axe runs: the page's and its error state's, each at a phone's width and then,
      // widened, at a desktop's.
      test.slow();
      const copy = CATALOGUES[locale].checkout;
      await page.setViewportSize({ width: 390, height: 900 });
      await seedCart(page, [{ id: 'octahedron', quantity: 2 }]);
      const creates = countRequests(page, '/api/create-order');
      await visit(page, localizedRoutes(locale).checkout);
      const pay = page.getByRole('button', { name: 'Pay with PayPal (test)' });
      await expect(pay).toBeVisible();
      await expect(page.getByRole('region', { name: copy.addressHeading })).toContainText(
        copy.addressLabels.zip,
      );
      await axeAtBothWidths(page, 'with items');
      await page.setViewportSize({ width: 390, height: 900 });
      await pay.click();

      // One summary line per section, the spec's for the address.
      await expect(page.getByRole('alert')).toHaveText(
        `${copy.messages.contactIncomplete} ${copy.messages.addressIncomplete}`,
      );
      const { problems } = copy.address;
      const expected: [label: string, message: string][] = [
        [copy.contact.labels.email, copy.contact.problems.emailRequired],
        [copy.contact.labels.name, copy.contact.problems.nameRequired],
        [copy.contact.labels.phone, copy.contact.problems.phoneRequired],
        // A Spanish page chooses Mexico, with its list of states: nothing to say of the country.
        ...(locale === 'en'
          ? [[copy.addressLabels.country, problems.countryRequired] as [string, string]]
          : []),
        [copy.addressLabels.street, problems.streetRequired],
        [copy.addressLabels.city, problems.cityRequired],
        [copy.addressLabels.state, locale === 'en' ? problems.stateRequired : problems.stateChoose],
        [copy.addressLabels.zip, problems.zipRequired],
      ];
      for (const [label, message] of expected) {
        const field = page.getByLabel(label, { exact: true });
        await expect(field, label).toHaveAttribute('aria-invalid', 'true');
        await expect(field, label).toHaveAccessibleDescription(
          new RegExp(`^${escapeRegExp(message)}`),
        );
      }
      // Each message in words under its own field, in the order of the fields.
      const shown = await page
        .locator('[id^="contact-"][id$="-error"], [id^="address-"][id$="-error"]')
        .allTextContents();
      expect(shown).toEqual(expected.map(([, message]) => message));
      await expect(page.getByLabel(copy.contact.labels.email, { exact: true })).toBeFocused();
      await expect(
        page.getByRole('textbox', { name: copy.addressLabels.line2 }),
      ).not.toHaveAttribute('aria-invalid');
      expect(creates).toHaveLength(0);
      await axeAtBothWidths(page, 'every error shown');
    });
  }
});

/**
 * The checkout is focused: no picture, and the form's first control (the contact's email) in the
 * top half of a window `height` px high.
 */
async function expectFocused(page: Page, locale: 'en' | 'es', height: number) {
  const first = page.getByLabel(CATALOGUES[locale].checkout.contact.labels.email, { exact: true });
  await expect(first).toBeVisible();
  await expect(page.getByTestId('page-visual')).toHaveCount(0);
  await expect(page.locator('main img[src*="illustrations"]')).toHaveCount(0);
  // The first control of the form, in document order, is the one measured.
  await expect(page.locator('main input, main select').first()).toHaveAttribute(
    'id',
    'contact-email',
  );
  const box = await first.boundingBox();
  if (!box) throw new Error('no layout');
  expect(box.y + box.height).toBeLessThanOrEqual(height / 2);
}

/** A message as a regular expression matching it literally. */
function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
