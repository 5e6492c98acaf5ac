import type { ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { closedLoop, expectPost, type Http, httpClient, type LoadResult } from './lib/load';
import {
  cpuMs,
  processTree,
  rssMb,
  statFields,
  treeCpuMs,
  watchPeakRss,
} from './lib/process-stats';
import { median, round, table } from './lib/report';
import {
  CAPTURE_BODY,
  createBody,
  delay,
  freshSchema,
  HOST,
  healthy,
  lineMatching,
  node,
  productionApiEnv,
  stopProcess,
} from './lib/shop';

/**
 * The payments API against a floor: the least a PayPal integration does (bench/floor/server.ts:
 * create and capture through the same gateway code, no database, no validation). Each system gets
 * its own PayPal stand-in in a process of its own, and the runs are interleaved, round after
 * round, so a busy moment of the machine falls on every system alike. Measured per run: completed
 * scenarios per second, their latency, the server process's CPU time per scenario and its
 * resident memory (from /proc). The API runs as in production (the server bundle), on PGlite and,
 * when DATABASE_URL is set, on PostgreSQL.
 */

export type SystemName =
  | 'floor'
  | 'paypal-sample'
  | 'api-pglite'
  /** What `npm start` runs with no DATABASE_URL (EMBEDDED_DATABASE=auto): PostgreSQL 18 from npm. */
  | 'api-embedded'
  | 'api-postgres'
  /** The same PostgreSQL path from another build (`--compare-build`): before and after a change. */
  | 'api-postgres-compare';

const ON_POSTGRES: readonly SystemName[] = ['api-postgres', 'api-postgres-compare'];

/** The systems that are only a PayPal integration: no database, no webhooks. */
const BARE: readonly SystemName[] = ['floor', 'paypal-sample'];
export type Scenario = 'create' | 'purchase' | 'purchase+webhooks';

export interface Measurement {
  system: SystemName;
  scenario: Scenario;
  round: number;
  load: LoadResult;
  /** Server CPU time (user + system) per completed scenario, ms. */
  cpuMsPer: number;
  /**
   * The PostgreSQL server's CPU time per completed scenario, ms (all its processes, ended backends
   * included): null for a system without one, or a server not on this machine.
   */
  databaseCpuMsPer: number | null;
  peakRssMb: number;
}

export interface SystemSummary {
  system: SystemName;
  idleRssMb: number;
  peakRssMb: number;
  scenarios: Partial<
    Record<
      Scenario,
      {
        perS: number;
        p50Ms: number;
        p99Ms: number;
        cpuMsPer: number;
        databaseCpuMsPer: number | null;
        failed: number;
      }
    >
  >;
}

export interface ApiBenchResult {
  settings: { concurrency: number; durationS: number; rounds: number };
  systems: SystemSummary[];
  targets: TargetCheck[];
  runs: Measurement[];
}

export interface TargetCheck {
  target: string;
  value: number;
  limit: number;
  met: boolean;
}

interface RunningSystem {
  name: SystemName;
  origin: string;
  standIn: string;
  server: ChildProcess;
  standInProcess: ChildProcess;
  /** The local PostgreSQL server's postmaster, whose processes' CPU is counted; or null. */
  postmaster: number | null;
  create(http: Http): Promise<string>;
  capture(http: Http, orderId: string): Promise<void>;
  stop(): Promise<void>;
}

async function startSystem(
  name: SystemName,
  port: number,
  buildDir: string,
  databaseUrl: string | undefined,
  /** Settings of this system's own (`--compare-env`), over the production ones. */
  extraEnv: Record<string, string> = {},
): Promise<RunningSystem> {
  const origin = `http://${HOST}:${port}`;
  const standInProcess = node(['--import', 'tsx', 'dev/paypal-stand-in/server.ts'], {
    PAYPAL_STAND_IN_PORT: String(port + 1),
    PAYPAL_STAND_IN_WEBHOOK_URL: BARE.includes(name) ? '' : `${origin}/api/paypal/webhook`,
    // PayPal's SDK takes no base path: PayPal's own paths at the stand-in's root.
    ...(name === 'paypal-sample' ? { PAYPAL_STAND_IN_PREFIX: '' } : {}),
  });
  const standIn = await lineMatching(standInProcess, /listening on (http:\/\/\S+)/);
  // Webhooks are off but for the runs that measure them (the floor handles none).
  await fetch(`${standIn}/__test/webhooks`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{"enabled":false}',
  });

  const dataDir = mkdtempSync(path.join(os.tmpdir(), `ely-bench-${name}-`));
  // Run as root, the embedded PostgreSQL runs as `nobody`, who must be able to reach its folder:
  // mkdtemp makes folders only their owner may enter (server/platform/embedded-choice.ts).
  if (name === 'api-embedded') chmodSync(dataDir, 0o711);
  const schema = ON_POSTGRES.includes(name) && databaseUrl ? await freshSchema(databaseUrl) : null;
  const server =
    name === 'floor'
      ? node(['--import', 'tsx', 'bench/floor/server.ts'], {
          PORT: String(port),
          PAYPAL_API_BASE: standIn,
        })
      : name === 'paypal-sample'
        ? node(['--import', 'tsx', 'bench/paypal-sample/server.ts'], {
            PORT: String(port),
            PAYPAL_STAND_IN: standIn,
          })
        : node(['--enable-source-maps', path.join(buildDir, 'server-api', 'main.js')], {
            ...productionApiEnv({
              port,
              dataDir,
              standIn,
              databaseUrl: schema?.url ?? '',
              embedded: name === 'api-embedded' ? 'auto' : 'pglite',
            }),
            ...extraEnv,
          });
  server.stdout?.resume();
  try {
    await healthy(origin, server);
  } catch (error) {
    // A system that never came up leaves nothing running behind it.
    await stopProcess(server);
    await stopProcess(standInProcess);
    await schema?.drop().catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }

  const api = !BARE.includes(name);
  return {
    name,
    origin,
    standIn,
    server,
    standInProcess,
    postmaster:
      schema && databaseUrl
        ? await localPostmaster(databaseUrl)
        : name === 'api-embedded'
          ? childPostmaster(server.pid as number)
          : null,
    async create(http) {
      const created = api
        ? await expectPost<{ id: string }>(http, origin, '/api/create-order', createBody(), 201)
        : await expectPost<{ id: string }>(http, origin, '/api/orders', '{}', 201);
      return created.id;
    },
    async capture(http, orderId) {
      const standInUrl = new URL(standIn);
      await expectPost(
        http,
        standInUrl.origin,
        `${standInUrl.pathname.replace(/\/$/, '')}/sdk/orders/${orderId}/approve`,
        '{}',
        200,
      );
      if (api) {
        await expectPost(http, origin, `/api/capture-order/${orderId}`, CAPTURE_BODY, 200);
      } else {
        // PayPal answers a capture 201, which the sample passes on; the floor answers 200.
        const captured = name === 'paypal-sample' ? 201 : 200;
        await expectPost(http, origin, `/api/orders/${orderId}/capture`, '{}', captured);
      }
    },
    async stop() {
      await stopProcess(server);
      await stopProcess(standInProcess);
      await schema?.drop().catch(() => {});
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The postmaster of the PostgreSQL server at `url` when it runs on this machine (a backend's parent
 * in /proc, named postgres); null otherwise. Its processes serve every database of the server: the
 * figure is the bench's own only on a server nothing else uses meanwhile.
 */
async function localPostmaster(url: string): Promise<number | null> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    const backend = rows[0]?.pid;
    if (backend === undefined) return null;
    const parent = Number(statFields(backend)[1]);
    return readFileSync(`/proc/${parent}/comm`, 'utf8').trim() === 'postgres' ? parent : null;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * The PostgreSQL server the API started itself (the embedded default): its child named postgres;
 * null when it chose PGlite (it says why in its log).
 */
function childPostmaster(apiPid: number): number | null {
  for (const pid of processTree(apiPid)) {
    try {
      const isChild = Number(statFields(pid)[1]) === apiPid;
      if (isChild && readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') return pid;
    } catch {
      // Gone meanwhile.
    }
  }
  return null;
}

/** Waits until a system answers one purchase within a second: the last run's backlog is gone. */
async function settle(system: RunningSystem): Promise<void> {
  const client = httpClient(1);
  try {
    const deadline = performance.now() + 60_000;
    while (performance.now() < deadline) {
      const begun = performance.now();
      try {
        await system.capture(client.http, await system.create(client.http));
        if (performance.now() - begun < 1_000) return;
      } catch {
        // Still busy: try again.
      }
      await delay(1_000);
    }
  } finally {
    await client.close();
  }
}

async function webhooks(system: RunningSystem, enabled: boolean): Promise<void> {
  await fetch(`${system.standIn}/__test/webhooks`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ enabled }),
  });
}

async function measure(
  system: RunningSystem,
  scenario: Scenario,
  round: number,
  options: { concurrency: number; durationS: number },
): Promise<Measurement> {
  const pid = system.server.pid as number;
  if (scenario === 'purchase+webhooks') await webhooks(system, true);
  await settle(system);
  const databaseCpu = () => (system.postmaster === null ? 0 : treeCpuMs([system.postmaster]));
  const cpuBefore = cpuMs(pid);
  const databaseBefore = databaseCpu();
  const peak = watchPeakRss(pid);
  const load = await closedLoop({
    ...options,
    scenario:
      scenario === 'create'
        ? async (http) => {
            await system.create(http);
          }
        : async (http) => system.capture(http, await system.create(http)),
  });
  const cpu = cpuMs(pid) - cpuBefore;
  const databaseCpuMs = databaseCpu() - databaseBefore;
  const peakRssMb = peak.stop();
  if (scenario === 'purchase+webhooks') await webhooks(system, false);
  return {
    system: system.name,
    scenario,
    round,
    load,
    cpuMsPer: load.completed > 0 ? cpu / load.completed : Number.NaN,
    databaseCpuMsPer:
      system.postmaster === null
        ? null
        : load.completed > 0
          ? databaseCpuMs / load.completed
          : Number.NaN,
    peakRssMb,
  };
}

export async function runApiBench({
  port,
  buildDir,
  durationS,
  rounds,
  concurrency = 50,
  databaseUrl = process.env.DATABASE_URL,
  compareBuildDir,
  compareEnv = {},
  log = console.log,
}: {
  port: number;
  buildDir: string;
  durationS: number;
  rounds: number;
  concurrency?: number;
  databaseUrl?: string | undefined;
  /** Another build whose PostgreSQL path runs beside this one's (needs `databaseUrl`). */
  compareBuildDir?: string | undefined;
  /**
   * Settings for that second PostgreSQL path (`--compare-env KEY=VALUE,…`), on this build when no
   * other is named: the same code with, say, another pool size, in the same interleaved rounds.
   */
  compareEnv?: Record<string, string>;
  log?: (line: string) => void;
}): Promise<ApiBenchResult> {
  const names: SystemName[] = [
    'floor',
    'paypal-sample',
    'api-embedded',
    'api-pglite',
    ...(databaseUrl ? ['api-postgres' as const] : []),
    ...(databaseUrl && (compareBuildDir || Object.keys(compareEnv).length > 0)
      ? ['api-postgres-compare' as const]
      : []),
  ];
  const systems: RunningSystem[] = [];
  const idle = new Map<SystemName, number>();
  try {
    for (const [index, name] of names.entries()) {
      const system = await startSystem(
        name,
        port + index * 10,
        name === 'api-postgres-compare' && compareBuildDir ? compareBuildDir : buildDir,
        databaseUrl,
        name === 'api-postgres-compare' ? compareEnv : {},
      );
      systems.push(system);
      await settle(system);
      await delay(2_000);
      idle.set(name, rssMb(system.server.pid as number));
      log(`  ${name} ready on ${system.origin} (PayPal stand-in ${system.standIn})`);
    }

    const runs: Measurement[] = [];
    for (let round = 1; round <= rounds; round += 1) {
      // Each round in another order: no system always runs right after the same one.
      const order = [
        ...systems.slice(round % systems.length),
        ...systems.slice(0, round % systems.length),
      ];
      for (const scenario of ['create', 'purchase', 'purchase+webhooks'] as const) {
        for (const system of order) {
          if (scenario === 'purchase+webhooks' && BARE.includes(system.name)) continue;
          const run = await measure(system, scenario, round, { concurrency, durationS });
          runs.push(run);
          const database =
            run.databaseCpuMsPer === null ? '' : ` + ${round1(run.databaseCpuMsPer)} PostgreSQL`;
          log(
            `  round ${round}: ${system.name.padEnd(12)} ${scenario.padEnd(18)} ${round1(run.load.perS).toString().padStart(6)}/s, ${round1(run.cpuMsPer)}${database} ms CPU each, ${run.load.failed} failed`,
          );
        }
      }
    }

    const summaries = names.map((name): SystemSummary => {
      const mine = runs.filter((run) => run.system === name);
      const scenarios: SystemSummary['scenarios'] = {};
      for (const scenario of ['create', 'purchase', 'purchase+webhooks'] as const) {
        const these = mine.filter((run) => run.scenario === scenario);
        if (these.length === 0) continue;
        scenarios[scenario] = {
          perS: round1(median(these.map((run) => run.load.perS))),
          p50Ms: round1(median(these.map((run) => run.load.p50Ms))),
          p99Ms: round1(median(these.map((run) => run.load.p99Ms))),
          cpuMsPer: round(median(these.map((run) => run.cpuMsPer)), 2),
          databaseCpuMsPer: these.every((run) => run.databaseCpuMsPer !== null)
            ? round(median(these.map((run) => run.databaseCpuMsPer ?? Number.NaN)), 2)
            : null,
          failed: these.reduce((sum, run) => sum + run.load.failed, 0),
        };
      }
      return {
        system: name,
        idleRssMb: round1(idle.get(name) ?? Number.NaN),
        peakRssMb: round1(Math.max(...mine.map((run) => run.peakRssMb))),
        scenarios,
      };
    });
    return {
      settings: { concurrency, durationS, rounds },
      systems: summaries,
      targets: checkTargets(summaries),
      runs,
    };
  } finally {
    for (const system of systems) await system.stop();
  }
}

const round1 = (value: number) => round(value, 1);

/** Issue 21's targets, against the floor, and issue 40's, against PayPal's sample, in the same run. */
export function checkTargets(systems: readonly SystemSummary[]): TargetCheck[] {
  const floor = systems.find((system) => system.system === 'floor')?.scenarios.purchase;
  const sample = systems.find((system) => system.system === 'paypal-sample')?.scenarios.purchase;
  if (!floor) return [];
  const onPostgres = systems.find((system) => system.system === 'api-postgres')?.scenarios.purchase;
  const checks: TargetCheck[] = [];
  const ratio = (value: number, of: number) => round(value / of, 2);
  for (const system of systems) {
    const purchase = system.scenarios.purchase;
    // The other build is there to compare with, not measured against the targets.
    if (BARE.includes(system.system) || system.system === 'api-postgres-compare' || !purchase) {
      continue;
    }
    if (system.system === 'api-postgres') {
      if (sample) {
        // Issue 40's goal: PayPal's own sample, measured in the same run.
        checks.push(
          {
            target: 'PostgreSQL purchases/s ÷ PayPal sample',
            value: ratio(purchase.perS, sample.perS),
            limit: 1,
            met: purchase.perS >= sample.perS,
          },
          {
            target: 'PostgreSQL p99 ms ÷ PayPal sample',
            value: ratio(purchase.p99Ms, sample.p99Ms),
            limit: 1,
            met: purchase.p99Ms <= sample.p99Ms,
          },
          {
            target: 'PostgreSQL API CPU per purchase ÷ PayPal sample',
            value: ratio(purchase.cpuMsPer, sample.cpuMsPer),
            limit: 1,
            met: purchase.cpuMsPer <= sample.cpuMsPer,
          },
        );
        if (purchase.databaseCpuMsPer !== null) {
          // The measure: the API's and PostgreSQL's CPU together, against the sample's.
          const both = purchase.cpuMsPer + purchase.databaseCpuMsPer;
          checks.push({
            target: 'PostgreSQL API + database CPU per purchase ÷ PayPal sample',
            value: ratio(both, sample.cpuMsPer),
            limit: 1,
            met: both <= sample.cpuMsPer,
          });
        }
      }
      checks.push(
        {
          target: 'PostgreSQL purchases/s ÷ floor',
          value: ratio(purchase.perS, floor.perS),
          limit: 0.9,
          met: purchase.perS >= 0.9 * floor.perS,
        },
        {
          target: 'PostgreSQL CPU per purchase ÷ floor',
          value: ratio(purchase.cpuMsPer, floor.cpuMsPer),
          limit: 1.3,
          met: purchase.cpuMsPer <= 1.3 * floor.cpuMsPer,
        },
        {
          target: 'PostgreSQL resident memory idle, MB',
          value: system.idleRssMb,
          limit: 150,
          met: system.idleRssMb < 150,
        },
        {
          target: 'PostgreSQL resident memory under load, MB',
          value: system.peakRssMb,
          limit: 250,
          met: system.peakRssMb < 250,
        },
      );
    } else if (system.system === 'api-embedded') {
      // Issue 40's goal for the embedded default: at least 0.9× the PostgreSQL path's rate.
      if (onPostgres) {
        checks.push({
          target: 'embedded default purchases/s ÷ PostgreSQL path',
          value: ratio(purchase.perS, onPostgres.perS),
          limit: 0.9,
          met: purchase.perS >= 0.9 * onPostgres.perS,
        });
      }
    } else {
      checks.push({
        target: 'PGlite purchases/s ÷ floor',
        value: ratio(purchase.perS, floor.perS),
        limit: 0.7,
        met: purchase.perS >= 0.7 * floor.perS,
      });
    }
  }
  return checks;
}

export function apiTable(result: ApiBenchResult): string {
  const floor = result.systems.find((system) => system.system === 'floor');
  const sample = result.systems.find((system) => system.system === 'paypal-sample');
  const rows: string[][] = [];
  const ratio = (value: number | undefined, of: number | undefined) =>
    value === undefined || of === undefined ? '' : `${round(value / of, 2)}×`;
  for (const system of result.systems) {
    for (const [scenario, figures] of Object.entries(system.scenarios)) {
      const plain = scenario === 'purchase+webhooks' ? 'purchase' : (scenario as Scenario);
      const base = floor?.scenarios[plain];
      rows.push([
        system.system,
        scenario,
        String(figures.perS),
        system.system === 'floor' ? '' : ratio(figures.perS, base?.perS),
        system.system === 'paypal-sample'
          ? ''
          : ratio(figures.perS, sample?.scenarios[plain]?.perS),
        String(figures.p50Ms),
        String(figures.p99Ms),
        String(figures.cpuMsPer),
        figures.databaseCpuMsPer === null ? '' : String(figures.databaseCpuMsPer),
        system.system === 'floor' ? '' : ratio(figures.cpuMsPer, base?.cpuMsPer),
        String(figures.failed),
      ]);
    }
  }
  const memory = result.systems.map((system) => [
    system.system,
    String(system.idleRssMb),
    String(system.peakRssMb),
  ]);
  const targets = result.targets.map((check) => [
    check.target,
    String(check.value),
    String(check.limit),
    check.met ? 'met' : 'MISSED',
  ]);
  return [
    table(
      [
        'system',
        'scenario',
        'per s',
        '÷ floor',
        '÷ sample',
        'p50 ms',
        'p99 ms',
        'CPU ms each',
        'PostgreSQL CPU ms',
        '÷ floor',
        'failed',
      ],
      rows,
    ),
    '',
    table(['system', 'RSS idle MB', 'RSS peak MB'], memory),
    ...(targets.length ? ['', table(['target', 'value', 'limit', ''], targets)] : []),
  ].join('\n');
}

/** Runs that failed often measure an error path, not the API. */
export function apiProblems(result: ApiBenchResult): string[] {
  return result.runs
    .filter(
      (run) =>
        run.load.completed === 0 || run.load.failed / (run.load.completed + run.load.failed) > 0.01,
    )
    .map(
      (run) =>
        `${run.system} ${run.scenario} round ${run.round}: ${run.load.failed} failed of ${run.load.completed + run.load.failed} (${run.load.failures.join('; ')})`,
    );
}

/** `KEY=VALUE,KEY=VALUE` (`--compare-env`) as an environment; a malformed entry is refused. */
export function parseEnvList(list: string | undefined): Record<string, string> {
  if (!list) return {};
  return Object.fromEntries(
    list.split(',').map((entry) => {
      const match = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(entry.trim());
      if (!match?.[1]) throw new Error(`--compare-env: "${entry}" is not KEY=VALUE`);
      return [match[1], match[2] ?? ''];
    }),
  );
}
