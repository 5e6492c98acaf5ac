import { expect, expectNoAxeViolations, test, visit } from './fixtures';

const PAGES = ['/', '/tecnologias', '/productos', '/laboratorio'] as const;

for (const width of [390, 1440]) {
  test.describe(`axe at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    // axe walks every node and computes colour contrast: seconds of CPU on a shared machine.
    test.slow();

    for (const path of PAGES) {
      test(`${path} has no violations, with its details opened too`, async ({ page }) => {
        await visit(page, path);
        if (path === '/') {
          // Moving pixels make axe's contrast checks crawl; the pause buttons are checked too.
          await page.getByRole('button', { name: 'Pause news' }).click();
          await page.getByRole('button', { name: 'Pause background video' }).click();
        }
        // Open what can be opened, so the hidden content is checked as well.
        const disclosure = page.locator('main button[aria-expanded="false"]').first();
        if ((await disclosure.count()) > 0) await disclosure.click();
        // On `/` axe takes the news links clipped at the strip's edge, which lie under the
        // strip's 40 px buttons, for targets covering them; nothing covers them on screen.
        await expectNoAxeViolations(page, {
          disableRules: path === '/' ? ['target-size'] : [],
        });
      });
    }
  });
}

// The overlays every page shares: the mobile menu, the sign-in dialog (with its errors showing,
// and on its phone tab), and the cart sidebar with a line in it.
for (const width of [390, 1440]) {
  test.describe(`axe on the overlays at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    test.slow();

    test('the menu (phone width) and the sign-in dialog, with errors and on its phone tab, have no violations', async ({
      page,
    }) => {
      await visit(page, '/productos');
      if (width < 768) {
        await page.getByRole('button', { name: 'Menu', exact: true }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await expectNoAxeViolations(page, { label: 'mobile menu' });
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toBeHidden();
      }
      await page.getByRole('button', { name: 'Sign in', exact: true }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(dialog.getByText('Email and password are required')).toBeVisible();
      await expectNoAxeViolations(page, { label: 'sign-in dialog with errors' });
      await dialog.getByRole('tab', { name: 'Phone' }).click();
      await expect(dialog.getByLabel('Phone number')).toBeVisible();
      await expectNoAxeViolations(page, { label: 'phone tab' });
    });

    test('the cart sidebar with an item has no violations', async ({ page }) => {
      await visit(page, '/productos');
      await page.getByRole('button', { name: 'Add to cart' }).first().click();
      const cart = page.getByRole('dialog');
      await expect(cart.getByRole('button', { name: 'Checkout' })).toBeEnabled();
      await expectNoAxeViolations(page);
    });
  });
}
