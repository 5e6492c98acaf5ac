import type { Address } from '../../domain/address';
import type { Payer, PaymentRecord, PaymentStatus, Tipo } from '../../domain/order/payment';
import type { OrderType, PricedLine } from '../../domain/order/pricing';
import type { Database, Queryable } from '../platform/database';
import { exactTime, type ListPosition } from '../platform/keyset';

/**
 * The typed queries of the payments feature; nothing else writes these tables. Every change of an
 * order's state is written together with its line in the order's event history, in one
 * statement, so the history can never miss a change or tell of one that did not happen.
 */

export const ORDER_STATES = [
  'created',
  'approved',
  'capturing',
  'captured',
  'pending',
  'denied',
  'refunded',
  'expired',
] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/** States in which the shop still waits for something from PayPal or the payer. */
export const OPEN_STATES: readonly OrderState[] = ['created', 'approved', 'capturing', 'pending'];

export type EventSource = 'create-route' | 'capture-route' | 'webhook' | 'reconciler' | 'operator';

/**
 * What can happen to an order, as its history says. A payment's status changes are named after
 * the new status in lower case ('completed' after 'pending', 'denied', 'partially_refunded',
 * 'refunded'). Whatever reacts to an order's life (the buyer's emails, the console) reads these.
 */
export const ORDER_EVENT_KINDS = [
  /** The order was created with PayPal (details: total in cents). */
  'created',
  /** The payer approved it at PayPal. */
  'approved',
  /** PayPal wants the payer to approve again (after a declined card, say). */
  'awaiting-approval',
  /** A capture is under way (written before PayPal is called). */
  'capture-started',
  'capture-refused',
  /** The card or account was declined: no money moved. */
  'declined',
  /** Paid: the payment's record was written. */
  'captured',
  /** Paid, and held by PayPal for review: the record was written with status PENDING. */
  'pending',
  /** The record came in from the outbox after a database failure (details: status). */
  'recorded-from-outbox',
  /** A payment under review was completed. */
  'completed',
  /** A payment under review was refused: the money went back to the buyer. */
  'denied',
  'partially_refunded',
  'refunded',
  /** Never approved, or voided at PayPal. */
  'expired',
  'webhook-received',
  'refund-requested',
  'refund-refused',
  /** An operator shipped it (details: carrier, trackingNumber, trackingUrl). */
  'shipped',
  /** The database refused its payment record: an operator must look (details: reason). */
  'needs-attention',
] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];

/** Who acted, for the operator's actions. */
export interface Actor {
  uid: string;
  email: string | null;
}

export interface OrderEvent {
  id: number;
  orderId: string;
  at: string;
  source: EventSource;
  kind: OrderEventKind;
  details: Record<string, unknown>;
  actor: Actor | null;
}

export interface StoredOrder {
  id: string;
  totalCents: number;
  items: PricedLine[];
  type: OrderType;
  shipped: boolean;
  state: OrderState;
  captureAttempt: number;
  codigo: string | null;
  address: Address | null;
  uid: string | null;
  createdAt: string;
  updatedAt: string;
  /** How many times the reconciler has asked PayPal about it. */
  checks: number;
  /** The secret of the buyer's receipt link. */
  receiptToken: string;
  /** Set once the order has shipped. */
  shipment: Shipment | null;
}

/** An order an operator must look at, and why. */
export interface AttentionOrder {
  orderId: string;
  state: OrderState;
  totalCents: number;
  reason: string;
  since: string;
  createdAt: string;
}

export interface Shipment {
  shippedAt: string;
  carrier: string;
  trackingNumber: string;
  trackingUrl: string | null;
}

export type NewOrder = Pick<
  StoredOrder,
  'id' | 'totalCents' | 'items' | 'type' | 'shipped' | 'codigo' | 'address' | 'uid' | 'receiptToken'
>;

/** A change of state with the event that tells of it. */
export interface Transition {
  source: EventSource;
  kind: OrderEventKind;
  details?: Record<string, unknown>;
  actor?: Actor | null;
}

