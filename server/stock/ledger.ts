/** A statement's numbered parameters (the orders' ledger's SqlParams). */
interface Params {
  add(value: unknown): string;
}

/**
 * The units an order holds follow its state, in the statement that moves it (server/stock/ holds
 * them at create-order, before PayPal is asked). `from` is a CTE of the orders just moved,
 * returning `id`, `state` (the new one) and `shipped_at`:
 *
 * - paid (`captured`, `pending`): the held units are sold; units whose hold was released (PayPal
 *   captured the order after it expired) are taken again, even below zero, so the count stays true;
 * - ended unpaid (`expired`: never approved, voided, or closed when its capture was refused;
 *   `denied`): the held units are on sale again, and so are the sold ones of a payment PayPal
 *   held for review and then denied;
 * - refunded in full before it shipped (`refunded`, no `shipped_at`): held or sold, on sale again.
 *
 * Each hold row changes once: the conditions are disjoint, and a concurrent statement moving the
 * same order waits for the order's row and finds the hold changed already.
 */
export function stockCtes(name: string, from: string): string {
  const paid = `m.state IN ('captured', 'pending')`;
  const endedUnpaid = `(m.state IN ('expired', 'denied')
      OR (m.state = 'refunded' AND m.shipped_at IS NULL))`;
  // No money kept after all (PayPal denied a payment it held for review), or all of it given back
  // before the goods left.
  const givenBack = `(m.state = 'denied' OR (m.state = 'refunded' AND m.shipped_at IS NULL))`;
  const change = (cte: string, to: string, was: string, when: string) => `${name}_${cte} AS (
    UPDATE stock_holds h SET state = '${to}', updated_at = now()
    FROM ${from} m
    WHERE h.order_id = m.id AND h.state = '${was}' AND ${when}
    RETURNING h.product_id, h.quantity
  )`;
  return `${change('sold', 'sold', 'held', paid)},
  ${change('retaken', 'sold', 'released', paid)},
  ${change('freed', 'released', 'held', endedUnpaid)},
  ${change('returned', 'released', 'sold', givenBack)},
  ${name} AS (
    UPDATE stock s SET available = s.available + d.units, updated_at = now()
    FROM (SELECT product_id, sum(units)::int AS units FROM (
            SELECT product_id, quantity AS units FROM ${name}_freed
            UNION ALL SELECT product_id, quantity FROM ${name}_returned
            UNION ALL SELECT product_id, -quantity FROM ${name}_retaken) changes
          GROUP BY product_id) d
    WHERE s.product_id = d.product_id
  )`;
}

/**
 * `<name> AS (…)`: the new order in `from` (a CTE returning its `id`) claims the units held for
 * it before PayPal was asked, in the statement that inserts it.
 */
export function claimHoldCte(params: Params, name: string, from: string, holdId: string) {
  return `${name} AS (
    UPDATE stock_holds SET order_id = (SELECT id FROM ${from}), hold_until = NULL,
                           updated_at = now()
    WHERE hold_id = ${params.add(holdId)} AND state = 'held' AND order_id IS NULL
      AND EXISTS (SELECT 1 FROM ${from})
  )`;
}
