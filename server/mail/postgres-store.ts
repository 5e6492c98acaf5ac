import type { Address } from '#domain/address';
import type { MailKind, MailStatus } from '#domain/order/emails';
import type { OrderEventKind } from '#domain/order/events';
import type { OrderLine, OrderType } from '#domain/order/order';
import type { Payer, PaymentStatus } from '#domain/order/payment';
import type { Locale } from '#site/locales';
import { type ShipmentColumns, shipmentOf } from '../orders/ledger';
import { eventJoin, orderJoin } from '../orders/sql/order-ctes';
import { ordersPaidBySql, paymentJoin } from '../payments/sql/pagos-ctes';
import type { Database } from '../platform/database';
import type {
  BuyerEmailRow,
  ClaimedFromOutbox,
  MailOrderFacts,
  MailOutbox,
  OrderEmailRow,
  OutboxRow,
} from './store';

/**
 * The mail outbox (migration 4): the emails the shop owes its buyers. Rows are written with the
 * order's history, by the statement that writes the event (server/orders/ledger.ts, which
 * asks `emailForEvent` which email it calls for, and composes this area's `queueEmailCte`,
 * server/mail/sql/outbox-ctes.ts); the mailer (server/mail/mailer.ts) only claims
 * them, sends them and notes the outcome.
 */

interface ClaimedRow extends ShipmentColumns {
  id: string | number;
  order_id: string;
  order_number: string;
  kind: MailKind;
  dedupe_key: string;
  attempts: number;
  event_id: string | number;
  event_kind: OrderEventKind;
  event_at: Date | string;
  event_details: Record<string, unknown>;
  receipt_token: string;
  locale: Locale;
  uid: string | null;
  buyer_email: string | null;
  contact_email: string | null;
  ships_goods: boolean;
  has_record: boolean;
  payer: Payer | null;
  status: PaymentStatus | null;
  total_cents: number | null;
  refunded_cents: number | null;
  status_then: PaymentStatus | null;
  refunded_cents_then: number | null;
  refunded_before: number | null;
  items: OrderLine[] | null;
  type: OrderType | null;
  codigo: string | null;
  address: Address | null;
  fecha_registro: Date | string | null;
  order_items: OrderLine[];
  order_total_cents: number;
}

const iso = (value: Date | string) => new Date(value).toISOString();

function orderFacts(row: ClaimedRow): MailOrderFacts | null {
  if (
    !row.has_record ||
    !row.payer ||
    !row.status ||
    row.total_cents === null ||
    !row.items ||
    !row.type
  ) {
    return null;
  }
  return {
    receiptToken: row.receipt_token,
    locale: row.locale,
    buyerEmail: row.buyer_email,
    contactEmail: row.contact_email,
    payer: row.payer,
    // As the payment stood when the event happened, when the outbox knows it.
    status: row.status_then ?? row.status,
    totalCents: row.total_cents,
    refundedCents: row.refunded_cents_then ?? row.refunded_cents ?? 0,
    refundedBeforeCents: row.refunded_before ?? 0,
    items: row.items,
    type: row.type,
    subscriptionCode: row.codigo,
    address: row.address,
    placedAt: iso(row.fecha_registro ?? row.event_at),
    shipsGoods: row.ships_goods,
    shipment: shipmentOf(row),
  };
}

function toClaimed(row: ClaimedRow): ClaimedFromOutbox {
  return {
    id: Number(row.id),
    orderId: row.order_id,
    orderNumber: row.order_number,
    kind: row.kind,
    dedupeKey: row.dedupe_key,
    attempt: row.attempts,
    uid: row.uid,
    event: {
      id: Number(row.event_id),
      kind: row.event_kind,
      at: iso(row.event_at),
      details: row.event_details ?? {},
    },
    order: orderFacts(row),
    recovery:
      row.kind === 'checkout-recovery'
        ? {
            locale: row.locale,
            contactEmail: row.contact_email,
            items: row.order_items,
            totalCents: row.order_total_cents,
          }
        : null,
  };
}

/** Error texts are kept short: they are for the operator, not a log. */
const clip = (text: string) => text.slice(0, 500);

export class PostgresMailOutbox implements MailOutbox {
  constructor(private readonly db: Database) {}

  /**
   * Takes up to `limit` due emails for one mailer and leases them for `leaseS` seconds: another
   * mailer (another process) skips them (SKIP LOCKED, then the lease). A mailer that dies mid-send
   * leaves its emails to be taken again once the lease ends.
   */
  async claimDue(options: { limit: number; leaseS: number }): Promise<ClaimedFromOutbox[]> {
    const { rows } = await this.db.query<ClaimedRow>(
      `WITH claimed AS (
         UPDATE mail_outbox
         SET next_attempt_at = now() + make_interval(secs => $2), attempts = attempts + 1
         WHERE id IN (
           SELECT id FROM mail_outbox
           WHERE status = 'queued' AND next_attempt_at <= now()
           ORDER BY next_attempt_at, id
           LIMIT $1
           FOR UPDATE SKIP LOCKED
         )
         RETURNING *
       )
       SELECT c.id, c.order_id, c.kind, c.dedupe_key, c.attempts,
              c.payment_status AS status_then, c.refunded_cents AS refunded_cents_then,
              -- What the order's earlier refund emails told of: this one tells of the rest.
              (SELECT max(m.refunded_cents) FROM mail_outbox m
               WHERE m.order_id = c.order_id AND m.kind = 'refund' AND m.id < c.id
                 AND m.refunded_cents < c.refunded_cents) AS refunded_before,
              e.id AS event_id, e.kind AS event_kind, e.at AS event_at,
              e.details AS event_details,
              o.order_number, o.receipt_token, o.buyer_email, o.ships_goods, o.shipped_at,
              o.carrier,
              -- The order's language; the account's, when it chose one, wins (the mailer asks).
              o.locale, COALESCE(p.uid, o.uid) AS uid,
              o.contact ->> 'email' AS contact_email,
              o.tracking_number, o.tracking_url,
              p.order_id IS NOT NULL AS has_record, p.payer, p.status,
              p.total_cents, p.refunded_cents,
              p.items, p.type, p.codigo, p.address, p.fecha_registro,
              o.items AS order_items, o.total_cents AS order_total_cents
       FROM claimed c
       ${eventJoin('e', 'c.event_id')}
       ${orderJoin('o', 'c.order_id')}
       ${paymentJoin('p', 'c.order_id', 'LEFT JOIN')}
       ORDER BY c.id`,
      [options.limit, options.leaseS],
    );
    return rows.map(toClaimed);
  }

