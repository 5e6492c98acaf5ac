import type { Contact } from '#domain/contact';
import { emailForEvent } from '#domain/order/emails';
import type { Actor, OrderEvent } from '#domain/order/events';
import type { Locale } from '#site/locales';
import { exactTime } from '../platform/keyset';
import type { Queryable } from '../platform/sql';
import {
  type EventInput,
  historyCtes,
  iso,
  type LedgerOptions,
  orderRefColumn,
  runLedgerStatement,
  type SqlParams,
} from './ledger';

/**
 * The operator console's statements on the orders and their history, which this area owns: the
 * orders that need attention, the buyer's facts, the operators' audit trail, and the console's
 * moves of an order (shipping's change of the order, delivery, the decision on a cancellation
 * request), each written with its event and email through the ledger (ledger.ts). The console's
 * store (server/console/postgres-store.ts) calls them and names no table of this area.
 */

/** A captured order whose record the database refused. */
export interface OrderNeedingAttention {
  orderId: string;
  orderNumber: string;
  state: string;
  totalCents: number;
  reason: string;
  since: string;
  createdAt: string;
}

/** Captured orders whose record the database refused, most recent first (at most `limit`). */
export async function ordersNeedingAttention(
  db: Queryable,
  limit: number,
): Promise<OrderNeedingAttention[]> {
  const { rows } = await db.query<{
    id: string;
    order_number: string;
    state: string;
    total_cents: number;
    attention: string;
    attention_at: Date | string;
    created_at: Date | string;
  }>(
    `SELECT id, order_number, state, total_cents, attention, attention_at, created_at FROM orders
     WHERE attention IS NOT NULL ORDER BY attention_at DESC, id DESC LIMIT $1`,
    [limit],
  );
  return rows.map((row) => ({
    orderId: row.id,
    orderNumber: row.order_number,
    state: row.state,
    totalCents: row.total_cents,
    reason: row.attention,
    since: iso(row.attention_at),
    createdAt: iso(row.created_at),
  }));
}

/** How many orders wait for the operator's decision on a cancellation request. */
export async function cancellationRequestsCount(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ orders: number }>(
    `SELECT count(*)::integer AS orders FROM orders WHERE cancellation = 'requested'`,
  );
  return rows[0]?.orders ?? 0;
}

/** The language and contact the buyer gave with the order; null for no such order. */
export async function buyerFacts(
  db: Queryable,
  orderId: string,
): Promise<{ locale: Locale; contact: Contact | null } | null> {
  const { rows } = await db.query<{ locale: Locale; contact: Contact | null }>(
    'SELECT locale, contact FROM orders WHERE id = $1',
    [orderId],
  );
  return rows[0] ?? null;
}

/** Which operators' actions the audit trail shows. */
export interface OperatorEventsFilter {
  /** An operator's uid, or their email (any case). */
  actor?: string | undefined;
  /** The order's number, or PayPal's order id. */
  orderRef?: string | undefined;
  from?: Date | undefined;
  before?: Date | undefined;
}

interface AuditRow {
  id: string | number;
  order_id: string;
  order_number: string;
  at: Date | string;
  position_at: string;
  source: OrderEvent['source'];
  kind: OrderEvent['kind'];
  details: Record<string, unknown>;
  actor_uid: string | null;
  actor_email: string | null;
}

