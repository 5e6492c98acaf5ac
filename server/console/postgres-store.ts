import type { Address } from '../../domain/address';
import type { OrderFilterStatus, OrderSummary, OrderTotals } from '../../domain/admin-api';
import type { PaymentStatus, Tipo } from '../../domain/order/payment';
import type { OrderType, PricedLine } from '../../domain/order/pricing';
import type { MailKind, MailStatus } from '../mail/postgres-store';
import type { Actor, OrderEvent, Shipment } from '../payments/postgres-store';
import type { Database } from '../platform/database';
import { exactTime, type ListPosition } from '../platform/keyset';

/**
 * The operator console's queries: the orders list (filters, search, keyset pages, totals, the
 * export), shipping an order, and the audit trail. Every list is read newest first from an index
 * in that order (migration 5), so a page costs the same on the first page and the thousandth,
 * at a hundred records or a hundred thousand (docs/operator-console.md has the plans and times).
 */

export interface OrderFilter {
  status?: OrderFilterStatus | undefined;
  type?: OrderType | undefined;
  from?: Date | undefined;
  before?: Date | undefined;
  /** Part of an order id, payer email or payer name. */
  search?: string | undefined;
}

export type { ListPosition };

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
};

/** `%`, `_` and `\` mean something to LIKE: searched for, they are only characters. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
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
    conditions.add('p.search_text LIKE lower($?)', `%${escapeLike(filter.search)}%`);
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

const LIST_COLUMNS = `p.order_id, ${exactTime('p.fecha_registro')} AS position_at, p.type, p.tipo,
  p.status, p.total::text AS total, p.refunded::text AS refunded,
  p.payer->>'email_address' AS payer_email, p.payer->>'name' AS payer_name,
  (SELECT coalesce(sum((line->>'quantity')::integer), 0)::integer
     FROM jsonb_array_elements(p.items) AS line) AS quantity,
  coalesce(o.shipped, false) AS needs_shipping, p.shipped_at`;

/** What the export adds to a row of the list. */
const EXPORT_COLUMNS = `${LIST_COLUMNS}, p.items, p.address, p.codigo, p.uid, p.capture_id,
  p.payer->>'payer_id' AS payer_id, o.carrier, o.tracking_number`;

interface ListRow {
  order_id: string;
  position_at: string;
  type: OrderType;
  tipo: Tipo;
  status: PaymentStatus;
  total: string;
  refunded: string;
  payer_email: string | null;
  payer_name: string | null;
  quantity: number;
  needs_shipping: boolean;
  shipped_at: Date | string | null;
}

interface ExportRow extends ListRow {
  items: PricedLine[];
  address: Address | null;
  codigo: string | null;
  uid: string | null;
  capture_id: string | null;
  payer_id: string | null;
  carrier: string | null;
  tracking_number: string | null;
}

/** A row of the export: the list's row and what a fulfilment spreadsheet needs besides. */
export interface OrderExportRow extends OrderSummary {
  items: PricedLine[];
  address: Address | null;
  codigo: string | null;
  uid: string | null;
  captureId: string | null;
  payerId: string | null;
  carrier: string | null;
  trackingNumber: string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

function toSummary(row: ListRow): OrderSummary {
  return {
    orderId: row.order_id,
    // Milliseconds are enough to read; the exact time travels in the cursor.
    fechaRegistro: iso(row.position_at),
    type: row.type,
    tipo: row.tipo,
    status: row.status,
    total: row.total,
    refunded: row.refunded,
    payerEmail: row.payer_email,
    payerName: row.payer_name,
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
    codigo: row.codigo,
    uid: row.uid,
    captureId: row.capture_id,
    payerId: row.payer_id,
    carrier: row.carrier,
    trackingNumber: row.tracking_number,
  };
}

export interface OrdersPage<Row> {
  rows: Row[];
  /** Where the next page starts; null on the last page. */
  next: ListPosition | null;
}

interface AuditRow {
  id: string | number;
  order_id: string;
  at: Date | string;
  position_at: string;
  source: OrderEvent['source'];
  kind: OrderEvent['kind'];
  details: Record<string, unknown>;
  actor_uid: string | null;
  actor_email: string | null;
}

export interface AuditFilter {
  /** An operator's uid, or their email (any case). */
  actor?: string | undefined;
  orderId?: string | undefined;
  from?: Date | undefined;
  before?: Date | undefined;
}

export interface AuditPosition {
  at: string;
  id: number;
}

/** What shipping asked of the database, and what it found. */
export type ShipResult =
  | { kind: 'shipped'; shipment: Shipment }
  /** Nothing written: the order was not in a state to ship (the caller says which). */
  | { kind: 'not-shipped' };

export interface OrderEmailRow {
  id: string;
  kind: MailKind;
  status: MailStatus;
  recipient: string | null;
  paymentStatus: string | null;
  eventKind: string;
  /** When it was sent, or when it was owed if it is not sent (yet). */
  at: string;
}

export class ConsoleStore {
  constructor(private readonly db: Database) {}

