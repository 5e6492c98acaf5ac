import type { Page } from '@playwright/test';
import { CATALOGUES } from '#app/i18n/catalogues.server';
import { LOCALES, type Locale } from '#site/locales';
import { type LinkablePageKey, localizedRoutes, SITEMAP_PAGES } from '#site/pages';
import { expect, expectNoAxeViolations, nextFrames, test, visit } from './fixtures';

test.describe('axe at 390 and 1440 px', () => {
  // axe walks every node and computes colour contrast: seconds of CPU on a shared machine.
  test.slow();
  test.use({ viewport: { width: 390, height: 900 } });

  // Every public page of the page table in both languages, so a new page is checked from its
  // first build. One visit per page, checked at a phone's width and then, widened as a window
  // is, at a desktop's: a page load costs the shared machine seconds.
  for (const locale of LOCALES) {
    for (const key of SITEMAP_PAGES) {
      const path = localizedRoutes(locale)[key];
      test(`${path} has no violations, with its details opened too`, async ({ page }) => {
        await visit(page, path);
        await PREPARE[key]?.(page, locale);
        // Open what can be opened, so the hidden content is checked as well.
        const disclosure = page.locator('main button[aria-expanded="false"]').first();
        if ((await disclosure.count()) > 0) await disclosure.click();
        await expectNoAxeViolations(page, { label: '390 px' });
        await page.setViewportSize({ width: 1440, height: 900 });
        await nextFrames(page);
        await expectNoAxeViolations(page, { label: '1440 px' });
      });
    }
  }
});

/** What a page needs before axe looks at it. */
const PREPARE: Partial<Record<LinkablePageKey, (page: Page, locale: Locale) => Promise<void>>> = {
  // Moving pixels make axe's contrast checks crawl; the pause buttons are checked too.
  home: async (page, locale) => {
    const copy = CATALOGUES[locale];
    await page.getByRole('button', { name: copy.news.controls.pause }).click();
    await page.getByRole('button', { name: copy.home.hero.video.pause }).click();
  },
};

// The overlays every page shares, in both languages: the mobile menu, the sign-in dialog (with
// its errors showing, and on its phone tab), and the cart sidebar with a line in it.
for (const locale of LOCALES) {
  const copy = CATALOGUES[locale];
  const routes = localizedRoutes(locale);
  for (const width of [390, 1440]) {
    test.describe(`axe on the overlays at ${width} px (${locale})`, () => {
      test.use({ viewport: { width, height: 900 } });
      test.slow();

      test('the menu (phone width) and the sign-in dialog, with errors and on its phone tab, have no violations', async ({
        page,
      }) => {
        await visit(page, routes.products);
        if (width < 768) {
          await page.getByRole('button', { name: copy.shell.menu, exact: true }).click();
          await expect(page.getByRole('dialog')).toBeVisible();
          await expectNoAxeViolations(page, { label: 'mobile menu' });
          await page.keyboard.press('Escape');
          await expect(page.getByRole('dialog')).toBeHidden();
        }
        await page
          .getByRole('button', { name: copy.shell.account.signInButton, exact: true })
          .first()
          .click();
        const dialog = page.getByRole('dialog');
        await dialog
          .getByRole('button', { name: copy.auth.login.email.signIn, exact: true })
          .click();
        await expect(dialog.getByText(copy.auth.messages.emailAndPasswordRequired)).toBeVisible();
        await expectNoAxeViolations(page, { label: 'sign-in dialog with errors' });
        await dialog.getByRole('tab', { name: copy.auth.login.methods.phone }).click();
        await expect(dialog.getByLabel(copy.auth.login.phone.number)).toBeVisible();
        await expectNoAxeViolations(page, { label: 'phone tab' });
      });

      test('the cart sidebar with an item has no violations', async ({ page }) => {
        await visit(page, routes.products);
        await page.getByRole('button', { name: copy.cart.addToCart }).first().click();
        const cart = page.getByRole('dialog');
        await expect(cart.getByRole('button', { name: copy.cart.checkout })).toBeEnabled();
        await expectNoAxeViolations(page);
      });
    });
  }
}
