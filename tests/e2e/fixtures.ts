import { test as base, expect, type Page } from '@playwright/test';

/**
 * The shared test fixture: every page a test opens is watched, and an unexpected console error or
 * uncaught exception fails the test. Tests that provoke an error on purpose list what they allow.
 */
interface Fixtures {
  /** Patterns of console errors this test expects (a failed sign-in logs a 400, say). */
  allowConsoleErrors: RegExp[];
}

export const test = base.extend<Fixtures>({
  allowConsoleErrors: [[], { option: true }],
  // Watching `page` (not an automatic fixture) keeps tests that only use `request` browser-free.
  page: async ({ page, allowConsoleErrors }, use) => {
    const errors: string[] = [];
    const record = (text: string) => {
      if (!allowConsoleErrors.some((pattern) => pattern.test(text))) errors.push(text);
    };
    page.on('console', (message) => {
      if (message.type() === 'error') record(message.text());
    });
    page.on('pageerror', (error) => record(`pageerror: ${error.message}`));
    await use(page);
    expect(errors, 'console errors on the page').toEqual([]);
  },
});

/** Opens a path and waits until React has hydrated it (the shell's buttons respond). */
export async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

export { expect };
