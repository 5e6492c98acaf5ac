import type { Page } from '@playwright/test';
import { CUSTOM_ELY_LAUNCH } from '#domain/catalog';
import { ROUTES } from '#site/pages';
import { expect, test, visit } from './fixtures';
import { launchAt } from './shop-helpers';

/**
 * The cart as a visitor uses it: "Add to cart" on the pages that sell, the sidebar's controls,
 * and the cart surviving reloads and following the visitor across tabs.
 */

const OCTAHEDRON = 'ELY Holographic Octahedron';
const STORAGE_KEY = 'ely.cart.v1';

function addOctahedronButton(page: Page) {
  return page.locator('main [data-product-id="octahedron"]').first();
}

function cartDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Your cart' });
}

function cartButton(page: Page) {
  return page.getByRole('button', { name: /^Cart/ });
}

/** Adds the Octahedron from /productos `times` times, closing the sidebar between adds. */
async function addOctahedron(page: Page, times: number) {
  for (let i = 0; i < times; i += 1) {
    await addOctahedronButton(page).click();
    await expect(cartDialog(page)).toBeVisible();
    if (i < times - 1) {
      await page.keyboard.press('Escape');
      await expect(cartDialog(page)).toBeHidden();
    }
  }
}

function lines(page: Page) {
  return cartDialog(page).getByRole('listitem');
}

test.describe('adding to the cart', () => {
  test('works from /ely and from the home page cards', async ({ page }) => {
    for (const path of [ROUTES.ely, ROUTES.home]) {
      await visit(page, path);
      await addOctahedronButton(page).click();
      await expect(cartDialog(page).getByRole('status')).toHaveText(`${OCTAHEDRON} added to cart`);
      await page.keyboard.press('Escape');
    }
    await expect(page.getByRole('button', { name: 'Cart, 2 items' })).toBeVisible();
  });

  test('Custom ELY stays disabled before launch, saying when', async ({ page }) => {
    // The launch a shop has before January 1st: the catalogue's, as production will.
    await launchAt(page, CUSTOM_ELY_LAUNCH.toISOString());
    const asked = page.waitForResponse('**/api/subscriptions/config');
    await visit(page, ROUTES.products);
    await asked;
    const customEly = page.locator('main [data-product-id="custom-ely"]').first();
    await expect(customEly).toBeDisabled();
    await expect(customEly).toHaveText('Available January 1st');
  });
});

test.describe('the cart sidebar', () => {
  // One visitor's cart, as they would use it in one visit: two adds, − and +, a reload, the
  // navbar's button, Remove, then Checkout. Each step's checks are as when it was a test of its own.
  test('the Octahedron added twice is one line of 2; − stops at 1 and + adds one; a reload keeps it; opened from the navbar, focus moves in, stays in and returns; remove empties it; Checkout goes to /checkout and closes the sidebar', async ({
    page,
  }) => {
    await visit(page, ROUTES.products);
    const add = addOctahedronButton(page);
    await expect(add).toHaveAccessibleName('Add to cart');

    // Added twice: one line with quantity 2 and total US$782.00.
    await add.click();
    const dialog = cartDialog(page);
    await expect(dialog).toBeVisible();
    // The page behind is dimmed, not blurred: a blur is drawn again at every frame (app.css).
    const backdrop = await dialog.evaluate((element) => {
      const style = getComputedStyle(element, '::backdrop');
      return { filter: style.backdropFilter, background: style.backgroundColor };
    });
    expect(backdrop).toEqual({ filter: 'none', background: 'rgba(2, 3, 8, 0.72)' });
    await expect(dialog.getByRole('status')).toHaveText(`${OCTAHEDRON} added to cart`);
    // Escape closes the sidebar and focus goes back to the button that opened it.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(add).toBeFocused();

    await add.click();
    await expect(lines(page)).toHaveCount(1);
    const line = lines(page).first();
    await expect(line.getByRole('heading', { name: OCTAHEDRON })).toBeVisible();
    await expect(line.getByTestId('cart-line-quantity')).toHaveText('2');
    await expect(line.getByTestId('cart-line-total')).toHaveText('US$782.00');
    await expect(line).toContainText('US$391.00 each');
    // The render's square thumbnail, which the browser takes as AVIF.
    await expect(line.locator('img')).toHaveJSProperty(
      'currentSrc',
      `${new URL(page.url()).origin}/images/renders/octahedron-front-thumb-160.avif`,
    );
    await expect(dialog.getByTestId('cart-total')).toHaveText('US$782.00');
    await expect(page.getByRole('button', { name: 'Cart, 2 items' })).toBeAttached();

    // − stops at 1 and + adds one.
    const minus = dialog.getByRole('button', { name: `Decrease quantity of ${OCTAHEDRON}` });
    const plus = dialog.getByRole('button', { name: `Increase quantity of ${OCTAHEDRON}` });
    const quantity = dialog.getByTestId('cart-line-quantity');
    await minus.click();
    await expect(quantity).toHaveText('1');
    await expect(minus).toBeDisabled();
    await minus.click({ force: true });
    await minus.press('Enter');
    await expect(quantity).toHaveText('1');
    await expect(dialog.getByTestId('cart-total')).toHaveText('US$391.00');
    // The control stays focusable while disabled, so the keyboard user is not dropped.
    await expect(minus).toBeFocused();
    await plus.click();
    await expect(quantity).toHaveText('2');
    await expect(dialog.getByRole('status')).toHaveText(`${OCTAHEDRON}, quantity 2`);
    await expect(minus).toBeEnabled();

    // A reload keeps the cart.
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    const button = page.getByRole('button', { name: 'Cart, 2 items' });
    await expect(button).toBeVisible();
    await button.click();
    await expect(quantity).toHaveText('2');
    await expect(dialog.getByTestId('cart-total')).toHaveText('US$782.00');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // Opened from the navbar: focus moves in, stays in, and returns to the cart button.
    await button.click();
    await expect(dialog).toBeVisible();
    const focusInside = () => dialog.evaluate((el) => el.contains(document.activeElement));
    expect(await focusInside()).toBe(true);
    // Tab through more stops than the dialog has: focus never lands on the page behind it.
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      const onPage = await page.evaluate(() => document.activeElement !== document.body);
      if (onPage) expect(await focusInside()).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
    await button.click();
    await dialog.getByRole('button', { name: 'Close cart' }).click();
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();

    // Remove empties the cart and shows the empty state.
    await button.click();
    await dialog.getByRole('button', { name: `Remove ${OCTAHEDRON} from cart` }).click();
    await expect(lines(page)).toHaveCount(0);
    await expect(dialog.getByText('Your cart is empty.')).toBeVisible();
    // No $0.00 and no Checkout that cannot be pressed: a way to the products instead.
    await expect(dialog.getByRole('button', { name: 'Checkout' })).toHaveCount(0);
    await expect(dialog.getByTestId('cart-total')).toHaveCount(0);
    await expect(dialog.getByRole('link', { name: 'Browse products' })).toBeVisible();
    await expect(dialog.getByRole('status')).toHaveText(`${OCTAHEDRON} removed from cart`);
    await expect(page.getByRole('button', { name: 'Cart', exact: true })).toBeAttached();
    await expect(page.getByTestId('cart-count')).toHaveCount(0);
    await dialog.getByRole('link', { name: 'Browse products' }).click();
    await expect(page).toHaveURL(ROUTES.products);
    await expect(dialog).toBeHidden();

    // Checkout goes to /checkout and closes the sidebar.
    await addOctahedron(page, 1);
    await cartDialog(page).getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(ROUTES.checkout);
    await expect(cartDialog(page)).toBeHidden();
  });
});

