import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
// This spec reads the build output and opens no page: Playwright's plain `test` (as budget.spec.ts).
import { expect, test } from '@playwright/test';
import { CATALOGUES } from '#app/i18n/catalogues.server';
import { LOCALES } from '#site/locales';
import {
  PAGES,
  type PageDefinition,
  type PageKey,
  pageAddress,
  prerenderedPaths,
} from '#site/pages';
import { canonicalUrl } from '#site/site';

/**
 * What the build wrote to build-test/client, checked against the page table (site/pages.ts) and
 * the catalogues: one HTML file per page and language and no other, each with its language's
 * title, description, canonical link, alternates, `lang` and robots rule. The test build includes
 * the test-only pages.
 */

const clientDir = path.join(process.env.ELY_BUILD_DIR ?? 'build-test', 'client');
const ROWS = Object.entries(PAGES) as [PageKey, PageDefinition][];

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
  test('one HTML file per page and language, and no other', () => {
    expect(prerenderedAddresses()).toEqual(prerenderedPaths({ testRoutes: true }).sort());
  });

  for (const [key, page] of ROWS.filter(([, row]) => !row.testOnly)) {
    for (const locale of LOCALES) {
      const address = pageAddress(page, locale);
      const copy = CATALOGUES[locale].pages[key];

      test(`${address} (${key}, ${locale}) has its language's title, description, canonical link, alternates, lang and robots rule`, () => {
        const html = htmlOf(address);
        expect(attr(html, /<title>([^<]*)<\/title>/)).toBe(copy.title);
        expect(attr(html, /<meta name="description" content="([^"]*)"/)).toBe(copy.description);
        expect(attr(html, /<link rel="canonical" href="([^"]*)"/)).toBe(canonicalUrl(address));
        expect(attr(html, /<html lang="([^"]*)"/)).toBe(locale);
        for (const other of LOCALES) {
          const alternate = new RegExp(
            `<link rel="alternate" hrefLang="${other}" href="([^"]*)"`,
            'i',
          );
          expect(attr(html, alternate), other).toBe(canonicalUrl(pageAddress(page, other)));
        }
        expect(html.includes('<meta name="robots" content="noindex"/>')).toBe(
          'noindex' in page && page.noindex === true,
        );
      });
    }
  }
});
