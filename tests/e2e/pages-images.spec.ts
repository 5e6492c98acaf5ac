import type { Locator, Page } from '@playwright/test';
import { ROUTES } from '#site/pages';
import {
  expect,
  holdRequests,
  layoutShift,
  nextFrames,
  test,
  visit,
  watchLayoutShift,
} from './fixtures';

/**
 * The product renders where a visitor decides: each a <picture> offering AVIF, then WebP, then a
 * JPEG, with its intrinsic size set; the browser takes the AVIF; pictures below the fold wait
 * until they are needed; and none of it moves the page.
 */

/** Waits until the browser has chosen and decoded a file for the image, and says which. */
async function chosenFile(img: Locator): Promise<string> {
  await img.scrollIntoViewIfNeeded();
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
    .toBe(true);
  return img.evaluate((el: HTMLImageElement) => new URL(el.currentSrc).pathname);
}

async function expectRenderPicture(img: Locator, name: string) {
  const picture = img.locator('xpath=..');
  await expect(picture).toHaveJSProperty('tagName', 'PICTURE');
  const types = await picture
    .locator('source')
    .evaluateAll((sources) => sources.map((source) => source.getAttribute('type')));
  expect(types).toEqual(['image/avif', 'image/webp']);
  await expect(img).toHaveAttribute('src', new RegExp(`^/images/renders/${name}-\\d+\\.jpg$`));
  await expect(img).toHaveAttribute('width', /^\d+$/);
  await expect(img).toHaveAttribute('height', /^\d+$/);
  expect(await chosenFile(img)).toMatch(new RegExp(`^/images/renders/${name}-\\d+\\.avif$`));
}

test.describe('renders where a visitor decides', () => {
  test('home: the Octahedron card and the founder', async ({ page }) => {
    await visit(page, ROUTES.home);
    const card = page.getByRole('article', { name: 'ELY Holographic Octahedron' });
    await expectRenderPicture(card.locator('img'), 'octahedron-hero');
    const founder = page.getByRole('img', { name: /Valeria Montes/ });
    await expect(founder).toHaveAttribute('loading', 'lazy');
    await expectRenderPicture(founder, 'founder-portrait');
  });

  test('products: the Octahedron’s card', async ({ page }) => {
    await visit(page, ROUTES.products);
    const card = page.getByRole('article', { name: 'ELY Holographic Octahedron' });
    await expectRenderPicture(card.locator('img'), 'octahedron-hero');
  });

  // Slides out of view are hidden from assistive technology: found by their place instead.
  const slide = (page: Page, n: number) =>
    page
      .locator('[aria-roledescription="slide"]')
      .nth(n - 1)
      .locator('img');

  test('ELY: the carousel’s first photograph at once, the second only when shown, then shown', async ({
    page,
  }) => {
    await visit(page, ROUTES.ely);
    await expect(slide(page, 1)).toHaveAttribute('loading', 'eager');
    await expectRenderPicture(slide(page, 1), 'octahedron-hero');
    await expect(slide(page, 2)).toHaveAttribute('loading', 'lazy');
    await page.getByRole('button', { name: 'Slide 2: Real depth, no glasses' }).click();
    await expectRenderPicture(slide(page, 2), 'octahedron-detail');
  });

  // A visit of its own for a later slide: each waits for a large AVIF to decode, which on a loaded
  // machine took most of a single test's time limit when the slides were walked in one test.
  test('ELY: the carousel’s slide 4 photograph when shown', async ({ page }) => {
    await visit(page, ROUTES.ely);
    await page.getByRole('button', { name: 'Slide 4: Why we built ELY' }).click();
    await expectRenderPicture(slide(page, 4), 'founder-portrait');
  });

  test('cart line and checkout summary: the Octahedron’s thumbnails', async ({ page }) => {
    await page.addInitScript(() =>
      window.localStorage.setItem(
        'ely.cart.v1',
        JSON.stringify({ version: 1, items: [{ id: 'octahedron', quantity: 1 }] }),
      ),
    );
    await visit(page, ROUTES.checkout);
    const summary = page.getByRole('region', { name: 'Order summary' }).locator('img');
    expect(await chosenFile(summary)).toBe('/images/renders/octahedron-front-summary-128.avif');
    // The thumbnail starts its row: nothing of the <picture> (its sources) takes room before it.
    const [thumbBox, rowBox] = await Promise.all([
      summary.boundingBox(),
      summary.locator('xpath=ancestor::li[1]').boundingBox(),
    ]);
    expect(Math.abs((thumbBox?.x ?? -1) - (rowBox?.x ?? 0))).toBeLessThan(1);
    await page.getByRole('button', { name: /^Cart, 1 item/ }).click();
    const line = page.getByTestId('cart-line').locator('img');
    expect(await chosenFile(line)).toBe('/images/renders/octahedron-front-thumb-160.avif');
  });
});

test.describe('no layout shift from the pictures', () => {
  for (const width of [390, 1440]) {
    for (const key of ['home', 'ely', 'products', 'laboratory'] as const) {
      test(`${ROUTES[key]} at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await watchLayoutShift(page);
        // The pictures are held back until the page has been painted without them, as on a slow
        // connection: the boxes they arrive in must already have their size.
        const pictures = await holdRequests(page, /\/images\/.+\.(avif|webp|jpg|svg)$/);
        await visit(page, ROUTES[key], { waitUntil: 'domcontentloaded' });
        await nextFrames(page);
        expect(pictures.count()).toBeGreaterThan(0);
        pictures.release();
        // Every picture on screen loaded and drawn.
        await page.evaluate(() =>
          Promise.all(
            [...document.images]
              .filter((img) => img.getClientRects().length > 0 && img.loading !== 'lazy')
              .map((img) => img.decode().catch(() => undefined)),
          ),
        );
        await nextFrames(page);
        expect(await layoutShift(page)).toBeLessThan(0.02);
      });
    }
  }
});
