import budgets from '#bench/budgets.json' with { type: 'json' };
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
 * The web fonts arrive after the first paint on a slow connection; until then the text shows in
 * the metric-matched fallback faces (app/assets/fonts/fonts.css). Here the fonts are held
 * back until the hydrated page has been painted with the fallbacks, then let through: the swap
 * must not move the layout by more than the bench's layout-shift budget.
 */

const PATHS = [ROUTES.home, ROUTES.ely, ROUTES.ethics, ROUTES.synthamourLife] as const;
const WIDTHS = [390, 1440] as const;

// The fallback faces scale a local Arial-metric font (Arial, or Liberation Sans on Linux). A
// machine without one draws the fallback text in whatever sans-serif it has, and every swap test
// below would measure that font instead: say so plainly rather than as a layout shift.
test('the fallback faces find their local font (Linux: apt-get install fonts-liberation)', async ({
  page,
}) => {
  await visit(page, ROUTES.home);
  const fallbacks = await page.evaluate(async () => {
    const faces = [...document.fonts].filter((face) => face.family.endsWith(' Fallback'));
    await Promise.allSettled(faces.map((face) => face.load()));
    return faces.map((face) => ({ family: face.family, status: face.status }));
  });
  expect(fallbacks.map((face) => face.family).sort()).toEqual([
    'Inter Fallback',
    'Space Grotesk Fallback',
  ]);
  const missing = fallbacks.filter((face) => face.status !== 'loaded').map((face) => face.family);
  expect(missing, 'fallback faces with no local font: install fonts-liberation').toEqual([]);
});

for (const width of WIDTHS) {
  for (const route of PATHS) {
    test(`${route} at ${width} px: the font swap shifts the layout less than ${budgets.cumulativeLayoutShift}`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await watchLayoutShift(page);
      const fonts = await holdRequests(page, /\/assets\/[^/]+\.woff2$/);

      // The load event waits for the held fonts.
      await visit(page, route, { waitUntil: 'domcontentloaded' });
      // Painted, hydrated, and still without the web fonts: the fallbacks are on screen.
      await nextFrames(page);
      expect(fonts.count()).toBeGreaterThanOrEqual(2);
      expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(false);

      fonts.release();
      await page.waitForFunction(
        () =>
          document.fonts.check('16px "Inter Variable"') &&
          document.fonts.check('600 16px "Space Grotesk Variable"'),
      );
      await nextFrames(page);
      expect(await layoutShift(page)).toBeLessThan(budgets.cumulativeLayoutShift);
    });
  }
}
