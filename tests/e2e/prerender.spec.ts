import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
// This spec reads the build output and opens no page: Playwright's plain `test` (as budget.spec.ts).
import { expect, test } from '@playwright/test';
import { PAGES, type PageDefinition } from '../../site/pages';
import { canonicalUrl } from '../../site/site';

/**
 * What the build wrote to build-test/client, checked against the page table (site/pages.ts): one
 * HTML file per prerendered page and no other, each with its row's title, description, canonical
 * link, language and robots rule. The test build includes the test-only pages.
 */

const clientDir = path.join(process.env.ELY_BUILD_DIR ?? 'build-test', 'client');
const ROWS = Object.entries(PAGES) as [string, PageDefinition][];
const addressOf = (page: PageDefinition) => page.url ?? page.path;

/** The address of every `index.html` under the client folder: '/', '/ely', '/__test/error' … */
function prerenderedAddresses(): string[] {
  return readdirSync(clientDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => path.basename(file) === 'index.html')
    .map((file) => {
      const dir = path.dirname(file);
      return dir === '.' ? '/' : `/${dir.split(path.sep).join('/')}`;
    })
    .sort();
}

const htmlOf = (address: string) =>
  readFileSync(path.join(clientDir, ...address.split('/').filter(Boolean), 'index.html'), 'utf8');

/** React escapes these in text and attributes; the table holds the plain text. */
const unescapeHtml = (text: string) =>
  text
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

const attr = (html: string, pattern: RegExp) => {
  const value = html.match(pattern)?.[1];
  return value === undefined ? undefined : unescapeHtml(value);
};

test.describe('the prerendered site matches the page table', () => {
  test('one HTML file per prerendered page, and no other', () => {
    const expected = ROWS.filter(([, page]) => page.prerender !== false)
      .map(([, page]) => addressOf(page))
      .sort();
    expect(prerenderedAddresses()).toEqual(expected);
  });

  test('pages that are not prerendered are served by the SPA fallback the build wrote', () => {
    // React Router writes it whenever some routes are left to the browser; the server answers
    // such pages with it (the receipt, account and console pages of later issues).
    expect(existsSync(path.join(clientDir, '__spa-fallback.html'))).toBe(true);
    for (const [key, page] of ROWS.filter(([, row]) => row.prerender === false)) {
      expect(existsSync(path.join(clientDir, ...page.path.split('/'), 'index.html')), key).toBe(
        false,
      );
    }
  });

  for (const [key, page] of ROWS.filter(([, row]) => row.prerender !== false)) {
    const address = addressOf(page);

    test(`${address} (${key}) has its row's title, description, canonical link, language and robots rule`, () => {
      const html = htmlOf(address);
      expect(attr(html, /<title>([^<]*)<\/title>/)).toBe(page.title);
      expect(attr(html, /<meta name="description" content="([^"]*)"/)).toBe(page.description);
      expect(attr(html, /<link rel="canonical" href="([^"]*)"/)).toBe(canonicalUrl(address));
      expect(attr(html, /<html lang="([^"]*)"/)).toBe(page.lang ?? 'en');
      expect(html.includes('<meta name="robots" content="noindex"/>')).toBe(page.noindex === true);
    });
  }
});