interface OrderRow {
  id: string;
  total_cents: number;
  items: PricedLine[];
  type: OrderType;
  shipped: boolean;
  state: OrderState;
  capture_attempt: number;
  codigo: string | null;
  address: Address | null;
  uid: string | null;
  created_at: Date | string;
  updated_at: Date | string;
  checks: number;
  receipt_token: string;
  shipped_at: Date | string | null;
  carrier: string | null;
  tracking_number: string | null;
  tracking_url: string | null;
}

interface PagoRow {
  order_id: string;
  total: string;
  items: PricedLine[];
  type: OrderType;
  payer: Payer;
  status: PaymentStatus;
  address: Address | null;
  codigo: string | null;
  fecha_registro: Date | string;
  tipo: Tipo;
  uid: string | null;
  capture_id: string | null;
  refunded: string;
}

interface EventRow {
  id: string | number;
  order_id: string;
  at: Date | string;
  source: EventSource;
  kind: OrderEventKind;
  details: Record<string, unknown>;
  actor_uid: string | null;
  actor_email: string | null;
}

const PAGO_COLUMNS = `order_id, total::text AS total, items, type, payer, status, address, codigo,
  fecha_registro, tipo, uid, capture_id, refunded::text AS refunded`;

const UNIQUE_VIOLATION = '23505';

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pgError = error as { code?: string; constraint?: string } | null;
  return (
    pgError?.code === UNIQUE_VIOLATION &&
    (constraint === undefined || pgError.constraint === constraint)
  );
}

const iso = (value: Date | string) => new Date(value).toISOString();
const json = (value: unknown) => (value === null ? null : JSON.stringify(value));

function toOrder(row: OrderRow): StoredOrder {
  return {
    id: row.id,
    totalCents: row.total_cents,
    items: row.items,
    type: row.type,
    shipped: row.shipped,
    state: row.state,
    captureAttempt: row.capture_attempt,
    codigo: row.codigo,
    address: row.address,
    uid: row.uid,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    checks: row.checks,
    receiptToken: row.receipt_token,
    shipment:
      row.shipped_at && row.carrier && row.tracking_number
        ? {
            shippedAt: iso(row.shipped_at),
            carrier: row.carrier,
            trackingNumber: row.tracking_number,
            trackingUrl: row.tracking_url,
          }
        : null,
  };
}

function toRecord(row: PagoRow): PaymentRecord {
  return {
    orderId: row.order_id,
    total: row.total,
    items: row.items,
    type: row.type,
    payer: row.payer,
    status: row.status,
    address: row.address,
    codigo: row.codigo,
    fechaRegistro: iso(row.fecha_registro),
    tipo: row.tipo,
    uid: row.uid,
    captureId: row.capture_id,
    refunded: row.refunded,
  };
}

function toEvent(row: EventRow): OrderEvent {
  return {
    id: Number(row.id),
    orderId: row.order_id,
    at: iso(row.at),
    source: row.source,
    kind: row.kind,
    details: row.details,
    actor: row.actor_uid ? { uid: row.actor_uid, email: row.actor_email } : null,
  };
}

/** The parameters of an event row, after `first` other parameters. */
function eventParams(transition: Transition): unknown[] {
  return [
    transition.source,
    transition.kind,
    JSON.stringify(transition.details ?? {}),
    transition.actor?.uid ?? null,
    transition.actor?.email ?? null,
  ];
}

/** `INSERT INTO order_events … SELECT … FROM <from>` with the event at parameters $n… */
function logEventFrom(from: string, n: number): string {
  return `INSERT INTO order_events (order_id, source, kind, details, actor_uid, actor_email)
          SELECT id, $${n}, $${n + 1}, $${n + 2}::jsonb, $${n + 3}, $${n + 4} FROM ${from}`;
}

export class PaymentsStore {
  constructor(private readonly db: Database) {}

