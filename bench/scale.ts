import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import {
  accessSync,
  constants,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { build } from '#dev/build';
import { closedLoop, expectPost, type Http, httpClient, type LoadResult } from './lib/load';
import { cpuMs } from './lib/process-stats';
import { idleShare } from './lib/quiet-cpu';
import { environment, median, round, table, writeResults } from './lib/report';
import {
  CAPTURE_BODY,
  createBody,
  delay,
  freePort,
  freshSchema,
  HOST,
  healthy,
  lineMatching,
  node,
  productionApiEnv,
  stopProcess,
} from './lib/shop';

/**
 * `npm run bench:scale`: the shop scaled out as a real deployment does it. One PostgreSQL
 * (DATABASE_URL, a schema of the bench's own), up to four stateless API processes (the server
 * bundle, each with its own port and DATA_DIR), nginx in front of them as the load balancer (run
 * as the current user from a temporary prefix, no system service), and the PayPal stand-in in a
 * process of its own. nginx listens once per process count (1, 2 and 4 by default), each port
 * balancing over that many API processes, and the counts are measured interleaved, round after
 * round, so a busy moment of the machine falls on each alike. A purchase is what bench/api.ts
 * measures: create the order, approve it at the stand-in, capture it; 50 buyers at once.
 * Afterwards every payment record is counted against the stand-in's own state: an order PayPal
 * captured with no record is lost, one captured twice (or recorded twice) is doubled.
 */

const { values: options } = parseArgs({
  options: {
    counts: { type: 'string', default: '1,2,4' },
    duration: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '3' },
    concurrency: { type: 'string', default: '50' },
    'no-build': { type: 'boolean', default: false },
  },
});

const counts = options.counts.split(',').map(Number);
if (counts.some((count) => !Number.isInteger(count) || count < 1 || count > 16)) {
  console.error(`--counts takes process counts from 1 to 16, comma-separated: "${options.counts}"`);
  process.exit(2);
}
const durationS = Number(options.duration);
const rounds = Number(options.rounds);
const concurrency = Number(options.concurrency);
const buildDir = process.env.ELY_BUILD_DIR ?? 'build';
process.env.ELY_BUILD_DIR = buildDir;

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error(
    [
      'bench:scale runs the API processes on one PostgreSQL: set DATABASE_URL, e.g.',
      '  DATABASE_URL=postgres://ely:ely@127.0.0.1:5432/ely_test npm run bench:scale',
      '(on Debian: apt-get install -y postgresql; pg_ctlcluster <version> main start; .ci/run shows',
      'how CI makes the role and the database). The bench works in a schema of its own and drops it.',
    ].join('\n'),
  );
  process.exit(2);
}

/** nginx from the system (Debian's package puts it in /usr/sbin, which a user's PATH may lack). */
function findNginx(): string | null {
  const dirs = ['/usr/sbin', '/usr/local/sbin', ...(process.env.PATH ?? '').split(path.delimiter)];
  for (const dir of dirs) {
    const candidate = path.join(dir, 'nginx');
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not here.
    }
  }
  return null;
}

const nginxBinary = findNginx();
if (!nginxBinary) {
  console.error(
    [
      'bench:scale balances the API processes with nginx, which is not installed.',
      'On Debian or Ubuntu: sudo apt-get install -y nginx (or nginx-light); on macOS: brew install nginx.',
      'The bench runs it as you, from a temporary folder: no service is started or configured.',
    ].join('\n'),
  );
  process.exit(2);
}

interface Run {
  processes: number;
  round: number;
  load: LoadResult;
  /** CPU time per completed purchase, ms: all API processes together, and nginx. */
  apiCpuMsPer: number;
  nginxCpuMsPer: number;
  /** Each API process's share of the API CPU time (how evenly nginx spread the work). */
  cpuShares: number[];
  /** The machine's idle share over the run, 0–1 (over all cores). */
  machineIdle: number;
  loadAverage: number[];
}

const log = (line: string) => console.log(line);
const started: { stop(): Promise<void> }[] = [];
let capturesAnswered = 0;

