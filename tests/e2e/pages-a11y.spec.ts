import type { Page } from '@playwright/test';
import { CATALOGUES } from '#app/i18n/catalogues.server';
import { LOCALES, type Locale } from '#site/locales';
import { type LinkablePageKey, localizedRoutes, SITEMAP_PAGES } from '#site/pages';
import { COMPANY } from '#site/site';
import { expectHeadingPicture, expectNavbarOneRow, INNER_PAGES } from './desktop-layout';
import {
  afterIdle,
  expect,
  expectNoAxeViolations,
  nextFrames,
  test,
  visit,
  watchFirebaseScripts,
} from './fixtures';

test.describe('every page at 360, 1280 and 1440 px', () => {
  // axe walks every node and computes colour contrast: seconds of CPU on a shared machine.
  test.slow();
  test.use({ viewport: { width: 360, height: 800 } });

  // Every public page of the page table in both languages, so a new page is checked from its
  // first build (what the build actually prerendered is checked against the table in
  // prerender.spec.ts). A page load costs the shared machine seconds, so one visit serves every
  // check at the narrowest width the site supports, then, widened as a window is, the navbar at
  // 1280 and 1440 px, an inner page's heading picture and axe at 1440; then, back at 360 px,
  // reduced motion, which lays some parts out differently (the home page's news strip is a list),
  // is checked for fit.
  for (const locale of LOCALES) {
    for (const key of SITEMAP_PAGES) {
      const path = localizedRoutes(locale)[key];
      const inner = INNER_PAGES.includes(key);
      test(`${path} loads without console errors or Firebase, names the company and links Find my order in its footer, fits 360 px with and without reduced motion, keeps its navbar on one row at 1280 and 1440 px${inner ? ', shows its heading’s picture beside it at 1440 px' : ''}, and has no axe violations at 360 and 1440 px with its details opened`, async ({
        page,
      }) => {
        const firebaseScripts = watchFirebaseScripts(page);
        await visit(page, path);
        // The fixture fails the test on any console error, this visit's included.
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        // No Firebase code until someone opens the sign-in, not in the page's idle time either.
        await afterIdle(page);
        expect(firebaseScripts().map(([url]) => url)).toEqual([]);
        expect(await horizontalOverflow(page), 'pixels of horizontal scroll').toBe(0);
        // Every page's footer names the company and links "Find my order", in its language.
        const footer = page.getByRole('contentinfo');
        await expect(footer).toContainText(COMPANY.legalName);
        await expect(footer).toContainText(`RFC ${COMPANY.rfc}`);
        await expect(footer).toContainText(COMPANY.address.street);
        await expect(
          footer.getByRole('link', {
            name: CATALOGUES[locale].pages.findOrder.footer ?? '',
            exact: true,
          }),
        ).toHaveAttribute('href', localizedRoutes(locale).findOrder);

        await PREPARE[key]?.(page, locale);
        // Open what can be opened, so the hidden content is checked as well.
        const disclosure = page.locator('main button[aria-expanded="false"]').first();
        if ((await disclosure.count()) > 0) await disclosure.click();
        await expectNoAxeViolations(page, { label: '360 px' });
        for (const width of [1280, 1440]) {
          await page.setViewportSize({ width, height: 900 });
          await nextFrames(page);
          await expectNavbarOneRow(page, `${path} at ${width} px`);
        }
        if (inner) await expectHeadingPicture(page, `${path} at 1440 px`);
        await expectNoAxeViolations(page, { label: '1440 px' });

        // Reduced motion, switched on in place: the page follows the setting live, and a load
        // takes the same way (its HTML is prerendered for motion, and hydration then applies the
        // setting); the news strip's DOM came out the same both ways. A second load cost each
        // test about 0.25 s of CPU.
        await page.setViewportSize({ width: 360, height: 800 });
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await nextFrames(page);
        expect(await horizontalOverflow(page), 'pixels of horizontal scroll, reduced motion').toBe(
          0,
        );
      });
    }
  }
});

function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/** What a page needs before axe looks at it. */
const PREPARE: Partial<Record<LinkablePageKey, (page: Page, locale: Locale) => Promise<void>>> = {
  // Moving pixels make axe's contrast checks crawl; the pause buttons are checked too.
  home: async (page, locale) => {
    const copy = CATALOGUES[locale];
    await page.getByRole('button', { name: copy.news.controls.pause }).click();
    await page.getByRole('button', { name: copy.home.hero.video.pause }).click();
  },
};

// The overlays every page shares, in both languages, opened one after the other on one visit: the
// mobile menu, the sign-in dialog (with its errors showing, and on its phone tab), and the cart
// sidebar with a line in it.
for (const locale of LOCALES) {
  const copy = CATALOGUES[locale];
  const routes = localizedRoutes(locale);
  for (const width of [390, 1440]) {
    test.describe(`axe on the overlays at ${width} px (${locale})`, () => {
      test.use({ viewport: { width, height: 900 } });
      test.slow();

      test('the menu (phone width), the sign-in dialog, with errors and on its phone tab, and then the cart sidebar with an item have no violations', async ({
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
        // In the page's language: its title, its Google button and what is missing.
        const dialog = page.getByRole('dialog', { name: copy.shell.loginDialog.title });
        await expect(dialog.getByRole('button', { name: copy.auth.login.google })).toBeVisible();
        await dialog
          .getByRole('button', { name: copy.auth.login.email.signIn, exact: true })
          .click();
        await expect(dialog.getByRole('alert')).toHaveText(
          copy.auth.messages.emailAndPasswordRequired,
        );
        await expectNoAxeViolations(page, { label: 'sign-in dialog with errors' });
        await dialog.getByRole('tab', { name: copy.auth.login.methods.phone }).click();
        await expect(dialog.getByLabel(copy.auth.login.phone.number)).toBeVisible();
        await expectNoAxeViolations(page, { label: 'phone tab' });
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();

        await page.getByRole('button', { name: copy.cart.addToCart }).first().click();
        const cart = page.getByRole('dialog');
        await expect(cart.getByRole('button', { name: copy.cart.checkout })).toBeEnabled();
        await expectNoAxeViolations(page, { label: 'cart sidebar with an item' });
      });
    });
  }
}
