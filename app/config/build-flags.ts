/**
 * Read at build time only (routes.ts, react-router.config.ts, vite.config.ts): whether this is a
 * test build, which adds routes that exist to exercise failure paths and lands in `build-test/`.
 */
export const testRoutesEnabled = process.env.ELY_TEST_ROUTES === '1';
