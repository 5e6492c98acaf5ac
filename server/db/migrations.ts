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
  {
    id: 2,
    name: 'order states, event history, webhooks and refunds',
    sql: `
      -- Where each order stands in the shop's words (PayPal's status column goes): created, the
      -- payer approved it, a capture is under way (written before PayPal is called), captured,
      -- held by PayPal for review, denied, refunded, or expired unpaid.
      ALTER TABLE orders
        ADD COLUMN state text NOT NULL DEFAULT 'created' CHECK (state IN (
          'created', 'approved', 'capturing', 'captured', 'pending', 'denied', 'refunded',
          'expired')),
        -- What a capture needs when the payer's browser is gone: the shipping address and the
        -- signed-in buyer, both given at create time (and again at capture).
        ADD COLUMN address jsonb,
        ADD COLUMN uid text,
        ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now(),
        -- The reconciler asks PayPal about an open order when this time has come.
        ADD COLUMN next_check_at timestamptz NOT NULL DEFAULT now(),
        ADD COLUMN checks integer NOT NULL DEFAULT 0;
      UPDATE orders SET state = CASE WHEN status = 'COMPLETED' THEN 'captured' ELSE 'created' END;
      ALTER TABLE orders DROP COLUMN status;
      CREATE INDEX orders_open_due ON orders (next_check_at)
        WHERE state IN ('created', 'approved', 'capturing', 'pending');

      -- The payment's status follows PayPal's capture; refunds are counted in USD.
      ALTER TABLE pagos
        ADD CONSTRAINT pagos_status_known CHECK (status IN (
          'COMPLETED', 'PENDING', 'DENIED', 'PARTIALLY_REFUNDED', 'REFUNDED')),
        ADD COLUMN refunded numeric(12, 2) NOT NULL DEFAULT 0 CHECK (refunded >= 0),
        ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now(),
        ADD CONSTRAINT pagos_refund_bounded CHECK (refunded <= total);

      -- Everything that happened to an order, and who or what did it.
      CREATE TABLE order_events (
        id          bigserial PRIMARY KEY,
        order_id    text NOT NULL REFERENCES orders (id),
        at          timestamptz NOT NULL DEFAULT now(),
        source      text NOT NULL CHECK (source IN (
          'create-route', 'capture-route', 'webhook', 'reconciler', 'operator')),
        kind        text NOT NULL,
        details     jsonb NOT NULL DEFAULT '{}',
        actor_uid   text,
        actor_email text
      );
      CREATE INDEX order_events_by_order ON order_events (order_id, id);

      -- PayPal webhook events already applied, by PayPal's event id: a redelivery changes nothing.
      CREATE TABLE webhook_events (
        id          text PRIMARY KEY,
        event_type  text NOT NULL,
        order_id    text,
        received_at timestamptz NOT NULL DEFAULT now()
      );

      -- Refunds, written before PayPal is asked (status 'requested'), so that two at once can
      -- never together exceed what was captured.
      CREATE TABLE refunds (
        request_id   text PRIMARY KEY,
        order_id     text NOT NULL REFERENCES orders (id),
        amount_cents integer NOT NULL CHECK (amount_cents > 0),
        status       text NOT NULL CHECK (status IN ('requested', 'completed', 'pending', 'failed')),
        paypal_id    text UNIQUE,
        reason       text NOT NULL,
        actor_uid    text,
        actor_email  text,
        created_at   timestamptz NOT NULL DEFAULT now(),
        updated_at   timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX refunds_by_order ON refunds (order_id);
    `,
  },
  {
    id: 3,
    name: 'receipt links and shipments',
    sql: `
      -- The secret in the buyer's receipt link (/orders/:id with this token): unguessable, one
      -- per order, made when the order is created.
      ALTER TABLE orders ADD COLUMN receipt_token text;
      UPDATE orders SET receipt_token = replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
      ALTER TABLE orders ALTER COLUMN receipt_token SET NOT NULL;
      CREATE UNIQUE INDEX orders_receipt_token ON orders (receipt_token);

      -- How a shipped good left: set once by an operator (the buyer is told, the receipt shows it).
      ALTER TABLE orders
        ADD COLUMN shipped_at timestamptz,
        ADD COLUMN carrier text,
        ADD COLUMN tracking_number text,
        ADD COLUMN tracking_url text,
        ADD CONSTRAINT orders_shipment_whole CHECK (
          (shipped_at IS NULL) = (carrier IS NULL) AND (shipped_at IS NULL) = (tracking_number IS NULL));
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
