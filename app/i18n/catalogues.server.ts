/**
 * Every language's catalogue, for the routes' loaders, which run at build time (prerender) and
 * never in the browser: React Router leaves loaders, and what only they import, out of the
 * browser's code, and a `.server` module can be imported by nothing that reaches it.
 */
import { DEFAULT_LOCALE, LOCALES, type Locale, otherLocale } from '#site/locales';
import { localeOfPath, PAGES, type PageDefinition, type PageKey, twinPath } from '#site/pages';
import { type Catalogue, en, GLOBAL_AREAS, type PageArea } from '../content/en/index.ts';
import { es } from '../content/es/index.ts';
import type { PageMeta } from '../lib/seo';
import type { GlobalMessages, I18n, PageLinks } from './i18n';

export const CATALOGUES: Readonly<Record<Locale, Catalogue>> = { en, es };

/** The locale a loader's request is for, and that locale's catalogue. */
export function catalogueFor(request: Request): { locale: Locale; copy: Catalogue; path: string } {
  // The build asks for a page's data at '/es.data' (the home page's at '/_root.data'), sometimes
  // with a trailing slash: the page's address is what remains.
  const asked = new URL(request.url).pathname
    .replace(/\/_root\.data$/, '/')
    .replace(/\.data$/, '')
    .replace(/(.)\/$/, '$1');
  const path = asked === '' ? '/' : asked;
  const locale = localeOfPath(path);
  return { locale, copy: CATALOGUES[locale], path };
}

/** The navbar's and the footer's labels, by page. */
function pageLinks(copy: Catalogue): PageLinks {
  const nav: Partial<Record<PageKey, string>> = {};
  const footer: Partial<Record<PageKey, string>> = {};
  for (const key of Object.keys(PAGES) as PageKey[]) {
    const page = copy.pages[key];
    if (page.nav) nav[key] = page.nav;
    if (page.footer) footer[key] = page.footer;
  }
  return { nav, footer };
}

/** What the root route hands every page: its language, and the words every page needs. */
export function rootData(request: Request) {
  const { locale, copy } = catalogueFor(request);
  const other = otherLocale(locale);
  const messages = Object.fromEntries(GLOBAL_AREAS.map((area) => [area, copy[area]]));
  const i18n: I18n = {
    locale,
    messages: { ...(messages as Omit<GlobalMessages, 'links'>), links: pageLinks(copy) },
  };
  return {
    i18n,
    /** The offer to read the page in the other language, written in that language. */
    offer: { locale: other, ...CATALOGUES[other].shell.language.offer },
  };
}

/** What a page's `meta` needs: its copy's title and description, and where its twins are. */
function pageMetaData(
  { locale, copy, path }: ReturnType<typeof catalogueFor>,
  key: PageKey,
): PageMeta {
  const { title, description } = copy.pages[key];
  const page: PageDefinition = PAGES[key];
  return {
    locale,
    title,
    description,
    path,
    alternates: Object.fromEntries(LOCALES.map((l) => [l, twinPath(path, l)])) as Record<
      Locale,
      string
    >,
    xDefault: twinPath(path, DEFAULT_LOCALE),
    ...(page.noindex ? { noindex: true } : {}),
  };
}

/**
 * What a route's loader returns: its `meta`, and the areas of the catalogue its page reads
 * (`useCopy(area)` in any of its components).
 */
export function pageData<const A extends PageArea>(
  request: Request,
  key: PageKey,
  areas: readonly A[] = [],
): { meta: PageMeta; copy: Pick<Catalogue, A> } {
  const asked = catalogueFor(request);
  const { copy } = asked;
  return {
    meta: pageMetaData(asked, key),
    copy: Object.fromEntries(areas.map((area) => [area, copy[area]])) as Pick<Catalogue, A>,
  };
}
