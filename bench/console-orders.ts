import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PostgresConsoleStore } from '#server/console/postgres-store';
import type { ListPosition, OrderFilter } from '#server/console/store';
import { type Database, openDatabase } from '#server/platform/database';
import { environment, median, RESULTS_DIR, table, writeResults } from './lib/report';

/**
 * `npm run bench:console`: the operator console's queries at scale. Generates N payment records
 * (100,000 by default) with their orders and history, on PGlite (in memory) and, with
 * DATABASE_URL, on PostgreSQL (in a scratch schema it drops afterwards), then for each query of
 * the console: the plan PostgreSQL chose (EXPLAIN ANALYZE of the very SQL the app sends, through
 * ConsoleStore) and the median time of repeated runs, measured in this process as the API
 * measures it. Writes bench/results/console.json and console-plans.txt; prints a table.
 *
 *   npm run bench:console -- --records 100000 --runs 15
 *   DATABASE_URL=postgres://ely:ely@127.0.0.1:5432/ely_console npm run bench:console
 */

const { values: options } = parseArgs({
  options: {
    records: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '15' },
    'no-analyze': { type: 'boolean', default: false },
  },
});
const RECORDS = Number(options.records);
const RUNS = Number(options.runs);
const SCHEMA = 'bench_console';

/** Realistic shape: mostly paid Octahedrons, most of them shipped, a few reviews and refunds. */
const GENERATE = `
  SELECT setseed(0.42);
  CREATE TEMP TABLE gen AS
  SELECT i,
    upper(substr(md5('order' || i), 1, 17)) AS id,
    random() AS r_type, random() AS r_status, random() AS r_ship, random() AS r_qty,
    timestamptz '2025-01-01 00:00:00+00'
      + make_interval(secs => i * (2 * 365 * 86400.0 / :n) + random() * 600) AS at,
    (ARRAY['María','José','Ana','Luis','Carmen','Jorge','Sofía','Diego','Lucía','Pablo','Emma',
           'Noah','Olivia','Liam','Mia','Lena'])[1 + floor(random() * 16)::int] AS given,
    (ARRAY['García','Hernández','López','Martínez','González','Pérez','Rodríguez','Sánchez',
           'Ramírez','Torres','Smith','Johnson','Brown','Müller','Rossi','Dubois'])[1 + floor(random() * 16)::int] AS family,
    (ARRAY['gmail.com','outlook.com','yahoo.com.mx','icloud.com','proton.me'])[1 + floor(random() * 5)::int] AS domain,
    random() < 0.07 AS card_without_email
  FROM generate_series(1, :n) AS i;

  CREATE TEMP TABLE gen2 AS
  SELECT g.*,
    g.r_type < 0.8 AS product,
    1 + floor(g.r_qty * 3)::int AS qty,
    CASE WHEN g.r_status < 0.85 THEN 'COMPLETED' WHEN g.r_status < 0.87 THEN 'PENDING'
         WHEN g.r_status < 0.88 THEN 'DENIED' WHEN g.r_status < 0.94 THEN 'REFUNDED'
         ELSE 'PARTIALLY_REFUNDED' END AS status
  FROM gen g;
  -- Shipped: paid Octahedrons, nine in ten, but none of the last week's (still to ship).
  ALTER TABLE gen2 ADD COLUMN ships boolean;
  UPDATE gen2 SET ships = product AND status IN ('COMPLETED', 'PARTIALLY_REFUNDED') AND r_ship < 0.9
    AND at < timestamptz '2025-01-01 00:00:00+00' + interval '723 days';

  INSERT INTO orders (id, order_number, total_cents, items, type, ships_goods, subscription_code,
                      address, uid, state, receipt_token, created_at, updated_at, next_check_at,
                      shipped_at, carrier, tracking_number, tracking_url)
  SELECT id,
    -- Unique and scattered: i times an odd number, modulo 32⁶ = 2³⁰, is a permutation.
    'ELY-' || (SELECT string_agg(substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ',
                                        ((i::bigint * 387420489) % 1073741824 >> (5 * k))::int % 32 + 1, 1),
                                 '' ORDER BY k)
               FROM generate_series(0, 5) AS k),
    CASE WHEN product THEN qty * 39100 ELSE 500 END,
    CASE WHEN product
      THEN jsonb_build_array(jsonb_build_object('id', 'octahedron', 'title', 'ELY Holographic Octahedron', 'quantity', qty, 'unitPriceCents', 39100))
      ELSE jsonb_build_array(jsonb_build_object('id', 'custom-ely', 'title', 'Custom ELY', 'quantity', 1, 'unitPriceCents', 500)) END,
    CASE WHEN product THEN 'product' ELSE 'subscription' END,
    product,
    CASE WHEN product THEN NULL ELSE 'SYN-' || lpad(upper(to_hex(i)), 8, '0') END,
    CASE WHEN product THEN jsonb_build_object('street', 'Calle ' || i, 'city', 'Ciudad de México',
      'state', 'CDMX', 'zip', '06700', 'country', 'México') END,
    CASE WHEN i % 3 = 0 THEN 'uid' || i END,
    CASE status WHEN 'PENDING' THEN 'pending' WHEN 'DENIED' THEN 'denied'
                WHEN 'REFUNDED' THEN 'refunded' ELSE 'captured' END,
    md5('r' || i) || md5('s' || i), at, at, at + interval '1 hour',
    CASE WHEN ships THEN at + interval '3 days' END,
    CASE WHEN ships THEN 'UPS' END,
    CASE WHEN ships THEN '1Z' || upper(substr(md5('t' || i), 1, 16)) END,
    CASE WHEN ships THEN 'https://www.ups.com/track?tracknum=1Z' || upper(substr(md5('t' || i), 1, 16)) END
  FROM gen2;

  INSERT INTO pagos (order_id, order_number, total_cents, items, type, payer, status, address, codigo,
                     fecha_registro, tipo, uid, capture_id, refunded_cents, shipped_at)
  SELECT o.id, o.order_number, o.total_cents, o.items, o.type,
    jsonb_build_object(
      'email_address', CASE WHEN g.card_without_email THEN NULL
        ELSE translate(lower(g.given || '.' || g.family), 'áéíóúñü', 'aeiounu') || g.i || '@' || g.domain END,
      'payer_id', upper(substr(md5('p' || g.i), 1, 13)),
      'name', g.given || ' ' || g.family),
    g.status, o.address, o.subscription_code, g.at,
    CASE WHEN g.product THEN 'producto' ELSE 'suscripción' END,
    o.uid, upper(substr(md5('c' || g.i), 1, 17)),
    CASE g.status WHEN 'REFUNDED' THEN o.total_cents
                  WHEN 'PARTIALLY_REFUNDED' THEN o.total_cents / 2 ELSE 0 END,
    o.shipped_at
  FROM gen2 g JOIN orders o ON o.id = g.id;

  INSERT INTO order_events (order_id, at, source, kind, details)
  SELECT o.id, o.created_at + k.offset_s * interval '1 second', k.source, k.kind, '{}'::jsonb
  FROM orders o CROSS JOIN (VALUES (0, 'create-route', 'created'), (30, 'capture-route', 'capture-started'),
                                   (31, 'capture-route', 'captured')) AS k(offset_s, source, kind);
  INSERT INTO order_events (order_id, at, source, kind, details, actor_uid, actor_email)
  SELECT id, shipped_at, 'operator', 'shipped',
         jsonb_build_object('carrier', carrier, 'trackingNumber', tracking_number),
         CASE WHEN tracking_number < '1Z8' THEN 'op-ana' ELSE 'op-ben' END,
         CASE WHEN tracking_number < '1Z8' THEN 'ana@synthamour.com' ELSE 'ben@synthamour.com' END
  FROM orders WHERE shipped_at IS NOT NULL;
  INSERT INTO order_events (order_id, at, source, kind, details, actor_uid, actor_email)
  SELECT order_id, fecha_registro + interval '5 days', 'operator', 'refund-requested',
         jsonb_build_object('amountCents', refunded_cents, 'reason', 'bench'), 'op-cy', 'cy@synthamour.com'
  FROM pagos WHERE refunded_cents > 0;
`;

