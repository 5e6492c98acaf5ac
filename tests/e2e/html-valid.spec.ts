import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
// This spec reads the build output and opens no page: Playwright's plain `test` (as budget.spec.ts).
import { expect, test } from '@playwright/test';

/**
 * Every HTML file the build writes — each prerendered page in both languages, the test-only pages,
 * and the SPA fallback that the order page, the account and the console start from — passes the
 * W3C Nu HTML Checker (the `vnu-jar` package, run offline on Debian's Java) with no error.
 * Playwright's webServer has built the test build before this runs.
 */

const clientDir = path.join(process.env.ELY_BUILD_DIR ?? 'build-test', 'client');
const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

test('every page of the build is valid HTML (W3C Nu HTML Checker)', () => {
  test.setTimeout(120_000);
  const files = readdirSync(clientDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => path.join(clientDir, file));
  // Both languages' copies of all twelve pages at least.
  expect(files.length).toBeGreaterThanOrEqual(24);
  // The checker exits non-zero when it finds an error; its JSON report (on stderr) says which.
  let report: string;
  try {
    execFileSync('java', ['-jar', vnuJar, '--errors-only', '--format', 'json', ...files], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    report = '{"messages":[]}';
  } catch (error) {
    const { stderr, status } = error as { stderr?: Buffer; status?: number | null };
    if (status === null || status === undefined) throw error; // no Java: CI installs it
    report = String(stderr);
  }
  const { messages } = JSON.parse(report) as { messages: VnuMessage[] };
  const errors = messages
    .filter((message) => message.type !== 'info')
    .map(
      (message) =>
        `${path.relative(clientDir, (message.url ?? '').replace(/^file:/, ''))}:${message.lastLine ?? '?'} ${message.message}`,
    );
  expect(errors).toEqual([]);
});
