import autocannon, { type AutocannonResult } from 'autocannon';
import { centsToDecimal } from '../domain/money';
import { priceOrder } from '../domain/order';
import { median, round, table } from './lib/report';

/**
 * Throughput of the payments API against the local PayPal stand-in: autocannon on
 * `POST /api/create-order` alone, and on the whole purchase (create the order, the payer approves
 * it in the stand-in, capture it), each at 50 and 200 connections for a fixed time. Traffic goes
 * to the bench's own server on 127.0.0.1 only, and every run stops by itself.
 */

export const CONNECTION_COUNTS = [50, 200] as const;
/** Longer than the server's own PayPal timeout (10 s), so slow answers count as latency. */
const REQUEST_TIMEOUT_S = 30;

/** Where the stand-in lets the payer approve an order (PayPal's own checkout window, faked). */
export const APPROVE_PATH = (orderId: string) =>
  `/__paypal/sdk/orders/${encodeURIComponent(orderId)}/approve`;
const CREATE_PATH = '/api/create-order';
const CAPTURE_PATH = (orderId: string) => `/api/capture-order/${encodeURIComponent(orderId)}`;

const JSON_HEADERS = { 'content-type': 'application/json' };
const ITEMS = [{ id: 'octahedron', quantity: 1 }];
const ADDRESS = {
  street: '1 Benchmark Way',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  country: 'US',
};

function createBody(): string {
  const priced = priceOrder(ITEMS, 'product');
  if (!priced.ok) throw new Error(`the bench order no longer prices: ${priced.problem.code}`);
  return JSON.stringify({
    items: ITEMS,
    total: centsToDecimal(priced.order.totalCents),
    type: 'product',
  });
}

const CAPTURE_BODY = JSON.stringify({ type: 'product', items: ITEMS, address: ADDRESS });

export interface ApiRun {
  scenario: 'create-order' | 'create+capture';
  connections: number;
  durationS: number;
  /** Mean HTTP requests per second (every request of the scenario). */
  requestsPerS: number;
  /** create+capture: purchases completed (capture answered 2xx) per second. */
  purchasesPerS?: number;
  /** Per HTTP request, ms. */
  latencyP50Ms: number;
  latencyP99Ms: number;
  /** create+capture: a whole purchase (create → approve → capture), ms. */
  purchaseP50Ms?: number;
  purchaseP99Ms?: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
}

export interface ApiBenchResult {
  skipped?: string;
  runs: ApiRun[];
}

interface Probe {
  ok: boolean;
  reason?: string;
}

async function post(baseUrl: string, path: string, body: string) {
  const response = await fetch(new URL(path, baseUrl), {
    method: 'POST',
    headers: JSON_HEADERS,
    body,
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  return { status: response.status, text };
}

/** One real purchase before the load, so a missing endpoint or a changed contract is named. */
async function probe(baseUrl: string): Promise<{ create: Probe; flow: Probe }> {
  const created = await post(baseUrl, CREATE_PATH, createBody());
  if (created.status === 404) {
    return {
      create: {
        ok: false,
        reason: `${CREATE_PATH} answers 404: the payments API is not there yet`,
      },
      flow: { ok: false, reason: 'no create-order endpoint' },
    };
  }
  const id = (() => {
    try {
      return (JSON.parse(created.text) as { id?: unknown }).id;
    } catch {
      return undefined;
    }
  })();
  if (created.status >= 300 || typeof id !== 'string') {
    const reason = `${CREATE_PATH} answered ${created.status} ${created.text.slice(0, 300)}`;
    return { create: { ok: false, reason }, flow: { ok: false, reason } };
  }
  const approved = await post(baseUrl, APPROVE_PATH(id), '{}');
  if (approved.status >= 300) {
    return {
      create: { ok: true },
      flow: {
        ok: false,
        reason: `the PayPal stand-in did not approve the order (${approved.status} ${approved.text.slice(0, 200)}); is it mounted under /__paypal?`,
      },
    };
  }
  const captured = await post(baseUrl, CAPTURE_PATH(id), CAPTURE_BODY);
  if (
    captured.status === 404 &&
    /NOT_FOUND/.test(captured.text) &&
    /capture-order/.test(captured.text)
  ) {
    return { create: { ok: true }, flow: { ok: false, reason: 'capture-order is not there yet' } };
  }
  if (captured.status >= 300) {
    return {
      create: { ok: true },
      flow: {
        ok: false,
        reason: `capture answered ${captured.status} ${captured.text.slice(0, 300)}`,
      },
    };
  }
  return { create: { ok: true }, flow: { ok: true } };
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until the server has worked off the previous run (requests the load generator gave up
 * on are still being served, PayPal calls still retried): one create-order must answer within
 * a second, or 90 s pass. Without it a run measures the last one's backlog.
 */
async function settle(baseUrl: string): Promise<void> {
  const deadline = performance.now() + 90_000;
  while (performance.now() < deadline) {
    const started = performance.now();
    try {
      const { status } = await post(baseUrl, CREATE_PATH, createBody());
      if (status < 300 && performance.now() - started < 1_000) return;
    } catch {
      // Still busy: try again.
    }
    await delay(2_000);
  }
}

function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] as number;
}

function toRun(
  scenario: ApiRun['scenario'],
  connections: number,
  durationS: number,
  result: AutocannonResult,
): ApiRun {
  return {
    scenario,
    connections,
    durationS,
    requestsPerS: round(result.requests.average, 1),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats).map(([code, stats]) => [code, stats.count]),
    ),
  };
}

