import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

/**
 * Vitest's global setup for the tests that start the shop as a process of its own: the API server
 * bundled as production runs it (vite.server.config.ts: server-api/main.js, with the PayPal
 * stand-in's plugin beside it), and the stand-in's own process (dev/paypal-stand-in/server.ts) as
 * paypal-stand-in/server.js, built once per run into a temporary folder. Each start then loads
 * one file, not every module through tsx (some 3.2 s of CPU a start: docs/performance.md).
 *
 * Built on every run, from the sources as they are (about 1.6 s of CPU), so it is never stale; a
 * run whose file filters match none of the tests that spawn the server skips it.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder holding this run's server-api/ and paypal-stand-in/ bundles. */
    serverBundle: string;
  }
}

/** The test files that start the bundle: a run of other files only does without it. */
const SPAWNING = [
  'server/main.test.ts',
  'server/platform/data-dir.test.ts',
  'server/payments/crash.test.ts',
  'server/payments/stand-in-process.test.ts',
  'server/stock/stock-race.test.ts',
];

/** Run in a child with the environment dev/build.ts gives its production build. */
const BUILD = `
const { build } = await import('vite');
const { builtinModules } = await import('node:module');
const out = process.env.ELY_BUILD_DIR;
await build({ configFile: 'vite.server.config.ts', logLevel: 'warn' });
await build({
  configFile: false,
  publicDir: false,
  logLevel: 'warn',
  ssr: { noExternal: [] },
  build: {
    ssr: 'dev/paypal-stand-in/server.ts',
    outDir: out + '/paypal-stand-in',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    rolldownOptions: {
      external: [...builtinModules, ...builtinModules.map((name) => 'node:' + name)],
      output: { entryFileNames: 'server.js' },
    },
  },
});
`;

/**
 * Whether the run includes a file that spawns the server. Vitest hands the global setup no list
 * of the run's files; its file filters (internal, hence the care) are what `vitest run FILE...`
 * was given, matched as Vitest matches them (a substring of the file's path relative to the root,
 * or a folder above it). Anything unexpected: build.
 */
function needsBundle(project: TestProject): boolean {
  const filters = (project.vitest as unknown as { filenamePattern?: unknown }).filenamePattern;
  if (!Array.isArray(filters) || filters.length === 0) return true;
  const root = project.config.root;
  return filters.some((filter) => {
    if (typeof filter !== 'string') return true;
    const file = filter.replace(/:\d+$/, '').toLowerCase();
    const relative = path.relative(root, path.resolve(root, file)).toLowerCase();
    return SPAWNING.some(
      (spawning) =>
        spawning.includes(file) ||
        spawning.includes(relative) ||
        path.join(root, spawning).toLowerCase().startsWith(file),
    );
  });
}

export default function setup(project: TestProject) {
  const folder = mkdtempSync(path.join(tmpdir(), 'ely-server-bundle-'));
  project.provide('serverBundle', folder);
  const build = () => {
    execFileSync(process.execPath, ['--input-type=module', '-e', BUILD], {
      env: { ...process.env, ELY_BUILD_DIR: folder, ELY_TEST_ROUTES: '0', NODE_ENV: 'production' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
  };
  // The bundle's imports of packages resolve from the project's node_modules, as they do from
  // build/; and its .js files are ES modules, as package.json's "type" says of build/'s.
  symlinkSync(path.resolve('node_modules'), path.join(folder, 'node_modules'), 'dir');
  writeFileSync(path.join(folder, 'package.json'), '{ "type": "module" }\n');
  if (needsBundle(project)) build();
  // Watch mode: a rerun builds from the sources as they are then.
  project.onTestsRerun(() => build());
  return () => rmSync(folder, { recursive: true, force: true });
}
