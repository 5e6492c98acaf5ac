/**
 * Every page's address, the navbar's and the footer's links, and each page's language: the page
 * table (site/pages.ts) as the browser gets it. The build writes the table's links in place of
 * `__SITE_MAP__` (see `browserDefines` there), without the pages' titles and descriptions, which
 * would otherwise ride along in the code every page loads first. Components link through `ROUTES`
 * (and a page with parameters through `generatePath(ROUTE_PATTERNS.<key>, params)`), never through
 * hand-typed paths.
 */

export const {
  routes: ROUTES,
  patterns: ROUTE_PATTERNS,
  navLinks: NAV_LINKS,
  footerColumns: FOOTER_COLUMNS,
  langs: PAGE_LANGS,
} = __SITE_MAP__;
