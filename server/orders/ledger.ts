import type { Address } from '#domain/address';
import { type EmailIntent, emailForEvent, type PaymentMoment } from '#domain/order/emails';
import type { Actor, EventSource, OrderEvent, OrderEventKind } from '#domain/order/events';
import { assertMoves, type OrderState, statesMovingTo } from '#domain/order/lifecycle';
import type { Order, OrderLine, OrderType, Shipment } from '#domain/order/order';
import { isOrderNumber } from '#domain/order/order-number';
import {
  ORDER_STATE_FOR,
  type Payer,
  type Payment,
  type PaymentStatus,
} from '#domain/order/payment';
import { queueEmailCte } from '../mail/sql/outbox-ctes';
import {
  PAYMENT_COLUMNS,
  paymentAsRecordedCte,
  paymentOfOrderSql,
  paymentStatusChangeCte,
} from '../payments/sql/pagos-ctes';
import type { Queryable, QueryOptions } from '../platform/database';
import { iso } from '../platform/sql';
import { stockCtes } from '../stock/ledger';

/**
 * The order's ledger in SQL, shared by every area whose store changes an order (payments,
 * refunds, the console): its rows read as the domain's types, and the one way to write a change
 * with its history. Every change of an order is written in one statement with its event and the
 * email the event calls for (decided by `emailForEvent`, in TypeScript), so the history never
 * misses a change or tells of one that did not happen, and an email is queued exactly when its
 * event is recorded.
 */

/** An event to write with a change: who did what (details and the operator, when one acted). */
export interface EventInput {
  source: EventSource;
  kind: OrderEventKind;
  details?: Record<string, unknown>;
  actor?: Actor | null;
}

export interface OrderRow extends ShipmentColumns {
  id: string;
  order_number: string;
  total_cents: number;
  items: OrderLine[];
  type: OrderType;
  ships_goods: boolean;
  state: OrderState;
  capture_attempt: number;
  subscription_code: string | null;
  address: Address | null;
  uid: string | null;
  created_at: Date | string;
  updated_at: Date | string;
  checks: number;
  receipt_token: string;
  declined_at: Date | string | null;
}

