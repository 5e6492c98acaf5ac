import type { Locator, Page } from '@playwright/test';
import { type LinkablePageKey, ROUTES, SITEMAP_PAGES } from '#site/pages';
import { expect, nextFrames, test, visit } from './fixtures';

/**
 * Finished layouts, checked in the browser: every page's navbar is one row on a desktop and every
 * inner page's heading has a picture beside it there, card grids fill their rows with cards of one
 * height, the laboratory's cards keep no gap when one opens, and 'Coming Soon' has one colour.
 */

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const boxesOf = (cards: Locator): Promise<Box[]> =>
  cards.evaluateAll((all) =>
    all.map((el) => {
      const { x, y, width, height } = el.getBoundingClientRect();
      return { x, y, width, height };
    }),
  );

/** Cards by row (same top), in order. */
function rowsOf(boxes: Box[]): Box[][] {
  const rows = new Map<number, Box[]>();
  for (const box of boxes) {
    const top = Math.round(box.y);
    rows.set(top, [...(rows.get(top) ?? []), box]);
  }
  return [...rows.entries()].sort(([a], [b]) => a - b).map(([, row]) => row);
}

/** Every row as full as the first, and every card of a row as tall as the others. */
function expectFullEvenRows(boxes: Box[], label: string) {
  const rows = rowsOf(boxes);
  const columns = rows[0]?.length ?? 0;
  for (const [index, row] of rows.entries()) {
    expect(row.length, `${label}: row ${index + 1} has as many cards as the first`).toBe(columns);
    const heights = row.map((box) => Math.round(box.height));
    expect(new Set(heights).size, `${label}: row ${index + 1} heights ${heights}`).toBe(1);
  }
}

// The checkout is a focused page: nothing between the navbar and the form (checkout.spec.ts).
const INNER_PAGES: LinkablePageKey[] = SITEMAP_PAGES.filter(
  (key) => key !== 'home' && key !== 'checkout',
);

test.describe('page headings at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('show no picture, and phones never download it', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url()).pathname;
      if (/^\/images\/(illustrations|renders\/octahedron-(desk|front-[69]))/.test(url)) {
        requested.push(url);
      }
    });
    for (const key of ['ely', 'products', 'contact', 'ethics'] as const) {
      await visit(page, ROUTES[key]);
      await expect(page.getByTestId('page-visual')).toBeHidden();
    }
    expect(requested).toEqual([]);
  });
});

/** Fails unless the navbar's cart and last link stand in one row with its logo. */
async function expectNavbarOneRow(page: Page, label: string) {
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
async function expectHeadingPicture(page: Page, label: string) {
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

test.describe('desktop widths', () => {
  // One visit per page at 1280 px, then the window widened to 1440 as a user would: the navbar is
  // checked at each width, an inner page's heading picture at 1440 (its `sizes` is fixed, so the
  // wider window asks for no other file: the poll for its natural width still waits for a load).
  for (const key of SITEMAP_PAGES) {
    const route = ROUTES[key];
    const inner = INNER_PAGES.includes(key);
    const title = inner
      ? `at 1280 and 1440 px, ${route}’s navbar is one row, and at 1440 px its heading has a picture beside it, filling the right half`
      : `at 1280 and 1440 px, ${route}’s navbar is one row`;
    test(title, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await visit(page, route);
      for (const width of [1280, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await nextFrames(page);
        await expectNavbarOneRow(page, `${key} at ${width} px`);
      }
      if (inner) await expectHeadingPicture(page, `${key} at 1440 px`);
    });
  }
});

test.describe('card grids at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('technologies: every category of both tabs fills its rows with even cards', async ({
    page,
  }) => {
    for (const tab of ['', '?tab=bio']) {
      await visit(page, `${ROUTES.technologies}${tab}`);
      const panel = page.getByRole('tabpanel');
      await expect(panel).toHaveAccessibleName(tab ? 'Biomedical AI' : 'ELY Companion');
      const categories = panel.locator('section');
      const count = await categories.count();
      expect(count).toBeGreaterThan(0);
      for (let i = 0; i < count; i += 1) {
        const category = categories.nth(i);
        const name = (await category.getByRole('heading', { level: 2 }).textContent()) ?? '';
        expectFullEvenRows(await boxesOf(category.getByRole('article')), name);
      }
    }
  });

  for (const key of ['partners', 'developers'] as const) {
    test(`${ROUTES[key]}: what is coming fills its rows`, async ({ page }) => {
      await visit(page, ROUTES[key]);
      const cards = page.getByRole('region', { name: 'What is coming' }).getByRole('listitem');
      const boxes = await boxesOf(cards);
      expectFullEvenRows(boxes, key);
      if (key === 'partners') expect(rowsOf(boxes)).toHaveLength(1);
    });
  }

  test('the home page’s product cards: two wide then three, even rows, actions on one line', async ({
    page,
  }) => {
    await visit(page, ROUTES.home);
    const cards = page.getByRole('region', { name: 'Products and services' }).getByRole('article');
    const rows = rowsOf(await boxesOf(cards));
    expect(rows.map((row) => row.length)).toEqual([2, 3]);
    for (const row of rows) expectFullEvenRows(row, 'home cards');
    // The three small cards' buttons stand on one line: the Academy's no higher than the rest.
    const bottoms = await cards.evaluateAll((all) =>
      all.slice(2).map((card) => {
        const action = card.querySelector(
          'a[class*="rounded-pill"], button[class*="rounded-pill"]',
        );
        return Math.round(action?.getBoundingClientRect().bottom ?? -1);
      }),
    );
    expect(new Set(bottoms).size, `action bottoms ${bottoms}`).toBe(1);
  });
});

test.describe('laboratory', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('every project has its illustration, and an opened card leaves no gap', async ({ page }) => {
    await visit(page, ROUTES.laboratory);
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(4);
    for (const card of await cards.all()) {
      const img = card.getByRole('img');
      await expect(img).toBeVisible();
      await expect
        .poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth))
        .toBeGreaterThan(0);
    }
    const stackedWithoutGaps = async () => {
      const boxes = await boxesOf(cards);
      for (const [index, box] of boxes.entries()) {
        // One card per row, each the full width of the first.
        expect(Math.round(box.x)).toBe(Math.round(boxes[0]?.x ?? 0));
        expect(Math.round(box.width)).toBe(Math.round(boxes[0]?.width ?? 0));
        const next = boxes[index + 1];
        if (next) expect(Math.round(next.y - (box.y + box.height))).toBe(24);
      }
    };
    await stackedWithoutGaps();
    for (const title of ['Volumetric Projection', 'Affective Computing']) {
      await page.getByRole('button', { name: `Features and milestones: ${title}` }).click();
      await expect(page.getByRole('button', { expanded: true })).toHaveCount(1);
      await stackedWithoutGaps();
    }
  });
});

/** The computed colour of every 'Coming Soon' label on a page. */
const comingSoonColours = (page: Page) =>
  page
    .getByText(/^Coming Soon$/i)
    .evaluateAll((all) => all.map((el) => getComputedStyle(el).color));

test('“Coming Soon” has one colour on the home, products and academy pages', async ({ page }) => {
  const colours = new Set<string>();
  for (const key of ['home', 'products', 'academy'] satisfies LinkablePageKey[]) {
    await visit(page, ROUTES[key]);
    const found = await comingSoonColours(page);
    expect(found.length, key).toBeGreaterThan(0);
    for (const colour of found) colours.add(colour);
  }
  expect([...colours]).toHaveLength(1);
});