  /**
   * Stores a new order (idempotent on its id) with its 'created' event; throws a unique violation
   * on `orders_codigo_key` if the subscription code is taken.
   */
  async insertOrder(order: NewOrder, transition: Transition): Promise<void> {
    await this.db.query(
      `WITH added AS (
         INSERT INTO orders (id, total_cents, items, type, shipped, codigo, address, uid, state,
                             next_check_at, receipt_token)
         VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7::jsonb, $8, 'created',
                 now() + make_interval(secs => $9), $10)
         ON CONFLICT (id) DO NOTHING
         RETURNING id
       )
       ${logEventFrom('added', 11)}`,
      [
        order.id,
        order.totalCents,
        JSON.stringify(order.items),
        order.type,
        order.shipped,
        order.codigo,
        json(order.address),
        order.uid,
        FIRST_CHECK_S,
        order.receiptToken,
        ...eventParams(transition),
      ],
      { name: 'insert-order' },
    );
  }

  async findOrder(id: string): Promise<StoredOrder | null> {
    const { rows } = await this.db.query<OrderRow>('SELECT * FROM orders WHERE id = $1', [id]);
    return rows[0] ? toOrder(rows[0]) : null;
  }

  /** An order and its payment's record, if any, in one round trip (the capture route's start). */
  async findOrderWithRecord(
    id: string,
  ): Promise<{ order: StoredOrder; record: PaymentRecord | null } | null> {
    const { rows } = await this.db.query<OrderRow & { record: PagoRow | null }>(
      `SELECT o.*,
              (SELECT row_to_json(r) FROM (SELECT ${PAGO_COLUMNS} FROM pagos
                                            WHERE order_id = o.id) r) AS record
       FROM orders o WHERE o.id = $1`,
      [id],
      { name: 'order-with-record' },
    );
    const row = rows[0];
    if (!row) return null;
    return { order: toOrder(row), record: row.record ? toRecord(row.record) : null };
  }

  /** Keeps the latest address and buyer the browser sent, while the order is unpaid. */
  async updateCaptureInputs(
    id: string,
    inputs: { address: Address | null; uid: string | null },
  ): Promise<void> {
    await this.db.query(
      `UPDATE orders SET address = COALESCE($2::jsonb, address), uid = COALESCE($3, uid),
                         updated_at = now()
       WHERE id = $1 AND state IN ('created', 'approved', 'capturing')`,
      [id, json(inputs.address), inputs.uid],
    );
  }

  /**
   * Moves an order from one of `from` to `to` with its event, in one statement; false (nothing
   * written) when the order was not in one of `from`. `recheckInS` schedules the reconciler.
   */
  async moveOrder(
    id: string,
    from: readonly OrderState[],
    to: OrderState,
    transition: Transition,
    recheckInS: number | null = null,
  ): Promise<boolean> {
    const { rows } = await this.db.query<{ id: string }>(
      `WITH moved AS (
         UPDATE orders
         SET state = $3, updated_at = now(),
             next_check_at = COALESCE(now() + make_interval(secs => $4), next_check_at),
             refusal_streak = CASE WHEN $3 IN ('created', 'capturing') THEN refusal_streak ELSE 0 END
         WHERE id = $1 AND state = ANY($2::text[])
         RETURNING id
       ), logged AS (
         ${logEventFrom('moved', 5)}
       )
       SELECT id FROM moved`,
      [id, from, to, recheckInS, ...eventParams(transition)],
      { name: 'move-order' },
    );
    return rows.length > 0;
  }

  /**
   * Marks the order as captured-in-progress ('capturing', the intent written before PayPal is
   * called) with its event; false when the order was in no state to capture. After a run of
   * refusals for want of approval the event is not written again: spam cannot grow the history.
   */
  async startCapture(id: string, transition: Transition, recheckInS: number): Promise<boolean> {
    const { rows } = await this.db.query<{ id: string }>(
      `WITH moved AS (
         UPDATE orders
         SET state = 'capturing', updated_at = now(),
             next_check_at = now() + make_interval(secs => $2)
         WHERE id = $1 AND state IN ('created', 'approved', 'capturing')
         RETURNING id, refusal_streak
       ), logged AS (
         ${logEventFrom('moved WHERE refusal_streak = 0', 3)}
       )
       SELECT id FROM moved`,
      [id, recheckInS, ...eventParams(transition)],
      { name: 'start-capture' },
    );
    return rows.length > 0;
  }