interface Scenario {
  name: string;
  run: (store: PostgresConsoleStore) => Promise<unknown>;
}

/** Picked from the generated data before measuring. */
const picked = {
  /** Where the page halfway down the unfiltered list starts (50,000 records in at 100,000). */
  deepPosition: undefined as ListPosition | undefined,
  /** A payer's whole email, and part of an order id. */
  email: '',
  orderIdPart: '',
  auditOrderId: '',
};

const page = (filter: OrderFilter, after?: () => ListPosition | undefined) => ({
  run: (store: PostgresConsoleStore) => store.listOrders(filter, 50, after?.()),
});
const totals = (filter: OrderFilter) => ({
  run: (store: PostgresConsoleStore) => store.totals(filter),
});
const month = { from: new Date('2026-06-01T00:00:00Z'), before: new Date('2026-07-01T00:00:00Z') };

const SCENARIOS: Scenario[] = [
  { name: 'list: first page', ...page({}) },
  { name: 'list: halfway down (cursor)', ...page({}, () => picked.deepPosition) },
  { name: 'totals: everything', ...totals({}) },
  { name: 'list: pending review', ...page({ status: 'review' }) },
  { name: 'totals: pending review', ...totals({ status: 'review' }) },
  { name: 'list: paid, not shipped', ...page({ status: 'paid' }) },
  { name: 'totals: paid, not shipped', ...totals({ status: 'paid' }) },
  { name: 'list: shipped', ...page({ status: 'shipped' }) },
  { name: 'totals: shipped', ...totals({ status: 'shipped' }) },
  { name: 'list: refunded', ...page({ status: 'refunded' }) },
  { name: 'list: denied', ...page({ status: 'denied' }) },
  { name: 'totals: denied', ...totals({ status: 'denied' }) },
  { name: 'list: subscriptions', ...page({ type: 'subscription' }) },
  { name: 'totals: subscriptions', ...totals({ type: 'subscription' }) },
  { name: 'list: one month', ...page(month) },
  { name: 'totals: one month', ...totals(month) },
  {
    name: 'list: paid products, one month',
    ...page({ ...month, status: 'paid', type: 'product' }),
  },
  { name: 'search: an email', run: (store) => store.listOrders({ search: picked.email }, 50) },
  { name: 'totals: search an email', run: (store) => store.totals({ search: picked.email }) },
  { name: 'search: a surname (~6%)', ...page({ search: 'müller' }) },
  { name: 'totals: search a surname', ...totals({ search: 'müller' }) },
  {
    name: 'search: part of an order id',
    run: (store) => store.listOrders({ search: picked.orderIdPart }, 50),
  },
  { name: 'search: name + shipped', ...page({ search: 'garcía', status: 'shipped' }) },
  {
    name: 'audit: latest 50',
    run: (store) => store.audit({}, 50),
  },
  {
    name: 'audit: one operator',
    run: (store) => store.audit({ actor: 'cy@synthamour.com' }, 50),
  },
  {
    name: 'audit: one order',
    run: (store) => store.audit({ orderRef: picked.auditOrderId }, 50),
  },
];

