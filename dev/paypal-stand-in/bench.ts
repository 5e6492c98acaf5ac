import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { apiTable, runApiBench } from '../../bench/api';

/**
 * Payments throughput without building the site: runs the API (server/main.ts, SERVE_SITE=0)
 * with the PayPal stand-in and a fresh PGlite (or DATABASE_URL), then autocannon on create-order
 * and on the whole purchase (create → approve in the stand-in → capture) at 50 and 200
 * connections, with bench/api.ts's scenarios. `npx tsx dev/paypal-stand-in/bench.ts [--port 3121]
 * [--duration 10]`. The rate limit is off: this measures the code, not the limiter.
 */

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '3121' },
    duration: { type: 'string', default: '10' },
  },
});
const port = Number(values.port);
const baseUrl = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'ely-pay-bench-'));

const server: ChildProcess = spawn(
  process.execPath,
  ['--import', 'tsx', path.join('server', 'main.ts')],
  {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      SERVE_SITE: '0',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      PAYMENTS_RATE_LIMIT: '0',
      PAYPAL_MODE: 'stand-in',
      PAYPAL_STAND_IN_MODULE: path.resolve('dev/paypal-stand-in/rest.ts'),
    },
  },
);

async function waitForHealth(): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not become healthy');
}

try {
  await waitForHealth();
  const result = await runApiBench({ baseUrl, durationS: Number(values.duration) });
  if (result.skipped) console.log(`skipped: ${result.skipped}`);
  console.log(apiTable(result.runs));
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
