/**
 * Read at build time only (routes.ts, react-router.config.ts, vite.config.ts): whether this is a
 * test build, which adds routes that exist to exercise failure paths and lands in `build-test/`.
 */
export const testRoutesEnabled = process.env.ELY_TEST_ROUTES === '1';

/**
 * Where the build goes: `build/`, or `build-test/` for test builds. ELY_BUILD_DIR overrides it so
 * that parallel test runs on one machine do not overwrite each other's build.
 */
export const buildDirectory =
  process.env.ELY_BUILD_DIR ?? (testRoutesEnabled ? 'build-test' : 'build');