  /**
   * PayPal refused a capture because the payer has not approved: the order waits for approval
   * again. The first refusal of a run is written to the history; the next ones only count.
   */
  async refuseUnapproved(id: string, transition: Transition): Promise<void> {
    await this.db.query(
      `WITH moved AS (
         UPDATE orders
         SET state = 'created', updated_at = now(), refusal_streak = refusal_streak + 1
         WHERE id = $1 AND state = 'capturing'
         RETURNING id, refusal_streak
       )
       ${logEventFrom('moved WHERE refusal_streak = 1', 2)}`,
      [id, ...eventParams(transition)],
    );
  }

  /**
   * An order an operator must look at (its payment record was refused by the database): the
   * reason, when, and its event; the reconciler looks again only after `recheckInS`. Cleared
   * when the record is finally written.
   */
  async flagForAttention(
    id: string,
    reason: string,
    recheckInS: number,
    transition: Transition,
  ): Promise<void> {
    await this.db.query(
      `WITH flagged AS (
         UPDATE orders
         SET attention = $2, attention_at = COALESCE(attention_at, now()),
             next_check_at = now() + make_interval(secs => $3)
         WHERE id = $1
         RETURNING id
       )
       ${logEventFrom('flagged', 4)}`,
      [id, reason, recheckInS, ...eventParams(transition)],
    );
  }

  /**
   * After a declined card: the order waits for the payer to approve again with another way to
   * pay, and the next capture is a new attempt at PayPal (a new PayPal-Request-Id).
   * Compare-and-set on the attempt, so concurrent declines of one attempt count once.
   */
  async afterDecline(id: string, declinedAttempt: number, transition: Transition): Promise<void> {
    await this.db.query(
      `WITH moved AS (
         UPDATE orders SET capture_attempt = capture_attempt + 1, state = 'created',
                           updated_at = now(), refusal_streak = 0
         WHERE id = $1 AND capture_attempt = $2 AND state IN ('created', 'approved', 'capturing')
         RETURNING id
       )
       ${logEventFrom('moved', 3)}`,
      [id, declinedAttempt, ...eventParams(transition)],
    );
  }

  async findPaymentRecord(orderId: string): Promise<PaymentRecord | null> {
    const { rows } = await this.db.query<PagoRow>(
      `SELECT ${PAGO_COLUMNS} FROM pagos WHERE order_id = $1`,
      [orderId],
    );
    return rows[0] ? toRecord(rows[0]) : null;
  }

  /**
   * Writes the record unless one exists for the order, and moves the order to `state` with its
   * event, in one statement. The primary key decides, in the database, which of any number of
   * concurrent writers (in any number of processes) wins; every writer gets the record kept.
   */
  async savePaymentRecord(
    record: PaymentRecord,
    state: OrderState,
    transition: Transition,
    target: Queryable = this.db,
  ): Promise<{ record: PaymentRecord; inserted: boolean }> {
    const { rows } = await target.query<PagoRow>(
      `WITH saved AS (
         INSERT INTO pagos (order_id, total, items, type, payer, status, address, codigo,
                            fecha_registro, tipo, uid, capture_id, refunded)
         VALUES ($1, $2::numeric, $3::jsonb, $4, $5::jsonb, $6, $7::jsonb, $8, $9, $10, $11, $12,
                 $13::numeric)
         ON CONFLICT (order_id) DO NOTHING
         RETURNING *
       ), moved AS (
         UPDATE orders SET state = $14, updated_at = now(),
                           next_check_at = now() + make_interval(secs => $15),
                           attention = NULL, attention_at = NULL, refusal_streak = 0
         WHERE id = (SELECT order_id FROM saved)
         RETURNING id
       ), logged AS (
         ${logEventFrom('moved', 16)}
       )
       SELECT ${PAGO_COLUMNS} FROM saved`,
      [
        record.orderId,
        record.total,
        JSON.stringify(record.items),
        record.type,
        JSON.stringify(record.payer),
        record.status,
        json(record.address),
        record.codigo,
        record.fechaRegistro,
        record.tipo,
        record.uid,
        record.captureId,
        record.refunded,
        state,
        recheckDelayS(state),
        ...eventParams(transition),
      ],
      { name: 'save-record' },
    );
    if (rows[0]) return { record: toRecord(rows[0]), inserted: true };
    const existing = await this.findPaymentRecord(record.orderId);
    if (!existing) throw new Error(`Payment record ${record.orderId} vanished after a conflict`);
    return { record: existing, inserted: false };
  }

