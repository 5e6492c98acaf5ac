/**
 * Custom ELY subscriptions, their payments and their emails. The migrations that create and change
 * this area's tables (tables.ts beside this file), in id order; platform/migrations.ts assembles
 * every area's. This file imports nothing, so the platform may read it without a circle of folders.
 * A migration, once committed, never changes: a new change is a new entry.
 */
export const SUBSCRIPTIONS_MIGRATIONS = [
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
  // Also points refunds' foreign key at pagos (refunds/): kept whole.
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
];
