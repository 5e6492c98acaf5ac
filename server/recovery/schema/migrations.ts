/**
 * Abandoned checkouts: the recovery links sent and the purges run. The migrations that create and
 * change this area's tables (tables.ts beside this file), in id order; platform/migrations.ts
 * assembles every area's. This file imports nothing, so the platform may read it without a circle
 * of folders. A migration, once committed, never changes: a new change is a new entry.
 */
export const RECOVERY_MIGRATIONS = [
  // Also creates order_notes (console/), indexes unpaid orders (orders/, read by the recovery's
  // list) and widens mail_outbox's kinds (mail/): kept whole with the abandoned checkouts it is
  // mostly about.
  {
    id: 19,
    name: 'notes on orders, resent emails, abandoned checkouts',
    sql: `
      -- Operators' internal notes on an order: who, when, what. Never shown to the buyer, never
      -- in the buyer's data download (server/account reads orders, payments and emails only).
      CREATE TABLE order_notes (
        id          bigserial PRIMARY KEY,
        order_id    text NOT NULL REFERENCES orders (id),
        at          timestamptz NOT NULL DEFAULT now(),
        actor_uid   text NOT NULL,
        actor_email text,
        body        text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 2000)
      );
      CREATE INDEX order_notes_by_order ON order_notes (order_id, id);

      -- The link back to a fresh checkout an operator emailed the buyer of an abandoned checkout:
      -- one per order (the key), its secret token (/checkout?restore=<token>), who sent it.
      CREATE TABLE checkout_recoveries (
        order_id    text PRIMARY KEY REFERENCES orders (id),
        token       text NOT NULL UNIQUE,
        at          timestamptz NOT NULL DEFAULT now(),
        actor_uid   text NOT NULL,
        actor_email text
      );

      -- Each run of the purge of abandoned checkouts older than 30 days, and how many it removed.
      CREATE TABLE abandoned_purges (
        id     bigserial PRIMARY KEY,
        at     timestamptz NOT NULL DEFAULT now(),
        purged integer NOT NULL CHECK (purged >= 0)
      );

      -- Abandoned checkouts, newest first (created, never captured: console/abandoned-store.ts).
      CREATE INDEX orders_unpaid_newest_first ON orders (created_at DESC, id DESC)
        WHERE state IN ('created', 'approved', 'expired');

      -- The recovery email of an abandoned checkout.
      ALTER TABLE mail_outbox DROP CONSTRAINT mail_outbox_kind_check;
      ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_kind_check CHECK (kind IN (
        'confirmation', 'payment-completed', 'payment-denied', 'refund', 'shipped',
        'order-link', 'cancellation-requested', 'cancellation-declined', 'invoice',
        'checkout-recovery'));
    `,
  },
];