/** Operators' actions, newest first, after `after` (the events' newest-first index). */
export async function operatorEvents(
  db: Queryable,
  filter: OperatorEventsFilter,
  limit: number,
  after?: { at: string; id: number },
): Promise<{
  rows: (OrderEvent & { orderNumber: string })[];
  next: { at: string; id: number } | null;
}> {
  const params: unknown[] = [];
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const where = ["e.source = 'operator'"];
  if (filter.actor?.includes('@')) {
    where.push(`lower(e.actor_email) = lower(${add(filter.actor)})`);
  } else if (filter.actor) {
    where.push(`e.actor_uid = ${add(filter.actor)}`);
  }
  if (filter.orderRef) {
    where.push(
      `e.order_id = (SELECT id FROM orders WHERE ${orderRefColumn(filter.orderRef)} = ${add(filter.orderRef)})`,
    );
  }
  if (filter.from) where.push(`e.at >= ${add(filter.from.toISOString())}`);
  if (filter.before) where.push(`e.at < ${add(filter.before.toISOString())}`);
  if (after) {
    where.push(`(e.at, e.id) < (${add(after.at)}::timestamptz, ${add(after.id)}::bigint)`);
  }
  const { rows } = await db.query<AuditRow>(
    `SELECT e.*, o.order_number, ${exactTime('e.at')} AS position_at
     FROM order_events e JOIN orders o ON o.id = e.order_id
     WHERE ${where.join(' AND ')}
     ORDER BY e.at DESC, e.id DESC
     LIMIT ${add(limit + 1)}`,
    params,
  );
  const more = rows.length > limit;
  const shown = more ? rows.slice(0, limit) : rows;
  const last = shown.at(-1);
  return {
    rows: shown.map((row) => ({
      id: Number(row.id),
      orderId: row.order_id,
      orderNumber: row.order_number,
      at: iso(row.at),
      source: row.source,
      kind: row.kind,
      details: row.details,
      actor: row.actor_uid ? { uid: row.actor_uid, email: row.actor_email } : null,
    })),
    next: more && last ? { at: last.position_at, id: Number(last.id) } : null,
  };
}

/**
 * `<name> AS (…)`: the order of `paid` (a CTE returning its payment's `order_id`, locked) is
 * shipped, once, when it holds goods and has not shipped yet. Answers `id` and `shipped_at`.
 */
export function shipOrderCte(
  params: SqlParams,
  name: string,
  paid: string,
  shipment: { carrier: string; trackingNumber: string; trackingUrl: string | null },
): string {
  return `${name} AS (
    UPDATE orders SET shipped_at = now(), carrier = ${params.add(shipment.carrier)},
                      tracking_number = ${params.add(shipment.trackingNumber)},
                      tracking_url = ${params.add(shipment.trackingUrl)}, updated_at = now()
    WHERE id = (SELECT order_id FROM ${paid}) AND ships_goods AND shipped_at IS NULL
    RETURNING id, shipped_at
  )`;
}

/** The operator's decision on the open cancellation request, with its event, in one statement. */
export async function decideCancellation(
  db: Queryable,
  orderId: string,
  decision: 'approved' | 'declined',
  details: Record<string, unknown>,
  actor: Actor,
  ledger: LedgerOptions,
): Promise<boolean> {
  const event: EventInput = {
    source: 'operator',
    kind: decision === 'approved' ? 'cancellation-approved' : 'cancellation-declined',
    details,
    actor,
  };
  const rows = await runLedgerStatement<{ id: string }>(
    db,
    {
      name: `decide-cancellation-${decision}`,
      build: (params, withEmail) => `WITH decided AS (
        UPDATE orders SET cancellation = ${params.add(decision)}, updated_at = now()
        WHERE id = ${params.add(orderId)} AND cancellation = 'requested'
        RETURNING id
      ), ${historyCtes(params, 'logged', 'decided', event, withEmail ? emailForEvent(event, 'as-recorded') : null)}
      SELECT id FROM decided`,
    },
    ledger,
  );
  return rows.length > 0;
}

/**
 * Marks a shipped order delivered, once: the time on the order and the 'delivered' event with
 * the operator, in one statement. Null (nothing written) for an order not shipped or delivered
 * already.
 */
export async function deliverOrder(
  db: Queryable,
  orderId: string,
  actor: Actor,
  ledger: LedgerOptions,
): Promise<string | null> {
  const event = { source: 'operator' as const, kind: 'delivered' as const, details: {}, actor };
  const rows = await runLedgerStatement<{ delivered_at: Date | string }>(
    db,
    {
      name: 'deliver-order',
      build: (params) => `WITH delivered AS (
        UPDATE orders SET delivered_at = now(), updated_at = now()
        WHERE id = ${params.add(orderId)} AND shipped_at IS NOT NULL AND delivered_at IS NULL
        RETURNING id, delivered_at
      ), ${historyCtes(params, 'logged', 'delivered', event, null)}
      SELECT delivered_at FROM delivered`,
    },
    ledger,
  );
  const row = rows[0];
  return row ? iso(row.delivered_at) : null;
}
