import { ACCOUNT_MIGRATIONS } from '../account/schema/migrations';
import { INVOICES_MIGRATIONS } from '../invoices/schema/migrations';
import { MAIL_MIGRATIONS } from '../mail/schema/migrations';
import { ORDERS_MIGRATIONS } from '../orders/schema/migrations';
import { PAYMENTS_MIGRATIONS } from '../payments/schema/migrations';
import { RECOVERY_MIGRATIONS } from '../recovery/schema/migrations';
import { STOCK_MIGRATIONS } from '../stock/schema/migrations';
import { SUBSCRIPTIONS_MIGRATIONS } from '../subscriptions/schema/migrations';
import type { Database } from './sql';

/**
 * One step of the schema's history: its id, which orders it and is recorded once applied, and its
 * SQL, which never changes once committed.
 */
export interface Migration {
  id: number;
  name: string;
  sql: string;
}

/**
 * The migrations of the platform's own tables (schema/tables.ts), and of those that are no single
 * area's (none yet: each so far is kept whole in the area that owns most of what it touches, with
 * a comment naming the others).
 */
const PLATFORM_MIGRATIONS: readonly Migration[] = [
  {
    id: 28,
    name: 'rate limits counted by every API process together',
    sql: `
      -- shared-rate-limit.ts: one row per limited key (a SHA-256 digest, never an address in the
      -- clear) while its window lasts; any later request sweeps the windows that have ended.
      CREATE TABLE rate_limit_hits (
        key text PRIMARY KEY,
        hits integer NOT NULL,
        resets_at timestamptz NOT NULL
      );
      CREATE INDEX rate_limit_hits_by_reset ON rate_limit_hits (resets_at);
    `,
  },
];

/**
 * The schema's history, applied in order at every start: every area's migrations (each area holds
 * those that create and change its tables, server/<area>/schema/migrations.ts), in id order. A
 * migration, once committed, never changes: a new change is a new entry in its area's list (or in
 * PLATFORM_MIGRATIONS above, for one that is no area's). They live in code (not .sql files) so the
 * bundled server carries them without reading anything from disk. The areas' files import
 * nothing, so platform/ reads them without a circle of folders.
 */
export const MIGRATIONS: readonly Migration[] = inIdOrder([
  ...PLATFORM_MIGRATIONS,
  ...ACCOUNT_MIGRATIONS,
  ...INVOICES_MIGRATIONS,
  ...MAIL_MIGRATIONS,
  ...ORDERS_MIGRATIONS,
  ...PAYMENTS_MIGRATIONS,
  ...RECOVERY_MIGRATIONS,
  ...STOCK_MIGRATIONS,
  ...SUBSCRIPTIONS_MIGRATIONS,
]);

/** One list in id order, refusing an id two areas both claim. */
function inIdOrder(migrations: readonly Migration[]): readonly Migration[] {
  const sorted = [...migrations].sort((a, b) => a.id - b.id);
  sorted.forEach((migration, index) => {
    if (index > 0 && sorted[index - 1]?.id === migration.id) {
      throw new Error(`Migration ${migration.id} is declared twice`);
    }
  });
  return sorted;
}

/** Any fixed number: the advisory lock that keeps two starting servers from migrating at once. */
export const MIGRATION_LOCK = 7_240_001;

/** Applies the missing migrations of `migrations` (all of them but in tests of a migration). */
export async function migrate(
  database: Database,
  migrations: readonly Migration[] = MIGRATIONS,
): Promise<number[]> {
  return database.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.query(`
      CREATE TABLE IF NOT EXISTS schema_migrations (
        id         integer PRIMARY KEY,
        name       text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
    const { rows } = await tx.query<{ id: number }>('SELECT id FROM schema_migrations');
    const applied = new Set(rows.map((row) => row.id));
    const appliedNow: number[] = [];
    for (const migration of migrations) {
      if (applied.has(migration.id)) continue;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (id, name) VALUES ($1, $2)', [
        migration.id,
        migration.name,
      ]);
      appliedNow.push(migration.id);
    }
    return appliedNow;
  });
}
