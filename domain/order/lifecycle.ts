/**
 * Where an order stands, and every move it may make: the one table the stores check each change of
 * state against, before any SQL runs (a move it does not list is a bug, refused). Pure data.
 *
 *   created ⇄ approved ─► capturing ─► captured / pending      (the payer pays)
 *      ▲          │            │
 *      └──────────┴────────────┘   back to waiting: a declined card, a capture refused
 *   created, approved, capturing ─► expired                    (never approved, or voided)
 *   any state ─► captured, pending, denied, refunded           (PayPal's word on the money)
 */

export const ORDER_STATES = [
  /** Created with PayPal; the payer has not approved it (yet). */
  'created',
  /** The payer approved it at PayPal: it can be captured. */
  'approved',
  /** A capture is under way: written before PayPal is asked, so a crash mid-capture is found. */
  'capturing',
  /** Paid (a part may have been refunded since). */
  'captured',
  /** Paid, and held by PayPal for review: not shipped until it completes. */
  'pending',
  /** PayPal refused the payment: no money was kept. */
  'denied',
  /** Every cent went back to the buyer. */
  'refunded',
  /** Never paid: not approved in time, or voided at PayPal. */
  'expired',
] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/** States in which the shop still waits for PayPal or the payer: the reconciler looks at these. */
export const OPEN_STATES = [
  'created',
  'approved',
  'capturing',
  'pending',
] as const satisfies readonly OrderState[];

/** States before any money moved. */
export const UNPAID_STATES = [
  'created',
  'approved',
  'capturing',
] as const satisfies readonly OrderState[];

/** What PayPal says of the money decides: a payment's record moves the order there from anywhere. */
const MONEY_STATES = ['captured', 'pending', 'denied', 'refunded'] as const satisfies OrderState[];

/**
 * From each state, the states an order may move to. Before the money moves the shop decides (the
 * payer approves, a capture starts, a card is declined, the order expires); after, PayPal does:
 * its answer, however late, puts the order in the state of its payment, from any state.
 */
export const TRANSITIONS: Readonly<Record<OrderState, readonly OrderState[]>> = {
  created: ['created', 'approved', 'capturing', 'expired', ...MONEY_STATES],
  approved: ['created', 'capturing', 'expired', ...MONEY_STATES],
  capturing: ['created', 'capturing', 'expired', ...MONEY_STATES],
  captured: MONEY_STATES,
  pending: MONEY_STATES,
  denied: MONEY_STATES,
  refunded: MONEY_STATES,
  expired: MONEY_STATES,
};

/** Whether the table allows an order in `from` to move to `to`. */
export function canMove(from: OrderState, to: OrderState): boolean {
  return TRANSITIONS[from].includes(to);
}

/** The states from which an order may move to `to`. */
export function statesMovingTo(to: OrderState): OrderState[] {
  return ORDER_STATES.filter((from) => canMove(from, to));
}

export class ForbiddenMove extends Error {
  override name = 'ForbiddenMove';
}

/**
 * Checks a move the code is about to ask of the database (move to `to` if the order is in one of
 * `from`): throws when the table does not allow one of them, so a wrong move is a bug found by
 * the tests, never a state the database ends up in.
 */
export function assertMoves(from: readonly OrderState[], to: OrderState): void {
  const forbidden = from.filter((state) => !canMove(state, to));
  if (forbidden.length > 0) {
    throw new ForbiddenMove(`An order cannot move from ${forbidden.join(', ')} to ${to}.`);
  }
}