/** The nginx configuration: one upstream and one listening port per process count. */
function nginxConfig(prefix: string, apiPorts: number[], listen: Map<number, number>): string {
  const upstreams = [...listen.entries()].map(
    ([count, port]) => `
  upstream api_${count} {
    least_conn;
${apiPorts
  .slice(0, count)
  .map((apiPort) => `    server ${HOST}:${apiPort};`)
  .join('\n')}
    keepalive 64;
  }
  server {
    listen ${HOST}:${port};
    location / {
      proxy_pass http://api_${count};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
    }
  }`,
  );
  const temp = (name: string) => `${name}_temp_path ${path.join(prefix, name)};`;
  return `# Written by bench/scale.ts for one run; see docs/deployment.md for a production example.
daemon off;
master_process on;
worker_processes 1;
pid ${path.join(prefix, 'nginx.pid')};
error_log ${path.join(prefix, 'error.log')} warn;
${process.getuid?.() === 0 ? 'user root;\n' : ''}events {
  worker_connections 4096;
}
http {
  access_log off;
  ${temp('client_body')}
  ${temp('proxy')}
  ${temp('fastcgi')}
  ${temp('uwsgi')}
  ${temp('scgi')}
${upstreams.join('\n')}
}
`;
}

/** A process's children (nginx's workers), from /proc. */
function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === pid) children.push(Number(entry));
    } catch {
      // Gone meanwhile.
    }
  }
  return children;
}

const cpuOf = (pids: readonly number[]) =>
  pids.reduce((sum, pid) => {
    try {
      return sum + cpuMs(pid);
    } catch {
      return sum;
    }
  }, 0);

async function startStandIn() {
  const port = await freePort();
  const child = node(['--import', 'tsx', 'dev/paypal-stand-in/server.ts'], {
    PAYPAL_STAND_IN_PORT: String(port),
    PAYPAL_STAND_IN_WEBHOOK_URL: '',
  });
  started.push({ stop: () => stopProcess(child) });
  const url = await lineMatching(child, /listening on (http:\/\/\S+)/);
  // The purchase is measured as bench/api.ts measures it: no webhooks.
  await fetch(`${url}/__test/webhooks`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{"enabled":false}',
  });
  return url;
}

async function startApi(index: number, standIn: string, schemaUrl: string) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `ely-bench-scale-${index}-`));
  const origin = `http://${HOST}:${port}`;
  const child = node(['--enable-source-maps', path.join(buildDir, 'server-api', 'main.js')], {
    // Each process its own DATA_DIR (the payment outbox's file is one process's).
    ...productionApiEnv({ port, dataDir, standIn, databaseUrl: schemaUrl }),
    // nginx is the one hop in front.
    TRUST_PROXY: '1',
  });
  child.stdout?.resume();
  started.push({
    async stop() {
      await stopProcess(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  });
  await healthy(origin, child);
  return { origin, child, pid: child.pid as number };
}

async function startNginx(apiPorts: number[]) {
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'ely-bench-nginx-'));
  const listen = new Map<number, number>();
  for (const count of counts) listen.set(count, await freePort());
  const file = path.join(prefix, 'nginx.conf');
  writeFileSync(file, nginxConfig(prefix, apiPorts, listen));
  const child: ChildProcess = spawn(
    nginxBinary as string,
    ['-p', prefix, '-c', file, '-e', path.join(prefix, 'error.log')],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  started.push({
    async stop() {
      await stopProcess(child);
      rmSync(prefix, { recursive: true, force: true });
    },
  });
  for (const port of listen.values()) await healthy(`http://${HOST}:${port}`, child);
  const workers = childrenOf(child.pid as number);
  return { child, listen, pids: [child.pid as number, ...workers], version: nginxVersion() };
}

function nginxVersion(): string {
  // nginx -v prints to stderr.
  const { stdout, stderr } = spawnSync(nginxBinary as string, ['-v'], { encoding: 'utf8' });
  return `${stdout}${stderr}`.replace(/^nginx version:\s*/, '').trim();
}

function purchase(origin: string, standIn: string) {
  const standInUrl = new URL(standIn);
  return async (http: Http) => {
    const { id } = await expectPost<{ id: string }>(
      http,
      origin,
      '/api/create-order',
      createBody(),
      201,
    );
    await expectPost(
      http,
      standInUrl.origin,
      `${standInUrl.pathname}/sdk/orders/${id}/approve`,
      '{}',
      200,
    );
    await expectPost(http, origin, `/api/capture-order/${id}`, CAPTURE_BODY, 200);
    capturesAnswered += 1;
  };
}