async function loadCreate(baseUrl: string, connections: number, durationS: number) {
  const result = await autocannon({
    url: new URL(CREATE_PATH, baseUrl).href,
    connections,
    duration: durationS,
    timeout: REQUEST_TIMEOUT_S,
    method: 'POST',
    headers: JSON_HEADERS,
    body: createBody(),
  });
  return toRun('create-order', connections, durationS, result);
}

async function loadPurchase(baseUrl: string, connections: number, durationS: number) {
  const purchaseMs: number[] = [];
  const orderId = (context: Record<string, unknown>) => String(context.orderId ?? 'none');
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: durationS,
    timeout: REQUEST_TIMEOUT_S,
    requests: [
      {
        method: 'POST',
        path: CREATE_PATH,
        headers: JSON_HEADERS,
        body: createBody(),
        setupRequest: (request, context) => {
          context.startedAt = performance.now();
          context.orderId = undefined;
          return request;
        },
        onResponse: (status, body, context) => {
          if (status >= 300) return;
          try {
            context.orderId = (JSON.parse(body) as { id?: string }).id;
          } catch {
            context.orderId = undefined;
          }
        },
      },
      {
        method: 'POST',
        headers: JSON_HEADERS,
        body: '{}',
        setupRequest: (request, context) => ({ ...request, path: APPROVE_PATH(orderId(context)) }),
      },
      {
        method: 'POST',
        headers: JSON_HEADERS,
        body: CAPTURE_BODY,
        setupRequest: (request, context) => ({ ...request, path: CAPTURE_PATH(orderId(context)) }),
        onResponse: (status, _body, context) => {
          if (status < 300 && typeof context.startedAt === 'number') {
            purchaseMs.push(performance.now() - context.startedAt);
          }
        },
      },
    ],
  });
  return {
    ...toRun('create+capture', connections, durationS, result),
    purchasesPerS: round(purchaseMs.length / durationS, 1),
    ...(purchaseMs.length > 0
      ? {
          purchaseP50Ms: round(median(purchaseMs), 1),
          purchaseP99Ms: round(percentile(purchaseMs, 99), 1),
        }
      : {}),
  };
}

export async function runApiBench({
  baseUrl,
  durationS,
  log = console.log,
}: {
  baseUrl: string;
  durationS: number;
  log?: (line: string) => void;
}): Promise<ApiBenchResult> {
  const checked = await probe(baseUrl);
  if (!checked.create.ok) {
    return { skipped: checked.create.reason, runs: [] };
  }
  const scenarios = [
    ...CONNECTION_COUNTS.map((connections) => ({
      connections,
      name: 'create-order',
      load: loadCreate,
    })),
    ...(checked.flow.ok
      ? CONNECTION_COUNTS.map((connections) => ({
          connections,
          name: 'create+capture',
          load: loadPurchase,
        }))
      : []),
  ];
  const runs: ApiRun[] = [];
  for (const { connections, name, load } of scenarios) {
    await settle(baseUrl);
    log(`  ${name}, ${connections} connections, ${durationS} s …`);
    runs.push(await load(baseUrl, connections, durationS));
  }
  if (!checked.flow.ok) log(`  create+capture skipped: ${checked.flow.reason}`);
  // Once more after the last run, so the server is idle when it is stopped: were it stopped with
  // the abandoned requests still in flight, their calls to the stand-in (the server itself, no
  // longer listening) would fail and be retried, a page of warnings after the table.
  await settle(baseUrl);
  return checked.flow.ok ? { runs } : { skipped: `create+capture: ${checked.flow.reason}`, runs };
}

export function apiTable(runs: readonly ApiRun[]): string {
  const ms = (value: number | undefined) => (value === undefined ? '' : String(round(value, 1)));
  return table(
    [
      'scenario',
      'conns',
      'req/s',
      'p50 ms',
      'p99 ms',
      'purchases/s',
      'purchase p50',
      'purchase p99',
      'non-2xx',
      'errors',
    ],
    runs.map((run) => [
      run.scenario,
      String(run.connections),
      String(run.requestsPerS),
      ms(run.latencyP50Ms),
      ms(run.latencyP99Ms),
      run.purchasesPerS === undefined ? '' : String(run.purchasesPerS),
      ms(run.purchaseP50Ms),
      ms(run.purchaseP99Ms),
      String(run.non2xx),
      String(run.errors + run.timeouts),
    ]),
  );
}

/** Runs whose answers were mostly not successes measure an error path, not the API. */
export function apiProblems(runs: readonly ApiRun[]): string[] {
  return runs
    .filter(
      (run) => run.requests === 0 || (run.non2xx + run.errors + run.timeouts) / run.requests > 0.01,
    )
    .map(
      (run) =>
        `${run.scenario} at ${run.connections} connections: ${run.non2xx} non-2xx, ${run.errors} errors, ${run.timeouts} timeouts of ${run.requests} requests (status codes ${JSON.stringify(run.statusCodes)})`,
    );
}
