import { readFile } from 'node:fs/promises';
import type { Download } from '@playwright/test';
import { CATALOGUES } from '#app/i18n/catalogues.server';
import { fill } from '#app/lib/message-format';
import { RECEIPT_TOKEN_HEADER } from '#domain/orders-api';
import { localizedRoutes } from '#site/pages';
import { wrongToken } from '../support/tokens';
import { expect, test, visit } from './fixtures';
import {
  axeAtBothWidths,
  operatorAccount,
  paidOrderThroughApi,
  receiptLinkIn,
  signInOnConsole,
  unique,
  waitForEmail,
} from './shop-helpers';

/**
 * A CFDI invoice (factura), end to end in both languages: the buyer asks on the order page (a
 * wrong RFC named in words first), the operator finds the request from the console's home view
 * and attaches the PDF and XML the PAC stamped, the buyer is emailed, and the order page the
 * email opens offers both files, byte for byte; without the order's token the files answer 404.
 * axe at 390 and 1440 px on every new state.
 */

const PDF = 'tests/fixtures/invoice/factura.pdf';
const XML = 'tests/fixtures/invoice/factura.xml';
/** The fixture's stamp (tfd:TimbreFiscalDigital UUID). */
const UUID = '5E2D6AFF-2DD7-43D1-83D3-14C1ACA396D9';
/** A persona física's RFC with a right check digit, as in the fixture's receiver. */
const RFC = 'GODE561231GR8';
const SUBJECT = {
  en: (orderNumber: string) => `Your invoice (factura) for order ${orderNumber}`,
  es: (orderNumber: string) => `Tu factura del pedido ${orderNumber}`,
};

async function downloadedBytes(download: Promise<Download>): Promise<Buffer> {
  const path = await (await download).path();
  return readFile(path);
}

for (const locale of ['en', 'es'] as const) {
  const copy = CATALOGUES[locale].orders.invoice;
  const desk = CATALOGUES[locale].operatorConsole.invoices;
  const admin = localizedRoutes(locale).admin;

  test(`${locale}: a buyer requests a factura, the console attaches it, the email and the order page offer it, a stranger gets 404`, async ({
    page,
    request,
    browser,
  }) => {
    // An order, a sign-in through the emulator, an email through MailDev and six axe passes.
    test.setTimeout(300_000);
    const buyer = unique(`invoice-${locale}`);
    const { orderNumber, receiptToken, pageLink } = await paidOrderThroughApi(
      request,
      locale,
      buyer,
    );

    // The buyer asks on the order page; a wrong check digit is named before anything is sent.
    await visit(page, pageLink);
    const panel = page.getByTestId('invoice-panel');
    await expect(panel.getByRole('heading', { level: 2 })).toHaveText(copy.heading);
    await panel.getByRole('button', { name: copy.request }).click();
    const rfc = panel.getByRole('textbox', { name: copy.labels.rfc });
    await rfc.fill('GODE561231GR9');
    await panel.getByRole('textbox', { name: copy.labels.name }).fill('Dolores Godínez');
    await panel.getByRole('combobox', { name: copy.labels.taxRegime }).selectOption('612');
    await panel.getByRole('combobox', { name: copy.labels.cfdiUse }).selectOption('G03');
    await panel.getByRole('textbox', { name: copy.labels.postalCode }).fill('06600');
    await panel.getByRole('button', { name: copy.submit }).click();
    await expect(rfc).toHaveAttribute('aria-invalid', 'true');
    await expect(rfc).toHaveAccessibleDescription(
      new RegExp(copy.problems.rfc['check-digit']?.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') ?? ''),
    );
    await axeAtBothWidths(page, 'invoice form with an error');
    await rfc.fill(RFC);
    const sent = page.waitForResponse(
      (r) => r.url().endsWith('/invoice-request') && r.request().method() === 'POST',
    );
    await panel.getByRole('button', { name: copy.submit }).click();
    expect((await sent).status()).toBe(201);
    await expect(panel.getByRole('heading', { level: 2 })).toHaveText(copy.openHeading);
    await axeAtBothWidths(page, 'invoice requested');

    // Until the factura is attached, there is no file to have.
    const pdfPath = `/api/orders/${orderNumber}/invoice/pdf`;
    const early = await request.get(pdfPath, { headers: { [RECEIPT_TOKEN_HEADER]: receiptToken } });
    expect(early.status()).toBe(404);

    // The operator: the home view counts it and links to the requests; the PAC's files attached.
    const { email: operator } = await operatorAccount(
      request,
      unique(`invoice.operator.${locale}`),
    );
    const deskContext = await browser.newContext();
    try {
      const console_ = await deskContext.newPage();
      await signInOnConsole(console_, operator, admin);
      await expect(console_.getByText(desk.homeOpen, { exact: true })).toBeVisible();
      await console_.getByRole('link', { name: desk.seeRequests }).click();
      const row = console_.locator(`li[data-order="${orderNumber}"]`);
      await expect(row).toContainText(RFC);
      // As the SAT registers it: in capitals, whatever the buyer typed.
      await expect(row).toContainText('DOLORES GODÍNEZ');
      await axeAtBothWidths(console_, 'console, invoice request');
      await row.getByLabel(desk.pdf).setInputFiles(PDF);
      await row.getByLabel(desk.xml).setInputFiles(XML);
      await row.getByRole('button', { name: desk.attach }).click();
      await expect(
        console_.getByText(fill(desk.attached, { uuid: UUID, orderNumber })),
      ).toBeVisible();
    } finally {
      await deskContext.close();
    }

    // The email opens the order page, in a fresh browser, with both files byte for byte.
    const email = await waitForEmail(request, buyer, SUBJECT[locale](orderNumber));
    const link = receiptLinkIn(email, orderNumber);
    const readerContext = await browser.newContext();
    try {
      const reader = await readerContext.newPage();
      await visit(reader, link);
      const ready = reader.getByTestId('invoice-panel');
      await expect(ready.getByRole('heading', { level: 2 })).toHaveText(copy.readyHeading);
      await expect(ready).toContainText(UUID);
      for (const [name, fixture] of [
        [copy.downloadPdf, PDF],
        [copy.downloadXml, XML],
      ] as const) {
        const download = reader.waitForEvent('download');
        await ready.getByRole('button', { name }).click();
        expect((await downloadedBytes(download)).equals(await readFile(fixture)), name).toBe(true);
      }
      await axeAtBothWidths(reader, 'invoice ready');
    } finally {
      await readerContext.close();
    }

    // The files are the order's: its token gets them as attachments; nothing else does.
    const owner = await request.get(pdfPath, { headers: { [RECEIPT_TOKEN_HEADER]: receiptToken } });
    expect(owner.status()).toBe(200);
    expect(owner.headers()['content-disposition']).toMatch(/^attachment/);
    const stranger = await request.get(pdfPath);
    expect(stranger.status()).toBe(404);
    const withWrongToken = await request.get(pdfPath, {
      headers: { [RECEIPT_TOKEN_HEADER]: wrongToken(receiptToken) },
    });
    expect(withWrongToken.status()).toBe(404);
  });
}
