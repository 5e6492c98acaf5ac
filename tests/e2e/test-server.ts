import { testPorts } from '#dev/ports';
import { E2E_ADMIN_TOKEN } from './constants';

/**
 * The browser suite's test server: the command and environment Playwright's web server starts it
 * with (playwright.config.ts), and `npm test` too, beside the unit suite (dev/test.ts), so that the
 * browser suite finds it answering. Every port derives from E2E_PORT (default 3100), clear of the
 * ports `npm start` uses, so both run side by side and parallel runs never collide.
 */
export function testServer(env: NodeJS.ProcessEnv = process.env) {
  const ports = testPorts(env);
  const url = `http://127.0.0.1:${ports.site}`;
  return {
    ports,
    url,
    healthUrl: `${url}/api/health`,
    // As `npm start` runs it: one Node process (npx and tsx's own command each add one, 0.7 s
    // more before the server is up).
    args: ['--import', 'tsx', 'dev/start.ts', '--test'],
    env: {
      E2E_PORT: String(ports.site),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ADMIN_TOKEN: E2E_ADMIN_TOKEN,
      // Every test browser pays from 127.0.0.1: no per-address limit in tests.
      PAYMENTS_RATE_LIMIT: '0',
      // …nor on "Find my order" per address (the unit tests hold that one); per email it stays.
      FIND_ORDER_RATE_LIMIT_IP: '0',
      // …nor on the console's API, whose limit is per address too: every operator of the browser
      // tests calls from 127.0.0.1, two workers at once (the unit tests hold that limit).
      ADMIN_RATE_LIMIT: '0',
      DATA_DIR: `${env.ELY_BUILD_DIR ?? 'build-test'}/data`,
      // Its own PGlite in DATA_DIR, even when CI sets DATABASE_URL for the database tests: a
      // shared PostgreSQL would hand this server the other tests' orders and owed emails (its
      // mailer then worked through hundreds of them before the browser tests' own).
      DATABASE_URL: '',
      // PGlite, not the embedded PostgreSQL `npm start` picks (decision 016): checkout*.spec.ts
      // and admin.spec.ts took 3.9 min on PGlite and 5.7 on the embedded PostgreSQL (one run
      // each, load average 13-15), and PGlite needs nothing of where CI's checkout sits.
      EMBEDDED_DATABASE: 'pglite',
      // Links in the order emails point at the test server itself.
      PUBLIC_URL: url,
      // The mailer looks at its outbox every second (emails a webhook calls for arrive quickly).
      MAIL_POLL_INTERVAL_S: '1',
      // Every unpaid order is an abandoned checkout at once (the console's view; 1 hour otherwise).
      ABANDONED_CHECKOUT_AFTER_S: '0',
      // Custom ELY subscriptions open before the tests run (the pages' own clock is set per test).
      CUSTOM_ELY_LAUNCH: '2020-01-01T00:00-06:00',
    },
  };
}

/**
 * Set by `npm test` for the browser suite when the test server it started answers: Playwright's
 * web server then uses it, as it does any server already up outside CI.
 */
export const TEST_SERVER_RUNNING = 'E2E_SERVER_RUNNING';
