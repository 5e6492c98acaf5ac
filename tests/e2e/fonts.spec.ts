import budgets from '../../bench/budgets.json' with { type: 'json' };
import { expect, test } from './fixtures';

/**
 * The web fonts arrive after the first paint on a slow connection; until then the text shows in
 * the metric-matched fallback faces (app/assets/fonts/fallbacks.css). Here the fonts are held
 * back until the hydrated page has been painted with the fallbacks, then let through: the swap
 * must not move the layout by more than the bench's layout-shift budget.
 */

type ShiftWindow = Window & { __shift: number };

const ROUTES = ['/', '/ely', '/ethics', '/synthamourlife'] as const;
const WIDTHS = [390, 1440] as const;

for (const width of WIDTHS) {
  for (const route of ROUTES) {
    test(`${route} at ${width} px: the font swap shifts the layout less than ${budgets.cumulativeLayoutShift}`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.addInitScript(() => {
        (window as unknown as ShiftWindow).__shift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) (window as unknown as ShiftWindow).__shift += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let heldFonts = 0;
      await page.route(/\/assets\/[^/]+\.woff2$/, async (fontRoute) => {
        heldFonts += 1;
        await held;
        await fontRoute.continue();
      });

      await page.goto(route, { waitUntil: 'domcontentloaded' });
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      // Painted, hydrated, and still without the web fonts: the fallbacks are on screen.
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      expect(heldFonts).toBeGreaterThanOrEqual(2);
      expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(false);

      release();
      await page.waitForFunction(
        () =>
          document.fonts.check('16px "Inter Variable"') &&
          document.fonts.check('600 16px "Space Grotesk Variable"'),
      );
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      const shift = await page.evaluate(() => (window as unknown as ShiftWindow).__shift);
      expect(shift).toBeLessThan(budgets.cumulativeLayoutShift);
    });
  }
}