  async markSent(id: number, recipient: string): Promise<void> {
    await this.db.query(
      `UPDATE mail_outbox SET status = 'sent', sent_at = now(), recipient = $2, last_error = NULL
       WHERE id = $1`,
      [id, recipient],
    );
  }

  /** Nothing to send it to (or nothing to tell): it is not sent, and not tried again. */
  async markSkipped(id: number, reason: string): Promise<void> {
    await this.db.query(
      `UPDATE mail_outbox SET status = 'skipped', last_error = $2 WHERE id = $1`,
      [id, clip(reason)],
    );
  }

  async retryLater(id: number, error: string, delayS: number): Promise<void> {
    await this.db.query(
      `UPDATE mail_outbox
       SET next_attempt_at = now() + make_interval(secs => $3), last_error = $2
       WHERE id = $1 AND status = 'queued'`,
      [id, clip(error), delayS],
    );
  }

  async giveUp(id: number, error: string): Promise<void> {
    await this.db.query(`UPDATE mail_outbox SET status = 'failed', last_error = $2 WHERE id = $1`, [
      id,
      clip(error),
    ]);
  }

  /** An order's owed emails, oldest first (tests, and the operator's questions). */
  /** The emails the shop owes or sent the buyer about an order, oldest first, with their event. */
  async emailsFor(orderId: string): Promise<OrderEmailRow[]> {
    const { rows } = await this.db.query<{
      id: string | number;
      kind: MailKind;
      status: MailStatus;
      recipient: string | null;
      payment_status: string | null;
      event_kind: string;
      locale: Locale;
      order_number: string;
      at: Date | string;
    }>(
      `SELECT m.id, m.kind, m.status, m.recipient, m.payment_status, e.kind AS event_kind,
              o.locale, o.order_number, COALESCE(m.sent_at, m.created_at) AS at
       FROM mail_outbox m ${eventJoin('e', 'm.event_id')}
       ${orderJoin('o', 'm.order_id')}
       WHERE m.order_id = $1 ORDER BY m.id`,
      [orderId],
    );
    return rows.map((row) => ({
      id: String(row.id),
      kind: row.kind,
      status: row.status,
      recipient: row.recipient,
      paymentStatus: row.payment_status,
      eventKind: row.event_kind,
      locale: row.locale,
      orderNumber: row.order_number,
      at: new Date(row.at).toISOString(),
    }));
  }

  async emailsOfBuyer(uid: string, email: string | null): Promise<BuyerEmailRow[]> {
    const { rows } = await this.db.query<{
      order_number: string;
      kind: string;
      recipient: string | null;
      status: string;
      created_at: Date | string;
      sent_at: Date | string | null;
    }>(
      `SELECT o.order_number, m.kind, m.recipient, m.status, m.created_at, m.sent_at
       FROM mail_outbox m ${orderJoin('o', 'm.order_id')}
       WHERE m.order_id IN (${ordersPaidBySql('$1')})
          OR ($2::text IS NOT NULL AND lower(m.recipient) = lower($2::text))
       ORDER BY m.created_at, m.id`,
      [uid, email],
    );
    return rows.map((row) => ({
      orderNumber: row.order_number,
      kind: row.kind,
      recipient: row.recipient,
      status: row.status,
      queuedAt: iso(row.created_at),
      sentAt: row.sent_at ? iso(row.sent_at) : null,
    }));
  }

  async forOrder(orderId: string): Promise<OutboxRow[]> {
    const { rows } = await this.db.query<{
      id: string | number;
      order_id: string;
      event_id: string | number;
      kind: MailKind;
      dedupe_key: string;
      status: MailStatus;
      attempts: number;
      recipient: string | null;
      last_error: string | null;
      due_in_s: number;
    }>(
      `SELECT id, order_id, event_id, kind, dedupe_key, status, attempts, recipient, last_error,
              EXTRACT(EPOCH FROM next_attempt_at - now())::float8 AS due_in_s
       FROM mail_outbox WHERE order_id = $1 ORDER BY id`,
      [orderId],
    );
    return rows.map((row) => ({
      id: Number(row.id),
      orderId: row.order_id,
      eventId: Number(row.event_id),
      kind: row.kind,
      dedupeKey: row.dedupe_key,
      status: row.status,
      attempts: row.attempts,
      recipient: row.recipient,
      lastError: row.last_error,
      dueInS: Number(row.due_in_s),
    }));
  }

  /** Makes an order's queued emails due now (tests skip the backoff's wait with it). */
  async makeDueNow(orderId: string): Promise<void> {
    await this.db.query(
      `UPDATE mail_outbox SET next_attempt_at = now() WHERE order_id = $1 AND status = 'queued'`,
      [orderId],
    );
  }
}
