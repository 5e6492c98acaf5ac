/**
 * The page table: every page of the site, once, and everything else about pages derived from it:
 * the route config (app/routes.ts), the prerendered paths (react-router.config.ts), the navbar and
 * the footer, the links between pages (`ROUTES`), each page's <title>, description, language and
 * robots rule, sitemap.xml (server/routes/seo-files.ts) and the browser tests' lists of pages.
 * Adding a page is one row here plus its route module: see docs/adding-a-page.md.
 *
 * Pure data, imported by build-time and Node code (app/routes.ts, the server, the tests). The
 * browser never imports this module: it would carry every page's title and description in the
 * code every page loads first. The build hands the browser two projections instead (see
 * `browserDefines` below and app/config/site-routes.ts): the links without the copy, and to each
 * route module its own row.
 */
import type { Lang } from './site';

/** The footer's columns of links, in order. */
export const FOOTER_COLUMN_HEADINGS = ['ELY', 'Research', 'Company'] as const;
export type FooterColumn = (typeof FOOTER_COLUMN_HEADINGS)[number];

export interface PageDefinition {
  /**
   * The route's URL pattern: '/ely', a page with parameters ('/orders/:orderId'), or '/*' for
   * the catch-all.
   */
  readonly path: `/${string}`;
  /** The route module, relative to app/; its folder holds the page's own sections. */
  readonly module: `routes/${string}/route.tsx`;
  /** The page's <title> (and Open Graph title): at most 60 characters. */
  readonly title: string;
  /** The meta description: 120 to 160 characters. */
  readonly description: string;
  /** The language the page is written in: `<html lang>` and og:locale. Default 'en'. */
  readonly lang?: Lang;
  /**
   * Rendered to HTML at build time (default true). A page with parameters cannot be: the server
   * answers it with React Router's SPA fallback and the page renders in the browser.
   */
  readonly prerender?: boolean;
  /**
   * The address a page is prerendered at and its canonical link, for a page whose path is not
   * an address (the catch-all's '/404').
   */
  readonly url?: `/${string}`;
  /** Asks search engines not to index the page (robots noindex). Such pages are never in the sitemap. */
  readonly noindex?: boolean;
  /** Leaves an indexable page out of sitemap.xml (default: listed when prerendered and indexable). */
  readonly sitemap?: false;
  /** The page's label in the navbar; the navbar lists these pages in the table's order. */
  readonly nav?: string;
  /** The footer column and label of the page's link; columns list pages in the table's order. */
  readonly footer?: { readonly column: FooterColumn; readonly label: string };
  /** Exists only in test builds (ELY_TEST_ROUTES=1): routes that exercise failure paths. */
  readonly testOnly?: boolean;
}

/**
 * Keys are route ids (React Router's `id`) and name the page everywhere else (`ROUTES.ely`,
 * `__PAGE_META__.ely`): camelCase words, because the build uses them in JavaScript member names.
 * Rows are in the order the navbar and the footer columns list their pages.
 */
