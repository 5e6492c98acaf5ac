import { OPEN_STATES } from '#domain/order/lifecycle';
import type { NewOrder } from '#domain/order/order';

/**
 * The orders area's SQL on its tables (`orders`, `order_events`) that other areas' statements
 * compose, so a statement that reads an order beside another area's rows stays one statement
 * while only this area names the tables (docs/architecture.md, "Each area owns its tables").
 * This folder imports nothing of the server, so any area may compose it without a circle of
 * folders. An order's state moves only through the ledger's `stateMove` (orders/ledger.ts): a
 * fragment that moves it takes the checked move's `set` and `where` from its caller.
 */

/** A statement's numbered parameters (the orders' ledger's SqlParams). */
interface Params {
  add(value: unknown): string;
}

/** The SET and WHERE of a checked move of an order's state (the ledger's `stateMove`). */
interface Move {
  set: string;
  where: string;
}

const json = (value: unknown) => (value === null ? null : JSON.stringify(value));

/** `JOIN orders <alias> ON <alias>.id = <orderId>` (an expression). */
export function orderJoin(alias: string, orderId: string): string {
  return `JOIN orders ${alias} ON ${alias}.id = ${orderId}`;
}

/** `JOIN order_events <alias> ON <alias>.id = <eventId>` (an expression): the event itself. */
export function eventJoin(alias: string, eventId: string): string {
  return `JOIN order_events ${alias} ON ${alias}.id = ${eventId}`;
}

/**
 * `<name> AS (…)`: when the order `orderId` last had an event of `kind` whose `details ->> key`
 * is `value` (expressions), if within the last `withinS` seconds: one row, `at` null when none.
 */
export function lastEventWithinCte(
  name: string,
  orderId: string,
  kind: string,
  detail: { key: string; value: string },
  withinS: string,
): string {
  return `${name} AS (
    SELECT max(at) AS at FROM order_events
    WHERE order_id = ${orderId} AND kind = ${kind}
      AND details ->> ${detail.key} = ${detail.value}
      AND at > now() - make_interval(secs => ${withinS})
  )`;
}

/** The order whose id is $1, every column (the ledger's OrderRow), with `alongside`, columns of other areas' fragments. */
export function orderByIdSql(alongside: string): string {
  return `SELECT o.*, ${alongside} FROM orders o WHERE o.id = $1`;
}

/**
 * One row whatever happens: the order whose id is `orderId` (an expression), every column (null
 * when there is none), with `alongside`, columns of other areas' fragments.
 */
export function orderOrNoneSql(orderId: string, alongside: string): string {
  return `SELECT o.*, ${alongside} FROM (SELECT 1) AS one LEFT JOIN orders o ON o.id = ${orderId}`;
}

/** The number of the order whose id is `orderId` (an expression), as a scalar subquery. */
export function orderNumberOfSql(orderId: string): string {
  return `(SELECT order_number FROM orders WHERE id = ${orderId})`;
}

/**
 * `<name> AS (…)` inserting the new order, in state 'created' (an insert is no move), first
 * checked by the reconciler `firstCheckS` seconds on; returns its `id`, nothing when it exists.
 */
export function insertOrderCte(
  params: Params,
  name: string,
  order: NewOrder,
  firstCheckS: number,
): string {
  return `${name} AS (
    INSERT INTO orders (id, order_number, total_cents, items, type, ships_goods,
                        subscription_code, address, uid, buyer_email, state, next_check_at,
                        receipt_token, locale, contact)
    VALUES (${params.add(order.id)}, ${params.add(order.orderNumber)},
            ${params.add(order.totalCents)},
            ${params.add(JSON.stringify(order.items))}::jsonb, ${params.add(order.type)},
            ${params.add(order.shipsGoods)}, ${params.add(order.subscriptionCode)},
            ${params.add(json(order.address))}::jsonb, ${params.add(order.uid)},
            ${params.add(order.buyerEmail)}, 'created',
            now() + make_interval(secs => ${params.add(firstCheckS)}),
            ${params.add(order.receiptToken)}, ${params.add(order.locale)},
            ${params.add(json(order.contact))}::jsonb)
    ON CONFLICT (id) DO NOTHING
    RETURNING id
  )`;
}

/**
 * `<name> AS (…)`: a capture starts (`move`, to 'capturing'), checked again in `recheckInS`; the
 * shop's own attempts wait while the payer must approve again (`byPayer`: the payer's do not).
 * `inputs`: the address and buyer the payer's browser sent, kept with the same write (each null
 * keeps the order's). Returns `id` and `refusal_streak`.
 */
export function startCaptureCte(
  params: Params,
  name: string,
  id: string,
  move: Move,
  {
    recheckInS,
    byPayer,
    inputs,
  }: { recheckInS: number; byPayer: boolean; inputs?: { address: unknown; uid: string | null } },
): string {
  const kept = inputs
    ? `address = COALESCE(${params.add(json(inputs.address))}::jsonb, address),
        uid = COALESCE(${params.add(inputs.uid)}, uid),`
    : '';
  return `${name} AS (
    UPDATE orders
    SET ${move.set}, ${kept} updated_at = now(), declined_at = NULL,
        next_check_at = now() + make_interval(secs => ${params.add(recheckInS)})
    WHERE id = ${params.add(id)} AND ${move.where}
      ${byPayer ? '' : 'AND declined_at IS NULL'}
    RETURNING id, refusal_streak
  )`;
}

