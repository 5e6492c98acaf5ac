/**
 * The page table: every page of the site, once, and everything derived from it: the routes of both
 * languages (app/routes.ts), the prerendered paths (react-router.config.ts), the navbar and the
 * footer, the links between pages (`ROUTES`), each page's language and robots rule, sitemap.xml
 * (server/site/seo-files.ts), and the browser tests' lists of pages. What a page is called and
 * says is copy, in each language's catalogue (app/content/<locale>/pages.ts). Adding a page is one
 * row here, one entry per catalogue and its route module: see docs/adding-a-page.md.
 *
 * Pure data, imported by the browser, the build, the server and the tests.
 */
import { DEFAULT_LOCALE, LOCALES, type Locale, localizedPath, parseLocalizedPath } from './locales';

/** The footer's columns of links, in order. */
export const FOOTER_COLUMNS_ORDER = ['ely', 'research', 'company', 'help'] as const;
export type FooterColumn = (typeof FOOTER_COLUMNS_ORDER)[number];

export interface PageDefinition {
  /**
   * The route's URL pattern at the root: '/ely', a page with an optional parameter
   * ('/orders/:orderNumber?'), or '/*' for the catch-all.
   */
  readonly path: `/${string}`;
  /**
   * The route module, relative to app/, when it is not `routes/<key in kebab-case>/route.tsx`
   * (the legal pages share one). Its folder holds the page's own sections. Read at build time
   * only (`routeModuleOf`): the modules' names stay out of the browser's page table.
   */
  readonly module?: `routes/${string}/route.tsx`;
  /**
   * The language of the page at its root address (default English). The specification's
   * /synthamourlife is Spanish there; its English twin is /en/synthamourlife.
   */
  readonly rootLocale?: Locale;
  /**
   * The address it is prerendered at and its canonical link, when its path is not one (the
   * catch-all's '/404', the order page's '/orders', which the server answers for every order).
   */
  readonly url?: `/${string}`;
  /** Asks search engines not to index the page (robots noindex). Such pages are never in the sitemap. */
  readonly noindex?: boolean;
  /** Leaves an indexable page out of sitemap.xml (default: listed when indexable). */
  readonly sitemap?: false;
  /** In the navbar (its label is the catalogue's); the navbar lists these in the table's order. */
  readonly nav?: true;
  /** The footer column of the page's link; columns list pages in the table's order. */
  readonly footer?: FooterColumn;
  /** Exists only in test builds (ELY_TEST_ROUTES=1): routes that exercise failure paths. */
  readonly testOnly?: boolean;
}

/**
 * Keys are route ids (React Router's `id`: the root-language route's; its twins add `.<locale>`)
 * and name the page everywhere else (`ROUTES.ely`, the catalogues' `pages.ely`): camelCase words.
 * Rows are in the order the navbar and the footer columns list their pages.
 */
export const PAGES = {
  home: { path: '/', nav: true },
  ely: { path: '/ely', nav: true, footer: 'ely' },
  products: { path: '/productos', nav: true, footer: 'ely' },
  technologies: {
    path: '/tecnologias',
    nav: true,
    footer: 'ely',
  },
  laboratory: {
    path: '/laboratorio',
    nav: true,
    footer: 'research',
  },
  synthamourLife: {
    path: '/synthamourlife',
    rootLocale: 'es',
    nav: true,
    footer: 'research',
  },
  academy: { path: '/academia', nav: true, footer: 'company' },
  ethics: { path: '/ethics', nav: true, footer: 'research' },
  developers: { path: '/developers', footer: 'company' },
  partners: { path: '/partners', footer: 'company' },
  contact: { path: '/contacto', nav: true, footer: 'company' },
  checkout: { path: '/checkout', footer: 'ely' },
  // A buyer who lost the order email asks for its link again (email and order number): noindex, not
  // in the sitemap; the page answers the same whether or not they match an order.
  findOrder: {
    path: '/find-order',
    noindex: true,
    footer: 'ely',
  },
  // What a distance seller owes its buyers (LFPC, LFPDPPP): linked from every page's footer, the
  // privacy notice and terms from the checkout, the warranty (póliza) from the product. One module
  // for the four: the words differ, the layout does not.
  privacy: { path: '/privacy', module: 'routes/legal/route.tsx', footer: 'help' },
  terms: { path: '/terms', module: 'routes/legal/route.tsx', footer: 'help' },
  returns: { path: '/returns', module: 'routes/legal/route.tsx', footer: 'help' },
  warranty: { path: '/warranty', module: 'routes/legal/route.tsx', footer: 'help' },
  // The order page: prerendered once as an empty frame (noindex, not in the sitemap), which the
  // server answers for every /orders/<number>; the order arrives from the API.
  receipt: {
    path: '/orders/:orderNumber?',
    url: '/orders',
    noindex: true,
  },
  account: { path: '/account', noindex: true },
  // The operator console: prerendered as an empty shell that asks for an operator's sign-in;
  // the orders arrive from /api/admin/* once an operator is signed in.
  admin: { path: '/admin', noindex: true },
  // The packing slips of the orders in its query (?orders=ELY-…,ELY-…), one per printed sheet;
  // /admin/orders/<number>/packing-slip redirects here (server/site/static-site.ts). Operators
  // only, like the console: the prerendered page is the frame that asks for a sign-in.
  packingSlips: {
    path: '/admin/packing-slips',
    noindex: true,
  },
  testError: {
    path: '/__test/error',
    noindex: true,
    testOnly: true,
  },
  // The catch-all comes last: React Router ranks it below every other route anyway, and the
  // server answers unknown URLs with its prerendered page and status 404.
  notFound: { path: '/*', url: '/404', noindex: true },
} as const satisfies Record<string, PageDefinition>;

