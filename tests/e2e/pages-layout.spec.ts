import type { Locator, Page } from '@playwright/test';
import { type LinkablePageKey, ROUTES } from '#site/pages';
import { expect, test, visit } from './fixtures';

/**
 * Finished layouts, checked in the browser: no heading picture on a phone, card grids fill their
 * rows with cards of one height, the laboratory's cards keep no gap when one opens, and 'Coming
 * Soon' has one colour. Every page's navbar on one row and every inner page's heading picture at
 * desktop widths are checked on pages-a11y.spec.ts's visit of each page (desktop-layout.ts).
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
