/**
 * The buyer's account: its data-rights events, its profile and its address book. The migrations
 * that create and change this area's tables (tables.ts beside this file), in id order;
 * platform/migrations.ts assembles every area's. This file imports nothing, so the platform may
 * read it without a circle of folders. A migration, once committed, never changes: a new change is
 * a new entry.
 */
export const ACCOUNT_MIGRATIONS = [
  // Also widens order_events' sources and indexes orders by guest email (orders/): kept whole with
  // the account's table it creates.
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
];
