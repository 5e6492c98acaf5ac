import type { APIRequestContext, Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { carrierById } from '#domain/carriers';
import { localizedPath } from '#site/locales';
import { ROUTES } from '#site/pages';
import { expect, test, visit } from './fixtures';
import {
  axeAtBothWidths,
  buyOctahedron,
  operatorAccount,
  receiptLinkIn,
  seedCart,
  signInOnConsole,
  unique,
  waitForEmail,
} from './shop-helpers';

/**
 * Fulfilment, end to end: a buyer pays at the checkout; an operator ships the order with Estafeta
 * (a number of the wrong shape is refused in words first), so the shipping email and the order
 * page link Estafeta's tracking page; the operator marks it delivered, so the order page reaches
 * its last step; the packing slips of it and of a Spanish order print one A4 (and US Letter) page
 * each, and the slip's QR code, photographed from the page, decodes back to the order number
 * (jsQR reads the screenshot: a real decode, not the encoder's own round trip).
 */

const ESTAFETA_NUMBER = '1234567890';
const ESTAFETA_LINK = carrierById('estafeta')?.trackingUrl(ESTAFETA_NUMBER) ?? '';

/** A Spanish guest order, paid through the API and PayPal's stand-in. */
async function spanishOrder(request: APIRequestContext): Promise<string> {
  const items = [{ id: 'octahedron', quantity: 1 }];
  const created = await request.post('/api/create-order', {
    data: {
      items,
      type: 'product',
      locale: 'es',
      contact: { email: unique('slip.es'), name: 'Zoë Ramírez', phone: '+52 55 8765 4321' },
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
    headers: { 'x-receipt-token': receiptToken },
    data: {
      type: 'product',
      items,
      address: {
        street: 'Av. Insurgentes Sur 1602',
        city: 'Ciudad de México',
        state: 'CMX',
        zip: '03940',
        country: 'MX',
      },
    },
  });
  expect(captured.status()).toBe(200);
  return orderNumber;
}

/** Decodes the QR code drawn in `locator` from a screenshot of it (jsQR on the PNG's pixels). */
async function decodeQr(page: Page, selector: string): Promise<string | null> {
  const png = PNG.sync.read(await page.locator(selector).screenshot());
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}

/** The pages of a PDF as Chromium writes them: one `/Type /Page` object each. */
function pdfPages(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g) ?? []).length;
}

