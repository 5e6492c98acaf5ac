/**
 * The orders' tables: orders and their history (order_events). The migrations that create and
 * change this area's tables (tables.ts beside this file), in id order; platform/migrations.ts
 * assembles every area's. This file imports nothing, so the platform may read it without a circle
 * of folders. A migration, once committed, never changes: a new change is a new entry.
 */
export const ORDERS_MIGRATIONS = [
  // Also creates the payment record's table, pagos (payments/): the founding migration stays whole.
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
  // Also touches pagos (payments/), and creates webhook_events (payments/) and refunds (refunds/):
  // one migration, kept whole with the order's states it is mostly about.
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
  {
    id: 6,
    name: 'orders needing attention, collapsed capture refusals',
    sql: `
      -- A captured order whose payment record the database refused (a value it cannot hold):
      -- why, and since when. The console lists these; writing the record clears them.
      ALTER TABLE orders
        ADD COLUMN attention text,
        ADD COLUMN attention_at timestamptz,
        -- Captures refused in a row because the payer had not approved: the history tells the
        -- first, this counts the rest (so asking again and again cannot grow the tables).
        ADD COLUMN refusal_streak integer NOT NULL DEFAULT 0;
      CREATE INDEX orders_needing_attention ON orders (attention_at DESC, id DESC)
        WHERE attention IS NOT NULL;
    `,
  },
  // Also converts pagos' items (payments/) and mail_outbox's refunded amount (mail/) to cents: kept
  // whole with the orders it is mostly about.
  {
    id: 7,
    name: 'English names, money in cents, emails decided by the application',
    sql: `
      -- One name, one meaning: an order that holds a good to ship (not one that has shipped), and
      -- its subscription's code. The payment record (pagos) keeps the specification's names.
      ALTER TABLE orders RENAME COLUMN shipped TO ships_goods;
      ALTER TABLE orders RENAME COLUMN codigo TO subscription_code;
      ALTER TABLE orders RENAME CONSTRAINT orders_codigo_key TO orders_subscription_code_key;

      -- Money is integer cents everywhere but in the specification's record: an order line's unit
      -- price too ('391.00' becomes 39100), in the orders and in their records.
      UPDATE orders SET items = (
        SELECT jsonb_agg((line - 'unitPrice') ||
                         jsonb_build_object('unitPriceCents',
                                            round((line->>'unitPrice')::numeric * 100)::int)
                         ORDER BY position)
        FROM jsonb_array_elements(items) WITH ORDINALITY AS lines(line, position))
      WHERE items @? '$[*].unitPrice';
      UPDATE pagos SET items = (
        SELECT jsonb_agg((line - 'unitPrice') ||
                         jsonb_build_object('unitPriceCents',
                                            round((line->>'unitPrice')::numeric * 100)::int)
                         ORDER BY position)
        FROM jsonb_array_elements(items) WITH ORDINALITY AS lines(line, position))
      WHERE items @? '$[*].unitPrice';
      ALTER TABLE mail_outbox ADD COLUMN refunded_cents integer;
      UPDATE mail_outbox SET refunded_cents = round(refunded * 100)::int;
      ALTER TABLE mail_outbox DROP COLUMN refunded;

      -- Which email an order event sends is decided by the application, in the statement that
      -- writes the event (server/orders/ledger.ts): the database keeps the data.
      DROP TRIGGER order_event_mail ON order_events;
      DROP FUNCTION mail_for_order_event();
    `,
  },
  {
    id: 8,
    name: 'the language an order was placed in',
    sql: `
      -- The page's language at checkout: the order's emails and links speak it. Orders placed
      -- before there was a Spanish site were placed in English.
      ALTER TABLE orders ADD COLUMN locale text NOT NULL DEFAULT 'en'
        CHECK (locale IN ('en', 'es'));
    `,
  },
  {
    id: 9,
    name: 'the contact given at checkout',
    sql: `
      -- { email, name, phone }: where the order's emails go, who receives the parcel, the phone
      -- the carrier calls (E.164). Null for orders placed before checkout asked, or by API
      -- clients that send none.
      ALTER TABLE orders ADD COLUMN contact jsonb;
    `,
  },
  // Also adds refunds.next_check_at and its index (refunds/): kept whole.
  {
    id: 10,
    name: 'a declined capture waits for a new approval; refunds PayPal has not settled',
    sql: `
      -- Set when a capture is declined (or refused for the payer's reasons): PayPal may leave the
      -- order APPROVED, and capturing it again would charge the declined card again. Cleared by
      -- the payer's next approval (their browser's capture, or PayPal's approval webhook).
      ALTER TABLE orders ADD COLUMN declined_at timestamptz;
      -- When the reconciler next asks PayPal about a refund it answered PENDING.
      ALTER TABLE refunds ADD COLUMN next_check_at timestamptz;
      CREATE INDEX refunds_pending_due ON refunds (next_check_at) WHERE status = 'pending';
    `,
  },
  // Also copies the number beside the payment, pagos.order_number (payments/): kept whole.
  {
    id: 11,
    name: 'order numbers',
    sql: `
      -- Numbering every order, and rebuilding the console's search, can outlast a request's
      -- deadline on a large shop; a migration runs once, at start, under the migrations' lock.
      SET LOCAL statement_timeout = 0;

      -- The shop's own name for an order ('ELY-7K3M9Q', domain/order/order-number.ts), the one
      -- buyers and operators read; PayPal's id stays the key. New orders draw theirs in the
      -- application; every order made before gets one here, random too (6 bytes of a version 4
      -- UUID, whose first 6 are all random, each to one of 32 characters: 256 is 8 × 32), and a
      -- number drawn twice is drawn again until every order's is its own.
      ALTER TABLE orders ADD COLUMN order_number text;
      DO $$
      BEGIN
        LOOP
          UPDATE orders o SET order_number = drawn.number
          FROM (SELECT id, 'ELY-' || (
                  SELECT string_agg(substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ',
                                           get_byte(bytes, k) % 32 + 1, 1), '' ORDER BY k)
                  FROM generate_series(0, 5) AS k) AS number
                FROM (SELECT id, uuid_send(gen_random_uuid()) AS bytes
                      FROM orders WHERE order_number IS NULL) AS fresh) AS drawn
          WHERE o.id = drawn.id;
          UPDATE orders SET order_number = NULL
          WHERE id IN (SELECT id FROM (
                         SELECT id, row_number() OVER (PARTITION BY order_number ORDER BY id) AS nth
                         FROM orders) AS numbered
                       WHERE nth > 1);
          EXIT WHEN NOT FOUND;
        END LOOP;
      END
      $$;
      ALTER TABLE orders
        ALTER COLUMN order_number SET NOT NULL,
        ADD CONSTRAINT orders_order_number_key UNIQUE (order_number),
        ADD CONSTRAINT orders_order_number_format
          CHECK (order_number ~ '^ELY-[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{6}$');

      -- The number beside the payment too, so the console's search finds it in the one column
      -- its index reads (a generated column cannot look into orders). Written with the record
      -- from its order (server/payments/postgres-store.ts); never required of it: nothing may
      -- stop a payment from being recorded.
      ALTER TABLE pagos DROP COLUMN search_text;
      ALTER TABLE pagos ADD COLUMN order_number text;
      UPDATE pagos SET order_number = orders.order_number
        FROM orders WHERE orders.id = pagos.order_id;
      ALTER TABLE pagos ADD COLUMN search_text text GENERATED ALWAYS AS (lower(
        coalesce(order_number, '') || ' ' || order_id || ' ' ||
        coalesce(payer->>'email_address', '') || ' ' || coalesce(payer->>'name', ''))) STORED;
      CREATE INDEX pagos_search ON pagos USING gin (search_text gin_trgm_ops);
    `,
  },
  // Also widens mail_outbox's kinds (mail/): kept whole.
  {
    id: 13,
    name: 'find my order: its event source and its email',
    sql: `
      -- "Find my order" writes a line in the order's history ('link-requested', source
      -- 'find-order') and queues the order page's link by email ('order-link'), one per request.
      ALTER TABLE order_events DROP CONSTRAINT order_events_source_check;
      ALTER TABLE order_events ADD CONSTRAINT order_events_source_check CHECK (source IN (
        'create-route', 'capture-route', 'webhook', 'reconciler', 'operator', 'find-order'));
      ALTER TABLE mail_outbox DROP CONSTRAINT mail_outbox_kind_check;
      ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_kind_check CHECK (kind IN (
        'confirmation', 'payment-completed', 'payment-denied', 'refund', 'shipped',
        'order-link'));
    `,
  },
  {
    id: 15,
    name: 'orders delivered',
    sql: `
      -- When an operator marked the parcel delivered (the carrier's word, read by the operator):
      -- the order page's last step. Only a shipped order can be delivered.
      ALTER TABLE orders
        ADD COLUMN delivered_at timestamptz,
        ADD CONSTRAINT orders_delivered_after_shipped CHECK (
          delivered_at IS NULL OR shipped_at IS NOT NULL);
    `,
  },
  // Also widens mail_outbox's kinds (mail/): kept whole.
  {
    id: 17,
    name: 'cancel before shipping: the request, its decisions and their emails',
    sql: `
      -- The buyer asks on the order page to cancel an order that has not shipped (source
      -- 'order-page', event 'cancellation-requested'); an operator approves it (a full refund) or
      -- declines it with a reason. The buyer is emailed the request and the decline (the approval's
      -- email is the refund's).
      ALTER TABLE order_events DROP CONSTRAINT order_events_source_check;
      ALTER TABLE order_events ADD CONSTRAINT order_events_source_check CHECK (source IN (
        'create-route', 'capture-route', 'webhook', 'reconciler', 'operator', 'find-order',
        'account', 'order-page'));
      ALTER TABLE mail_outbox DROP CONSTRAINT mail_outbox_kind_check;
      ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_kind_check CHECK (kind IN (
        'confirmation', 'payment-completed', 'payment-denied', 'refund', 'shipped',
        'order-link', 'cancellation-requested', 'cancellation-declined'));

      -- Where the latest request stands (the events tell the story; this column lets one
      -- statement write a request or a decision only from the state it follows, so a double
      -- click never writes two, and lets the console count the open ones from an index).
      ALTER TABLE orders ADD COLUMN cancellation text
        CHECK (cancellation IN ('requested', 'approved', 'declined'));
      CREATE INDEX orders_cancellation_requested ON orders (created_at DESC, id DESC)
        WHERE cancellation = 'requested';
    `,
  },
  // Also indexes pagos (payments/) by PayPal's capture id, for the same search: kept whole.
  {
    id: 27,
    name: "the console's search: the buyer's contact and PayPal's capture id",
    sql: `
      -- Building a stored column rewrites the orders table: on a large shop that can outlast a
      -- request's deadline, and a migration runs once, at start, under the migrations' lock.
      SET LOCAL statement_timeout = 0;

      -- The console finds an order by what the buyer gave at checkout (name, email, phone in
      -- E.164), as by its number: lower case, in one column its trigram index serves ("contains"
      -- in any case). The PayPal payer's facts stay in pagos.search_text.
      ALTER TABLE orders ADD COLUMN search_text text GENERATED ALWAYS AS (lower(
        coalesce(order_number, '') || ' ' || coalesce(contact ->> 'name', '') || ' ' ||
        coalesce(contact ->> 'email', '') || ' ' || coalesce(contact ->> 'phone', ''))) STORED;
      CREATE INDEX orders_search ON orders USING gin (search_text gin_trgm_ops);

      -- PayPal's capture id, whole: what PayPal's activity page and a dispute name.
      CREATE INDEX pagos_by_capture_id ON pagos (capture_id) WHERE capture_id IS NOT NULL;
    `,
  },
];
