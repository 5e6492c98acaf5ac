import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { projectOptionsFrom } from '#app/features/auth/firebase-settings';
import { firebaseBuildPath, writeFirebaseBuild } from '#server/platform/auth/firebase-build';
import { finishPages } from './page-html';
import { precompress } from './precompress';

/**
 * Builds the site (prerendered pages and assets) and the API server bundle, or does nothing when
 * the last build is newer than every source file. `--test` makes the test build (build-test/),
 * which adds routes that exist only to exercise failure paths.
 */

const SOURCES = [
  'app',
  'domain',
  'site',
  'server',
  'public',
  'package-lock.json',
  'vite.config.ts',
  'vite.server.config.ts',
  'react-router.config.ts',
  'tsconfig.json',
];

export function buildDirFor(test: boolean): string {
  return process.env.ELY_BUILD_DIR ?? (test ? 'build-test' : 'build');
}

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const info = statSync(target);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of readdirSync(target, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/**
 * The build-time values the browser bundle embeds (Vite inlines every VITE_* variable it reads,
 * such as the VITE_FIREBASE_* settings): a build made with other values is stale.
 */
export function embeddedEnvFingerprint(env: NodeJS.ProcessEnv = process.env): string {
  const embedded = Object.entries(env)
    .filter(([name, value]) => name.startsWith('VITE_') && value !== undefined && value !== '')
    .sort(([a], [b]) => a.localeCompare(b));
  return `env ${JSON.stringify(Object.fromEntries(embedded))}`;
}

/**
 * What Vite inlines into the browser bundle: the VITE_* variables of the environment and of any
 * .env file, as its production build reads them. (Vite loads only when a build is made: `npm
 * start` with a build up to date does without it.)
 */
export async function viteEnv(root = process.cwd()): Promise<Record<string, string>> {
  const { loadEnv } = await import('vite');
  return loadEnv('production', root, 'VITE_');
}

/**
 * Writes the Firebase options the pages were built with, exactly as the browser computes them,
 * beside the client build: a production server compares them with its own before it serves them
 * (server/platform/config.ts), so a site built for one project is never run for another or none.
 */
export async function recordFirebaseBuild(
  clientDir: string,
  env?: Record<string, string>,
): Promise<void> {
  writeFirebaseBuild(clientDir, projectOptionsFrom(env ?? (await viteEnv())));
}

export function isBuildStale(buildDir: string): boolean {
  const stamp = path.join(buildDir, '.build-stamp');
  if (!existsSync(stamp)) return true;
  // A build from before its Firebase settings were recorded: a production server would refuse it.
  if (!existsSync(firebaseBuildPath(path.join(buildDir, 'client')))) return true;
  const builtWith = readFileSync(stamp, 'utf8').split('\n')[1] ?? '';
  if (builtWith !== embeddedEnvFingerprint()) return true;
  const built = statSync(stamp).mtimeMs;
  return SOURCES.some((source) => newestMtime(source) > built);
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv) {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed with exit code ${result.status}`);
  }
}

export async function build({ test = false, force = false } = {}): Promise<string> {
  const buildDir = buildDirFor(test);
  if (!force && !isBuildStale(buildDir)) {
    console.log(`${buildDir}/ is up to date`);
    return buildDir;
  }
  const env = { ...process.env, ELY_TEST_ROUTES: test ? '1' : '0', NODE_ENV: 'production' };
  const bin = (name: string) => path.join('node_modules', '.bin', name);
  run(bin('react-router'), ['build'], env);
  run(bin('vite'), ['build', '--config', 'vite.server.config.ts', '--logLevel', 'warn'], env);
  const pages = await finishPages(path.join(buildDir, 'client'));
  console.log(`finished ${pages} pages (no modulepreloads, hydration after the first paint)`);
  const count = await precompress(path.join(buildDir, 'client'));
  console.log(`precompressed ${count} files`);
  await recordFirebaseBuild(path.join(buildDir, 'client'));
  writeFileSync(
    path.join(buildDir, '.build-stamp'),
    `${new Date().toISOString()}\n${embeddedEnvFingerprint()}\n`,
  );
  return buildDir;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await build({ test: process.argv.includes('--test'), force: process.argv.includes('--force') });
}