test.describe('fulfilment', () => {
  // The checkout, the Firebase SDK and emulator, PayPal's stand-in, on a shared machine.
  test.slow();

  test('ship with Estafeta, track it, mark it delivered, print the packing slips', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(360_000);
    const buyer = unique('fulfil.buyer');
    await seedCart(page, [{ id: 'octahedron', quantity: 1 }]);
    const { orderNumber } = await buyOctahedron(page, buyer);
    const confirmation = await waitForEmail(request, buyer, `Order confirmed: ${orderNumber}`);
    const receiptLink = receiptLinkIn(confirmation, orderNumber);
    const spanish = await spanishOrder(request);

    // The operator, in a browser of their own.
    const { email: operator, idToken } = await operatorAccount(request, unique('fulfil.operator'));
    const deskContext = await browser.newContext();
    const desk = await deskContext.newPage();
    await signInOnConsole(desk, operator, ROUTES.admin);
    await expect(desk.getByText(`Signed in as ${operator}`, { exact: true })).toBeVisible();
    await visit(desk, `${ROUTES.admin}?order=${orderNumber}`);
    const shipment = desk.getByRole('region', { name: 'Shipment' });
    await shipment.getByLabel('Carrier').selectOption('estafeta');
    await expect(
      shipment.getByText('Estafeta: the 10-digit tracking code or the 22-character guide number.'),
    ).toBeVisible();

    // A number of the wrong shape is refused in words, beside its field, and nothing is sent.
    const shipCalls: string[] = [];
    desk.on('request', (r) => r.url().endsWith('/ship') && shipCalls.push(r.url()));
    await shipment.getByLabel('Tracking number').fill('12345');
    await shipment.getByRole('button', { name: 'Mark as shipped' }).click();
    await expect(shipment.getByRole('alert')).toHaveText(
      "This number does not match Estafeta's format. Estafeta: the 10-digit tracking code or the 22-character guide number.",
    );
    await expect(shipment.getByLabel('Tracking number')).toHaveAttribute('aria-invalid', 'true');
    await expect(shipment.getByLabel('Tracking number')).toBeFocused();
    expect(shipCalls).toEqual([]);
    await axeAtBothWidths(desk, 'ship form with a refusal');

    // The server refuses it the same way when a browser skips the check (400, code and field).
    const refused = await request.post(`/api/admin/orders/${orderNumber}/ship`, {
      headers: { authorization: `Bearer ${await idToken()}` },
      data: { carrier: 'estafeta', trackingNumber: '12345' },
    });
    expect(refused.status()).toBe(400);
    expect(await refused.json()).toMatchObject({
      error: 'TRACKING_NUMBER_INVALID',
      field: 'trackingNumber',
    });

    await shipment.getByLabel('Tracking number').fill(ESTAFETA_NUMBER);
    await shipment.getByRole('button', { name: 'Mark as shipped' }).click();
    await expect(desk.getByRole('status').filter({ hasText: 'Marked as shipped.' })).toBeVisible();
    await expect(shipment.getByRole('link', { name: 'Track the parcel' })).toHaveAttribute(
      'href',
      ESTAFETA_LINK,
    );

    // The shipping email links Estafeta's tracking page.
    const shipped = await waitForEmail(request, buyer, `Your order is on its way: ${orderNumber}`);
    expect(shipped.text).toContain(ESTAFETA_LINK);
    expect(shipped.html).toContain(ESTAFETA_LINK.replaceAll('&', '&amp;'));
    expect(shipped.text).toContain('Estafeta');

    // The order page: shipped with Estafeta on a day, and the link to follow it.
    await visit(page, receiptLink);
    const progress = page.getByTestId('order-progress');
    const steps = progress.getByRole('listitem');
    await expect(steps.nth(2)).toHaveAttribute('aria-current', 'step');
    const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date());
    await expect(steps.nth(2)).toContainText(`With Estafeta on ${day}`);
    await expect(page.getByRole('link', { name: 'Track your package' })).toHaveAttribute(
      'href',
      ESTAFETA_LINK,
    );

    // Delivered: the console's action, then the order page's last step.
    await shipment.getByRole('button', { name: 'Mark as delivered' }).click();
    await expect(
      desk.getByRole('status').filter({ hasText: 'Marked as delivered.' }),
    ).toBeVisible();
    await expect(desk.getByRole('region', { name: 'Timeline' })).toContainText('Delivered');
    await page.reload();
    await expect(steps.nth(3)).toHaveAttribute('aria-current', 'step');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your order was delivered');
    await expect(steps.nth(2)).toContainText('Shipped (done)');
    await axeAtBothWidths(page, 'order page, delivered');

    // The packing slip, from the console's link: the number as text and as a QR code.
    await desk.setViewportSize({ width: 1440, height: 900 });
    await shipment.getByRole('link', { name: 'Packing slip' }).click();
    await expect(desk).toHaveURL(new RegExp(`/admin/packing-slips\\?orders=${orderNumber}$`));
    const slip = desk.getByTestId('packing-slip');
    await expect(slip).toHaveCount(1);
    await expect(slip.getByRole('heading', { name: 'Packing slip' })).toBeVisible();
    await expect(slip.getByTestId('slip-order-number')).toHaveText(orderNumber);
    await expect(slip.getByRole('img', { name: orderNumber })).toBeVisible();
    await expect(slip).toContainText('Ana López');
    await expect(slip).toContainText('+525512345678');
    await expect(slip).toContainText('Av. Álvaro Obregón 121');
    await expect(slip).toContainText('Calle Durango 263, Piso 4');
    expect(await decodeQr(desk, '[data-testid="slip-barcode"] svg')).toBe(orderNumber);
    await axeAtBothWidths(desk, 'packing slip');

    // DESIGN.md's address of one order's slip leads to the same page.
    await visit(desk, `/admin/orders/${orderNumber}/packing-slip`);
    await expect(desk).toHaveURL(new RegExp(`/admin/packing-slips\\?orders=${orderNumber}$`));
    await expect(desk.getByTestId('slip-order-number')).toHaveText(orderNumber);

    // A selection: one sheet per order, in each order's language, on A4 and on US Letter.
    await visit(desk, `/admin/packing-slips?orders=${orderNumber},${spanish}`);
    const slips = desk.getByTestId('packing-slip');
    await expect(slips).toHaveCount(2);
    await expect(slips.nth(1).getByRole('heading', { name: 'Lista de empaque' })).toBeVisible();
    await expect(slips.nth(1)).toHaveAttribute('lang', 'es');
    await expect(slips.nth(1)).toContainText('Dirección de devolución');
    await expect(slips.nth(1)).toContainText('Zoë Ramírez');
    expect(
      await decodeQr(
        desk,
        '[data-testid="packing-slip"]:nth-child(2) [data-testid="slip-barcode"] svg',
      ),
    ).toBe(spanish);
    for (const format of ['A4', 'Letter'] as const) {
      const pdf = await desk.pdf({ format, path: test.info().outputPath(`slips-${format}.pdf`) });
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdfPages(pdf), `${format} pages`).toBe(2);
    }
    await deskContext.close();
  });

  test('the console refuses a wrong check digit in Spanish, and the slip speaks the order’s language', async ({
    page,
    request,
  }) => {
    const spanish = await spanishOrder(request);
    const { email: operator } = await operatorAccount(request, unique('fulfil.operator'));
    const admin = localizedPath(ROUTES.admin, 'es');
    await signInOnConsole(page, operator, admin);
    await visit(page, `${admin}?order=${spanish}`);
    const shipment = page.getByRole('region', { name: 'Envío' });
    await shipment.getByLabel('Paquetería').selectOption('correos-de-mexico');
    await shipment.getByLabel('Número de rastreo').fill('RA473124828MX');
    await shipment.getByRole('button', { name: 'Marcar como enviado' }).click();
    await expect(shipment.getByRole('alert')).toHaveText(
      'El dígito verificador de este número no coincide: compáralo con la guía, dígito por dígito.',
    );
    await shipment.getByLabel('Paquetería').selectOption('estafeta');
    await shipment.getByLabel('Número de rastreo').fill('12345');
    await shipment.getByRole('button', { name: 'Marcar como enviado' }).click();
    await expect(shipment.getByRole('alert')).toContainText(
      'Este número no tiene el formato de Estafeta.',
    );
    await shipment.getByLabel('Número de rastreo').fill(ESTAFETA_NUMBER);
    await shipment.getByRole('button', { name: 'Marcar como enviado' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Marcado como enviado.' }),
    ).toBeVisible();

    await shipment.getByRole('link', { name: 'Lista de empaque' }).click();
    await expect(page).toHaveURL(new RegExp(`/es/admin/packing-slips\\?orders=${spanish}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Listas de empaque' })).toBeVisible();
    const slip = page.getByTestId('packing-slip');
    await expect(slip.getByRole('heading', { name: 'Lista de empaque' })).toBeVisible();
    await expect(slip).toContainText('Enviar a');
    await axeAtBothWidths(page, 'Spanish packing slip');
  });
});
