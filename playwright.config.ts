import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, TEST_CHROMIUM_PATH } from './dev/chromium';
import { TEST_SERVER_RUNNING, testServer } from './tests/e2e/test-server';

/**
 * Browser tests run Debian's Chromium, its headless shell where installed (Playwright cannot
 * download its own here), against the test build served by the real server, started by
 * `dev/start.ts --test` on its own port.
 */
const server = testServer();
const ports = server.ports;
export const baseURL = server.url;
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
    command: `node ${server.args.join(' ')}`,
    url: server.healthUrl,
    // Outside CI a server already up is used; in CI, the one `npm test` started beside the other
    // steps (dev/test.ts), which tells so.
    reuseExistingServer: !process.env.CI || process.env[TEST_SERVER_RUNNING] === '1',
    // SIGTERM lets dev/start.ts stop the server and the emulator it runs (Playwright's default,
    // SIGKILL to the group, would leave them, in process groups of their own, running).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    timeout: 240_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: server.env,
  },
});
