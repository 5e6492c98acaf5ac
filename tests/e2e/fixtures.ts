import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import type axe from 'axe-core';
import type { Result, RunOptions } from 'axe-core';
import { findForbiddenCode } from '#bench/lib/first-paint-js';
import { ROUTES } from '#site/pages';

/**
 * The shared test fixture: every page a test opens is watched, and an unexpected console error or
 * uncaught exception fails the test. Tests that provoke an error on purpose list what they allow.
 */
interface Fixtures {
  /** Patterns of console errors this test expects (a failed sign-in logs a 400, say). */
  allowConsoleErrors: RegExp[];
  /**
   * Expects console errors matching `pattern` from now on, in this test only: for a journey whose
   * later step provokes one (a page that answers 404), so that its earlier steps are held to none.
   */
  allowConsoleErrorsFromNow: (pattern: RegExp) => void;
}

export const test = base.extend<Fixtures & { allowedConsoleErrors: RegExp[] }>({
  allowConsoleErrors: [[], { option: true }],
  // This test's own list: what it allows later never reaches another test.
  allowedConsoleErrors: async ({ allowConsoleErrors }, use) => {
    await use([...allowConsoleErrors]);
  },
  allowConsoleErrorsFromNow: async ({ allowedConsoleErrors }, use) => {
    await use((pattern) => {
      allowedConsoleErrors.push(pattern);
    });
  },
  // Watching `page` (not an automatic fixture) keeps tests that only use `request` browser-free.
  page: async ({ page, allowedConsoleErrors }, use) => {
    const errors: string[] = [];
    const record = (text: string) => {
      if (!allowedConsoleErrors.some((pattern) => pattern.test(text))) errors.push(text);
    };
    page.on('console', (message) => {
      if (message.type() === 'error') record(message.text());
    });
    page.on('pageerror', (error) => record(`pageerror: ${error.message}`));
    await use(page);
    // A route handler still running when the test ends (a request the page made as it closed)
    // would fail the run outside any test: drop the handlers and what they would still throw.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    expect(errors, 'console errors on the page').toEqual([]);
  },
});

/**
 * Where journeys open the navbar's sign-in dialog when the page behind it is not what they test.
 * The dialog is the same on every page, but the home page's hero video and news strip keep a
 * software-rendered Chromium about a third of a core busy for as long as a test stays there
 * (1.1-1.3 s of CPU in 4 idle seconds at 1440 px; the products page 0.03-0.05 s), which the other
 * worker on a two-core machine waits for. The home page's own sign-in is tested in auth.spec.ts.
 */
export const SIGN_IN_PAGE = ROUTES.products;

/**
 * Opens a path and waits until React has hydrated it (the shell's buttons respond). `waitUntil`
 * as in `page.goto`: 'domcontentloaded' when the test holds back something the load event awaits.
 */
export async function visit(
  page: Page,
  path: string,
  { waitUntil = 'load' }: { waitUntil?: 'load' | 'domcontentloaded' } = {},
) {
  await page.goto(path, { waitUntil });
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/**
 * Resolves after the page has rendered `count` more frames: what a state change waits for before
 * the screen shows it. An event to wait for, not a guess at how long something takes.
 */
export function afterFrames(page: Page, count = 2): Promise<void> {
  return page.evaluate(
    (frames) =>
      new Promise<void>((resolve) => {
        const next = (left: number) =>
          left === 0 ? resolve() : requestAnimationFrame(() => next(left - 1));
        next(frames);
      }),
    count,
  );
}

/** Resolves once the browser has been idle (after every idle callback queued before it ran). */
export function afterIdle(page: Page): Promise<void> {
  return page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 10_000 })),
  );
}

/** The URLs of the page's requests that match, in order, as they are made (read it any time). */
export function watchRequests(page: Page, url: RegExp): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (url.test(request.url())) seen.push(request.url());
  });
  return seen;
}

/**
 * Holds back every request whose URL matches until `release()` is called, to act in the window
 * before a resource arrives; `count()` says how many were held.
 */
export async function holdRequests(page: Page, url: RegExp) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let count = 0;
  await page.route(url, async (route) => {
    count += 1;
    await held;
    await route.continue();
  });
  return { release, count: () => count };
}

type ShiftWindow = Window & { __layoutShift: number };

