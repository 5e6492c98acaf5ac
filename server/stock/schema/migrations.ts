/**
 * The stock of limited batches: units on sale, the holds of orders, the operators' changes. The
 * migrations that create and change this area's tables (tables.ts beside this file), in id order;
 * platform/migrations.ts assembles every area's. This file imports nothing, so the platform may
 * read it without a circle of folders. A migration, once committed, never changes: a new change is
 * a new entry.
 */
export const STOCK_MIGRATIONS = [
  {
    id: 12,
    name: 'stock of limited batches',
    sql: `
      -- The units of a shipped product on sale now: what a new order may still take. A product
      -- with no row is not limited (sold without a count, as before there was stock). Taken by an
      -- order's hold, given back when the hold is released; negative only if PayPal captured an
      -- order after its hold was released (its approval window over): the console shows it.
      CREATE TABLE stock (
        product_id text PRIMARY KEY,
        available  integer NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      );

      -- The units each order holds, one row per product: 'held' from create-order (before PayPal
      -- is asked) until the order is paid ('sold') or ends unpaid, or is refunded in full before it
      -- ships ('released': the units are on sale again). A hold no order claimed (the process died
      -- between PayPal's answer and the order's insert) is released after hold_until.
      CREATE TABLE stock_holds (
        hold_id    text NOT NULL,
        product_id text NOT NULL,
        quantity   integer NOT NULL CHECK (quantity > 0),
        state      text NOT NULL DEFAULT 'held' CHECK (state IN ('held', 'sold', 'released')),
        order_id   text REFERENCES orders (id),
        hold_until timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (hold_id, product_id),
        CHECK (order_id IS NOT NULL OR hold_until IS NOT NULL)
      );
      CREATE INDEX stock_holds_by_order ON stock_holds (order_id);
      CREATE INDEX stock_holds_unclaimed ON stock_holds (hold_until)
        WHERE order_id IS NULL AND state = 'held';

      -- Every change an operator made to the units on sale: who, when, from and to.
      CREATE TABLE stock_changes (
        id          bigserial PRIMARY KEY,
        product_id  text NOT NULL,
        at          timestamptz NOT NULL DEFAULT now(),
        from_units  integer,
        to_units    integer,
        actor_uid   text NOT NULL,
        actor_email text
      );
      CREATE INDEX stock_changes_newest_first ON stock_changes (at DESC, id DESC);
    `,
  },
];