  /** The emails the shop owes or sent the buyer about an order, oldest first, with their event. */
  async emailsFor(orderId: string): Promise<OrderEmailRow[]> {
    const { rows } = await this.db.query<{
      id: string | number;
      kind: MailKind;
      status: MailStatus;
      recipient: string | null;
      payment_status: string | null;
      event_kind: string;
      at: Date | string;
    }>(
      `SELECT m.id, m.kind, m.status, m.recipient, m.payment_status, e.kind AS event_kind,
              COALESCE(m.sent_at, m.created_at) AS at
       FROM mail_outbox m JOIN order_events e ON e.id = m.event_id
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
      at: new Date(row.at).toISOString(),
    }));
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
       FROM pagos p LEFT JOIN orders o ON o.id = p.order_id
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
    const { rows } = await this.db.query<{ count: number; total: string; refunded: string }>(
      `SELECT count(*)::integer AS count,
              coalesce(sum(p.total), 0)::numeric(14, 2)::text AS total,
              coalesce(sum(p.refunded), 0)::numeric(14, 2)::text AS refunded
       FROM pagos p ${conditions.where()}`,
      conditions.params,
    );
    const row = rows[0];
    return {
      count: row?.count ?? 0,
      total: row?.total ?? '0.00',
      refunded: row?.refunded ?? '0.00',
    };
  }

  /**
   * Ships a paid order, once: the shipment on the order, its time beside the payment (for the
   * list's filters) and the 'shipped' event with the operator, in one statement. The payment's
   * row is locked meanwhile, so a refund cannot change it between the check and the write.
   * Writes nothing when the order is not paid, under review, refunded in full, holds nothing to
   * ship or has shipped already.
   */
  async ship(
    orderId: string,
    shipment: Omit<Shipment, 'shippedAt'>,
    actor: Actor,
  ): Promise<ShipResult> {
    const { rows } = await this.db.query<{ shipped_at: Date | string }>(
      `WITH paid AS (
         SELECT order_id FROM pagos
         WHERE order_id = $1 AND status IN ('COMPLETED', 'PARTIALLY_REFUNDED')
         FOR UPDATE
       ), shipped AS (
         UPDATE orders SET shipped_at = now(), carrier = $2, tracking_number = $3,
                           tracking_url = $4, updated_at = now()
         WHERE id = (SELECT order_id FROM paid) AND shipped AND shipped_at IS NULL
         RETURNING id, shipped_at
       ), mirrored AS (
         UPDATE pagos SET shipped_at = shipped.shipped_at, updated_at = now()
         FROM shipped WHERE pagos.order_id = shipped.id
         RETURNING pagos.order_id
       ), logged AS (
         INSERT INTO order_events (order_id, source, kind, details, actor_uid, actor_email)
         SELECT id, 'operator', 'shipped', $5::jsonb, $6, $7 FROM shipped
       )
       SELECT shipped_at FROM shipped`,
      [
        orderId,
        shipment.carrier,
        shipment.trackingNumber,
        shipment.trackingUrl,
        JSON.stringify({
          carrier: shipment.carrier,
          trackingNumber: shipment.trackingNumber,
          trackingUrl: shipment.trackingUrl,
        }),
        actor.uid,
        actor.email,
      ],
    );
    const row = rows[0];
    if (!row) return { kind: 'not-shipped' };
    return { kind: 'shipped', shipment: { ...shipment, shippedAt: iso(row.shipped_at) } };
  }

  /** What can still be refunded of an order, in cents: captured less every refund not failed. */
  async refundableCents(orderId: string): Promise<number> {
    const { rows } = await this.db.query<{ cents: number }>(
      `SELECT ((p.total * 100)::integer - coalesce((
                SELECT sum(r.amount_cents) FROM refunds r
                WHERE r.order_id = p.order_id AND r.status IN ('requested', 'completed', 'pending')
              ), 0))::integer AS cents
       FROM pagos p WHERE p.order_id = $1`,
      [orderId],
    );
    return Math.max(0, rows[0]?.cents ?? 0);
  }

  /** Operators' actions, newest first. */
  async audit(
    filter: AuditFilter,
    limit: number,
    after?: AuditPosition,
  ): Promise<{ rows: OrderEvent[]; next: AuditPosition | null }> {
    const conditions = new Conditions().add("e.source = 'operator'");
    if (filter.actor?.includes('@')) {
      conditions.add('lower(e.actor_email) = lower($?)', filter.actor);
    } else if (filter.actor) {
      conditions.add('e.actor_uid = $?', filter.actor);
    }
    if (filter.orderId) conditions.add('e.order_id = $?', filter.orderId);
    if (filter.from) conditions.add('e.at >= $?', filter.from.toISOString());
    if (filter.before) conditions.add('e.at < $?', filter.before.toISOString());
    if (after) {
      conditions.add('(e.at, e.id) < ($?::timestamptz, $?::bigint)', after.at, after.id);
    }
    conditions.params.push(limit + 1);
    const { rows } = await this.db.query<AuditRow>(
      `SELECT e.*, ${exactTime('e.at')} AS position_at FROM order_events e
       ${conditions.where()}
       ORDER BY e.at DESC, e.id DESC
       LIMIT $${conditions.params.length}`,
      conditions.params,
    );
    const more = rows.length > limit;
    const shown = more ? rows.slice(0, limit) : rows;
    const last = shown.at(-1);
    return {
      rows: shown.map((row) => ({
        id: Number(row.id),
        orderId: row.order_id,
        at: iso(row.at),
        source: row.source,
        kind: row.kind,
        details: row.details,
        actor: row.actor_uid ? { uid: row.actor_uid, email: row.actor_email } : null,
      })),
      next: more && last ? { at: last.position_at, id: Number(last.id) } : null,
    };
  }
}
