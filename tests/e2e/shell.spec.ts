import { CATALOGUES } from '#app/i18n/catalogues.server';
import { LOCALES } from '#site/locales';
import { localeOfPath, localizedRoutes, NAV_PAGES, ROUTES, SITEMAP_PATHS } from '#site/pages';
import { afterFrames, expect, test, visit } from './fixtures';

// Every public page in both languages (the page table's sitemap pages); what the build actually prerendered is
// checked against the table in prerender.spec.ts.
const PAGES = SITEMAP_PATHS;

test.describe('every route', () => {
  for (const path of PAGES) {
    test(`${path} answers 200 with its heading in the HTML before any script runs`, async ({
      request,
    }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toMatch(/<h1[^>]*>[^<]+/);
      expect(html).toContain('<title>');
      // The navbar marks the page it is on before any script runs, and only that page.
      const current = [...html.matchAll(/<a aria-current="page"[^>]*href="([^"]*)"/g)].map(
        (match) => match[1],
      );
      const routes = localizedRoutes(localeOfPath(path));
      const inNavbar = NAV_PAGES.some((key) => routes[key] === path);
      expect(current).toEqual(inNavbar ? [path] : []);
    });
  }

  // Their visits at 360 px (console errors, heading, Firebase, fit) share the axe checks' visit in
  // pages-a11y.spec.ts.

  // Code loaded after hydration (the cart lines on every page, the hero video, the carousel)
  // must not bring the site's stylesheet in a second time: the browser would restyle and
  // relayout the whole page and register the fonts again (it did once, when app.css belonged to
  // a chunk the hero video's code depends on).
  const lazyChunks: Record<string, RegExp[]> = {
    [ROUTES.home]: [/\/cart-contents-[\w-]+\.js$/, /\/looping-video-[\w-]+\.js$/],
    [ROUTES.ely]: [/\/cart-contents-[\w-]+\.js$/, /\/embla-carousel[\w.-]*\.js$/],
  };
  for (const [path, chunks] of Object.entries(lazyChunks)) {
    test(`${path} applies each stylesheet once, also after its lazy code has loaded`, async ({
      page,
    }) => {
      await visit(page, path);
      const loaded = () =>
        page.evaluate(
          (patterns) =>
            patterns.every((pattern) =>
              performance
                .getEntriesByType('resource')
                .some((entry) => new RegExp(pattern).test(entry.name)),
            ),
          chunks.map((chunk) => chunk.source),
        );
      await expect.poll(loaded, { timeout: 10_000 }).toBe(true);
      await page.waitForLoadState('networkidle');
      // React Router writes its stylesheet links with a trailing "#"; a URL that differs only by
      // its fragment is the same file, applied a second time.
      const stylesheets = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
          (link) => link.href.split('#')[0],
        ),
      );
      expect(stylesheets.length).toBeGreaterThan(0);
      expect(stylesheets).toEqual([...new Set(stylesheets)]);
    });
  }
});

test.describe('navbar', () => {
  for (const locale of LOCALES) {
    test(`has nine links in ${locale}, marks the current one, and each navigates within the language`, async ({
      page,
    }) => {
      // Nine navigations in one test: give it the time of three.
      test.slow();
      const routes = localizedRoutes(locale);
      const copy = CATALOGUES[locale];
      await visit(page, routes.home);
      const nav = page.getByRole('navigation', { name: copy.shell.mainNav });
      const links = nav.getByRole('list').getByRole('link');
      await expect(links).toHaveCount(NAV_PAGES.length);
      expect(NAV_PAGES).toHaveLength(9);
      for (const key of NAV_PAGES) {
        const current = nav.getByRole('list').locator(`a[href="${routes[key]}"]`);
        await expect(current).toHaveAccessibleName(copy.pages[key].nav ?? '');
        await current.click();
        await expect(page).toHaveURL(routes[key]);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(current).toHaveAttribute('aria-current', 'page');
        await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
      }
    });
  }

  test('is not scrolled at 20 px and is scrolled at 21 px', async ({ page }) => {
    await visit(page, ROUTES.ethics);
    const header = page.locator('header[data-scrolled]');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    const background = () => header.evaluate((el) => getComputedStyle(el).backgroundColor);
    const unscrolled = await background();

    // Scrolled by 20 px: the scroll event has fired and a frame has been rendered since.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          window.addEventListener('scroll', () => requestAnimationFrame(() => resolve()), {
            once: true,
          });
          window.scrollTo(0, 20);
        }),
    );
    await afterFrames(page);
    await expect(header).toHaveAttribute('data-scrolled', 'false');

    await page.evaluate(() => window.scrollTo(0, 21));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await expect.poll(background).not.toBe(unscrolled);

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  test('the sign-in button opens a labelled dialog that Escape closes, and the cart button opens the cart sidebar; the footer’s external links open in a new tab without opener', async ({
    page,
  }) => {
    // The shell is the same on every page; the home page's video and news strip would keep the
    // browser busy for nothing here.
    await visit(page, ROUTES.products);
    const button = page.getByRole('button', { name: 'Sign in' });
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();

    await page.getByRole('button', { name: /^Cart/ }).click();
    const cart = page.getByRole('dialog', { name: 'Your cart' });
    await expect(cart).toBeVisible();
    await cart.getByRole('button', { name: 'Close cart' }).click();
    await expect(cart).toBeHidden();

    const external = page.getByRole('contentinfo').locator('a[target="_blank"]');
    expect(await external.count()).toBeGreaterThanOrEqual(6);
    for (const link of await external.all()) {
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    for (const name of ['Documentation', 'API reference', 'Blog', 'LinkedIn']) {
      await expect(page.getByRole('contentinfo').getByRole('link', { name })).toBeVisible();
    }
  });
});

test.describe('mobile menu at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('hides the desktop links, and the menu opens, keeps focus inside, closes on Escape and on a link click', async ({
    page,
  }) => {
    // The shell is the same on every page; the home page's video and news strip would keep the
    // browser busy for nothing here.
    await visit(page, ROUTES.products);
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Ethics' }),
    ).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');

    // Tab through more stops than the menu has: focus never leaves it.
    for (let i = 0; i < NAV_PAGES.length + 4; i += 1) {
      await page.keyboard.press('Tab');
      const inside = await menu.evaluate((el) => el.contains(document.activeElement));
      const onPage = await page.evaluate(() => document.activeElement !== document.body);
      if (onPage) expect(inside).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();

    await toggle.click();
    await menu.getByRole('link', { name: 'Laboratory' }).click();
    await expect(page).toHaveURL(ROUTES.laboratory);
    await expect(menu).toBeHidden();
  });
});

test.describe('not found', () => {
  // Chromium reports the 404 document itself as a failed resource.
  test.use({ allowConsoleErrors: [/status of 404/] });

  test('an unknown URL answers 404 with the designed page and a way back', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'This page drifted out of the projection',
    );
    await page.getByRole('main').getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(ROUTES.home);
  });

  test('an unknown API path answers JSON 404', async ({ request }) => {
    const response = await request.get('/api/nothing-here');
    expect(response.status()).toBe(404);
    expect(await response.json()).toMatchObject({ error: 'NOT_FOUND' });
  });
});

test.describe('error fallback', () => {
  test.use({ allowConsoleErrors: [/Deliberate failure/] });

  test('an error in a route shows the fallback with a link home', async ({ page }) => {
    await page.goto(ROUTES.testError);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Unexpected Application Error!',
    );
    await expect(page.getByText('Deliberate failure')).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(ROUTES.home);
  });
});
