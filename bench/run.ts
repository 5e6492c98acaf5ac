import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build } from '#dev/build';
import { CHROMIUM_PATH } from '#dev/chromium';
import { SITEMAP_PATHS } from '#site/pages';
import { apiProblems, apiTable, parseEnvList, runApiBench } from './api';
import { loadBudgets } from './lib/budgets';
import { environment, table, writeResults } from './lib/report';
import { assertPortFree, freshDataDir, startServer, waitForHealth } from './lib/server';
import {
  type BudgetFailure,
  explainFailures,
  lighthouseBudgetFailures,
  lighthouseTable,
  runLighthouse,
  summarise,
} from './lighthouse';
import { runStartupBench, startupTable } from './startup';

/**
 * `npm run bench [lighthouse] [api] [startup]`: builds the production site, starts the real
 * server with its local stand-ins, measures, prints tables, writes bench/results/*.json, and
 * exits non-zero when a budget of bench/budgets.json is missed (or a measurement could not be
 * made). With no part named, runs all three. See bench/README.md.
 */

const PARTS = ['lighthouse', 'api', 'startup'] as const;
type Part = (typeof PARTS)[number];

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '3' },
    'startup-runs': { type: 'string', default: '5' },
    duration: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '3' },
    routes: { type: 'string' },
    port: { type: 'string', default: process.env.BENCH_PORT ?? '3170' },
    'no-build': { type: 'boolean', default: false },
    // bench:api: another build's PostgreSQL path beside this one's, in the same interleaved run.
    'compare-build': { type: 'string' },
    // …or this build's with other settings (KEY=VALUE,…), e.g. DATABASE_POOL_SIZE=4.
    'compare-env': { type: 'string' },
  },
});

const unknown = positionals.filter((part) => !PARTS.includes(part as Part));
if (unknown.length > 0) {
  console.error(`unknown part(s): ${unknown.join(', ')}; choose from ${PARTS.join(', ')}`);
  process.exit(2);
}
const parts = new Set<Part>(positionals.length ? (positionals as Part[]) : PARTS);
const port = Number(options.port);
const buildDir = process.env.ELY_BUILD_DIR ?? 'build';
// dev/build.ts and dev/start.ts read the build folder from here.
process.env.ELY_BUILD_DIR = buildDir;
const routes = options.routes ? options.routes.split(',') : SITEMAP_PATHS;
const budgets = loadBudgets();
const log = (line: string) => console.log(line);
const heading = (text: string) => console.log(`\n== ${text} ==`);

function chromiumVersion(): string | undefined {
  try {
    return execFileSync(CHROMIUM_PATH, ['--version'], { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return undefined;
  }
}

const budgetFailures: BudgetFailure[] = [];
const problems: string[] = [];

if (!options['no-build']) {
  heading(`build (${buildDir}/)`);
  await build({ test: false });
}

if (parts.has('lighthouse')) {
  await assertPortFree(port);
  await assertPortFree(port + 1);
  const server = startServer({
    port,
    buildDir,
    command: 'npm-start',
    env: {
      DATA_DIR: freshDataDir('server'),
      // The bench measures the API, not the per-client limiter (60 a minute would answer 429 to
      // almost every request from one address); no PayPal credentials means the local stand-in.
      PAYMENTS_RATE_LIMIT: '0',
      PAYPAL_CLIENT_ID: '',
      PAYPAL_CLIENT_SECRET: '',
    },
  });
  try {
    await waitForHealth(server);
    log(`server healthy on ${server.baseUrl}`);

    if (parts.has('lighthouse')) {
      heading(`Lighthouse 12, mobile, ${options.runs} runs per route (median)`);
      const results = await runLighthouse({
        baseUrl: server.baseUrl,
        clientDir: path.join(buildDir, 'client'),
        runs: Number(options.runs),
        routes,
        log,
      });
      const failures = lighthouseBudgetFailures(results, budgets);
      budgetFailures.push(...failures);
      console.log(`\n${lighthouseTable(results)}`);
      const file = writeResults('lighthouse.json', {
        environment: { ...environment(), chromium: chromiumVersion() },
        settings: {
          runsPerRoute: Number(options.runs),
          formFactor: 'mobile (Lighthouse default)',
          throttling: 'simulated slow 4G, 4x CPU slowdown (Lighthouse default)',
          figures: 'median of the runs, each figure on its own',
          firstPaintJs: 'gzip -9 of the build output, KiB = 1024 bytes',
        },
        budgets,
        summary: summarise(results),
        budgetFailures: failures,
        routes: results,
      });
      log(`wrote ${path.relative(process.cwd(), file)}`);
      if (failures.length > 0) console.log(`\nWhy:\n${explainFailures(results, failures)}`);
    }
  } finally {
    await server.stop();
  }
}

if (parts.has('api')) {
  const rounds = Number(options.rounds);
  heading(
    `API against the floor: ${rounds} interleaved rounds of ${options.duration} s, 50 clients (medians)`,
  );
  const api = await runApiBench({
    port: port + 100,
    buildDir,
    durationS: Number(options.duration),
    rounds,
    compareBuildDir: options['compare-build'],
    compareEnv: parseEnvList(options['compare-env']),
    log,
  });
  console.log(`\n${apiTable(api)}`);
  problems.push(...apiProblems(api));
  const file = writeResults('api.json', { environment: environment(), ...api });
  log(`wrote ${path.relative(process.cwd(), file)}`);
}

if (parts.has('startup')) {
  heading(`start-up to a healthy /api/health, median of ${options['startup-runs']}`);
  const startup = await runStartupBench({
    port,
    buildDir,
    runs: Number(options['startup-runs']),
    log,
  });
  console.log(`\n${startupTable(startup)}`);
  const file = writeResults('startup.json', { environment: environment(), series: startup });
  log(`wrote ${path.relative(process.cwd(), file)}`);
}

heading('budgets (bench/budgets.json)');
if (budgetFailures.length === 0 && problems.length === 0) {
  console.log(parts.has('lighthouse') ? 'every route within every budget' : 'no budget checked');
} else {
  if (budgetFailures.length > 0) {
    console.log(
      table(
        ['route', 'metric', 'median', 'budget'],
        budgetFailures.map((failure) => [
          failure.route,
          failure.metric,
          failure.value,
          failure.budget,
        ]),
      ),
    );
  }
  for (const problem of problems) console.log(`measurement problem: ${problem}`);
  process.exitCode = 1;
}