/** Waits until one purchase takes under a second: the last run's backlog is gone. */
async function settle(buy: (http: Http) => Promise<void>): Promise<void> {
  const client = httpClient(1);
  try {
    const deadline = performance.now() + 60_000;
    while (performance.now() < deadline) {
      const begun = performance.now();
      try {
        await buy(client.http);
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

/** Every payment record against the stand-in's own count of captures. */
async function checkRecords(standIn: string, schemaUrl: string) {
  const paypal = (await (await fetch(`${standIn}/__test/captures`)).json()) as {
    orders: number;
    captured: string[];
    doubled: string[];
  };
  const client = new pg.Client({ connectionString: schemaUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ order_id: string }>('SELECT order_id FROM pagos');
    const recorded = new Set(rows.map((row) => row.order_id));
    const captured = new Set(paypal.captured);
    return {
      ordersAtPayPal: paypal.orders,
      capturedAtPayPal: captured.size,
      records: rows.length,
      capturesAnswered,
      lost: [...captured].filter((id) => !recorded.has(id)).length,
      recordedWithoutCapture: [...recorded].filter((id) => !captured.has(id)).length,
      doubled: paypal.doubled.length + (rows.length - recorded.size),
    };
  } finally {
    await client.end();
  }
}

async function main() {
  if (!options['no-build']) {
    log(`== build (${buildDir}/) ==`);
    await build({ test: false });
  }
  const most = Math.max(...counts);
  log(
    `\n== scale-out: ${counts.join(', ')} API processes behind nginx on one PostgreSQL, ${rounds} interleaved rounds of ${durationS} s, ${concurrency} buyers (medians) ==`,
  );
  log(
    `machine: ${os.cpus().length} cores (${os.cpus()[0]?.model}), load average ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(' / ')}`,
  );

  const schema = await freshSchema(databaseUrl as string);
  started.push({ stop: () => schema.drop().catch(() => {}) });
  const standIn = await startStandIn();
  // One after another: the first migrates the schema, the others find it done.
  const apis = [];
  for (let index = 0; index < most; index += 1) {
    apis.push(await startApi(index, standIn, schema.url));
  }
  const nginx = await startNginx(apis.map((api) => Number(new URL(api.origin).port)));
  log(
    `  PayPal stand-in ${standIn}; API processes ${apis.map((api) => api.origin).join(', ')}; nginx ${nginx.version} (${nginx.pids.length - 1} worker) on ${[...nginx.listen].map(([count, port]) => `${count}→:${port}`).join(', ')}`,
  );

  // Warm-up, not measured: every process's code optimised, every pool's connections open.
  const warmUpS = Math.min(5, durationS);
  for (const processes of counts) {
    const warm = await closedLoop({
      concurrency,
      durationS: warmUpS,
      scenario: purchase(`http://${HOST}:${nginx.listen.get(processes)}`, standIn),
    });
    log(`  warm-up, ${processes} process(es): ${round1(warm.perS)} purchases/s (not counted)`);
  }

  const runs: Run[] = [];
  for (let pass = 1; pass <= rounds; pass += 1) {
    // Each round in another order: no count always runs right after the same one.
    const shift = (pass - 1) % counts.length;
    const order = [...counts.slice(shift), ...counts.slice(0, shift)];
    for (const processes of order) {
      const origin = `http://${HOST}:${nginx.listen.get(processes)}`;
      const buy = purchase(origin, standIn);
      await settle(buy);
      const apiPids = apis.slice(0, processes).map((api) => api.pid);
      const apiBefore = apiPids.map((pid) => cpuOf([pid]));
      const nginxBefore = cpuOf(nginx.pids);
      const cpusBefore = os.cpus();
      const load = await closedLoop({ concurrency, durationS, scenario: buy });
      const apiSpent = apiPids.map((pid, index) => cpuOf([pid]) - (apiBefore[index] ?? 0));
      const apiTotal = apiSpent.reduce((sum, each) => sum + each, 0);
      const per = (ms: number) => (load.completed > 0 ? ms / load.completed : Number.NaN);
      const run: Run = {
        processes,
        round: pass,
        load,
        apiCpuMsPer: per(apiTotal),
        nginxCpuMsPer: per(cpuOf(nginx.pids) - nginxBefore),
        cpuShares: apiSpent.map((each) => (apiTotal > 0 ? each / apiTotal : 0)),
        machineIdle: idleShare(cpusBefore, os.cpus()),
        loadAverage: os.loadavg().map((value) => round(value, 2)),
      };
      runs.push(run);
      log(
        `  round ${pass}: ${String(processes).padStart(2)} process${processes === 1 ? '  ' : 'es'} ${round1(load.perS).toString().padStart(6)} purchases/s, p99 ${round1(load.p99Ms)} ms, API ${round(run.apiCpuMsPer, 2)} + nginx ${round(run.nginxCpuMsPer, 2)} ms CPU each, CPU split ${run.cpuShares.map((share) => `${Math.round(share * 100)}%`).join('/')}, machine ${Math.round((1 - run.machineIdle) * 100)}% busy, load ${run.loadAverage[0]}, ${load.failed} failed`,
      );
    }
  }

  const summaries = counts.map((processes) => {
    const mine = runs.filter((run) => run.processes === processes);
    return {
      processes,
      perS: round1(median(mine.map((run) => run.load.perS))),
      p50Ms: round1(median(mine.map((run) => run.load.p50Ms))),
      p99Ms: round1(median(mine.map((run) => run.load.p99Ms))),
      apiCpuMsPer: round(median(mine.map((run) => run.apiCpuMsPer)), 2),
      nginxCpuMsPer: round(median(mine.map((run) => run.nginxCpuMsPer)), 2),
      machineBusy: round(1 - median(mine.map((run) => run.machineIdle)), 2),
      failed: mine.reduce((sum, run) => sum + run.load.failed, 0),
    };
  });
  const one = summaries.find((summary) => summary.processes === Math.min(...counts));
  log(
    `\n${table(
      [
        'API processes',
        'purchases/s',
        `÷ ${one?.processes ?? 1}`,
        'p50 ms',
        'p99 ms',
        'API CPU ms each',
        'nginx CPU ms each',
        'machine busy',
        'failed',
      ],
      summaries.map((summary) => [
        String(summary.processes),
        String(summary.perS),
        one ? `${round(summary.perS / one.perS, 2)}×` : '',
        String(summary.p50Ms),
        String(summary.p99Ms),
        String(summary.apiCpuMsPer),
        String(summary.nginxCpuMsPer),
        `${Math.round(summary.machineBusy * 100)} %`,
        String(summary.failed),
      ]),
    )}`,
  );

  // Whatever a run left in flight has finished once a purchase is quick again.
  await settle(purchase(`http://${HOST}:${nginx.listen.get(most)}`, standIn));
  const records = await checkRecords(standIn, schema.url);
  log(
    `\npayment records against the stand-in: ${records.capturedAtPayPal} orders captured at PayPal (of ${records.ordersAtPayPal} created), ${records.records} records, ${records.capturesAnswered} captures answered 200; lost ${records.lost}, doubled ${records.doubled}, recorded without a capture ${records.recordedWithoutCapture}`,
  );

  const problems: string[] = [];
  if (records.lost > 0) problems.push(`${records.lost} captured orders have no payment record`);
  if (records.doubled > 0)
    problems.push(`${records.doubled} orders were captured or recorded twice`);
  if (records.recordedWithoutCapture > 0)
    problems.push(`${records.recordedWithoutCapture} records have no capture at PayPal`);
  if (records.capturesAnswered > records.records)
    problems.push('more captures were answered 200 than there are records');
  for (const run of runs) {
    const all = run.load.completed + run.load.failed;
    if (run.load.completed === 0 || run.load.failed / all > 0.01) {
      problems.push(
        `${run.processes} processes, round ${run.round}: ${run.load.failed} failed of ${all} (${run.load.failures.join('; ')})`,
      );
    }
  }
  const file = writeResults('scale.json', {
    environment: { ...environment(), nginx: nginx.version },
    settings: { counts, durationS, rounds, concurrency, nginxWorkers: nginx.pids.length - 1 },
    summaries,
    records,
    runs,
  });
  log(`wrote ${path.relative(process.cwd(), file)}`);
  for (const problem of problems) log(`measurement problem: ${problem}`);
  if (problems.length > 0) process.exitCode = 1;
}

const round1 = (value: number) => round(value, 1);

try {
  await main();
} finally {
  // Last started, first stopped: nginx, the API processes, the stand-in, then the schema.
  for (const each of started.reverse()) await each.stop().catch(() => {});
}