export const PAGES = {
  home: {
    path: '/',
    module: 'routes/home/route.tsx',
    title: 'SynthAmour — ELY, the holographic AI companion',
    description:
      'SynthAmour builds ELY, an emotional AI companion projected as a hologram, and biomedical AI for chronic disease care. Designed in Mexico City.',
    nav: 'Home',
  },
  ely: {
    path: '/ely',
    module: 'routes/ely/route.tsx',
    title: 'ELY — SynthAmour',
    description:
      'Meet ELY, the emotional AI companion you can see. Reserve the ELY Holographic Octahedron at the presale price, with ELY included free for one year.',
    nav: 'ELY',
    footer: { column: 'ELY', label: 'Meet ELY' },
  },
  products: {
    path: '/productos',
    module: 'routes/products/route.tsx',
    title: 'Products — SynthAmour',
    description:
      'The ELY Holographic Octahedron, Custom ELY, Corporate Services, ELY Academy and Biomedical AI Consulting: products and services from SynthAmour.',
    nav: 'Products',
    footer: { column: 'ELY', label: 'Products' },
  },
  technologies: {
    path: '/tecnologias',
    module: 'routes/technologies/route.tsx',
    title: 'Technologies — SynthAmour',
    description:
      'Volumetric display, affect recognition from voice, on-device privacy and clinical AI: the technologies behind ELY and SynthAmour Bio, explained.',
    nav: 'Technologies',
    footer: { column: 'ELY', label: 'Technologies' },
  },
  laboratory: {
    path: '/laboratorio',
    module: 'routes/laboratory/route.tsx',
    title: 'Laboratory — SynthAmour',
    description:
      'Follow our research in volumetric projection, affective computing, on-device privacy and medical AI, with honest progress figures for each project.',
    nav: 'Laboratory',
    footer: { column: 'Research', label: 'Laboratory' },
  },
  synthamourLife: {
    path: '/synthamourlife',
    module: 'routes/synthamour-life/route.tsx',
    title: 'SynthAmour Life — Salud con IA para enfermedades crónicas',
    description:
      'SynthAmour Life: asistente de salud con IA para vivir con diabetes, hipertensión y otras enfermedades crónicas. Beta abierta para pacientes y médicos.',
    lang: 'es',
    nav: 'SynthAmour Life',
    footer: { column: 'Research', label: 'SynthAmour Life' },
  },
  academy: {
    path: '/academia',
    module: 'routes/academy/route.tsx',
    title: 'ELY Academy — SynthAmour',
    description:
      'ELY Academy, coming soon: online courses on empathetic conversational agents, volumetric displays and AI in clinical research, taught by our team.',
    nav: 'Academy',
    footer: { column: 'Company', label: 'Academy' },
  },
  ethics: {
    path: '/ethics',
    module: 'routes/ethics/route.tsx',
    title: 'AI Ethics — SynthAmour',
    description:
      'How SynthAmour protects emotional data, asks for consent, keeps ELY transparent about being an AI, and holds its medical research to clinical standards.',
    nav: 'Ethics',
    footer: { column: 'Research', label: 'AI Ethics' },
  },
  developers: {
    path: '/developers',
    module: 'routes/developers/route.tsx',
    title: 'Developers — SynthAmour',
    description:
      'The ELY developer platform is coming soon: a Skills API, TypeScript and Python SDKs, and a sandbox with a virtual Octahedron. Ask for early access.',
    footer: { column: 'Company', label: 'Developers' },
  },
  partners: {
    path: '/partners',
    module: 'routes/partners/route.tsx',
    title: 'Partners — SynthAmour',
    description:
      'Our partner programme for resellers, clinical partners and integrators is coming soon. Tell us about your organisation and we will be in touch.',
    footer: { column: 'Company', label: 'Partners' },
  },
  contact: {
    path: '/contacto',
    module: 'routes/contact/route.tsx',
    title: 'Contact — SynthAmour',
    description:
      'Contact SynthAmour in Mexico City about ELY, Corporate Services, research partnerships or your order. We reply within one business day.',
    nav: 'Contact',
    footer: { column: 'Company', label: 'Contact' },
  },
  checkout: {
    path: '/checkout',
    module: 'routes/checkout/route.tsx',
    title: 'Checkout — SynthAmour',
    description:
      'Complete your SynthAmour order securely: review your cart, add shipping details for your ELY Holographic Octahedron and pay with a trusted provider.',
    footer: { column: 'ELY', label: 'Checkout' },
  },
  receipt: {
    path: '/orders/:orderId',
    module: 'routes/receipt/route.tsx',
    title: 'Your receipt — SynthAmour',
    description:
      'Your SynthAmour order receipt: what you bought, what you paid, where it ships and where your payment stands. Private to you and whoever has its link.',
    prerender: false,
    noindex: true,
  },
  account: {
    path: '/account',
    module: 'routes/account/route.tsx',
    title: 'Your account — SynthAmour',
    description:
      'Your SynthAmour account: the email or phone you sign in with, and every order you placed while signed in, with its status and its receipt.',
    noindex: true,
  },
  // The operator console: prerendered as an empty shell that asks for an operator's sign-in;
  // the orders arrive from /api/admin/* once an operator is signed in.
  admin: {
    path: '/admin',
    module: 'routes/admin/route.tsx',
    title: 'Operator console — SynthAmour',
    description:
      'The SynthAmour operator console: find orders, ship them with a tracking number, refund them and see who did what. For signed-in operators only.',
    noindex: true,
  },
  testError: {
    path: '/__test/error',
    module: 'routes/test-error/route.tsx',
    title: 'Error route — SynthAmour',
    description: 'Renders at build time, then throws once hydrated, to show the error fallback.',
    noindex: true,
    testOnly: true,
  },
  // The catch-all comes last: React Router ranks it below every other route anyway, and the
  // server answers unknown URLs with its prerendered page and status 404.
  notFound: {
    path: '/*',
    url: '/404',
    module: 'routes/not-found/route.tsx',
    title: 'Page not found — SynthAmour',
    description:
      'The page you were looking for does not exist or has moved. Return to the SynthAmour home page to meet ELY or explore our technology and research.',
    noindex: true,
  },
} as const satisfies Record<string, PageDefinition>;