type Pages = typeof PAGES;
export type PageKey = keyof Pages;

/** Where a page is reached at the root: its `url` when it has one, otherwise its path. */
type AddressOf<K extends PageKey> = Pages[K] extends { readonly url: infer U }
  ? U
  : Pages[K]['path'];
type TestOnlyKey = {
  [K in PageKey]: Pages[K] extends { readonly testOnly: true } ? K : never;
}[PageKey];
/** What the site's own links may point at: pages that exist in every build. */
export type LinkablePageKey = Exclude<PageKey, TestOnlyKey>;

/** A page table: PAGES, or another one in the tests. */
export type PageTable = Readonly<Record<string, PageDefinition>>;

const rowsOf = (table: PageTable) => Object.entries(table);
const addressOf = (page: PageDefinition): string => page.url ?? page.path;
const inBuild = (page: PageDefinition, testRoutes: boolean) => testRoutes || !page.testOnly;
const rootLocaleOf = (page: PageDefinition): Locale => page.rootLocale ?? DEFAULT_LOCALE;

/** A page's address in a locale: '/ely' → '/es/ely'; '/synthamourlife' → '/en/synthamourlife'. */
export function pageAddress(page: PageDefinition, locale: Locale): string {
  return localizedPath(addressOf(page), locale, rootLocaleOf(page));
}

/** Whether search engines may find a page through sitemap.xml. */
function inSitemap(page: PageDefinition): boolean {
  return !page.noindex && page.sitemap !== false && !page.testOnly;
}

/** Every page's root address by key: `ROUTES.ely` is '/ely'. Test-only pages included. */
export const ROUTES = Object.fromEntries(
  rowsOf(PAGES).map(([key, page]) => [key, addressOf(page)]),
) as { readonly [K in PageKey]: AddressOf<K> };

/** The keys of the navbar's pages, in order. */
export const NAV_PAGES = rowsOf(PAGES)
  .filter(([, page]) => 'nav' in page && page.nav)
  .map(([key]) => key) as LinkablePageKey[];

/** The footer's columns, each with its pages' keys in the table's order. */
export const FOOTER_COLUMNS: readonly { column: FooterColumn; pages: LinkablePageKey[] }[] =
  FOOTER_COLUMNS_ORDER.map((column) => ({
    column,
    pages: rowsOf(PAGES)
      .filter(([, page]) => (page as PageDefinition).footer === column)
      .map(([key]) => key) as LinkablePageKey[],
  }));

/** The keys of the pages in sitemap.xml, in the table's order. */
export function sitemapPagesOf(table: PageTable): string[] {
  return rowsOf(table)
    .filter(([, page]) => inSitemap(page))
    .map(([key]) => key);
}

/**
 * The public pages: those in sitemap.xml. The browser tests visit each, in every language.
 * (`@__PURE__`, here and below: the browser's bundle, which never reads these lists, drops them.)
 */
export const SITEMAP_PAGES = /* @__PURE__ */ sitemapPagesOf(PAGES) as LinkablePageKey[];

/** A public page's address in every language, with their alternates: what sitemap.xml lists. */
export function sitemapEntries(
  table: PageTable = PAGES,
): { path: string; alternates: Record<Locale, string> }[] {
  return sitemapPagesOf(table).flatMap((key) => {
    const page = table[key] as PageDefinition;
    const alternates = Object.fromEntries(
      LOCALES.map((locale) => [locale, pageAddress(page, locale)]),
    ) as Record<Locale, string>;
    return LOCALES.map((locale) => ({ path: alternates[locale], alternates }));
  });
}

/** Every address the sitemap lists, both languages. */
export const SITEMAP_PATHS: readonly string[] = /* @__PURE__ */ sitemapEntries().map(
  (entry) => entry.path,
);

