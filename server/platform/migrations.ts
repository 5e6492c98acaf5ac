import type { Database } from './sql';

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
  {
    id: 4,
    name: 'buyer emails and the mail outbox',
    sql: `
      -- The signed-in buyer's own email (from their verified ID token, at create or capture): where
      -- the order's emails go when PayPal gives no payer email (a card may have none).
      ALTER TABLE orders ADD COLUMN buyer_email text;
      -- A signed-in buyer's orders, newest first ("My orders").
      CREATE INDEX pagos_by_buyer ON pagos (uid, fecha_registro DESC) WHERE uid IS NOT NULL;

      -- Every email the shop owes a buyer, one row per order and key: 'confirmation', 'completed'
      -- and 'denied' once per order, 'refund:<event id>' and 'shipped:<event id>' once per event.
      -- The unique key, not the sender's memory, is what makes each email go out at most once.
      CREATE TABLE mail_outbox (
        id              bigserial PRIMARY KEY,
        order_id        text NOT NULL REFERENCES orders (id),
        event_id        bigint NOT NULL REFERENCES order_events (id),
        kind            text NOT NULL CHECK (kind IN (
          'confirmation', 'payment-completed', 'payment-denied', 'refund', 'shipped')),
        dedupe_key      text NOT NULL,
        -- The payment as it stood when the event happened: an email sent late still tells of
        -- that moment (a first refund's email names what had been refunded then, not since).
        payment_status  text,
        refunded        numeric(12, 2),
        -- queued → sent; skipped (no address to send to); failed (gave up after the retries).
        status          text NOT NULL DEFAULT 'queued' CHECK (status IN (
          'queued', 'sent', 'skipped', 'failed')),
        attempts        integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        recipient       text,
        last_error      text,
        created_at      timestamptz NOT NULL DEFAULT now(),
        sent_at         timestamptz,
        UNIQUE (order_id, dedupe_key)
      );
      CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at) WHERE status = 'queued';

      -- The outbox is filled by the order's history itself: the statement that writes an event
      -- writes the email it calls for, in the same transaction, so no event is ever missed or
      -- mailed twice, and the payment code knows nothing of email. A failure here is only a
      -- warning: an email must never stop a payment from being recorded.
      CREATE FUNCTION mail_for_order_event() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        mail_kind    text;
        dedupe       text;
        pay_status   text;
        pay_refunded numeric(12, 2);
      BEGIN
        mail_kind := CASE NEW.kind
          WHEN 'captured' THEN 'confirmation'
          WHEN 'pending' THEN 'confirmation'
          WHEN 'recorded-from-outbox' THEN 'confirmation'
          WHEN 'completed' THEN 'payment-completed'
          WHEN 'denied' THEN 'payment-denied'
          WHEN 'partially_refunded' THEN 'refund'
          WHEN 'refunded' THEN 'refund'
          WHEN 'shipped' THEN 'shipped'
        END;
        IF mail_kind IS NULL THEN
          RETURN NULL;
        END IF;
        BEGIN
          -- The record as the event's own statement left it (an AFTER trigger sees its changes).
          SELECT status, refunded INTO pay_status, pay_refunded
          FROM pagos WHERE order_id = NEW.order_id;
          -- 'completed' and 'denied' end a review: only a payment the buyer was told is under
          -- review gets one ('denied' also ends an order PayPal refused before any record was
          -- written, where the payer saw the error at checkout). A status that went back and
          -- forth (a late answer from PayPal applied over a newer one) sends nothing.
          IF mail_kind IN ('payment-completed', 'payment-denied') AND NOT (
               pay_status IS NOT NULL AND (
                 NEW.details->>'from' = 'PENDING'
                 OR EXISTS (SELECT 1 FROM mail_outbox
                            WHERE order_id = NEW.order_id AND dedupe_key = 'confirmation'
                              AND payment_status = 'PENDING'))) THEN
            RETURN NULL;
          END IF;
          -- A refund email tells of more money back than the last one did, never of the same.
          IF mail_kind = 'refund' AND COALESCE(pay_refunded, 0) <= COALESCE(
               (SELECT max(refunded) FROM mail_outbox
                WHERE order_id = NEW.order_id AND kind = 'refund'), 0) THEN
            RETURN NULL;
          END IF;
          dedupe := CASE
            WHEN mail_kind IN ('refund', 'shipped') THEN mail_kind || ':' || NEW.id
            WHEN mail_kind = 'confirmation' THEN 'confirmation'
            ELSE NEW.kind
          END;
          INSERT INTO mail_outbox (order_id, event_id, kind, dedupe_key, payment_status, refunded)
          VALUES (NEW.order_id, NEW.id, mail_kind, dedupe, pay_status, pay_refunded)
          ON CONFLICT (order_id, dedupe_key) DO NOTHING;
        EXCEPTION WHEN OTHERS THEN
          RAISE WARNING 'mail outbox: no email for event % of order %: %', NEW.id, NEW.order_id, SQLERRM;
        END;
        RETURN NULL;
      END
      $$;
      CREATE TRIGGER order_event_mail AFTER INSERT ON order_events
        FOR EACH ROW EXECUTE FUNCTION mail_for_order_event();
    `,
  },
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
  {
    id: 16,
    name: "the buyer's account: guest orders it proves, its data rights",
    sql: `
      -- The buyer's account acts on an order's history too: a guest order whose contact email
      -- an account has verified is attached to it ('attached-to-account'), and an account deleted
      -- leaves its orders ('detached-from-account'). Both are written with source 'account'.
      ALTER TABLE order_events DROP CONSTRAINT order_events_source_check;
      ALTER TABLE order_events ADD CONSTRAINT order_events_source_check CHECK (source IN (
        'create-route', 'capture-route', 'webhook', 'reconciler', 'operator', 'find-order',
        'account'));

      -- The guest orders of an email, asked at every sign-in of a verified account.
      CREATE INDEX orders_guest_by_contact_email ON orders (lower(contact ->> 'email'))
        WHERE uid IS NULL;

      -- What a buyer did with their own data (ARCO rights): downloaded it, deleted the account.
      -- The uid only: the email of a deleted account is not kept here.
      CREATE TABLE account_events (
        id      bigserial PRIMARY KEY,
        at      timestamptz NOT NULL DEFAULT now(),
        uid     text NOT NULL,
        kind    text NOT NULL CHECK (kind IN ('data-exported', 'account-deleted')),
        details jsonb NOT NULL DEFAULT '{}'
      );
      CREATE INDEX account_events_newest_first ON account_events (at DESC, id DESC);
      CREATE INDEX account_events_by_uid ON account_events (uid, at DESC);
    `,
  },
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
  {
    id: 18,
    name: 'invoice (CFDI) requests',
    sql: `
      -- A buyer's request for a factura (CFDI 4.0) of a paid order, and the files the company's
      -- PAC stamped, attached by an operator (server/invoices/). One per order: a sale is invoiced
      -- once. The receiver as the SAT knows them (domain/invoice/request.ts checked it); the PDF
      -- and the XML kept here, in PostgreSQL, like every other record of the order (at most
      -- 2 MB each, checked by the API), with the UUID the SAT's stamp gave the XML.
      CREATE TABLE invoice_requests (
        id            bigserial PRIMARY KEY,
        order_id      text NOT NULL UNIQUE REFERENCES orders (id),
        rfc           text NOT NULL,
        name          text NOT NULL,
        person_type   text NOT NULL CHECK (person_type IN ('fisica', 'moral')),
        tax_regime    text NOT NULL,
        cfdi_use      text NOT NULL,
        postal_code   text NOT NULL CHECK (postal_code ~ '^[0-9]{5}$'),
        status        text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'attached')),
        requested_at  timestamptz NOT NULL DEFAULT now(),
        -- Who asked: the holder of the receipt link, or the signed-in owner (their uid).
        requested_uid text,
        uuid          text,
        pdf           bytea,
        xml           bytea,
        attached_at   timestamptz,
        attached_uid  text,
        attached_email text,
        CHECK ((status = 'attached') = (uuid IS NOT NULL AND pdf IS NOT NULL AND xml IS NOT NULL
                                        AND attached_at IS NOT NULL))
      );
      -- The console's list of open requests, newest first.
      CREATE INDEX invoice_requests_open ON invoice_requests (requested_at DESC, id DESC)
        WHERE status = 'open';

      -- The buyer asks on the order page (source 'order-page', allowed since migration 17; kind
      -- 'invoice-requested'); an operator attaches the files ('invoice-attached'), which emails
      -- the buyer ('invoice').
      ALTER TABLE mail_outbox DROP CONSTRAINT mail_outbox_kind_check;
      ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_kind_check CHECK (kind IN (
        'confirmation', 'payment-completed', 'payment-denied', 'refund', 'shipped',
        'order-link', 'cancellation-requested', 'cancellation-declined', 'invoice'));
    `,
  },
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
  {
    id: 20,
    name: 'Custom ELY subscriptions (PayPal Subscriptions v1)',
    sql: `
      -- A Custom ELY subscription, recorded once PayPal says it is ACTIVE on the shop's plan
      -- (server/subscriptions). Its code is the activation payment's codigo; the token is the
      -- secret of the link in its emails (a guest's way to see and cancel it).
      CREATE TABLE subscriptions (
        id              text PRIMARY KEY,
        plan_id         text NOT NULL,
        status          text NOT NULL CHECK (status IN ('active', 'suspended', 'cancelled', 'expired')),
        codigo          text NOT NULL UNIQUE CHECK (codigo ~ '^SYN-[A-Z0-9]{8}$'),
        contact         jsonb NOT NULL,
        locale          text NOT NULL CHECK (locale IN ('en', 'es')),
        uid             text,
        payer           jsonb NOT NULL,
        manage_token    text NOT NULL UNIQUE,
        next_billing_at timestamptz,
        failed_payments integer NOT NULL DEFAULT 0 CHECK (failed_payments >= 0),
        last_failed_at  timestamptz,
        created_at      timestamptz NOT NULL DEFAULT now(),
        updated_at      timestamptz NOT NULL DEFAULT now(),
        cancelled_at    timestamptz
      );
      CREATE INDEX subscriptions_by_uid ON subscriptions (uid) WHERE uid IS NOT NULL;
      CREATE INDEX subscriptions_live ON subscriptions (updated_at)
        WHERE status IN ('active', 'suspended');

      -- Which payment record (pagos, tipo 'suscripción', its order_id PayPal's transaction id) is
      -- which subscription's: one row per payment PayPal took, written with the record.
      CREATE TABLE subscription_payments (
        payment_id      text PRIMARY KEY REFERENCES pagos (order_id),
        subscription_id text NOT NULL REFERENCES subscriptions (id),
        recorded_at     timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX subscription_payments_by_subscription
        ON subscription_payments (subscription_id, recorded_at);

      -- The subscriber's emails, written in the statement that records what they tell of, one per
      -- subscription and key ('started', 'payment:<transaction>', 'failed:<time>', 'suspended:<time>',
      -- 'cancelled', 'expired'): the unique key makes each go out at most once.
      CREATE TABLE subscription_mail (
        id              bigserial PRIMARY KEY,
        subscription_id text NOT NULL REFERENCES subscriptions (id),
        kind            text NOT NULL CHECK (kind IN (
          'subscription-started', 'subscription-renewed', 'subscription-payment-failed',
          'subscription-suspended', 'subscription-cancelled', 'subscription-expired')),
        dedupe_key      text NOT NULL,
        payment_id      text,
        status          text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'failed')),
        attempts        integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        recipient       text,
        last_error      text,
        created_at      timestamptz NOT NULL DEFAULT now(),
        sent_at         timestamptz,
        UNIQUE (subscription_id, dedupe_key)
      );
      CREATE INDEX subscription_mail_due ON subscription_mail (next_attempt_at)
        WHERE status = 'queued';
    `,
  },
  {
    id: 21,
    name: "the buyer's saved address",
    sql: `
      -- The address a signed-in buyer keeps for their next order, with who receives the parcel
      -- (name and phone; the account holds the email). One per account, replaced when saved
      -- again; part of the account's data download, and deleted with the account.
      CREATE TABLE saved_addresses (
        uid        text PRIMARY KEY,
        name       text NOT NULL,
        phone      text NOT NULL,
        address    jsonb NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      );
    `,
  },
  {
    id: 22,
    name: "the account's details, its address book and the language of its emails",
    sql: `
      -- Who the buyer is to the shop (the name and phone the checkout's contact is filled with)
      -- and the language their emails are written in (null: each order's own language).
      CREATE TABLE account_profiles (
        uid          text PRIMARY KEY,
        name         text,
        phone        text,
        email_locale text CHECK (email_locale IN ('en', 'es')),
        updated_at   timestamptz NOT NULL DEFAULT now()
      );
      -- The buyer's addresses, several (the API caps them), at most one the default.
      CREATE TABLE account_addresses (
        id         text PRIMARY KEY DEFAULT replace(gen_random_uuid()::text, '-', ''),
        uid        text NOT NULL,
        address    jsonb NOT NULL,
        is_default boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX account_addresses_of ON account_addresses (uid, created_at);
      CREATE UNIQUE INDEX account_addresses_one_default ON account_addresses (uid)
        WHERE is_default;
      -- The one saved address of migration 21 becomes the default of the book, its recipient
      -- the account's name and phone: nothing is lost.
      INSERT INTO account_profiles (uid, name, phone, updated_at)
        SELECT uid, name, phone, updated_at FROM saved_addresses;
      INSERT INTO account_addresses (uid, address, is_default, created_at, updated_at)
        SELECT uid, address, true, updated_at, updated_at FROM saved_addresses;
      DROP TABLE saved_addresses;
    `,
  },
  {
    id: 23,
    name: "refunds of a subscription's payments, and the console's list of subscriptions",
    sql: `
      -- A refund is of a payment record: an order's, or a subscription's payment, which has no
      -- order (server/subscriptions). Every refund is reserved against its record's row already.
      ALTER TABLE refunds DROP CONSTRAINT refunds_order_id_fkey;
      ALTER TABLE refunds ADD CONSTRAINT refunds_payment_fkey
        FOREIGN KEY (order_id) REFERENCES pagos (order_id);

      -- The subscriber is told of a refund of one of their payments ('refund:<PayPal refund id>').
      ALTER TABLE subscription_mail DROP CONSTRAINT subscription_mail_kind_check;
      ALTER TABLE subscription_mail ADD CONSTRAINT subscription_mail_kind_check CHECK (kind IN (
        'subscription-started', 'subscription-renewed', 'subscription-payment-failed',
        'subscription-suspended', 'subscription-cancelled', 'subscription-expired',
        'subscription-refunded'));

      -- The console lists subscriptions newest first, a keyset page at a time.
      CREATE INDEX subscriptions_newest_first ON subscriptions (created_at DESC, id DESC);
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
  {
    id: 25,
    name: "a subscription's welcome email sent again by an operator",
    sql: `
      -- The console sends a subscription's welcome (its link to manage it) again: one more
      -- 'subscription-started' row, keyed 'resent:<uuid>', naming the operator who asked (null
      -- for the emails the shop sends of itself). The row is the audit of the resend.
      ALTER TABLE subscription_mail ADD COLUMN actor_uid text;
      ALTER TABLE subscription_mail ADD COLUMN actor_email text;
    `,
  },
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
