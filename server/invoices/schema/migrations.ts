/**
 * Invoice (CFDI) requests. The migrations that create and change this area's tables (tables.ts
 * beside this file), in id order; platform/migrations.ts assembles every area's. This file imports
 * nothing, so the platform may read it without a circle of folders. A migration, once committed,
 * never changes: a new change is a new entry.
 */
export const INVOICES_MIGRATIONS = [
  // Also widens mail_outbox's kinds (mail/): kept whole.
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
];
