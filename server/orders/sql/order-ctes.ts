/**
 * The orders area's SQL on its tables (`orders`, `order_events`) that other areas' statements
 * compose, so a statement that reads an order beside another area's rows stays one statement
 * while only this area names the tables (docs/architecture.md, "Each area owns its tables").
 * This folder imports nothing of the server, so any area may compose it without a circle of
 * folders. An order's state moves only through the ledger's `stateMove` (orders/ledger.ts): a
 * fragment that moves it takes the checked move's `set` and `where` from its caller.
 */

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
