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

/**
 * A run of a few seconds: Java's first compiler only (C1), whose code the checker keeps busy from
 * the start, rather than both compilers, the second of which spends most of the run's CPU
 * optimising code it hardly uses again. C1's frames are larger, and the schema's evaluation
 * recurses deeply: at the default stack the checker stops with a StackOverflowError and asks for
 * at least 512k (the test then fails on its message). The reports come out byte for byte the same
 * (docs/performance.md).
 */
const JAVA_OPTIONS = ['-XX:TieredStopAtLevel=1', '-Xss4m'];

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
    execFileSync(
      'java',
      [...JAVA_OPTIONS, '-jar', vnuJar, '--errors-only', '--format', 'json', ...files],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
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