type Pages = typeof PAGES;
export type PageKey = keyof Pages;

/** Where a page is reached: its `url` when it has one, otherwise its path. */
type AddressOf<K extends PageKey> = Pages[K] extends { readonly url: infer U }
  ? U
  : Pages[K]['path'];
type HasParams<Path> = Path extends `${string}:${string}` | `${string}*` ? true : false;
type TestOnlyKey = {
  [K in PageKey]: Pages[K] extends { readonly testOnly: true } ? K : never;
}[PageKey];

/** Pages with a fixed address (no parameters), which a link can name directly. */
export type StaticPageKey = {
  [K in PageKey]: HasParams<AddressOf<K>> extends true ? never : K;
}[PageKey];
/** What the site's own links may point at: static pages that exist in every build. */
export type LinkablePageKey = Exclude<StaticPageKey, TestOnlyKey>;
/** Pages whose address has parameters ('/orders/:orderId'): linked through their pattern. */
export type PatternPageKey = Exclude<PageKey, StaticPageKey | TestOnlyKey>;
/** The address of a page a link may point at: '/', '/ely', '/productos' … */
export type RoutePath = AddressOf<LinkablePageKey>;

export interface NavLink {
  readonly to: RoutePath;
  readonly label: string;
}

export interface FooterColumnLinks {
  readonly heading: FooterColumn;
  readonly links: readonly NavLink[];
}

/** What a route's `meta` needs of its row (app/lib/seo.ts `pageMeta`). */
export interface PageMeta {
  /** The canonical path; for a page with parameters, the pattern (its route passes the real one). */
  readonly url: string;
  readonly title: string;
  readonly description: string;
  readonly lang: Lang;
  readonly noindex: boolean;
}

/** A page table: PAGES, or another one in the tests. */
export type PageTable = Readonly<Record<string, PageDefinition>>;

const rowsOf = (table: PageTable) => Object.entries(table);
const addressOf = (page: PageDefinition): string => page.url ?? page.path;
const hasParams = (address: string): boolean => /[:*]/.test(address);
const inBuild = (page: PageDefinition, testRoutes: boolean) => testRoutes || !page.testOnly;

/** Whether search engines may find a page through sitemap.xml. */
function inSitemap(page: PageDefinition): boolean {
  return page.prerender !== false && !page.noindex && page.sitemap !== false && !page.testOnly;
}

/** Every static page's address by key: `ROUTES.ely` is '/ely'. Test-only pages included. */
export function routesOf(table: PageTable): Record<string, string> {
  return Object.fromEntries(
    rowsOf(table)
      .filter(([, page]) => !hasParams(addressOf(page)))
      .map(([key, page]) => [key, addressOf(page)]),
  );
}

/** The navbar's links, in the table's order. */
export function navLinksOf(table: PageTable): NavLink[] {
  return rowsOf(table).flatMap(([, page]) =>
    page.nav ? [{ to: addressOf(page) as RoutePath, label: page.nav }] : [],
  );
}

/** The footer's columns, each with its pages' links in the table's order. */
export function footerColumnsOf(table: PageTable): FooterColumnLinks[] {
  return FOOTER_COLUMN_HEADINGS.map((heading) => ({
    heading,
    links: rowsOf(table).flatMap(([, page]) =>
      page.footer?.column === heading
        ? [{ to: addressOf(page) as RoutePath, label: page.footer.label }]
        : [],
    ),
  }));
}

/** The keys of the pages listed in sitemap.xml, in the table's order. */
export function sitemapPagesOf(table: PageTable): string[] {
  return rowsOf(table)
    .filter(([, page]) => inSitemap(page))
    .map(([key]) => key);
}

/** The addresses React Router renders to HTML at build time. */
export function prerenderedPaths(
  { testRoutes }: { testRoutes: boolean },
  table: PageTable = PAGES,
): string[] {
  return rowsOf(table)
    .filter(([, page]) => page.prerender !== false && inBuild(page, testRoutes))
    .map(([, page]) => addressOf(page));
}

/**
 * The pages rendered only in the browser, with their URL patterns ('/orders/:orderId', Fastify's
 * syntax as well as React Router's): the server answers them with the build's SPA fallback.
 */
