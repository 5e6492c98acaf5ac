import type { Config } from '@react-router/dev/config';
import { buildDirectory, testRoutesEnabled } from './app/config/build-flags';
import { prerenderedPaths } from './site/pages';

/**
 * Static site with client-side navigation: no runtime server rendering, every public route
 * rendered to HTML at build time (the paths come from the page table, site/pages.ts). Test builds
 * (ELY_TEST_ROUTES=1) go to their own directory and carry routes that exist only to exercise
 * failure paths.
 */
export default {
  ssr: false,
  buildDirectory,
  prerender: prerenderedPaths({ testRoutes: testRoutesEnabled }),
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    // Off: with it the prerendered pages lose the navbar's current-page mark (aria-current)
    // until hydration, which then has to correct it. The other four change no byte of the build.
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
