import { defineConfig } from 'vitest/config';

/**
 * `npm run test:chaos`: the fault-injection suite (tests/chaos), minutes long, so not part of
 * `npm test`. It kills and restarts real shop processes; one file at a time.
 */
export default defineConfig({
  test: {
    name: 'chaos',
    environment: 'node',
    include: ['tests/chaos/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 600_000,
    hookTimeout: 240_000,
  },
});
