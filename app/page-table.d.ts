import type { PageKey, PageMeta, SiteMap } from '../site/pages';

/**
 * The page table (site/pages.ts) as the build hands it to the browser: Vite's `define` replaces
 * these expressions where they are written (`browserDefines` in site/pages.ts). Only code bundled
 * by Vite can read them: app/ modules, never the server or the tests.
 */
declare global {
  /** Links and languages of every page, for the shell: app/config/site-routes.ts reads it. */
  const __SITE_MAP__: SiteMap;
  /**
   * Each page's title, description, canonical path, language and robots rule. A route module
   * writes `__PAGE_META__.<its key>` and so carries its own page's copy and no other's.
   */
  const __PAGE_META__: { readonly [K in PageKey]: PageMeta };
}
