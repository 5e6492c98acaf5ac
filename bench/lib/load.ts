import { Pool } from 'undici';

/**
 * A closed-loop load generator: `concurrency` virtual clients, each running its scenario (one or
 * more HTTP calls, possibly to several origins) again and again until the time is up. What it
 * counts is scenarios completed and their durations, so a purchase (create, approve at PayPal,
 * capture) is measured as a whole.
 */

export interface Http {
  post(origin: string, path: string, body: string): Promise<{ status: number; body: string }>;
}

export interface LoadResult {
  completed: number;
  failed: number;
  /** Completed scenarios per second. */
  perS: number;
  p50Ms: number;
  p99Ms: number;
  /** The first few failures, for the report. */
  failures: string[];
}

/** One keep-alive pool per origin, `connections` each, shared by all virtual clients. */
export function httpClient(connections: number) {
  const pools = new Map<string, Pool>();
  const pool = (origin: string) => {
    let found = pools.get(origin);
    if (!found) {
      found = new Pool(origin, { connections, pipelining: 1 });
      pools.set(origin, found);
    }
    return found;
  };
  const http: Http = {
    async post(origin, path, body) {
      const response = await pool(origin).request({
        method: 'POST',
        path,
        headers: { 'content-type': 'application/json' },
        body,
        headersTimeout: 30_000,
        bodyTimeout: 30_000,
      });
      return { status: response.statusCode, body: await response.body.text() };
    },
  };
  return {
    http,
    close: () => Promise.all([...pools.values()].map((each) => each.close())),
  };
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] as number;
}

/** Runs `scenario` from `concurrency` clients for `durationS` seconds. */
export async function closedLoop({
  concurrency,
  durationS,
  scenario,
}: {
  concurrency: number;
  durationS: number;
  /** One iteration; throws (with a short reason) when it failed. */
  scenario: (http: Http) => Promise<void>;
}): Promise<LoadResult> {
  const client = httpClient(concurrency);
  const durations: number[] = [];
  const failures: string[] = [];
  let failed = 0;
  const started = performance.now();
  const deadline = started + durationS * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const begun = performance.now();
      try {
        await scenario(client.http);
        // Only what finished within the time counts (the same rule for every system).
        if (performance.now() <= deadline) durations.push(performance.now() - begun);
      } catch (error) {
        failed += 1;
        if (failures.length < 5)
          failures.push(error instanceof Error ? error.message : String(error));
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  await client.close();
  const sorted = durations.sort((a, b) => a - b);
  return {
    completed: sorted.length,
    failed,
    perS: sorted.length / durationS,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    failures,
  };
}

/** Posts and checks the status; answers the parsed body. */
export async function expectPost<T>(
  http: Http,
  origin: string,
  path: string,
  body: string,
  okStatus: number,
): Promise<T> {
  const answer = await http.post(origin, path, body);
  if (answer.status !== okStatus) {
    throw new Error(
      `${path.replace(/[A-Z0-9]{17}/, ':id')} answered ${answer.status} ${answer.body.slice(0, 120)}`,
    );
  }
  return JSON.parse(answer.body) as T;
}