test.describe('a remembered cart', () => {
  test('a second tab sees a change made in the first', async ({ page, context }) => {
    await visit(page, ROUTES.products);
    const second = await context.newPage();
    await visit(second, ROUTES.ethics);
    await expect(cartButton(second)).toHaveAccessibleName('Cart');

    await addOctahedron(page, 1);
    await expect(cartButton(second)).toHaveAccessibleName('Cart, 1 item');

    await cartDialog(page)
      .getByRole('button', { name: `Increase quantity of ${OCTAHEDRON}` })
      .click();
    await expect(cartButton(second)).toHaveAccessibleName('Cart, 2 items');

    await cartDialog(page)
      .getByRole('button', { name: `Remove ${OCTAHEDRON} from cart` })
      .click();
    await expect(cartButton(second)).toHaveAccessibleName('Cart');
    await second.close();
  });

  test('the prerendered page has an empty cart; the stored one appears after hydration', async ({
    page,
    request,
  }) => {
    const html = await (await request.get(ROUTES.products)).text();
    expect(html).toContain('aria-label="Cart"');
    expect(html).not.toContain('data-testid="cart-count"');

    await page.addInitScript(
      ([key, value]) => window.localStorage.setItem(key as string, value as string),
      [STORAGE_KEY, JSON.stringify({ version: 1, items: [{ id: 'octahedron', quantity: 3 }] })],
    );
    // The fixture fails the test on any console error, hydration warnings included.
    await visit(page, ROUTES.products);
    await expect(page.getByRole('button', { name: 'Cart, 3 items' })).toBeVisible();
  });

  test('corrupt, foreign or forged data is ignored without an error', async ({ page }) => {
    const cases = [
      '{not json',
      JSON.stringify({ version: 0, items: [{ id: 'octahedron', quantity: 1 }] }),
      JSON.stringify([{ id: 'octahedron', quantity: 1 }]),
      JSON.stringify({ version: 1, items: [{ id: 'corporate', quantity: 1 }] }),
      JSON.stringify({ version: 1, items: [{ id: 'octahedron', quantity: -4 }] }),
    ];
    for (const value of cases) {
      await page.addInitScript(
        ([key, stored]) => window.localStorage.setItem(key as string, stored as string),
        [STORAGE_KEY, value],
      );
      await visit(page, ROUTES.ethics);
      await expect(cartButton(page)).toHaveAccessibleName('Cart');
    }
  });

  test('prices come from the catalogue, never from storage', async ({ page }) => {
    await page.addInitScript(
      ([key, value]) => window.localStorage.setItem(key as string, value as string),
      [
        STORAGE_KEY,
        JSON.stringify({
          version: 1,
          items: [{ id: 'octahedron', quantity: 1, price: '$1', title: 'Forged' }],
        }),
      ],
    );
    await visit(page, ROUTES.ethics);
    await cartButton(page).click();
    await expect(cartDialog(page).getByTestId('cart-total')).toHaveText('US$391.00');
    await expect(cartDialog(page).getByRole('heading', { name: OCTAHEDRON })).toBeVisible();
  });
});
