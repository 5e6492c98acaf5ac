import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import { CATALOGUES } from '#app/i18n/catalogues.server';
import { LOCALES } from '#site/locales';
import { PAGES, type PageDefinition, type PageKey, pageAddress } from '#site/pages';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';

/**
 * Full-page screenshots of every page of the page table (site/pages.ts) at phone and desktop
 * widths, for looking at what we build (docs/screenshots.md says what each file shows):
 *
 *   npx tsx dev/screenshot.ts http://127.0.0.1:3000            every page, and the extra states
 *   npx tsx dev/screenshot.ts http://127.0.0.1:3000 ely home   some of them, by page key
 *
 * Files: <OUT_DIR>/<key>[-es]-<width>.png (each page in both languages) (OUT_DIR defaults to /tmp/shots; WIDTHS to "390,1440"),
 * plus <OUT_DIR>/index.md listing them. Each page is scrolled to its end first, so lazy images
 * have loaded, and shot once they have; the pages' own motion (the hero video, the news strip)
 * keeps running, so those frames differ from run to run.
 */

interface Shot {
  /** File name stem: the page table's key, or key-state for an extra state. */
  name: string;
  address: string;
  what: string;
  /** Puts the page in the state to shoot, before it is opened. */
  prepare?: (page: Page) => Promise<void>;
}

/** States worth a look that no address shows on its own. */
const EXTRA_SHOTS: readonly Shot[] = [
  {
    name: 'checkout-items',
    address: '/checkout',
    what: 'Checkout with two Octahedrons in the cart: summary, address form, PayPal (test)',
    prepare: async (page) => {
      await page.addInitScript(() => {
        window.localStorage.setItem(
          'ely.cart.v1',
          JSON.stringify({ version: 1, items: [{ id: 'octahedron', quantity: 2 }] }),
        );
      });
    },
  },
];

/**
 * Every page a visitor can open by its address, in every language: the page table, less
 * test-only rows and patterns.
 */
function pageShots(): Shot[] {
  return Object.entries(PAGES as Record<string, PageDefinition>)
    .filter(([, page]) => !page.testOnly && !/[:*]/.test(page.url ?? page.path))
    .flatMap(([key, page]) =>
      LOCALES.map((locale) => ({
        name: locale === 'en' ? key : `${key}-${locale}`,
        address: pageAddress(page, locale),
        what: CATALOGUES[locale].pages[key as PageKey].title,
      })),
    );
}

/**
 * Scrolls to the end and back, so every lazy image is requested, then waits for them all. A
 * string, not a function: tsx would wrap a function's inner helpers in a `__name` call the page
 * does not know.
 */
const LOAD_LAZY_IMAGES = `(async () => {
  const frame = () => new Promise((done) => requestAnimationFrame(() => done(null)));
  for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
    window.scrollTo(0, y);
    await frame();
  }
  window.scrollTo(0, 0);
  await frame();
  // Images that never come into view (a carousel's other slides) never load: 3 s at most.
  const shown = [...document.images].filter((img) => img.getClientRects().length > 0);
  const settled = (img) =>
    Promise.race([img.decode().catch(() => null), new Promise((done) => setTimeout(done, 3000))]);
  await Promise.all(shown.map(settled));
})()`;

async function shoot(browser: Browser, baseUrl: string, shot: Shot, width: number, outDir: string) {
  const context = await browser.newContext({
    viewport: { width, height: width < 768 ? 844 : 900 },
  });
  const page = await context.newPage();
  try {
    await shot.prepare?.(page);
    await page.goto(new URL(shot.address, baseUrl).toString(), { waitUntil: 'networkidle' });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.evaluate(LOAD_LAZY_IMAGES);
    await page.waitForLoadState('networkidle');
    const file = path.join(outDir, `${shot.name}-${width}.png`);
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
    return file;
  } finally {
    await context.close();
  }
}

async function main() {
  const [baseUrl, ...requested] = process.argv.slice(2);
  if (!baseUrl) {
    console.error('usage: tsx dev/screenshot.ts <base-url> [page key …]');
    process.exit(1);
  }
  const all = [...pageShots(), ...EXTRA_SHOTS];
  // A page key names the page in every language ('ely' shoots ely and ely-es); 'ely-es' one of them.
  const wanted = (shot: Shot) =>
    requested.some((name) => shot.name === name || shot.name.startsWith(`${name}-`));
  const shots = requested.length > 0 ? all.filter(wanted) : all;
  const unknown = requested.filter(
    (name) => !all.some((shot) => shot.name === name || shot.name.startsWith(`${name}-`)),
  );
  if (unknown.length > 0) {
    console.error(
      `unknown page key: ${unknown.join(', ')}; known: ${all.map((s) => s.name).join(', ')}`,
    );
    process.exit(1);
  }
  const outDir = process.env.OUT_DIR ?? '/tmp/shots';
  const widths = (process.env.WIDTHS ?? '390,1440').split(',').map(Number);

  await mkdir(outDir, { recursive: true });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS],
  });
  const rows: string[] = [];
  try {
    for (const shot of shots) {
      const files = [];
      for (const width of widths) files.push(await shoot(browser, baseUrl, shot, width, outDir));
      const links = files.map((file) => `[${path.basename(file)}](${path.basename(file)})`);
      rows.push(`| \`${shot.address}\` | ${shot.what} | ${links.join(' · ')} |`);
    }
  } finally {
    await browser.close();
  }
  const index = ['| page | what | files |', '| --- | --- | --- |', ...rows, ''].join('\n');
  await writeFile(path.join(outDir, 'index.md'), index);
}

await main();
