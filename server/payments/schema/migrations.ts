/**
 * The payment records (pagos) and the PayPal webhook events already applied. The migrations that
 * create and change this area's tables (tables.ts beside this file), in id order;
 * platform/migrations.ts assembles every area's. This file imports nothing, so the platform may
 * read it without a circle of folders. A migration, once committed, never changes: a new change is
 * a new entry.
 */
export const PAYMENTS_MIGRATIONS = [
  // The console's list reads pagos' indexes; also indexes order_events (orders/) for the audit
  // trail: kept whole with the pagos indexes it is mostly about.
  {
    id: 5,
    name: 'operator console: list filters, search and audit indexes',
    sql: `
      -- Trigram indexes serve "contains" searches (LIKE '%text%') in any case. A trusted
      -- extension: the database's owner may create it.
      CREATE EXTENSION IF NOT EXISTS pg_trgm;

      -- When the order shipped, beside the payment, so that every filter of the console's list
      -- reads one table with one index. orders.shipped_at stays the source of truth; the one
      -- statement that ships an order writes both (server/db/console-store.ts).
      ALTER TABLE pagos ADD COLUMN shipped_at timestamptz;
      UPDATE pagos SET shipped_at = orders.shipped_at
        FROM orders WHERE orders.id = pagos.order_id AND orders.shipped_at IS NOT NULL;

      -- What the console's search looks in: the order id, the payer's email and name, lower case.
      ALTER TABLE pagos ADD COLUMN search_text text GENERATED ALWAYS AS (lower(
        order_id || ' ' || coalesce(payer->>'email_address', '') || ' ' ||
        coalesce(payer->>'name', ''))) STORED;
      CREATE INDEX pagos_search ON pagos USING gin (search_text gin_trgm_ops);

      -- One index per status filter, each in the list's order (newest first), so a page of any
      -- filter is read from its index in order and stops at the page's end; the totals of a
      -- filter are read from it too (INCLUDE).
      CREATE INDEX pagos_review ON pagos (fecha_registro DESC, order_id DESC)
        INCLUDE (total, refunded) WHERE status = 'PENDING';
      CREATE INDEX pagos_paid_unshipped ON pagos (fecha_registro DESC, order_id DESC)
        INCLUDE (total, refunded) WHERE status = 'COMPLETED' AND shipped_at IS NULL;
      CREATE INDEX pagos_shipped ON pagos (fecha_registro DESC, order_id DESC)
        INCLUDE (total, refunded) WHERE shipped_at IS NOT NULL;
      CREATE INDEX pagos_refunded ON pagos (fecha_registro DESC, order_id DESC)
        INCLUDE (total, refunded) WHERE status IN ('REFUNDED', 'PARTIALLY_REFUNDED');
      CREATE INDEX pagos_denied ON pagos (fecha_registro DESC, order_id DESC)
        INCLUDE (total, refunded) WHERE status = 'DENIED';
      CREATE INDEX pagos_by_type ON pagos (type, fecha_registro DESC, order_id DESC)
        INCLUDE (total, refunded);
      -- The unfiltered list and date ranges: the newest-first index, now covering the totals.
      CREATE INDEX pagos_newest_first_totals ON pagos (fecha_registro DESC, order_id DESC)
        INCLUDE (total, refunded);
      DROP INDEX pagos_newest_first;

      -- The audit trail: operators' actions, newest first, by operator (uid or email) or overall.
      CREATE INDEX order_events_operator ON order_events (at DESC, id DESC)
        WHERE source = 'operator';
      CREATE INDEX order_events_operator_uid ON order_events (actor_uid, at DESC, id DESC)
        WHERE source = 'operator';
      CREATE INDEX order_events_operator_email ON order_events (lower(actor_email), at DESC, id DESC)
        WHERE source = 'operator';
    `,
  },
  {
    id: 24,
    name: 'the payment record in integer cents',
    sql: `
      -- Money is integer cents from the browser to the database: the payment record keeps its
      -- amounts in cents too, and the specification's 'total' (decimal dollars) is computed from
      -- them by the database, so the record still reads as the specification writes it and no
      -- statement converts by hand.
      ALTER TABLE pagos ADD COLUMN total_cents integer, ADD COLUMN refunded_cents integer;
      UPDATE pagos SET total_cents = round(total * 100)::int, refunded_cents = round(refunded * 100)::int;
      -- The amounts' constraints and the console's covering indexes go with the dollar columns.
      ALTER TABLE pagos DROP COLUMN total, DROP COLUMN refunded;
      ALTER TABLE pagos
        ALTER COLUMN total_cents SET NOT NULL,
        ALTER COLUMN refunded_cents SET NOT NULL,
        ALTER COLUMN refunded_cents SET DEFAULT 0,
        ADD CONSTRAINT pagos_total_positive CHECK (total_cents > 0),
        ADD CONSTRAINT pagos_refunded_not_negative CHECK (refunded_cents >= 0),
        ADD CONSTRAINT pagos_refund_bounded CHECK (refunded_cents <= total_cents);
      ALTER TABLE pagos
        ADD COLUMN total numeric(12, 2) GENERATED ALWAYS AS (total_cents / 100.0) STORED;

      -- One index per status filter of the console's list, in its order, covering its totals.
      CREATE INDEX pagos_review ON pagos (fecha_registro DESC, order_id DESC)
        INCLUDE (total_cents, refunded_cents) WHERE status = 'PENDING';
      CREATE INDEX pagos_paid_unshipped ON pagos (fecha_registro DESC, order_id DESC)
        INCLUDE (total_cents, refunded_cents) WHERE status = 'COMPLETED' AND shipped_at IS NULL;
      CREATE INDEX pagos_shipped ON pagos (fecha_registro DESC, order_id DESC)
        INCLUDE (total_cents, refunded_cents) WHERE shipped_at IS NOT NULL;
      CREATE INDEX pagos_refunded ON pagos (fecha_registro DESC, order_id DESC)
        INCLUDE (total_cents, refunded_cents) WHERE status IN ('REFUNDED', 'PARTIALLY_REFUNDED');
      CREATE INDEX pagos_denied ON pagos (fecha_registro DESC, order_id DESC)
        INCLUDE (total_cents, refunded_cents) WHERE status = 'DENIED';
      CREATE INDEX pagos_by_type ON pagos (type, fecha_registro DESC, order_id DESC)
        INCLUDE (total_cents, refunded_cents);
      CREATE INDEX pagos_newest_first_totals ON pagos (fecha_registro DESC, order_id DESC)
        INCLUDE (total_cents, refunded_cents);
    `,
  },
];