/** `<name> AS (…)`: PayPal refused a capture the payer had not approved (`move`, back to 'created'), one more in a row; returns `id` and `refusal_streak`. */
export function refuseUnapprovedCte(params: Params, name: string, id: string, move: Move): string {
  return `${name} AS (
    UPDATE orders
    SET ${move.set}, updated_at = now(), refusal_streak = refusal_streak + 1
    WHERE id = ${params.add(id)} AND ${move.where}
    RETURNING id, refusal_streak
  )`;
}

/**
 * `<name> AS (…)`: the capture attempt `declinedAttempt` was declined (`move`, back to
 * 'created'): the next attempt is counted and the payer must approve again; returns `id`.
 */
export function afterDeclineCte(
  params: Params,
  name: string,
  id: string,
  declinedAttempt: number,
  move: Move,
): string {
  return `${name} AS (
    UPDATE orders SET capture_attempt = capture_attempt + 1, ${move.set},
                      updated_at = now(), refusal_streak = 0, declined_at = now()
    WHERE id = ${params.add(id)} AND capture_attempt = ${params.add(declinedAttempt)}
      AND ${move.where}
    RETURNING id
  )`;
}

/**
 * `<name> AS (…)`: PayPal saw the payer approve (`move`, to 'approved'), at `approvedAt` (an
 * expression): an approval made before the last decline (a late delivery) is spent already.
 */
export function approvalSeenCte(
  params: Params,
  name: string,
  id: string,
  approvedAt: string,
  move: Move,
  recheckInS: number,
): string {
  return `${name} AS (
    UPDATE orders
    SET ${move.set}, updated_at = now(), declined_at = NULL,
        next_check_at = now() + make_interval(secs => ${params.add(recheckInS)})
    WHERE id = ${params.add(id)} AND ${move.where}
      AND (declined_at IS NULL OR declined_at < ${approvedAt}::timestamptz)
    RETURNING id
  )`;
}

/** `<name> AS (…)`: the order needs an operator's attention for `reason`; returns `id`. */
export function flagForAttentionCte(
  params: Params,
  name: string,
  id: string,
  reason: string,
  recheckInS: number,
): string {
  return `${name} AS (
    UPDATE orders
    SET attention = ${params.add(reason)}, attention_at = COALESCE(attention_at, now()),
        next_check_at = now() + make_interval(secs => ${params.add(recheckInS)})
    WHERE id = ${params.add(id)}
    RETURNING id
  )`;
}

/**
 * `<name> AS (…)`: the order of the payment just recorded in `from` (returning `order_id`) moves
 * as the payment says (`move`), its attention and refusals cleared; returns `id`, `state` and
 * `shipped_at`, as the stock's fragment reads them.
 */
export function paymentRecordedCte(
  params: Params,
  name: string,
  from: string,
  move: Move,
  recheckInS: number,
): string {
  return `${name} AS (
    UPDATE orders SET ${move.set}, updated_at = now(),
                      next_check_at = now() + make_interval(secs => ${params.add(recheckInS)}),
                      attention = NULL, attention_at = NULL, refusal_streak = 0
    WHERE id = (SELECT order_id FROM ${from}) AND ${move.where}
    RETURNING id, state, shipped_at
  )`;
}

/** $1 the order's id, $2 the buyer's email, $3 the buyer's uid, $4 the states (text[]) it may still change in. */
export const REMEMBER_BUYER_EMAIL = `UPDATE orders SET buyer_email = $2
       WHERE id = $1 AND (uid IS NULL OR uid = $3) AND state = ANY($4::text[])
         AND buyer_email IS DISTINCT FROM $2`;

/** The open states as SQL text, so the planner matches the partial index `orders_open_due`. */
const OPEN_STATES_SQL = OPEN_STATES.map((state) => `'${state}'`).join(', ');

/**
 * Leases up to $1 open orders whose check is due, for $2 seconds (SKIP LOCKED: another process
 * takes others); returns their rows.
 */
export const CLAIM_DUE_ORDERS = `UPDATE orders SET next_check_at = now() + make_interval(secs => $2), checks = checks + 1
       WHERE id IN (
         SELECT id FROM orders
         WHERE state IN (${OPEN_STATES_SQL}) AND next_check_at <= now()
         ORDER BY next_check_at
         LIMIT $1
         FOR UPDATE SKIP LOCKED
       )
       RETURNING *`;

/** Every capture under way is checked now. */
export const MAKE_CAPTURES_DUE =
  "UPDATE orders SET next_check_at = now() WHERE state = 'capturing' AND next_check_at > now()";

/** $1 the order's id: its next check in $2 seconds. */
export const SCHEDULE_CHECK =
  'UPDATE orders SET next_check_at = now() + make_interval(secs => $2) WHERE id = $1';

/** $1 the order's id: its age in seconds (`age`). */
export const ORDER_AGE =
  'SELECT EXTRACT(EPOCH FROM now() - created_at)::float8 AS age FROM orders WHERE id = $1';
