import { emailForEvent } from '#domain/order/emails';
import type { Actor } from '#domain/order/events';
import type { OrderLine } from '#domain/order/order';
import type { Locale } from '#site/locales';
import { deleteNotesOf } from '../console/forget';
import { deleteOutboxOf } from '../mail/forget';
import { deleteOrders } from '../orders/forget';
import { historyCtes, iso, type LedgerOptions, runLedgerStatement } from '../orders/ledger';
import {
  lockUnpaidOrders,
  lockUnpaidStateOrder,
  type OrderSummary,
  orderSummary,
  unpaidStateOrders,
} from '../orders/unpaid';
import { deleteWebhookEventsOf, ordersWithPayments } from '../payments/forget';
import type { Database, Queryable, QueryOptions } from '../platform/database';
import { ordersWithRefunds } from '../refunds/forget';
import { deleteHoldsOf, ordersHoldingUnits } from '../stock/forget';
import type { AbandonedRow, RecoveryStore } from './store';

/**
 * Abandoned checkouts on PostgreSQL (and PGlite): see store.ts. An abandoned checkout is an order
 * created and never paid: its state says so (the orders area's `orders/unpaid.ts`) and no payment
 * was ever recorded (the payments area's `payments/forget.ts`). This area's SQL names its own
 * tables only (checkout_recoveries, abandoned_purges); the others' rows are read and deleted by
 * their areas' functions, on this store's transaction where the work must be one.
 */

interface RecoveryRow {
  order_id: string;
  at: Date | string;
  actor_uid: string;
  actor_email: string | null;
}

const toRow = (
  order: OrderSummary,
  paid: boolean,
  recovery: RecoveryRow | undefined,
): AbandonedRow => ({
  orderId: order.id,
  orderNumber: order.order_number,
  createdAt: iso(order.created_at),
  state: order.state,
  locale: order.locale,
  contact: order.contact,
  items: order.items,
  totalCents: order.total_cents,
  abandoned: order.unpaid_state && !paid,
  recovery: recovery
    ? { at: iso(recovery.at), actor: { uid: recovery.actor_uid, email: recovery.actor_email } }
    : null,
});

/**
 * The ledger tries a statement again without its email when the outbox refused it: inside a
 * transaction, each try runs under a savepoint, so a refused try leaves the transaction usable.
 */
const eachUnderSavepoint = (tx: Queryable): Queryable => ({
  exec: (text) => tx.exec(text),
  async query<Row>(text: string, params?: unknown[], options?: QueryOptions) {
    await tx.query('SAVEPOINT ledger_try');
    try {
      const result = await tx.query<Row>(text, params, options);
      await tx.query('RELEASE SAVEPOINT ledger_try');
      return result;
    } catch (error) {
      await tx.query('ROLLBACK TO SAVEPOINT ledger_try');
      throw error;
    }
  },
});

export class PostgresRecoveryStore implements RecoveryStore {
  constructor(
    private readonly db: Database,
    private readonly ledger: LedgerOptions = {},
  ) {}

  /** These orders as the list sees them, with their payment records' and recoveries' answers. */
  private async rowsOf(orders: OrderSummary[]): Promise<AbandonedRow[]> {
    const ids = orders.map((order) => order.id);
    const paid = await ordersWithPayments(this.db, ids);
    const { rows } = await this.db.query<RecoveryRow>(
      `SELECT order_id, at, actor_uid, actor_email FROM checkout_recoveries
       WHERE order_id = ANY($1::text[])`,
      [ids],
    );
    const recoveries = new Map(rows.map((row) => [row.order_id, row]));
    return orders.map((order) => toRow(order, paid.has(order.id), recoveries.get(order.id)));
  }

  /**
   * The orders in an unpaid state, newest first, less those with a payment record: page after
   * page until `limit` are found or none is left (an unpaid state with a payment record is rare).
   */
  async abandoned(createdBefore: Date, limit: number): Promise<AbandonedRow[]> {
    const found: OrderSummary[] = [];
    let after: string | undefined;
    while (found.length < limit) {
      const wanted = limit - found.length;
      const page = await unpaidStateOrders(this.db, createdBefore, wanted, after);
      const paid = await ordersWithPayments(
        this.db,
        page.map((order) => order.id),
      );
      found.push(...page.filter((order) => !paid.has(order.id)));
      const last = page.at(-1);
      if (page.length < wanted || !last) break;
      after = last.id;
    }
    return this.rowsOf(found);
  }

  async checkout(orderRef: string): Promise<AbandonedRow | null> {
    const order = await orderSummary(this.db, orderRef);
    return order ? ((await this.rowsOf([order]))[0] ?? null) : null;
  }

  async recordRecovery(orderId: string, token: string, actor: Actor): Promise<boolean> {
    const event = {
      source: 'operator' as const,
      kind: 'recovery-emailed' as const,
      details: {},
      actor,
    };
    // One transaction: the order locked while unpaid, its payment record looked for, then the
    // token, the event and its email in one statement.
    return this.db.transaction(async (tx) => {
      if (!(await lockUnpaidStateOrder(tx, orderId))) return false;
      if ((await ordersWithPayments(tx, [orderId])).size > 0) return false;
      const rows = await runLedgerStatement<{ id: string }>(
        eachUnderSavepoint(tx),
        {
          name: 'record-recovery',
          build: (params, withEmail) => `WITH saved AS (
            INSERT INTO checkout_recoveries (order_id, token, actor_uid, actor_email)
            VALUES (${params.add(orderId)}, ${params.add(token)}, ${params.add(actor.uid)}, ${params.add(actor.email)})
            ON CONFLICT (order_id) DO NOTHING
            RETURNING order_id AS id
          ), ${historyCtes(params, 'logged', 'saved', event, withEmail ? emailForEvent(event, 'as-recorded') : null)}
          SELECT id FROM saved`,
        },
        this.ledger,
      );
      return rows.length > 0;
    });
  }

  async tokens(orderIds: string[]): Promise<Map<string, string>> {
    const { rows } = await this.db.query<{ order_id: string; token: string }>(
      'SELECT order_id, token FROM checkout_recoveries WHERE order_id = ANY($1::text[])',
      [orderIds],
    );
    return new Map(rows.map((row) => [row.order_id, row.token]));
  }

  async restore(token: string): Promise<{ locale: Locale; items: OrderLine[] } | null> {
    const { rows } = await this.db.query<{ order_id: string }>(
      'SELECT order_id FROM checkout_recoveries WHERE token = $1',
      [token],
    );
    const orderId = rows[0]?.order_id;
    const order = orderId === undefined ? null : await orderSummary(this.db, orderId);
    if (!order?.unpaid_state) return null;
    if ((await ordersWithPayments(this.db, [order.id])).size > 0) return null;
    return { locale: order.locale, items: order.items };
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