/**
 * Starts adding up the page's layout shifts, from before its first paint (call it before the
 * page is opened); read the sum with `layoutShift`. Every shift counts, input-driven ones too:
 * the tests that use it do not touch the page.
 */
export async function watchLayoutShift(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as ShiftWindow).__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
        (window as unknown as ShiftWindow).__layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as ShiftWindow).__layoutShift);
}

/** Waits until the page has rendered two more frames, so what changed is on screen. */
export async function nextFrames(page: Page) {
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
}

/**
 * Fails unless axe finds nothing on the page as it is now: WCAG 2.0-2.2 A and AA and axe's best
 * practices. Named tags rather than axe's defaults, which leave out WCAG 2.2's target size.
 * Each violation is a line naming its elements; `label` says which state of the page it was. No
 * rule is ever left out.
 */
export async function expectNoAxeViolations(page: Page, { label }: { label?: string } = {}) {
  await animationsFinished(page);
  const origin = new URL(page.url()).origin;
  const ownFramesOnly = page
    .frames()
    .every((frame) => frame.url() === 'about:blank' || new URL(frame.url()).origin === origin);
  const violations = ownFramesOnly
    ? await axeInPage(page)
    : // A frame of another origin (PayPal's buttons) needs axe's own way: each frame checked
      // apart, the results put together in a blank page of its own (a second or two more).
      (
        await new AxeBuilder({ page, axeSource: AXE_SOURCE })
          .withTags(AXE_TAGS)
          .options(AXE_OPTIONS)
          .analyze()
      ).violations;
  const summary = violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary, label).toEqual([]);
}

/**
 * Resolves once every running animation and transition of the page that has an end has ended: axe
 * reads colours as they are drawn, and a dialog still fading in (`animate-fade-in`, 240 ms) is half
 * transparent, so its text failed the contrast rule when a check came within that time. Endless
 * animations (the home page's) are left out; they never finish.
 */
function animationsFinished(page: Page): Promise<unknown> {
  return page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY,
        )
        // A cancelled animation rejects `finished`; it is gone either way.
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
/**
 * axe's minified build (`axe.min.js`, 573 KB): the same axe, version and rules as `axe.source`,
 * which is its unminified build (1.29 MB). Every page it checks parses it, and the test sends it
 * to the browser each time: the minified one cost Chromium 394 ms of CPU against 431 for a page's
 * first check (docs/performance.md).
 */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

// Only the violations are asserted: axe reports every one of them in full either way, and leaves
// out the node-by-node detail of what passed (hundreds of nodes it would otherwise serialise and
// send back): 0.85 s a check instead of 1.2 to 2.3 on the test machine.
const AXE_OPTIONS: RunOptions = { resultTypes: ['violations'] };

/**
 * axe run by the page itself, for a page whose frames are all its own: what `AxeBuilder` does in
 * its legacy mode, but with axe's source (`AXE_SOURCE`) evaluated once per frame and document
 * rather than at every check (the builder evaluates it in the page's frame twice per check, 150 to
 * 380 ms each on the test machine, and a test often checks one page in several states). axe keeps
 * nothing from one run to the next but its rules, so each check finds what a new axe would.
 */
async function axeInPage(page: Page): Promise<Result[]> {
  for (const frame of page.frames()) {
    const injected = frame
      .evaluate(() => 'axe' in window)
      .then((present) => present || frame.evaluate(AXE_SOURCE));
    // As the builder does: a child frame that cannot take axe (it went away) is left out, and
    // axe's own frame messaging then finds no axe there.
    if (frame === page.mainFrame()) await injected;
    else await injected.catch(() => {});
  }
  return page.evaluate(
    ({ tags, options }) =>
      (window as unknown as { axe: typeof axe }).axe
        .run(document, { ...options, runOnly: { type: 'tag', values: tags } })
        .then((results) => results.violations),
    { tags: AXE_TAGS, options: AXE_OPTIONS },
  );
}

/**
 * Watches the scripts a page receives; the returned function lists those (address and code)
 * holding Firebase's code so far.
 */
export function watchFirebaseScripts(page: Page): () => [string, string][] {
  const scripts = new Map<string, string>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.set(response.url(), await response.text().catch(() => ''));
  });
  return () =>
    [...scripts].filter(([, code]) =>
      findForbiddenCode(code).some((marker) => marker.startsWith('firebase')),
    );
}

export { expect };