  /**
   * Brings a record's status and refunded amount to what PayPal says, and the order's state with
   * it, with one event; null (nothing written) when they already agree.
   */
  async updatePaymentStatus(
    orderId: string,
    status: PaymentStatus,
    refunded: string,
    state: OrderState,
    transition: Transition,
  ): Promise<PaymentRecord | null> {
    const { rows } = await this.db.query<PagoRow>(
      `WITH changed AS (
         UPDATE pagos SET status = $2, refunded = $3::numeric, updated_at = now()
         WHERE order_id = $1 AND (status <> $2 OR refunded <> $3::numeric)
         RETURNING *
       ), moved AS (
         UPDATE orders SET state = $4, updated_at = now(),
                           next_check_at = now() + make_interval(secs => $5)
         WHERE id = (SELECT order_id FROM changed)
         RETURNING id
       ), logged AS (
         ${logEventFrom('moved', 6)}
       )
       SELECT ${PAGO_COLUMNS} FROM changed`,
      [orderId, status, refunded, state, recheckDelayS(state), ...eventParams(transition)],
    );
    return rows[0] ? toRecord(rows[0]) : null;
  }

  /**
   * A page of the records, newest first, starting after `after`; `next` is where the next page
   * starts (null on the last). Read from the newest-first index, so any page costs the same.
   */
  async pagePaymentRecords(
    limit: number,
    after?: ListPosition,
  ): Promise<{ records: PaymentRecord[]; next: ListPosition | null }> {
    const { rows } = await this.db.query<PagoRow & { position_at: string }>(
      `SELECT ${PAGO_COLUMNS}, ${exactTime('fecha_registro')} AS position_at FROM pagos
       WHERE $2::timestamptz IS NULL OR (fecha_registro, order_id) < ($2::timestamptz, $3::text)
       ORDER BY fecha_registro DESC, order_id DESC LIMIT $1`,
      [limit + 1, after?.at ?? null, after?.orderId ?? null],
    );
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      records: page.map(toRecord),
      next: rows.length > limit && last ? { at: last.position_at, orderId: last.order_id } : null,
    };
  }

  /** Captured orders whose record the database refused, most recent first (at most `limit`). */
  async ordersNeedingAttention(limit: number): Promise<AttentionOrder[]> {
    const { rows } = await this.db.query<{
      id: string;
      state: OrderState;
      total_cents: number;
      attention: string;
      attention_at: Date | string;
      created_at: Date | string;
    }>(
      `SELECT id, state, total_cents, attention, attention_at, created_at FROM orders
       WHERE attention IS NOT NULL ORDER BY attention_at DESC, id DESC LIMIT $1`,
      [limit],
    );
    return rows.map((row) => ({
      orderId: row.id,
      state: row.state,
      totalCents: row.total_cents,
      reason: row.attention,
      since: iso(row.attention_at),
      createdAt: iso(row.created_at),
    }));
  }

  /** An order's history, oldest first. */
  async events(orderId: string): Promise<OrderEvent[]> {
    const { rows } = await this.db.query<EventRow>(
      'SELECT * FROM order_events WHERE order_id = $1 ORDER BY id',
      [orderId],
    );
    return rows.map(toEvent);
  }

  /** Writes a line in an order's history that comes with no change of state. */
  async logEvent(orderId: string, transition: Transition): Promise<void> {
    await this.db.query(
      `INSERT INTO order_events (order_id, source, kind, details, actor_uid, actor_email)
       VALUES ($1, $2, $3, $4::jsonb, $5, $6)`,
      [orderId, ...eventParams(transition)],
    );
  }

  /**
   * Takes up to `limit` open orders whose check is due for one reconciler, leasing them for
   * `leaseS` seconds: another process's reconciler skips them (SKIP LOCKED, then the lease), so
   * each is asked about by one reconciler at a time.
   */
  async claimDueOrders(options: { limit: number; leaseS: number }): Promise<StoredOrder[]> {
    const { rows } = await this.db.query<OrderRow>(
      `UPDATE orders SET next_check_at = now() + make_interval(secs => $2), checks = checks + 1
       WHERE id IN (
         SELECT id FROM orders
         WHERE state IN ('created', 'approved', 'capturing', 'pending')
           AND next_check_at <= now()
         ORDER BY next_check_at
         LIMIT $1
         FOR UPDATE SKIP LOCKED
       )
       RETURNING *`,
      [options.limit, options.leaseS],
    );
    return rows.map(toOrder);
  }

  /** Every order caught mid-capture becomes due now (at start: its capturer is gone). */
  async makeCapturesDue(): Promise<void> {
    await this.db.query(
      "UPDATE orders SET next_check_at = now() WHERE state = 'capturing' AND next_check_at > now()",
    );
  }

  /** When the reconciler should next ask PayPal about an open order. */
  async scheduleCheck(id: string, inS: number): Promise<void> {
    await this.db.query(
      'UPDATE orders SET next_check_at = now() + make_interval(secs => $2) WHERE id = $1',
      [id, inS],
    );
  }

  /** How long ago (in seconds, by the database's clock) the order was created. */
  async ageOf(id: string): Promise<number | null> {
    const { rows } = await this.db.query<{ age: number }>(
      'SELECT EXTRACT(EPOCH FROM now() - created_at)::float8 AS age FROM orders WHERE id = $1',
      [id],
    );
    return rows[0] ? Number(rows[0].age) : null;
  }

  /** The order a capture belongs to (refund events name only the capture). */
  async findOrderIdByCapture(captureId: string): Promise<string | null> {
    const { rows } = await this.db.query<{ order_id: string }>(
      'SELECT order_id FROM pagos WHERE capture_id = $1',
      [captureId],
    );
    return rows[0]?.order_id ?? null;
  }

  /** True the first time an event id is seen; false for a redelivery. */
  async rememberWebhookEvent(event: {
    id: string;
    type: string;
    orderId: string | null;
  }): Promise<boolean> {
    const { rows } = await this.db.query(
      `INSERT INTO webhook_events (id, event_type, order_id) VALUES ($1, $2, $3)
       ON CONFLICT (id) DO NOTHING RETURNING id`,
      [event.id, event.type, event.orderId],
    );
    return rows.length > 0;
  }

  /** Forgets an event whose handling failed, so PayPal's redelivery is handled again. */
  async forgetWebhookEvent(id: string): Promise<void> {
    await this.db.query('DELETE FROM webhook_events WHERE id = $1', [id]);
  }
}

/** The reconciler's first look at a new order: time for the payer to approve and pay. */
export const FIRST_CHECK_S = 120;

/** How soon the reconciler looks again at a payment PayPal is reviewing (webhooks come first). */
export const REVIEW_RECHECK_S = 30 * 60;

/** How soon the reconciler looks again at an order in this state (capture or review). */
function recheckDelayS(state: OrderState): number {
  return state === 'pending' ? REVIEW_RECHECK_S : FIRST_CHECK_S;
}
