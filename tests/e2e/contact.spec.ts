import type { Page } from '@playwright/test';
import { contact } from '#app/content/en/contact';
import { buildContactMailto } from '#app/features/contact/contact-mailto';
import { ROUTES } from '#site/pages';
import { expect, test, visit } from './fixtures';
import { axeAtBothWidths } from './shop-helpers';

/**
 * The form opens the mail client by clicking a temporary mailto: link. The test records that
 * click's href at the document (capture phase) and cancels its default action, so the real code
 * path runs and no external application is launched.
 */
async function recordMailto(page: Page) {
  await page.addInitScript(() => {
    const opened: string[] = [];
    (window as unknown as { __mailto: string[] }).__mailto = opened;
    document.addEventListener(
      'click',
      (event) => {
        const link = (event.target as Element | null)?.closest?.('a[href^="mailto:"]');
        if (link && event.isTrusted === false) {
          opened.push((link as HTMLAnchorElement).href);
          event.preventDefault();
        }
      },
      true,
    );
  });
  return () => page.evaluate(() => (window as unknown as { __mailto: string[] }).__mailto);
}

const fields = (page: Page) => ({
  name: page.getByRole('textbox', { name: 'Full name' }),
  email: page.getByRole('textbox', { name: 'Email', exact: true }),
  subject: page.getByRole('textbox', { name: 'Subject (optional)' }),
  message: page.getByRole('textbox', { name: 'Message', exact: true }),
  company: page.getByRole('textbox', { name: 'Company (optional)' }),
  phone: page.getByRole('textbox', { name: 'Phone (optional)' }),
  send: page.getByRole('button', { name: 'Send message' }),
});

test.describe('contact form', () => {
  // One visit: the page's other ways to reach the company, the form's refusals in order (axe with
  // the last one shown), then the form sent with the real link click (no recorder: the page must
  // stay put).
  test('shows the opening hours and other ways to reach the company; shows the first failing rule on its field, moves focus there, in the product order, with no axe violations at 390 and 1440 px; with the real link click (no recorder), the page stays put and reports success', async ({
    page,
  }) => {
    await visit(page, ROUTES.contact);
    await expect(page.getByText('Monday to Friday, 9:00 to 18:00 GMT-6')).toBeVisible();
    const channels = page
      .getByRole('complementary')
      .getByRole('link', { name: /@synthamour\.com$/ });
    expect(await channels.count()).toBeGreaterThanOrEqual(5);
    await expect(page.getByRole('link', { name: '+52 55 4170 2291' })).toHaveAttribute(
      'href',
      'tel:+525541702291',
    );

    const f = fields(page);
    const steps: [() => Promise<void>, keyof typeof f, string][] = [
      [async () => {}, 'name', 'Name is required.'],
      [() => f.name.fill('Ana'), 'email', 'Email is required.'],
      [() => f.email.fill('ana@example'), 'email', 'Invalid email format.'],
      [() => f.email.fill('ana@example.com'), 'message', 'Message is required.'],
      [
        () => f.message.fill('Too short'),
        'message',
        'Message must be at least 10 characters long.',
      ],
    ];
    for (const [change, field, message] of steps) {
      await change();
      await f.send.click();
      const control = f[field];
      await expect(control).toBeFocused();
      await expect(control).toHaveAttribute('aria-invalid', 'true');
      await expect(control).toHaveAccessibleDescription(message);
      await expect(page.locator('[aria-invalid="true"]')).toHaveCount(1);
    }
    await axeAtBothWidths(page, 'with an error');

    await f.message.fill('I would like a demo, please.');
    await f.send.click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Message sent successfully!' }),
    ).toBeVisible();
    await expect(page).toHaveURL(ROUTES.contact);
  });

  test('sends: opens the mail client with the exact message, shows success for 5 s, keeps the message', async ({
    page,
  }) => {
    await page.clock.install();
    const opened = await recordMailto(page);
    await visit(page, ROUTES.contact);
    const f = fields(page);
    const values = {
      name: 'José Núñez',
      email: 'jose@example.com',
      subject: 'Envío & precio?',
      message: 'Hola,\n¿Cuándo llega? Gracias & saludos',
      company: 'Señal & Co.',
      phone: '+52 55 1234 5678',
    };
    for (const [field, value] of Object.entries(values)) {
      await f[field as keyof typeof values].fill(value);
    }
    // Freeze the page's timers so the 5-second reset happens only when the test says so.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await f.send.click();

    const status = page.getByRole('status').filter({ hasText: 'Message sent successfully!' });
    await expect(status).toBeVisible();
    expect(await opened()).toEqual([buildContactMailto(values, contact)]);
    expect((await opened())[0]).toContain('subject=Env%C3%ADo%20%26%20precio%3F&body=');
    // Whether the visitor sends it from their mail app is out of sight: nothing is wiped.
    await expect(f.message).toHaveValue(values.message);
    await expect(page.getByRole('alert').filter({ hasText: /./ })).toHaveCount(0);

    await page.clock.runFor(4_900);
    await expect(status).toBeVisible();
    await page.clock.runFor(200);
    await expect(status).toBeHidden();
    await expect(f.send).toHaveText('Send message');
    await expect(f.name).toHaveValue(values.name);
  });

  test('after sending, offers the address and a copy of the message, and clears only when asked', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await recordMailto(page);
    await visit(page, ROUTES.contact);
    const f = fields(page);
    await f.name.fill('Ana');
    await f.email.fill('ana@example.com');
    await f.message.fill('I use webmail, please reply here.');
    await f.send.click();

    await expect(
      page.getByRole('link', { name: 'contacto@synthamour.com' }).last(),
    ).toHaveAttribute('href', 'mailto:contacto@synthamour.com');
    await page.getByRole('button', { name: 'Copy message' }).click();
    await expect(page.getByText('Message copied. Paste it into a new email.')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('To: contacto@synthamour.com\nSubject: Message from Ana');
    expect(copied).toContain('Message:\nI use webmail, please reply here.');

    await page.getByRole('button', { name: 'Clear form' }).click();
    await expect(f.message).toHaveValue('');
    await expect(f.name).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Copy message' })).toHaveCount(0);
  });

  test('shows the error when the mail client cannot be opened, and clears it on edit', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      HTMLAnchorElement.prototype.click = function click() {
        if (this.href.startsWith('mailto:')) throw new Error('No mail client');
        HTMLElement.prototype.click.call(this);
      };
    });
    await visit(page, ROUTES.contact);
    const f = fields(page);
    await f.name.fill('Ana');
    await f.email.fill('ana@example.com');
    await f.message.fill('I would like a demo, please.');
    await f.send.click();
    const alert = page
      .getByRole('alert')
      .filter({ hasText: 'Error sending message. Please try again.' });
    await expect(alert).toBeVisible();
    // What the visitor wrote is kept so they can try again.
    await expect(f.message).toHaveValue('I would like a demo, please.');
    await f.company.fill('A');
    await expect(alert).toBeHidden();
  });
});
