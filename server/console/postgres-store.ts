import type { Address } from '#domain/address';
import type { OrderFilterStatus, OrderSummary, OrderTotals } from '#domain/admin-api';
import type { Contact } from '#domain/contact';
import { emailForEvent } from '#domain/order/emails';
import type { Actor, OrderEvent } from '#domain/order/events';
import type { Order, OrderLine, OrderType } from '#domain/order/order';
import type { Payment, PaymentStatus } from '#domain/order/payment';
import type { Locale } from '#site/locales';
import {
  buyerFacts,
  cancellationRequestsCount,
  decideCancellation,
  deliverOrder,
  operatorEvents,
  ordersNeedingAttention,
  shipOrderCte,
} from '../orders/console-queries';
import {
  findOrderByRef,
  findPayment,
  historyCtes,
  iso,
  type LedgerOptions,
  orderEvents,
  PAYMENT_COLUMNS,
  type PaymentRow,
  runLedgerStatement,
  toPayment,
} from '../orders/ledger';
import { orderRecords } from '../orders/order-records';
import { paidForShippingCte, shipmentOnPaymentCte } from '../payments/pagos-for-shipping';
import { paymentRecords } from '../payments/payment-records';
import type { Database } from '../platform/database';
import { exactTime, type ListPosition } from '../platform/keyset';
import type {
  AttentionOrder,
  AuditEntry,
  AuditFilter,
  AuditPosition,
  ConsoleStore,
  DashboardFigures,
  OrderExportRow,
  OrderFilter,
  OrdersPage,
  ShipmentFields,
  ShipResult,
} from './store';

/**
 * The operator console's queries: the orders list (filters, search, keyset pages, totals, the
 * export), shipping an order, and the audit trail. The console owns none of the tables they read:
 * the list reads the payment records and the orders through their owners' sub-selects
 * (`paymentRecords`, `orderRecords`: one statement, the same plans as on the tables), and the
 * order's moves, the audit trail and the orders needing attention are the orders area's
 * (orders/console-queries.ts). Every list is read newest first from an index
 * in that order (migration 5), so a page costs the same on the first page and the thousandth,
 * at a hundred records or a hundred thousand (docs/operator-console.md has the plans and times).
 */

/**
 * Each status filter as SQL text of its own (never a parameter), so the planner sees the very
 * predicate of that filter's partial index and reads the list from it.
 */
const STATUS_SQL: Record<OrderFilterStatus, string> = {
  review: "p.status = 'PENDING'",
  paid: "p.status = 'COMPLETED' AND p.shipped_at IS NULL",
  shipped: 'p.shipped_at IS NOT NULL',
  refunded: "p.status IN ('REFUNDED', 'PARTIALLY_REFUNDED')",
  denied: "p.status = 'DENIED'",
  cancellation: `EXISTS (SELECT 1 FROM ${orderRecords('oc')} WHERE oc.id = p.order_id AND oc.cancellation = 'requested')`,
};

/** `%`, `_` and `\` mean something to LIKE: searched for, they are only characters. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

/**
 * The digits of a search that reads as a phone number ('55 1234-5678', '(55) 1234 5678'), to
 * match the E.164 the contact is stored in; null for any other search.
 */
function phoneDigits(search: string): string | null {
  if (!/^[+\d\s().-]+$/.test(search)) return null;
  const digits = search.replace(/\D/g, '');
  return digits.length >= 4 && digits !== search.trim() ? digits : null;
}

class Conditions {
  readonly sql: string[] = [];
  readonly params: unknown[] = [];
  /** Adds a condition; `$?` marks are numbered in order. */
  add(text: string, ...values: unknown[]) {
    let sql = text;
    for (const value of values) {
      this.params.push(value);
      sql = sql.replace('$?', `$${this.params.length}`);
    }
    this.sql.push(sql);
    return this;
  }
  where(): string {
    return this.sql.length > 0 ? `WHERE ${this.sql.join(' AND ')}` : '';
  }
}

