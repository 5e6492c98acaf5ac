import { readFile } from 'node:fs/promises';
import type { Page, Route } from '@playwright/test';
import { CART_STORAGE_KEY } from '#app/features/cart/cart-persistence';
import { expect, test } from './fixtures';
import { type OwnServer, startOwnServer } from './own-server';

/**
 * The pages' Content-Security-Policy with real PayPal, in a browser. The test build's own server
 * (build-test/server-api) runs with PAYPAL_MODE=sandbox; PayPal's hosts are answered by this test
 * (no network here): the SDK's address by a probe that behaves as the real SDK does towards the
 * policy (tests/fixtures/paypal-sdk-probe.js), the rest with small files. The checkout must load
 * it, and nothing it does may be refused.
 */

const PAYPAL_HOST = /^https:\/\/([\w-]+\.)+(paypal|paypalobjects)\.com$/;
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

let server: OwnServer;
let site: string;

test.beforeAll(async () => {
  // A server's first start migrates its own PGlite: half a minute on a busy machine.
  test.setTimeout(180_000);
  server = await startOwnServer({
    PAYPAL_MODE: 'sandbox',
    PAYPAL_CLIENT_ID: 'sandbox-client-id',
    PAYPAL_CLIENT_SECRET: 'sandbox-secret',
    // With real PayPal, Custom ELY bills on a plan made beforehand (docs/deployment.md).
    PAYPAL_PLAN_CUSTOM_ELY: 'P-5ML4271244454362WXNWU5NQ',
    // The test build's pages sign in through an Auth Emulator (none runs here: nobody signs in),
    // and a production server serves them only when told it may (docs/deployment.md).
    FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9',
    ALLOW_AUTH_EMULATOR: '1',
  });
  site = server.url;
});

test.afterAll(async () => {
  await server?.stop();
});

/** Answers every request to PayPal's hosts; returns the SDK script requests seen. */
async function playPayPal(page: Page) {
  const probe = await readFile('tests/fixtures/paypal-sdk-probe.js', 'utf8');
  const sdkRequests: URL[] = [];
  const answer = (route: Route, contentType: string, body: string | Buffer) =>
    route.fulfill({
      status: 200,
      contentType,
      body,
      headers: { 'access-control-allow-origin': '*' },
    });
  await page.route(
    (url) => PAYPAL_HOST.test(url.origin),
    (route) => {
      const url = new URL(route.request().url());
      if (url.pathname === '/sdk/js') {
        sdkRequests.push(url);
        return answer(route, 'text/javascript', probe);
      }
      if (url.pathname.endsWith('.js')) return answer(route, 'text/javascript', ';');
      if (url.pathname.endsWith('.css')) return answer(route, 'text/css', '');
      if (url.pathname.endsWith('.png')) return answer(route, 'image/png', PIXEL);
      if (url.pathname.endsWith('.html')) {
        return answer(
          route,
          'text/html',
          "<!DOCTYPE html><title>probe</title><script>parent.postMessage('paypal-probe-frame', '*')</script>",
        );
      }
      return answer(route, 'application/json', '{}');
    },
  );
  return sdkRequests;
}

/** Every CSP violation the page reports, from before its first script runs. */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`);
    });
  });
  return () =>
    page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

type Probe = {
  nonce: string | null;
  arrived: string[];
  failed: string[];
  settled: boolean;
  inlineScriptRan?: boolean;
};

// Chromium says of the inline script this test slips in at the end that it refused it (only that
// one: a violation before it fails the test on its own).
test.use({
  allowConsoleErrors: [/^Executing inline script violates the following Content Security Policy/],
});

/** The cart, put in place before the page's scripts run: in the page, not in PayPal's frames. */
async function seedCartOnce(page: Page) {
  await page.addInitScript(
    ({ key, value }) => {
      if (window !== window.top) return;
      window.localStorage.setItem(key, value);
    },
    {
      key: CART_STORAGE_KEY,
      value: JSON.stringify({ version: 1, items: [{ id: 'octahedron', quantity: 1 }] }),
    },
  );
}

test("with real PayPal, the checkout loads PayPal's SDK and nothing it reaches is refused", async ({
  page,
}) => {
  const sdkRequests = await playPayPal(page);
  const violations = await watchViolations(page);
  await seedCartOnce(page);

  const response = await page.goto(`${site}/checkout`);
  const policy = response?.headers()['content-security-policy'] ?? '';
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  expect(nonce, 'a nonce in the checkout page’s policy').toBeDefined();
  expect(policy).toContain('https://*.paypal.com https://*.paypalobjects.com');

  // The buttons PayPal's SDK renders: it ran, and react-paypal-js drove it.
  // (It comes at the end of a chain: the payments config, the checkout's chunk, the SDK.)
  await expect(page.getByRole('button', { name: 'PayPal (CSP probe)' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByTestId('test-mode-banner')).toHaveCount(0);
  await page.waitForFunction(
    () =>
      (window as unknown as { __paypalProbe?: Probe }).__paypalProbe?.settled === true ||
      (window as unknown as { __cspViolations: string[] }).__cspViolations.length > 0,
  );

  expect(await violations(), 'CSP violations').toEqual([]);
  const probe = (await page.evaluate(
    () => (window as unknown as { __paypalProbe: Probe }).__paypalProbe,
  )) as Probe;
  expect(probe.failed).toEqual([]);
  expect(probe.arrived).toHaveLength(10);
  expect(probe.inlineScriptRan, "the SDK's inline script, by the nonce it was handed").toBe(true);
  // The SDK got this answer's nonce, and was asked for the wallet and cards only.
  expect(probe.nonce).toBe(nonce);
  expect(sdkRequests).toHaveLength(1);
  expect(sdkRequests[0]?.searchParams.get('disable-funding')).toBe('venmo,paylater,credit');
  expect(sdkRequests[0]?.searchParams.get('client-id')).toBe('sandbox-client-id');

  // The policy is enforced: an inline script without the nonce is refused, and reported.
  await page.evaluate(() => {
    const injected = document.createElement('script');
    injected.textContent = 'window.__injectedRan = true;';
    document.body.appendChild(injected);
  });
  await page.waitForFunction(
    () => (window as unknown as { __cspViolations: string[] }).__cspViolations.length > 0,
  );
  expect(await violations()).toEqual(['script-src-elem inline']);
  expect(await page.evaluate(() => '__injectedRan' in window)).toBe(false);
});
