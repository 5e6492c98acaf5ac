import type { Contact } from '#domain/contact';
import { emailForEvent } from '#domain/order/emails';
import type { Actor } from '#domain/order/events';
import type { OrderLine } from '#domain/order/order';
import type { Locale } from '#site/locales';
import { deleteNotesOf } from '../console/forget';
import { deleteOutboxOf } from '../mail/forget';
import { deleteOrders, lockUnpaidOrders } from '../orders/forget';
import {
  historyCtes,
  iso,
  type LedgerOptions,
  orderRefColumn,
  runLedgerStatement,
} from '../orders/ledger';
import { deleteWebhookEventsOf, ordersWithPayments } from '../payments/forget';
import type { Database } from '../platform/database';
import { ordersWithRefunds } from '../refunds/forget';
import { deleteHoldsOf, ordersHoldingUnits } from '../stock/forget';
import type { AbandonedRow, RecoveryStore } from './store';

/** Abandoned checkouts on PostgreSQL (and PGlite): see store.ts. */

/** An order created and never paid: its state says so and no payment was ever recorded. */
const UNPAID = `o.state IN ('created', 'approved', 'expired')
  AND NOT EXISTS (SELECT 1 FROM pagos p WHERE p.order_id = o.id)`;

const COLUMNS = `o.id, o.order_number, o.created_at, o.state, o.locale, o.contact, o.items,
  o.total_cents, (${UNPAID}) AS abandoned, r.at AS recovery_at, r.actor_uid, r.actor_email`;

interface Row {
  id: string;
  order_number: string;
  created_at: Date | string;
  state: string;
  locale: Locale;
  contact: Contact | null;
  items: OrderLine[];
  total_cents: number;
  abandoned: boolean;
  recovery_at: Date | string | null;
  actor_uid: string | null;
  actor_email: string | null;
}

const toRow = (row: Row): AbandonedRow => ({
  orderId: row.id,
  orderNumber: row.order_number,
  createdAt: iso(row.created_at),
  state: row.state,
  locale: row.locale,
  contact: row.contact,
  items: row.items,
  totalCents: row.total_cents,
  abandoned: row.abandoned,
  recovery:
    row.recovery_at && row.actor_uid
      ? { at: iso(row.recovery_at), actor: { uid: row.actor_uid, email: row.actor_email } }
      : null,
});

export class PostgresRecoveryStore implements RecoveryStore {
  constructor(
    private readonly db: Database,
    private readonly ledger: LedgerOptions = {},
  ) {}

  async abandoned(createdBefore: Date, limit: number): Promise<AbandonedRow[]> {
    const { rows } = await this.db.query<Row>(
      `SELECT ${COLUMNS} FROM orders o LEFT JOIN checkout_recoveries r ON r.order_id = o.id
       WHERE ${UNPAID} AND o.created_at < $1
       ORDER BY o.created_at DESC, o.id DESC LIMIT $2`,
      [createdBefore.toISOString(), limit],
    );
    return rows.map(toRow);
  }

  async checkout(orderRef: string): Promise<AbandonedRow | null> {
    const { rows } = await this.db.query<Row>(
      `SELECT ${COLUMNS} FROM orders o LEFT JOIN checkout_recoveries r ON r.order_id = o.id
       WHERE o.${orderRefColumn(orderRef)} = $1`,
      [orderRef],
    );
    return rows[0] ? toRow(rows[0]) : null;
  }

  async recordRecovery(orderId: string, token: string, actor: Actor): Promise<boolean> {
    const event = {
      source: 'operator' as const,
      kind: 'recovery-emailed' as const,
      details: {},
      actor,
    };
    const rows = await runLedgerStatement<{ id: string }>(
      this.db,
      {
        name: 'record-recovery',
        build: (params, withEmail) => `WITH target AS (
          SELECT o.id FROM orders o WHERE o.id = ${params.add(orderId)} AND ${UNPAID}
        ), saved AS (
          INSERT INTO checkout_recoveries (order_id, token, actor_uid, actor_email)
          SELECT id, ${params.add(token)}, ${params.add(actor.uid)}, ${params.add(actor.email)}
          FROM target
          ON CONFLICT (order_id) DO NOTHING
          RETURNING order_id AS id
        ), ${historyCtes(params, 'logged', 'saved', event, withEmail ? emailForEvent(event, 'as-recorded') : null)}
        SELECT id FROM saved`,
      },
      this.ledger,
    );
    return rows.length > 0;
  }

  async tokens(orderIds: string[]): Promise<Map<string, string>> {
    const { rows } = await this.db.query<{ order_id: string; token: string }>(
      'SELECT order_id, token FROM checkout_recoveries WHERE order_id = ANY($1::text[])',
      [orderIds],
    );
    return new Map(rows.map((row) => [row.order_id, row.token]));
  }

  async restore(token: string): Promise<{ locale: Locale; items: OrderLine[] } | null> {
    const { rows } = await this.db.query<{ locale: Locale; items: OrderLine[] }>(
      `SELECT o.locale, o.items FROM checkout_recoveries r JOIN orders o ON o.id = r.order_id
       WHERE r.token = $1 AND ${UNPAID}`,
      [token],
    );
    return rows[0] ?? null;
  }

  /**
   * One transaction: the orders to delete (unpaid, older than the cut, holding no unit and with no
   * refund: nothing that counts money or stock), their children, then the orders, and the run.
   * Each area reads and deletes its own rows, on this transaction (the orders area locks the
   * candidates first, so none is paid, held or refunded while the others are asked); children
   * first, as each references the order or its events.
   */
  async purge(createdBefore: Date): Promise<number> {
    return this.db.transaction(async (tx) => {
      const candidates = await lockUnpaidOrders(tx, createdBefore);
      const paid = await ordersWithPayments(tx, candidates);
      const holding = await ordersHoldingUnits(tx, candidates);
      const refunded = await ordersWithRefunds(tx, candidates);
      const ids = candidates.filter((id) => !paid.has(id) && !holding.has(id) && !refunded.has(id));
      if (ids.length > 0) {
        await deleteOutboxOf(tx, ids);
        await deleteNotesOf(tx, ids);
        await tx.query('DELETE FROM checkout_recoveries WHERE order_id = ANY($1::text[])', [ids]);
        await deleteHoldsOf(tx, ids);
        await deleteWebhookEventsOf(tx, ids);
        await deleteOrders(tx, ids);
      }
      await tx.query('INSERT INTO abandoned_purges (purged) VALUES ($1)', [ids.length]);
      return ids.length;
    });
  }

  async lastPurge(): Promise<{ at: string; purged: number } | null> {
    const { rows } = await this.db.query<{ at: Date | string; purged: number }>(
      'SELECT at, purged FROM abandoned_purges ORDER BY id DESC LIMIT 1',
    );
    const row = rows[0];
    return row ? { at: iso(row.at), purged: row.purged } : null;
  }
}
