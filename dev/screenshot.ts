import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { SITEMAP_PATHS } from '../site/pages';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';

/**
 * Full-page screenshots of pages at phone and desktop widths, for looking at what we build:
 *   tsx dev/screenshot.ts http://127.0.0.1:3000 / /ely  →  shots/<page>-390.png, -1440.png
 * Without paths it shoots every public page of the page table (site/pages.ts).
 * OUT_DIR sets the folder (default /tmp/shots); WIDTHS overrides the widths ("360,768,1440").
 */
const [baseUrl, ...requested] = process.argv.slice(2);
if (!baseUrl) {
  console.error('usage: tsx dev/screenshot.ts <base-url> [path …]');
  process.exit(1);
}
const paths = requested.length > 0 ? requested : SITEMAP_PATHS;
const outDir = process.env.OUT_DIR ?? '/tmp/shots';
const widths = (process.env.WIDTHS ?? '390,1440').split(',').map(Number);

await mkdir(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_FLAGS],
});
try {
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: width < 768 ? 844 : 900 } });
    for (const pagePath of paths) {
      await page.goto(new URL(pagePath, baseUrl).toString(), { waitUntil: 'networkidle' });
      await page.waitForTimeout(400);
      const name = pagePath === '/' ? 'home' : pagePath.replace(/^\//, '').replace(/[/?=&]/g, '_');
      const file = path.join(outDir, `${name}-${width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    await page.close();
  }
} finally {
  await browser.close();
}
