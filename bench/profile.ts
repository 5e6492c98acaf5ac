import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { toDecimal } from '#domain/money';
import { priceOrder } from '#domain/order/pricing';
import { closedLoop, expectPost } from './lib/load';
import { round, table } from './lib/report';

/**
 * `npm run bench:profile`: where the API's time goes during a burst of purchases. Runs the server
 * bundle under `node --cpu-prof` against a PayPal stand-in in its own process, 50 clients buying
 * for `--duration` seconds, then reads the V8 CPU profile and prints where the samples fell: by
 * package or project folder, and the functions with the most self time. `--database-url` (or
 * DATABASE_URL) profiles the API on PostgreSQL; otherwise PGlite. `--webhooks` turns the
 * stand-in's webhooks on.
 */

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    port: { type: 'string', default: '3470' },
    'database-url': { type: 'string', default: process.env.DATABASE_URL ?? '' },
    webhooks: { type: 'boolean', default: false },
    /** Profile the floor (bench/floor/server.ts) instead, to compare. */
    floor: { type: 'boolean', default: false },
    top: { type: 'string', default: '25' },
  },
});
const port = Number(values.port);
const origin = `http://127.0.0.1:${port}`;
const profileDir = mkdtempSync(path.join(os.tmpdir(), 'ely-profile-'));
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ely-profile-data-'));

function node(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

const standIn = node(['--import', 'tsx', 'dev/paypal-stand-in/server.ts'], {
  PAYPAL_STAND_IN_PORT: String(port + 1),
  PAYPAL_STAND_IN_WEBHOOK_URL: `${origin}/api/paypal/webhook`,
});
let standInUrl = '';
for await (const line of createInterface({ input: standIn.stdout as NodeJS.ReadableStream })) {
  const match = /listening on (http:\/\/\S+)/.exec(line);
  if (match?.[1]) {
    standInUrl = match[1];
    break;
  }
}
standIn.stdout?.resume();
await fetch(`${standInUrl}/__test/webhooks`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ enabled: values.webhooks }),
});

const profiling = ['--cpu-prof', `--cpu-prof-dir=${profileDir}`];
const server = node(
  values.floor
    ? [...profiling, '--import', 'tsx', 'bench/floor/server.ts']
    : [...profiling, path.join('build', 'server-api', 'main.js')],
  {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    SERVE_SITE: '0',
    DATA_DIR: dataDir,
    PAYPAL_MODE: 'stand-in',
    PAYPAL_API_BASE: standInUrl,
    PAYPAL_CLIENT_ID: '',
    PAYPAL_CLIENT_SECRET: '',
    PAYMENTS_RATE_LIMIT: '0',
    FIREBASE_AUTH_EMULATOR_HOST: '',
    DATABASE_URL: values['database-url'],
    EMBEDDED_DATABASE: 'pglite',
  },
);
server.stdout?.resume();
for (;;) {
  try {
    if ((await fetch(`${origin}/api/health`)).ok) break;
  } catch {
    // Not yet.
  }
  await new Promise((resolve) => setTimeout(resolve, 100));
}

const items = [{ id: 'octahedron', quantity: 1 }];
const address = {
  street: '1 Profile Way',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  country: 'US',
};
const priced = priceOrder(items, 'product');
if (!priced.ok) throw new Error(priced.problem.code);
const createBody = JSON.stringify({
  items,
  total: toDecimal(priced.order.totalCents),
  type: 'product',
  address,
});
const captureBody = JSON.stringify({ type: 'product', items, address });
const standInOrigin = new URL(standInUrl);

const result = await closedLoop({
  concurrency: 50,
  durationS: Number(values.duration),
  scenario: async (http) => {
    const { id } = values.floor
      ? await expectPost<{ id: string }>(http, origin, '/api/orders', '{}', 201)
      : await expectPost<{ id: string }>(http, origin, '/api/create-order', createBody, 201);
    const approve = `${standInOrigin.pathname}/sdk/orders/${id}/approve`;
    await expectPost(http, standInOrigin.origin, approve, '{}', 200);
    if (values.floor) await expectPost(http, origin, `/api/orders/${id}/capture`, '{}', 200);
    else await expectPost(http, origin, `/api/capture-order/${id}`, captureBody, 200);
  },
});
console.log(
  values.floor
    ? `${round(result.perS, 1)} purchases/s, ${result.failed} failed (the floor)`
    : `${round(result.perS, 1)} purchases/s, ${result.failed} failed (${values['database-url'] ? 'PostgreSQL' : 'PGlite'}, webhooks ${values.webhooks ? 'on' : 'off'})`,
);

if (result.failures.length > 0) console.log(`failures: ${result.failures.join('; ')}`);
const exited = once(server, 'exit');
server.kill('SIGTERM');
await exited;
standIn.kill('SIGTERM');
await once(standIn, 'exit');

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
const file = readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
if (!file) throw new Error('no CPU profile was written');
const profile = JSON.parse(readFileSync(path.join(profileDir, file), 'utf8')) as {
  nodes: ProfileNode[];
};
const total = profile.nodes.reduce((sum, node) => sum + (node.hitCount ?? 0), 0);

/** Where a sample's code lives: a package, one of our folders, Node itself, or V8. */
function area(url: string, functionName: string): string {
  if (url === '') return `(${functionName || 'native'})`;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg?.[1]) return pkg[1];
  if (url.startsWith('node:')) return url.split('/')[0] ?? url;
  if (url.includes('/build/server-api/') || url.includes('/work/')) return 'our code';
  return url;
}

const byArea = new Map<string, number>();
const byFunction = new Map<string, number>();
for (const node of profile.nodes) {
  const hits = node.hitCount ?? 0;
  if (hits === 0) continue;
  const where = area(node.callFrame.url, node.callFrame.functionName);
  byArea.set(where, (byArea.get(where) ?? 0) + hits);
  const name = `${node.callFrame.functionName || '(anonymous)'}  ${where === 'our code' ? `${path.basename(node.callFrame.url)}:${node.callFrame.lineNumber + 1}` : where}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + hits);
}
const share = (hits: number) => `${round((100 * hits) / total, 1)} %`;
// V8 samples every millisecond: samples per purchase are about CPU ms per purchase.
const perPurchase = (hits: number) => String(round(hits / result.completed, 3));
const top = (map: Map<string, number>, n: number) =>
  [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, n);

const busy = total - (byArea.get('((idle))') ?? 0) - (byArea.get('((program))') ?? 0);
console.log(
  `\n${total} samples, ${busy} busy: ${round(busy / result.completed, 2)} busy samples per purchase`,
);
console.log(
  table(
    ['where', 'self time', 'ms per purchase'],
    top(byArea, 20).map(([name, hits]) => [name, share(hits), perPurchase(hits)]),
  ),
);
console.log(
  `\n${table(
    ['function', 'self time'],
    top(byFunction, Number(values.top)).map(([name, hits]) => [name, share(hits)]),
  )}`,
);
console.log(
  `\nprofile: ${path.join(profileDir, file)} (open it in Chrome's DevTools, Performance)`,
);
rmSync(dataDir, { recursive: true, force: true });
