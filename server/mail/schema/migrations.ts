/**
 * The order emails' outbox (mail_outbox). The migrations that create and change this area's tables
 * (tables.ts beside this file), in id order; platform/migrations.ts assembles every area's. This
 * file imports nothing, so the platform may read it without a circle of folders. A migration, once
 * committed, never changes: a new change is a new entry.
 */
export const MAIL_MIGRATIONS = [
  // Also adds orders.buyer_email (orders/) and an index on pagos (payments/): kept whole with the
  // outbox it creates.
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
];