/** The addresses React Router renders to HTML at build time: every page, in every language. */
export function prerenderedPaths(
  { testRoutes }: { testRoutes: boolean },
  table: PageTable = PAGES,
): string[] {
  return rowsOf(table)
    .filter(([, page]) => inBuild(page, testRoutes))
    .flatMap(([, page]) =>
      page.testOnly ? [addressOf(page)] : LOCALES.map((locale) => pageAddress(page, locale)),
    );
}

export interface RouteEntry {
  /** The route id: the page's key at its root address, `<key>.<locale>` for its twins. */
  id: string;
  /**
   * React Router's path: relative ('ely', 'es/ely', 'orders/:orderNumber?', '*'), null for the
   * index.
   */
  path: string | null;
  /** The route module, relative to app/. */
  file: string;
  locale: Locale;
}

/** A page's route module, relative to app/: its row's `module`, or the one its key names. */
export function routeModuleOf(key: string, page: PageDefinition): `routes/${string}/route.tsx` {
  return (
    page.module ??
    `routes/${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}/route.tsx`
  );
}

/** The routes of a build, for app/routes.ts: each page in each language, one module for all. */
export function routeEntries(
  { testRoutes }: { testRoutes: boolean },
  table: PageTable = PAGES,
): RouteEntry[] {
  return rowsOf(table)
    .filter(([, page]) => inBuild(page, testRoutes))
    .flatMap(([key, page]) =>
      (page.testOnly ? [rootLocaleOf(page)] : LOCALES).map((locale) => {
        const path = localizedPath(page.path, locale, rootLocaleOf(page));
        return {
          id: locale === rootLocaleOf(page) ? key : `${key}.${locale}`,
          path: path === '/' ? null : path.slice(1),
          file: routeModuleOf(key, page),
          locale,
        };
      }),
    );
}

/**
 * The language of an address: a prefixed one's (/es/…, /en/…), else its page's root language
 * (/synthamourlife is Spanish), else the default.
 */
export function localeOfPath(pathname: string, table: PageTable = PAGES): Locale {
  const { locale, path } = parseLocalizedPath(pathname);
  if (locale) return locale;
  const page = rowsOf(table).find(([, row]) => addressOf(row) === path)?.[1];
  return page ? rootLocaleOf(page) : DEFAULT_LOCALE;
}

/** The same page in another language: the language switch's link, and the hreflang alternates. */
export function twinPath(pathname: string, target: Locale, table: PageTable = PAGES): string {
  const { locale, path } = parseLocalizedPath(pathname);
  const page = rowsOf(table).find(([, row]) => matches(row.path, path))?.[1];
  if (!page) return localizedPath(path, target);
  // A root address of a page whose root language is the target, or a twin: back to the root.
  if (locale === null && rootLocaleOf(page) === target) return path;
  return localizedPath(path, target, rootLocaleOf(page));
}

/** Whether a root address is one of a pattern's ('/orders/:orderNumber?' takes '/orders/X'). */
function matches(pattern: string, path: string): boolean {
  if (pattern === '/*') return false;
  const expression = pattern
    .replace(/\/:[A-Za-z]+\?/g, '(/[^/]+)?')
    .replace(/:[A-Za-z]+/g, '[^/]+');
  return new RegExp(`^${expression}$`).test(path);
}

/** Every page's address in a language, by key: `localizedRoutes('es').products` is '/es/productos'. */
export function localizedRoutes(locale: Locale): { readonly [K in PageKey]: string } {
  let routes = localizedRoutesCache.get(locale);
  if (!routes) {
    routes = Object.fromEntries(
      rowsOf(PAGES).map(([key, page]) => [key, pageAddress(page, locale)]),
    ) as Record<PageKey, string>;
    localizedRoutesCache.set(locale, routes);
  }
  return routes;
}
const localizedRoutesCache = new Map<Locale, Record<PageKey, string>>();

/** The order page of an order, in a language: '/orders/ELY-7K3M9Q', '/es/orders/ELY-7K3M9Q'. */
export function orderPagePath(orderNumber: string, locale: Locale = DEFAULT_LOCALE): string {
  return localizedPath(`${ROUTES.receipt}/${encodeURIComponent(orderNumber)}`, locale);
}

/**
 * The pages whose address carries a value (the order page's /orders/<number>): prerendered once
 * per language at their `url`, and served for every value. The server answers each `pattern`
 * (Fastify's syntax) with the HTML prerendered at `page`, and `<pattern>.data` (React Router's
 * data request on a client navigation) with `<page>.data`.
 */
export function parameterPages(
  table: PageTable = PAGES,
): { pattern: string; page: string; noindex: boolean }[] {
  return rowsOf(table)
    .filter(([, page]) => page.path.includes('/:') && !page.testOnly)
    .flatMap(([, page]) =>
      LOCALES.map((locale) => ({
        pattern: localizedPath(page.path.replace(/\?$/, ''), locale, rootLocaleOf(page)),
        page: pageAddress(page, locale),
        noindex: page.noindex === true,
      })),
    );
}
