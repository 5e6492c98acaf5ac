import type { Page } from '@playwright/test';
import { type LinkablePageKey, SITEMAP_PAGES } from '#site/pages';
import { expect } from './fixtures';

/**
 * Desktop layout checks every page gets on its visit in pages-a11y.spec.ts: the navbar on one row
 * at 1280 and 1440 px, and an inner page's heading with its picture beside it at 1440 px.
 */

/**
 * Pages whose heading has a picture on a desktop: all but the home page and the checkout (a focused
 * page: nothing between the navbar and the form, checkout.spec.ts).
 */
export const INNER_PAGES: readonly LinkablePageKey[] = SITEMAP_PAGES.filter(
  (key) => key !== 'home' && key !== 'checkout',
);

/** Fails unless the navbar's cart and last link stand in one row with its logo. */
export async function expectNavbarOneRow(page: Page, label: string) {
  const nav = page.getByRole('navigation').first();
  const logo = await nav.getByRole('link').first().boundingBox();
  const cart = await nav.getByRole('button', { name: /Cart|Carrito/ }).boundingBox();
  const lastLink = await nav.getByRole('listitem').last().boundingBox();
  if (!logo || !cart || !lastLink) throw new Error('no layout');
  expect(Math.abs(cart.y + cart.height / 2 - (logo.y + logo.height / 2)), label).toBeLessThan(4);
  expect(
    Math.abs(lastLink.y + lastLink.height / 2 - (logo.y + logo.height / 2)),
    label,
  ).toBeLessThan(4);
}

/** Fails unless the page's heading has its picture, loaded and drawn, filling the right half. */
export async function expectHeadingPicture(page: Page, label: string) {
  const header = page.locator('main > header').first();
  const visual = header.getByTestId('page-visual');
  await expect(visual, `${label}: the picture is shown`).toBeVisible();
  const image = visual.locator('img');
  // Loaded and drawn, not a broken or empty box.
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth), {
      message: `${label}: the picture has loaded`,
    })
    .toBeGreaterThan(0);
  const [headerBox, visualBox, titleBox] = await Promise.all([
    header.boundingBox(),
    visual.boundingBox(),
    header.getByRole('heading', { level: 1 }).boundingBox(),
  ]);
  if (!headerBox || !visualBox || !titleBox) throw new Error('no layout');
  expect(visualBox.x, `${label}: the picture starts in the right half`).toBeGreaterThan(
    headerBox.x + headerBox.width / 2,
  );
  expect(visualBox.x, `${label}: the picture starts right of the heading`).toBeGreaterThan(
    titleBox.x + titleBox.width,
  );
  expect(visualBox.width, `${label}: the picture is at least 400 px wide`).toBeGreaterThanOrEqual(
    400,
  );
}