export function spaFallbackPages(table: PageTable = PAGES): { path: string; noindex: boolean }[] {
  return rowsOf(table)
    .filter(([, page]) => page.prerender === false && !page.testOnly)
    .map(([, page]) => ({ path: page.path, noindex: page.noindex === true }));
}

export interface RouteEntry {
  id: string;
  /** React Router's path: relative ('ely', 'orders/:orderId', '*'), or null for the index route. */
  path: string | null;
  /** The route module, relative to app/. */
  file: string;
}

/** The routes of a build, for app/routes.ts. */
export function routeEntries(
  { testRoutes }: { testRoutes: boolean },
  table: PageTable = PAGES,
): RouteEntry[] {
  return rowsOf(table)
    .filter(([, page]) => inBuild(page, testRoutes))
    .map(([key, page]) => ({
      id: key,
      path: page.path === '/' ? null : page.path.slice(1),
      file: page.module,
    }));
}

/** What a page's `meta` needs, with the defaults filled in. */
export function pageMetaOf(page: PageDefinition): PageMeta {
  return {
    url: addressOf(page),
    title: page.title,
    description: page.description,
    lang: page.lang ?? 'en',
    noindex: page.noindex === true,
  };
}

/** The page table as the browser's shell gets it: links and languages, no titles or descriptions. */
export interface SiteMap {
  readonly routes: { readonly [K in LinkablePageKey]: AddressOf<K> };
  /** The patterns of pages with parameters, to fill in with React Router's `generatePath`. */
  readonly patterns: { readonly [K in PatternPageKey]: Pages[K]['path'] };
  readonly navLinks: readonly NavLink[];
  readonly footerColumns: readonly FooterColumnLinks[];
  /** The language of each page not written in English, by route id. */
  readonly langs: Readonly<Partial<Record<PageKey, Lang>>>;
}

export function siteMapOf(table: PageTable): SiteMap {
  const linkable = rowsOf(table).filter(([, page]) => !page.testOnly);
  const withParams = (page: PageDefinition) => hasParams(addressOf(page));
  return {
    routes: Object.fromEntries(
      linkable.filter(([, page]) => !withParams(page)).map(([key, page]) => [key, addressOf(page)]),
    ) as SiteMap['routes'],
    patterns: Object.fromEntries(
      linkable.filter(([, page]) => withParams(page)).map(([key, page]) => [key, page.path]),
    ) as SiteMap['patterns'],
    navLinks: navLinksOf(table),
    footerColumns: footerColumnsOf(table),
    langs: Object.fromEntries(
      rowsOf(table).flatMap(([key, page]) =>
        page.lang && page.lang !== 'en' ? [[key, page.lang]] : [],
      ),
    ),
  };
}

/**
 * Vite's `define` entries that hand the table to the browser build (vite.config.ts,
 * vitest.config.ts): `__SITE_MAP__` is the shell's projection, and `__PAGE_META__.<key>` one
 * page's meta. The bundler replaces each expression where it is written, so a route module that
 * reads `__PAGE_META__.ely` carries ely's title and description and no other page's.
 * Types: app/page-table.d.ts.
 */
export function browserDefines(table: PageTable = PAGES): Record<string, string> {
  return {
    __SITE_MAP__: JSON.stringify(siteMapOf(table)),
    ...Object.fromEntries(
      rowsOf(table).map(([key, page]) => [
        `__PAGE_META__.${key}`,
        JSON.stringify(pageMetaOf(page)),
      ]),
    ),
  };
}

/** Every static page's address by key: `ROUTES.ely` is '/ely' (test-only pages included). */
export const ROUTES = routesOf(PAGES) as { readonly [K in StaticPageKey]: AddressOf<K> };

/** The navbar's links. */
export const NAV_LINKS: readonly NavLink[] = navLinksOf(PAGES);

/** The footer's columns of links. */
export const FOOTER_COLUMNS: readonly FooterColumnLinks[] = footerColumnsOf(PAGES);

/**
 * The public pages: those in sitemap.xml, in the table's order. The browser tests visit each of
 * them (axe, console errors, layout at 360 px, SEO tags, first-paint budget).
 */
export const SITEMAP_PAGES = sitemapPagesOf(PAGES) as readonly LinkablePageKey[];

/** The addresses of the public pages, for sitemap.xml. */
export const SITEMAP_PATHS: readonly string[] = SITEMAP_PAGES.map((key) => ROUTES[key]);
