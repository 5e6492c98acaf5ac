import { localizedPath } from '#site/locales';
import { ROUTES } from '#site/pages';
import { expect, test, visit } from './fixtures';
import {
  axeAtBothWidths,
  operatorAccount,
  paidOrderThroughApi,
  signInOnConsole,
  unique,
  waitForEmail,
} from './shop-helpers';

/**
 * "Cancel before shipping", end to end: a buyer asks on the order page ("Request cancellation",
 * "Solicitar cancelación"), the request's confirmation arrives (MailDev), an operator sees it on
 * the console's home view and the order, and approves it (a full refund: the refund email, and
 * the order page says cancelled and refunded) or declines it with a reason (the email carries it,
 * the order page shows it). axe at 390 and 1440 px on every new state.
 */

test.describe('cancel before shipping', () => {
  // The Firebase SDK and emulator, PayPal's stand-in and MailDev, on a shared machine.
  test.slow();

  test('in English: requested on the order page, approved in the console, refunded', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(300_000);
    const buyer = unique('cancel.buyer');
    const { orderNumber, pageLink } = await paidOrderThroughApi(request, 'en', buyer);

    await visit(page, pageLink);
    const panel = page.getByRole('region', { name: 'Cancel this order' });
    await expect(panel).toBeVisible();
    await axeAtBothWidths(page, 'order page, cancellation offered');
    await panel.getByLabel('Reason (optional)').fill('I ordered it twice by mistake.');
    await panel.getByRole('button', { name: 'Request cancellation' }).click();
    const requested = page.getByTestId('order-cancellation');
    await expect(requested.getByRole('heading', { level: 2 })).toHaveText(
      /^Cancellation requested on /,
    );
    await expect(requested).toContainText('I ordered it twice by mistake.');
    await waitForEmail(request, buyer, `We received your cancellation request: ${orderNumber}`);
    // After a reload the page still says so (the request is the order's).
    await page.reload();
    await expect(page.getByRole('heading', { name: /^Cancellation requested on / })).toBeVisible();
    await axeAtBothWidths(page, 'order page, cancellation requested');

    // The operator: the home view counts open requests and links to them; the order shows it.
    const { email: operator } = await operatorAccount(request, unique('cancel.operator'));
    const deskContext = await browser.newContext();
    const desk = await deskContext.newPage();
    await signInOnConsole(desk, operator, ROUTES.admin);
    await expect(desk.getByText('Cancellation requests', { exact: true })).toBeVisible();
    await desk.getByRole('link', { name: 'See the requests' }).click();
    await desk
      .getByRole('link', { name: new RegExp(orderNumber) })
      .first()
      .click();
    const request_ = desk.getByRole('region', { name: 'Cancellation request' });
    await expect(request_).toContainText('I ordered it twice by mistake.');
    await axeAtBothWidths(desk, 'console, cancellation request');
    await request_.getByRole('button', { name: 'Approve and refund' }).click();
    await request_.getByRole('button', { name: /^Refund .* and cancel the order$/ }).click();
    await expect(
      desk
        .getByRole('status')
        .filter({ hasText: 'Cancellation approved: the order is refunded in full.' }),
    ).toBeVisible();
    await expect(desk.getByRole('region', { name: 'Timeline' })).toContainText(
      'Cancellation approved: refunded in full',
    );
    await deskContext.close();

    // The buyer: the refund email, and the order page says cancelled and refunded.
    await waitForEmail(request, buyer, `Order refunded: ${orderNumber}`);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Order cancelled and refunded' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Request cancellation' })).toHaveCount(0);
    await axeAtBothWidths(page, 'order page, cancelled and refunded');
  });

  test('in Spanish: requested, declined with a reason that the email and the page carry', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(300_000);
    const buyer = unique('cancel.comprador');
    const { orderNumber, pageLink } = await paidOrderThroughApi(request, 'es', buyer);

    await visit(page, pageLink);
    const panel = page.getByRole('region', { name: 'Cancelar este pedido' });
    await panel.getByRole('button', { name: 'Solicitar cancelación' }).click();
    await expect(page.getByRole('heading', { name: /^Cancelación solicitada el / })).toBeVisible();
    await waitForEmail(request, buyer, `Recibimos tu solicitud de cancelación: ${orderNumber}`);

    const { email: operator } = await operatorAccount(request, unique('cancel.operador'));
    const deskContext = await browser.newContext();
    const desk = await deskContext.newPage();
    await signInOnConsole(desk, operator, localizedPath(ROUTES.admin, 'es'));
    await visit(desk, `${localizedPath(ROUTES.admin, 'es')}?order=${orderNumber}`);
    const request_ = desk.getByRole('region', { name: 'Solicitud de cancelación' });
    await expect(request_).toContainText('No dio motivo.');
    await request_.getByRole('button', { name: 'Rechazar', exact: true }).click();
    // A decline needs a reason: said in the console's language, nothing sent.
    await request_.getByRole('button', { name: 'Rechazar y avisar al comprador' }).click();
    await expect(request_.getByRole('alert')).toHaveText(
      'Escribe un motivo para el comprador (al menos 3 caracteres).',
    );
    const reason = 'Tu pedido ya salió de nuestro almacén hacia la paquetería.';
    await request_.getByLabel('Motivo para el comprador').fill(reason);
    await axeAtBothWidths(desk, 'consola, rechazo');
    await request_.getByRole('button', { name: 'Rechazar y avisar al comprador' }).click();
    await expect(
      desk.getByRole('status').filter({ hasText: 'Cancelación rechazada: el comprador' }),
    ).toBeVisible();
    await expect(desk.getByRole('region', { name: 'Historial' })).toContainText(
      'Cancelación rechazada',
    );
    await deskContext.close();

    const email = await waitForEmail(
      request,
      buyer,
      `Sobre tu solicitud de cancelación: ${orderNumber}`,
    );
    expect(email.text).toContain(reason);
    expect(email.html).toContain(reason);

    await page.reload();
    await expect(
      page.getByRole('heading', { name: 'Rechazamos tu solicitud de cancelación' }),
    ).toBeVisible();
    await expect(page.getByTestId('cancellation-decline-reason')).toHaveText(reason);
    await axeAtBothWidths(page, 'pagina del pedido, cancelacion rechazada');
  });
});
