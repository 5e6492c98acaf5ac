import { defineConfig } from 'vitest/config';

/**
 * A test waits for events, not for time; the timeout only bounds a test that hangs. On two cores
 * shared with other work, 5 s (the default) was not enough for a jsdom dialog test.
 */
const testTimeout = 30_000;

export default defineConfig({
  test: {
    // Every core: the default leaves one idle, which on a 2-core machine means one worker.
    maxWorkers: '100%',
    projects: [
      {
        test: {
          name: 'node',
          testTimeout,
          environment: 'node',
          // One migrated PGlite, copied by every test's in-memory database (tests/support/test-database.ts),
          // the API server's bundle, which the tests that start it as a process run, and a check
          // that the tests leave DATABASE_URL's public schema as they found it.
          globalSetup: [
            'tests/setup/pglite-template.ts',
            'tests/setup/server-bundle.ts',
            'tests/setup/postgres-public.ts',
          ],
          // One process per worker, reset before each file by the setup files (which say what
          // they reset): a process and module graph of their own for each file cost twice the time.
          isolate: false,
          setupFiles: ['tests/setup/each-file.ts', 'tests/setup/node.ts'],
          include: [
            'domain/**/*.test.ts',
            'site/**/*.test.ts',
            'tests/lint/**/*.test.ts',
            'server/**/*.test.ts',
            'dev/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
        },
      },
      {
        oxc: { jsx: { runtime: 'automatic' } },
        test: {
          name: 'dom',
          testTimeout,
          environment: 'jsdom',
          // One jsdom per worker, reset before each file by the setup files (which say what they
          // reset): a jsdom and module graph of their own for each file cost three times the time.
          isolate: false,
          include: ['app/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/each-file.ts', 'tests/setup/dom.ts'],
        },
      },
    ],
  },
});
