import type { Database } from './database';

/**
 * The schema's history, applied in order at every start. A migration, once committed, never
 * changes: a new change is a new entry. They live in code (not .sql files) so the bundled server
 * carries them without reading anything from disk.
 */
export interface Migration {
  id: number;
  name: string;
  sql: string;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    id: 1,
    name: 'orders and pagos',
    sql: `
      -- Every order created with PayPal, priced by the server.
      CREATE TABLE orders (
        id          text PRIMARY KEY,
        total_cents integer NOT NULL CHECK (total_cents > 0),
        currency    char(3) NOT NULL DEFAULT 'USD',
        items       jsonb NOT NULL,
        type        text NOT NULL CHECK (type IN ('subscription', 'product')),
        shipped     boolean NOT NULL,
        status      text NOT NULL,
        -- Bumped after each declined capture: the next capture is a new attempt at PayPal (a new
        -- PayPal-Request-Id) once the payer has chosen another card.
        capture_attempt integer NOT NULL DEFAULT 0,
        -- The subscription code is drawn when the order is created, so every capture of it
        -- (retries, concurrent requests, the outbox) records the same one.
        codigo      text UNIQUE CHECK (codigo ~ '^SYN-[A-Z0-9]{8}$'),
        created_at  timestamptz NOT NULL DEFAULT now(),
        CHECK ((type = 'subscription') = (codigo IS NOT NULL))
      );

      -- The payment record of every completed capture: one per order, enforced here.
      CREATE TABLE pagos (
        order_id       text PRIMARY KEY,
        total          numeric(12, 2) NOT NULL CHECK (total > 0),
        items          jsonb NOT NULL,
        type           text NOT NULL CHECK (type IN ('subscription', 'product')),
        payer          jsonb NOT NULL,
        status         text NOT NULL,
        address        jsonb,
        codigo         text UNIQUE CHECK (codigo ~ '^SYN-[A-Z0-9]{8}$'),
        fecha_registro timestamptz NOT NULL DEFAULT now(),
        tipo           text NOT NULL CHECK (tipo IN ('suscripción', 'producto')),
        uid            text,
        capture_id     text,
        CHECK ((tipo = 'suscripción') = (codigo IS NOT NULL))
      );
      CREATE INDEX pagos_newest_first ON pagos (fecha_registro DESC, order_id DESC);
    `,
  },
];

/** Any fixed number: the advisory lock that keeps two starting servers from migrating at once. */
const MIGRATION_LOCK = 7_240_001;

export async function migrate(database: Database): Promise<number[]> {
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
    for (const migration of MIGRATIONS) {
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