/** A Database that answers EXPLAIN ANALYZE of each query instead, and keeps the plans. */
function explaining(database: Database, plans: string[]): Database {
  return {
    ...database,
    kind: database.kind,
    async query<Row>(text: string, params?: unknown[]) {
      const { rows } = await database.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${text}`,
        params,
      );
      plans.push(rows.map((row) => row['QUERY PLAN']).join('\n'));
      return { rows: [] as Row[], rowCount: 0 };
    },
  };
}

/** The indexes a plan reads, or 'seq scan'. */
function indexesIn(plan: string): string {
  const used = [
    ...plan.matchAll(
      /(?:Index Scan|Index Only Scan|Bitmap Index Scan)(?: Backward)? (?:using|on) (\w+)/g,
    ),
  ];
  const names = [...new Set(used.map((match) => match[1]))];
  if (/Seq Scan on/.test(plan)) names.push('seq scan');
  return names.join(', ') || '-';
}

interface Measured {
  name: string;
  medianMs: number;
  rows: number;
  indexes: string;
  plan: string;
}

async function measure(database: Database): Promise<Measured[]> {
  const store = new PostgresConsoleStore(database);
  // The position 50,000 records into the list, for the deep page.
  const { rows } = await database.query<{ at: string; order_id: string }>(
    `SELECT to_char(fecha_registro AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at, order_id
     FROM pagos ORDER BY fecha_registro DESC, order_id DESC OFFSET $1 LIMIT 1`,
    [Math.floor(RECORDS / 2)],
  );
  picked.deepPosition = rows[0] ? { at: rows[0].at, orderId: rows[0].order_id } : undefined;
  const sample = await database.query<{ email: string; order_id: string }>(
    `SELECT payer->>'email_address' AS email, order_id FROM pagos
     WHERE payer->>'email_address' IS NOT NULL ORDER BY order_id LIMIT 1 OFFSET $1`,
    [Math.floor(RECORDS / 3)],
  );
  picked.email = sample.rows[0]?.email ?? '';
  picked.orderIdPart = (sample.rows[0]?.order_id ?? '').slice(3, 11).toLowerCase();
  picked.auditOrderId =
    (
      await database.query<{ order_id: string }>(
        "SELECT order_id FROM order_events WHERE source = 'operator' ORDER BY id DESC LIMIT 1",
      )
    ).rows[0]?.order_id ?? '';

  const results: Measured[] = [];
  for (const scenario of SCENARIOS) {
    const plans: string[] = [];
    await scenario.run(new PostgresConsoleStore(explaining(database, plans)));
    const times: number[] = [];
    let count = 0;
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      const answer = (await scenario.run(store)) as { rows?: unknown[]; count?: number };
      times.push(performance.now() - started);
      count = answer.rows?.length ?? answer.count ?? 0;
    }
    const plan = plans.join('\n---\n');
    results.push({
      name: scenario.name,
      medianMs: Number(median(times).toFixed(2)),
      rows: count,
      indexes: indexesIn(plan),
      plan,
    });
  }
  return results;
}

async function exportSeconds(database: Database): Promise<number> {
  const store = new PostgresConsoleStore(database);
  const started = performance.now();
  let after: ListPosition | undefined;
  let rows = 0;
  do {
    const batch = await store.exportOrders({}, 1_000, after);
    rows += batch.rows.length;
    after = batch.next ?? undefined;
  } while (after);
  if (rows !== RECORDS) throw new Error(`export read ${rows} rows, expected ${RECORDS}`);
  return Number(((performance.now() - started) / 1000).toFixed(2));
}

async function load(database: Database): Promise<{ loadS: number; analyzeMs: number | null }> {
  const started = performance.now();
  await database.exec(GENERATE.replaceAll(':n', String(RECORDS)));
  const loadS = Number(((performance.now() - started) / 1000).toFixed(1));
  if (options['no-analyze']) return { loadS, analyzeMs: null };
  // What each database does on its own: PostgreSQL's autovacuum vacuums and analyzes a table
  // within a minute of such a load; PGlite has none, and the server runs ANALYZE when it opens
  // it (server/db/database.ts), never VACUUM.
  const analyzing = performance.now();
  await database.exec(database.kind === 'postgres' ? 'VACUUM ANALYZE' : 'ANALYZE');
  return { loadS, analyzeMs: Math.round(performance.now() - analyzing) };
}

const backends: { name: string; open: () => Promise<Database>; cleanup?: () => Promise<void> }[] = [
  { name: 'PGlite', open: () => openDatabase({}) },
];
if (process.env.DATABASE_URL) {
  const url = new URL(process.env.DATABASE_URL);
  const admin = () => openDatabase({ databaseUrl: url.href });
  const scoped = new URL(url.href);
  scoped.searchParams.set('options', `-c search_path=${SCHEMA},public`);
  backends.push({
    name: 'PostgreSQL',
    open: async () => {
      const db = await admin();
      await db.exec(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE; CREATE SCHEMA ${SCHEMA};`);
      await db.close();
      return openDatabase({ databaseUrl: scoped.href, statementTimeoutMs: 600_000 });
    },
    cleanup: async () => {
      const db = await admin();
      await db.exec(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE`);
      await db.close();
    },
  });
}

const report: Record<string, unknown> = {
  environment: environment(),
  records: RECORDS,
  runs: RUNS,
};
const planText: string[] = [];
const byBackend: Record<string, Measured[]> = {};
for (const backend of backends) {
  console.log(`\n== ${backend.name}: generating ${RECORDS.toLocaleString('en')} records ==`);
  const database = await backend.open();
  try {
    const { loadS, analyzeMs } = await load(database);
    console.log(
      `loaded in ${loadS} s; ${database.kind === 'postgres' ? 'VACUUM ANALYZE' : 'ANALYZE'}: ${analyzeMs ?? '-'} ms`,
    );
    const measured = await measure(database);
    const exportS = await exportSeconds(database);
    byBackend[backend.name] = measured;
    report[backend.name] = {
      loadSeconds: loadS,
      analyzeMs,
      exportAllSeconds: exportS,
      queries: measured.map(({ plan: _plan, ...rest }) => rest),
    };
    for (const entry of measured)
      planText.push(`### ${backend.name}: ${entry.name}\n${entry.plan}\n`);
    console.log(`CSV export of all ${RECORDS.toLocaleString('en')} records: ${exportS} s`);
  } finally {
    await database.close();
    await backend.cleanup?.();
  }
}

const names = SCENARIOS.map((scenario) => scenario.name);
const header = ['query', ...backends.flatMap((b) => [`${b.name} ms`, `${b.name} index`]), 'rows'];
console.log(
  `\n${table(
    header,
    names.map((name) => {
      const cells = backends.flatMap((backend) => {
        const entry = byBackend[backend.name]?.find((m) => m.name === name);
        return [entry ? entry.medianMs.toFixed(1) : '-', entry?.indexes ?? '-'];
      });
      const rows = byBackend.PGlite?.find((m) => m.name === name)?.rows ?? 0;
      return [name, ...cells, String(rows)];
    }),
  )}\n`,
);
writeResults('console.json', report);
writeFileSync(path.join(RESULTS_DIR, 'console-plans.txt'), planText.join('\n'));
console.log(`plans: ${path.join('bench', 'results', 'console-plans.txt')}`);