export interface PaymentRow {
  order_id: string;
  total_cents: number;
  items: OrderLine[];
  type: OrderType;
  payer: Payer;
  status: PaymentStatus;
  address: Address | null;
  codigo: string | null;
  fecha_registro: Date | string;
  uid: string | null;
  capture_id: string | null;
  refunded_cents: number;
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

/**
 * For the areas that read rows with the ledger: a timestamp column as ISO text (platform/sql.ts),
 * and a payment's columns (payments/sql/pagos-ctes.ts, the payments area's).
 */
export { iso, PAYMENT_COLUMNS };

/** The shipment's columns of `orders`, as a row selects them. */
export interface ShipmentColumns {
  shipped_at: Date | string | null;
  carrier: string | null;
  tracking_number: string | null;
  tracking_url: string | null;
  /** Absent before migration 15 (tests of older migrations), and where a query leaves it out. */
  delivered_at?: Date | string | null;
}

/** An order's shipment from its columns; null until an operator ships it. */
export function shipmentOf(row: ShipmentColumns): Shipment | null {
  if (!row.shipped_at || !row.carrier || !row.tracking_number) return null;
  return {
    shippedAt: iso(row.shipped_at),
    carrier: row.carrier,
    trackingNumber: row.tracking_number,
    trackingUrl: row.tracking_url,
    deliveredAt: row.delivered_at ? iso(row.delivered_at) : null,
  };
}
export const json = (value: unknown) => (value === null ? null : JSON.stringify(value));

export function toOrder(row: OrderRow): Order {
  return {
    id: row.id,
    orderNumber: row.order_number,
    totalCents: row.total_cents,
    items: row.items,
    type: row.type,
    shipsGoods: row.ships_goods,
    state: row.state,
    captureAttempt: row.capture_attempt,
    subscriptionCode: row.subscription_code,
    address: row.address,
    uid: row.uid,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    checks: row.checks,
    receiptToken: row.receipt_token,
    needsApproval: row.declined_at !== null && row.declined_at !== undefined,
    shipment: shipmentOf(row),
  };
}

export function toPayment(row: PaymentRow): Payment {
  return {
    orderId: row.order_id,
    totalCents: row.total_cents,
    items: row.items,
    type: row.type,
    payer: row.payer,
    status: row.status,
    address: row.address,
    subscriptionCode: row.codigo,
    recordedAt: iso(row.fecha_registro),
    uid: row.uid,
    captureId: row.capture_id,
    refundedCents: row.refunded_cents,
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

/** A statement's parameters, numbered as they are added: `params.add(value)` → '$3'. */
export class SqlParams {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/**
 * The one way a statement changes an order's state, checked first against the lifecycle's table
 * (`assertMoves`: a move it does not list throws before any SQL runs). `set` goes in the UPDATE's
 * SET list and `where` in its WHERE, so the order moves only from one of `from`. No other code
 * writes `state` on `orders` (server/platform/state-writes.test.ts reads every statement).
 */
export function stateMove(
  params: SqlParams,
  from: readonly OrderState[],
  to: OrderState,
): { set: string; where: string } {
  assertMoves(from, to);
  return { set: `state = ${params.add(to)}`, where: `state = ANY(${params.add(from)}::text[])` };
}

/**
 * `<name> AS (…)` writing the event for every order in `from` (a CTE or table with the order's
 * `id`), then, when the event calls for one, its email: `<name>_moment AS (…)`, the payment as the
 * email tells it (the event's, or the record's as it stands, read by the payments area's
 * fragment), and `<name>_mail AS (…)`, the mail area's fragment queueing it with the outbox's own
 * conditions (see `EmailIntent.onlyIf`). One statement, whichever areas' tables it writes.
 */
export function historyCtes(
  params: SqlParams,
  name: string,
  from: string,
  event: EventInput,
  email: EmailIntent | null,
): string {
  const logged = `${name} AS (
    INSERT INTO order_events (order_id, source, kind, details, actor_uid, actor_email)
    SELECT id, ${params.add(event.source)}, ${params.add(event.kind)},
           ${params.add(JSON.stringify(event.details ?? {}))}::jsonb,
           ${params.add(event.actor?.uid ?? null)}, ${params.add(event.actor?.email ?? null)}
    FROM ${from}
    RETURNING id, order_id
  )`;
  if (!email) return logged;
  const moment =
    email.payment === 'as-recorded'
      ? paymentAsRecordedCte(`${name}_moment`, name)
      : `${name}_moment AS (
    SELECT order_id, id AS event_id, ${params.add(email.payment.status)}::text AS payment_status,
           ${params.add(email.payment.refundedCents)}::int AS refunded_cents
    FROM ${name}
  )`;
  return `${logged}, ${moment}, ${queueEmailCte(params, `${name}_mail`, `${name}_moment`, email)}`;
}

/** A statement that writes an order's change, its event and maybe its email. */
export interface LedgerStatement {
  /** The statement's name (it is prepared); the text's variants get names of their own. */
  name: string;
  build(params: SqlParams, withEmail: boolean): string;
}

export interface LedgerOptions {
  /** Told when an email could not be queued and the change was written without it. */
  onEmailDropped?: ((error: unknown, statement: string) => void) | undefined;
}

/**
 * Runs a change with its history. An email must never stop a payment from being recorded: if the
 * statement fails with its email (the outbox refuses the row for some reason of its own), it runs
 * again without it (the statement wrote nothing the first time), and the loss is reported.
 */
export async function runLedgerStatement<Row>(
  db: Queryable,
  statement: LedgerStatement,
  options: LedgerOptions = {},
): Promise<Row[]> {
  const run = async (withEmail: boolean) => {
    const params = new SqlParams();
    const text = statement.build(params, withEmail);
    const queryOptions: QueryOptions = { name: `${statement.name}-${hash(text)}` };
    return (await db.query<Row>(text, params.values, queryOptions)).rows;
  };
  try {
    return await run(true);
  } catch (error) {
    if (!touchesOutbox(error)) throw error;
    options.onEmailDropped?.(error, statement.name);
    return run(false);
  }
}

/** A failure the mail outbox caused (its table named in the error), not the change itself. */
function touchesOutbox(error: unknown): boolean {
  const { table, message } = (error ?? {}) as { table?: unknown; message?: unknown };
  return (
    table === 'mail_outbox' || (typeof message === 'string' && message.includes('mail_outbox'))
  );
}

/** A short, stable name for a statement's text (FNV-1a): the same text, the same prepared name. */
function hash(text: string): string {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193);
  }
  return (value >>> 0).toString(36);
}

/**
 * The column an order's reference names: the shop's number ('ELY-7K3M9Q'), or PayPal's order id
 * (which the routes that show an order still take). Neither can be taken for the other.
 */
export function orderRefColumn(ref: string): 'order_number' | 'id' {
  return isOrderNumber(ref) ? 'order_number' : 'id';
}

/** An order named by its number or by PayPal's id. */
export async function findOrderByRef(db: Queryable, ref: string): Promise<Order | null> {
  const column = orderRefColumn(ref);
  const { rows } = await db.query<OrderRow>(`SELECT * FROM orders WHERE ${column} = $1`, [ref], {
    name: `find-order-by-${column}`,
  });
  return rows[0] ? toOrder(rows[0]) : null;
}

export async function findOrder(db: Queryable, id: string): Promise<Order | null> {
  const { rows } = await db.query<OrderRow>('SELECT * FROM orders WHERE id = $1', [id], {
    name: 'find-order',
  });
  return rows[0] ? toOrder(rows[0]) : null;
}

export async function findPayment(db: Queryable, orderId: string): Promise<Payment | null> {
  const { rows } = await db.query<PaymentRow>(paymentOfOrderSql('$1'), [orderId], {
    name: 'find-payment',
  });
  return rows[0] ? toPayment(rows[0]) : null;
}

/** An order's history, oldest first. */
export async function orderEvents(db: Queryable, orderId: string): Promise<OrderEvent[]> {
  const { rows } = await db.query<EventRow>(
    'SELECT * FROM order_events WHERE order_id = $1 ORDER BY id',
    [orderId],
  );
  return rows.map(toEvent);
}

/** Writes a line in an order's history that comes with no change of state (and its email). */
export async function logEvent(
  db: Queryable,
  orderId: string,
  event: EventInput,
  options?: LedgerOptions,
): Promise<void> {
  await runLedgerStatement(
    db,
    {
      name: `log-${event.kind}`,
      build: (params, withEmail) => `WITH target AS (SELECT ${params.add(orderId)}::text AS id),
        ${historyCtes(params, 'logged', 'target', event, withEmail ? emailForEvent(event, 'as-recorded') : null)}
        SELECT 1`,
    },
    options,
  );
}

/**
 * Moves an order to `to` with its event, when it is in one of `from` (checked against the
 * lifecycle's table first; by default every state the table allows); false (nothing written)
 * when it was not. `recheckInS` schedules the reconciler's next look.
 */
export async function moveOrder(
  db: Queryable,
  id: string,
  to: OrderState,
  event: EventInput,
  {
    from = statesMovingTo(to),
    recheckInS = null,
  }: { from?: readonly OrderState[]; recheckInS?: number | null } = {},
  options?: LedgerOptions,
): Promise<boolean> {
  const rows = await runLedgerStatement<{ id: string }>(
    db,
    {
      name: `move-order-${event.kind}`,
      build: (params) => {
        const move = stateMove(params, from, to);
        const target = params.add(to);
        // Refusals of captures are counted while the order waits for the payer; any other
        // move ends the run.
        return `WITH moved AS (
          UPDATE orders
          SET ${move.set}, updated_at = now(),
              next_check_at = COALESCE(now() + make_interval(secs => ${params.add(recheckInS)}),
                                       next_check_at),
              refusal_streak = CASE WHEN ${target} IN ('created', 'capturing') THEN refusal_streak
                                    ELSE 0 END
          WHERE id = ${params.add(id)} AND ${move.where}
          RETURNING id, state, shipped_at
        ), ${historyCtes(params, 'logged', 'moved', event, null)}, ${stockCtes('stock_moved', 'moved')}
        SELECT id FROM moved`;
      },
    },
    options,
  );
  return rows.length > 0;
}

/**
 * Brings a payment's status and refunded amount to what PayPal says, and the order's state with
 * it, with one event (and the email it calls for); null (nothing written) when they agree already.
 * `from` is the status the caller read, for the event and its email.
 */
export async function updatePaymentStatus(
  db: Queryable,
  orderId: string,
  change: { status: PaymentStatus; refundedCents: number; recheckInS: number },
  event: EventInput,
  options?: LedgerOptions,
): Promise<Payment | null> {
  const moment: PaymentMoment = { status: change.status, refundedCents: change.refundedCents };
  const state = ORDER_STATE_FOR[change.status];
  const rows = await runLedgerStatement<PaymentRow>(
    db,
    {
      name: `update-payment-${event.kind}`,
      build: (params, withEmail) => {
        // PayPal's word on the money moves the order from any state (lifecycle.ts).
        const move = stateMove(params, statesMovingTo(state), state);
        return `WITH ${paymentStatusChangeCte(params, 'changed', orderId, change)}, moved AS (
          UPDATE orders SET ${move.set}, updated_at = now(),
                            next_check_at = now() + make_interval(secs => ${params.add(change.recheckInS)})
          WHERE id = (SELECT order_id FROM changed) AND ${move.where}
          RETURNING id, state, shipped_at
        ), ${historyCtes(params, 'logged', 'moved', event, withEmail ? emailForEvent(event, moment) : null)},
        ${stockCtes('stock_moved', 'moved')}
        SELECT ${PAYMENT_COLUMNS} FROM changed`;
      },
    },
    options,
  );
  return rows[0] ? toPayment(rows[0]) : null;
}

/** A unique violation (of `constraint`, when named). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pgError = error as { code?: string; constraint?: string } | null;
  return (
    pgError?.code === '23505' && (constraint === undefined || pgError.constraint === constraint)
  );
}
