import pg from 'pg';

/**
 * Vitest's global setup for the server's tests on PostgreSQL (DATABASE_URL set): fails the run if
 * any table of the database's public schema has a different number of rows at the end than at the
 * start. Every test works in a schema of its own, dropped when it closes
 * (tests/support/payments-server.ts, openIsolatedPostgres and openSharedPostgres). A test that
 * wrote to public instead would make later runs depend on what earlier ones left there: a listing
 * of every record once saw 1,018 of them where its own test had made 10.
 *
 * Nothing else may write to that database while the suite runs (a benchmark pointed at it would
 * fail this check, and would measure a machine the tests keep busy).
 */
export default async function setup() {
  const url = process.env.DATABASE_URL;
  if (!url) return;
  const before = await publicRowCounts(url);
  return async () => {
    const after = await publicRowCounts(url);
    const changed = [...new Set([...before.keys(), ...after.keys()])]
      .filter((table) => before.get(table) !== after.get(table))
      .map((table) => `${table}: ${before.get(table) ?? 'none'} → ${after.get(table) ?? 'none'}`);
    if (changed.length > 0) {
      // Vitest reports an error thrown here but still exits 0: the exit code says it.
      process.exitCode = 1;
      console.error(
        `The tests changed the public schema of DATABASE_URL, which must stay as they found it (each test has a schema of its own): ${changed.join(', ')}`,
      );
    }
  };
}

/** Every table of the public schema with its exact number of rows. */
async function publicRowCounts(url: string): Promise<Map<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      "SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1",
    );
    const counts = new Map<string, number>();
    for (const { name } of tables) {
      const { rows } = await client.query<{ n: string }>(
        `SELECT count(*) AS n FROM public.${name}`,
      );
      counts.set(name, Number(rows[0]?.n));
    }
    return counts;
  } finally {
    await client.end();
  }
}