function listConditions(filter: OrderFilter, after?: ListPosition): Conditions {
  const conditions = new Conditions();
  if (filter.status) conditions.add(STATUS_SQL[filter.status]);
  if (filter.type) conditions.add('p.type = $?', filter.type);
  if (filter.from) conditions.add('p.fecha_registro >= $?', filter.from.toISOString());
  if (filter.before) conditions.add('p.fecha_registro < $?', filter.before.toISOString());
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`;
    // Each part is read from its own index (trigrams, or the capture id's), then joined: an OR
    // over the two tables would read every row. A phone typed with spaces or dashes is also
    // looked for as its digits, as the contact's E.164 holds them.
    const digits = phoneDigits(filter.search);
    conditions.add(
      `p.order_id IN (SELECT order_id FROM ${paymentRecords('ps')} WHERE search_text LIKE lower($?)
         UNION SELECT id FROM ${orderRecords('os')} WHERE search_text LIKE lower($?)${
           digits ? ' OR search_text LIKE $?' : ''
         }
         UNION SELECT order_id FROM ${paymentRecords('pc')} WHERE capture_id = upper($?))`,
      pattern,
      pattern,
      ...(digits ? [`%${digits}%`] : []),
      filter.search.trim(),
    );
  }
  if (after) {
    conditions.add(
      '(p.fecha_registro, p.order_id) < ($?::timestamptz, $?)',
      after.at,
      after.orderId,
    );
  }
  return conditions;
}

const LIST_COLUMNS = `p.order_id, o.order_number, ${exactTime('p.fecha_registro')} AS position_at,
  p.type,
  p.status, p.total_cents, p.refunded_cents,
  p.payer->>'email_address' AS payer_email, p.payer->>'name' AS payer_name, o.contact,
  (SELECT coalesce(sum((line->>'quantity')::integer), 0)::integer
     FROM jsonb_array_elements(p.items) AS line) AS quantity,
  coalesce(o.ships_goods, false) AS needs_shipping, p.shipped_at`;

/** What the export adds to a row of the list. */
const EXPORT_COLUMNS = `${LIST_COLUMNS}, p.items, p.address, p.codigo AS subscription_code, p.uid,
  p.capture_id,
  p.payer->>'payer_id' AS payer_id, o.carrier, o.tracking_number`;

interface ListRow {
  order_id: string;
  order_number: string | null;
  position_at: string;
  type: OrderType;
  status: PaymentStatus;
  total_cents: number;
  refunded_cents: number;
  payer_email: string | null;
  payer_name: string | null;
  contact: Contact | null;
  quantity: number;
  needs_shipping: boolean;
  shipped_at: Date | string | null;
}

interface ExportRow extends ListRow {
  items: OrderLine[];
  address: Address | null;
  subscription_code: string | null;
  uid: string | null;
  capture_id: string | null;
  payer_id: string | null;
  carrier: string | null;
  tracking_number: string | null;
}

function toSummary(row: ListRow): OrderSummary {
  return {
    orderId: row.order_id,
    orderNumber: row.order_number,
    // Milliseconds are enough to read; the exact time travels in the cursor.
    recordedAt: iso(row.position_at),
    type: row.type,
    status: row.status,
    totalCents: row.total_cents,
    refundedCents: row.refunded_cents,
    payerEmail: row.payer_email,
    payerName: row.payer_name,
    contact: row.contact,
    quantity: row.quantity,
    needsShipping: row.needs_shipping,
    shippedAt: row.shipped_at ? iso(row.shipped_at) : null,
  };
}

function toExportRow(row: ExportRow): OrderExportRow {
  return {
    ...toSummary(row),
    items: row.items,
    address: row.address,
    subscriptionCode: row.subscription_code,
    uid: row.uid,
    captureId: row.capture_id,
    payerId: row.payer_id,
    carrier: row.carrier,
    trackingNumber: row.tracking_number,
  };
}

export class PostgresConsoleStore implements ConsoleStore {
  constructor(
    private readonly db: Database,
    private readonly ledger: LedgerOptions = {},
  ) {}

  order(orderRef: string): Promise<Order | null> {
    return findOrderByRef(this.db, orderRef);
  }

  payment(orderId: string): Promise<Payment | null> {
    return findPayment(this.db, orderId);
  }

  events(orderId: string): Promise<OrderEvent[]> {
    return orderEvents(this.db, orderId);
  }

  /** A page of the payment records, newest first, after `after` (the newest-first index). */
  async paymentsPage(
    limit: number,
    after?: ListPosition,
  ): Promise<{ payments: Payment[]; next: ListPosition | null }> {
    const { rows } = await this.db.query<PaymentRow & { position_at: string }>(
      `SELECT ${PAYMENT_COLUMNS}, ${exactTime('fecha_registro')} AS position_at
       FROM ${paymentRecords('p')}
       WHERE $2::timestamptz IS NULL OR (fecha_registro, order_id) < ($2::timestamptz, $3::text)
       ORDER BY fecha_registro DESC, order_id DESC LIMIT $1`,
      [limit + 1, after?.at ?? null, after?.orderId ?? null],
    );
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      payments: page.map(toPayment),
      next: rows.length > limit && last ? { at: last.position_at, orderId: last.order_id } : null,
    };
  }

  /** Captured orders whose record the database refused, most recent first (at most `limit`). */
  ordersNeedingAttention(limit: number): Promise<AttentionOrder[]> {
    return ordersNeedingAttention(this.db, limit);
  }

  /**
   * The home view's figures (store.ts): sales per day in `timeZone` from `sinceDay` to `untilDay`
   * (both included, midnight to midnight there), read from the newest-first index (its range, with total and refunded beside it), the
   * orders to ship from the paid-unshipped index, the payments under review from their own.
   */
  async dashboardFigures(
    sinceDay: string,
    untilDay: string,
    timeZone: string,
  ): Promise<DashboardFigures> {
    const [days, toShip, pending, cancellations] = await Promise.all([
      this.db.query<{ day: string; orders: number; net_cents: string }>(
        `SELECT to_char((p.fecha_registro AT TIME ZONE $2)::date, 'YYYY-MM-DD') AS day,
                count(*)::integer AS orders,
                (sum(p.total_cents) - sum(p.refunded_cents))::bigint AS net_cents
         FROM ${paymentRecords('p')}
         WHERE p.fecha_registro >= ($1::date::timestamp AT TIME ZONE $2)
           AND p.fecha_registro < (($3::date + 1)::timestamp AT TIME ZONE $2)
           AND p.status IN ('COMPLETED', 'PARTIALLY_REFUNDED', 'REFUNDED')
         GROUP BY 1 ORDER BY 1`,
        [sinceDay, timeZone, untilDay],
      ),
      this.db.query<{ orders: number }>(
        `SELECT count(*)::integer AS orders
         FROM ${paymentRecords('p')} JOIN ${orderRecords('o')} ON o.id = p.order_id
         WHERE p.status IN ('COMPLETED', 'PARTIALLY_REFUNDED') AND p.shipped_at IS NULL
           AND o.ships_goods`,
      ),
      this.db.query<{ orders: number; total_cents: string }>(
        `SELECT count(*)::integer AS orders, coalesce(sum(p.total_cents), 0)::bigint AS total_cents
         FROM ${paymentRecords('p')} WHERE ${STATUS_SQL.review}`,
      ),
      cancellationRequestsCount(this.db),
    ]);
    return {
      days: days.rows.map((row) => ({
        day: row.day,
        orders: row.orders,
        netCents: Number(row.net_cents),
      })),
      toShip: { orders: toShip.rows[0]?.orders ?? 0 },
      pendingPayments: {
        orders: pending.rows[0]?.orders ?? 0,
        totalCents: Number(pending.rows[0]?.total_cents ?? 0),
      },
      cancellationRequests: { orders: cancellations },
    };
  }

  /** One page of the list, newest first, starting after `after`. */
  async listOrders(
    filter: OrderFilter,
    limit: number,
    after?: ListPosition,
  ): Promise<OrdersPage<OrderSummary>> {
    return this.page(LIST_COLUMNS, filter, limit, after, toSummary);
  }

  /** One page of the export: the list's rows with the items, address and shipment. */
  async exportOrders(
    filter: OrderFilter,
    limit: number,
    after?: ListPosition,
  ): Promise<OrdersPage<OrderExportRow>> {
    return this.page(EXPORT_COLUMNS, filter, limit, after, toExportRow);
  }

  private async page<R extends ListRow, Out>(
    columns: string,
    filter: OrderFilter,
    limit: number,
    after: ListPosition | undefined,
    convert: (row: R) => Out,
  ): Promise<OrdersPage<Out>> {
    const conditions = listConditions(filter, after);
    conditions.params.push(limit + 1);
    const { rows } = await this.db.query<R>(
      `SELECT ${columns}
       FROM ${paymentRecords('p')} LEFT JOIN ${orderRecords('o')} ON o.id = p.order_id
       ${conditions.where()}
       ORDER BY p.fecha_registro DESC, p.order_id DESC
       LIMIT $${conditions.params.length}`,
      conditions.params,
    );
    const more = rows.length > limit;
    const shown = more ? rows.slice(0, limit) : rows;
    const last = shown.at(-1);
    return {
      rows: shown.map(convert),
      next: more && last ? { at: last.position_at, orderId: last.order_id } : null,
    };
  }

  /** How many records the filters select, and their sums. */
  async totals(filter: OrderFilter): Promise<OrderTotals> {
    const conditions = listConditions(filter);
    const { rows } = await this.db.query<{
      count: number;
      total_cents: string;
      refunded_cents: string;
    }>(
      `SELECT count(*)::integer AS count,
              coalesce(sum(p.total_cents), 0)::bigint AS total_cents,
              coalesce(sum(p.refunded_cents), 0)::bigint AS refunded_cents
       FROM ${paymentRecords('p')} ${conditions.where()}`,
      conditions.params,
    );
    const row = rows[0];
    return {
      count: row?.count ?? 0,
      totalCents: Number(row?.total_cents ?? 0),
      refundedCents: Number(row?.refunded_cents ?? 0),
    };
  }

  /**
   * Ships a paid order, once: the shipment on the order, its time beside the payment (for the
   * list's filters) and the 'shipped' event with the operator, in one statement. The payment's
   * row is locked meanwhile, so a refund cannot change it between the check and the write.
   * Writes nothing when the order is not paid, under review, refunded in full, holds nothing to
   * ship or has shipped already.
   */
  async ship(orderId: string, shipment: ShipmentFields, actor: Actor): Promise<ShipResult> {
    const event = {
      source: 'operator' as const,
      kind: 'shipped' as const,
      details: {
        carrier: shipment.carrier,
        trackingNumber: shipment.trackingNumber,
        trackingUrl: shipment.trackingUrl,
      },
      actor,
    };
    const rows = await runLedgerStatement<{ shipped_at: Date | string }>(
      this.db,
      {
        name: 'ship-order',
        build: (params, withEmail) => `WITH ${paidForShippingCte(params, 'paid', orderId)},
        ${shipOrderCte(params, 'shipped', 'paid', shipment)},
        ${shipmentOnPaymentCte('mirrored', 'shipped')}, ${historyCtes(params, 'logged', 'shipped', event, withEmail ? emailForEvent(event, 'as-recorded') : null)}
        SELECT shipped_at FROM shipped`,
      },
      this.ledger,
    );
    const row = rows[0];
    if (!row) return { kind: 'not-shipped' };
    return {
      kind: 'shipped',
      shipment: { ...shipment, shippedAt: iso(row.shipped_at), deliveredAt: null },
    };
  }

  /** The operator's decision on the open cancellation request (store.ts), in one statement. */
  decideCancellation(
    orderId: string,
    decision: 'approved' | 'declined',
    details: Record<string, unknown>,
    actor: Actor,
  ): Promise<boolean> {
    return decideCancellation(this.db, orderId, decision, details, actor, this.ledger);
  }

  /**
   * Marks a shipped order delivered, once: the time on the order and the 'delivered' event with
   * the operator, in one statement. Writes nothing for an order not shipped or delivered already.
   */
  deliver(orderId: string, actor: Actor): Promise<string | null> {
    return deliverOrder(this.db, orderId, actor, this.ledger);
  }

  buyerFacts(orderId: string): Promise<{ locale: Locale; contact: Contact | null } | null> {
    return buyerFacts(this.db, orderId);
  }

  /** Operators' actions, newest first. */
  audit(
    filter: AuditFilter,
    limit: number,
    after?: AuditPosition,
  ): Promise<{ rows: AuditEntry[]; next: AuditPosition | null }> {
    return operatorEvents(this.db, filter, limit, after);
  }
}
