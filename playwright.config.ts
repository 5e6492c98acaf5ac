import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, TEST_CHROMIUM_PATH } from './dev/chromium';
import { testPorts } from './dev/ports';
import { E2E_ADMIN_TOKEN } from './tests/e2e/constants';

/**
 * Browser tests run Debian's Chromium, its headless shell where installed (Playwright cannot
 * download its own here), against the test build served by the real server, started by
 * `dev/start.ts --test` on its own port.
 */
/**
 * Every port of the test server and its stand-ins derives from E2E_PORT (default 3100), clear of
 * the ports `npm start` uses, so both run side by side and parallel runs never collide.
 */
const ports = testPorts();
export const baseURL = `http://127.0.0.1:${ports.site}`;
/** The test server's own Firebase Auth Emulator. */
export const authEmulatorPort = ports.authEmulator;
/** The test server's MailDev: its REST API, where the tests read the order emails. */
export const mailCatcherURL = `http://127.0.0.1:${ports.maildevWeb}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    // Recording a trace costs every test CPU (a snapshot per action) on a shared machine; a
    // failure is retried in CI, and the retry records one.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: TEST_CHROMIUM_PATH,
      args: [...CHROMIUM_FLAGS],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
  ],
  webServer: {
    // As `npm start` runs it: one Node process (npx and tsx's own command each add one, 0.7 s
    // more before the server is up).
    command: 'node --import tsx dev/start.ts --test',
    url: `${baseURL}/api/health`,
    reuseExistingServer: !process.env.CI,
    // SIGTERM lets dev/start.ts stop the server and the emulator it runs (Playwright's default,
    // SIGKILL to the group, would leave them, in process groups of their own, running).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    timeout: 240_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      E2E_PORT: String(ports.site),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ADMIN_TOKEN: E2E_ADMIN_TOKEN,
      // Every test browser pays from 127.0.0.1: no per-address limit in tests.
      PAYMENTS_RATE_LIMIT: '0',
      // …nor on "Find my order" per address (the unit tests hold that one); per email it stays.
      FIND_ORDER_RATE_LIMIT_IP: '0',
      DATA_DIR: `${process.env.ELY_BUILD_DIR ?? 'build-test'}/data`,
      // Its own PGlite in DATA_DIR, even when CI sets DATABASE_URL for the database tests: a
      // shared PostgreSQL would hand this server the other tests' orders and owed emails (its
      // mailer then worked through hundreds of them before the browser tests' own).
      DATABASE_URL: '',
      // PGlite, not the embedded PostgreSQL `npm start` picks (decision 016): checkout*.spec.ts
      // and admin.spec.ts took 3.9 min on PGlite and 5.7 on the embedded PostgreSQL (one run
      // each, load average 13-15), and PGlite needs nothing of where CI's checkout sits.
      EMBEDDED_DATABASE: 'pglite',
      // Links in the order emails point at the test server itself.
      PUBLIC_URL: baseURL,
      // The mailer looks at its outbox every second (emails a webhook calls for arrive quickly).
      MAIL_POLL_INTERVAL_S: '1',
      // Every unpaid order is an abandoned checkout at once (the console's view; 1 hour otherwise).
      ABANDONED_CHECKOUT_AFTER_S: '0',
      // Custom ELY subscriptions open before the tests run (the pages' own clock is set per test).
      CUSTOM_ELY_LAUNCH: '2020-01-01T00:00-06:00',
    },
  },
});
