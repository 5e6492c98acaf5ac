import AxeBuilder from '@axe-core/playwright';
import { expect, test, visit } from './fixtures';

const PAGES = ['/', '/tecnologias', '/productos', '/laboratorio'] as const;

for (const width of [390, 1440]) {
  test.describe(`axe at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    // axe walks every node and computes colour contrast: seconds of CPU on a shared machine.
    test.slow();

    for (const path of PAGES) {
      test(`${path} has no violations, with its details opened too`, async ({ page }) => {
        await visit(page, path);
        if (path === '/') {
          // Moving pixels make axe's contrast checks crawl; the pause buttons are checked too.
          await page.getByRole('button', { name: 'Pause news' }).click();
          await page.getByRole('button', { name: 'Pause background video' }).click();
        }
        // Open what can be opened, so the hidden content is checked as well.
        const disclosure = page.locator('main button[aria-expanded="false"]').first();
        if ((await disclosure.count()) > 0) await disclosure.click();
        const results = await new AxeBuilder({ page }).analyze();
        expect(
          results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' | ')}`),
        ).toEqual([]);
      });
    }
  });
}
