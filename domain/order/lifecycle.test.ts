import { describe, expect, it } from 'vitest';
import {
  assertMoves,
  canMove,
  ForbiddenMove,
  OPEN_STATES,
  ORDER_STATES,
  type OrderState,
  statesMovingTo,
  TRANSITIONS,
  UNPAID_STATES,
} from './lifecycle';

/** The order's life as a table: what may follow what, and what never may. */

const PAID: OrderState[] = ['captured', 'pending', 'denied', 'refunded'];

describe('the order lifecycle', () => {
  it('lists every state, and only known states, in the table', () => {
    expect(Object.keys(TRANSITIONS).sort()).toEqual([...ORDER_STATES].sort());
    for (const targets of Object.values(TRANSITIONS)) {
      for (const target of targets) expect(ORDER_STATES).toContain(target);
    }
  });

  it('lets the payer approve, a capture start, and a refusal send the order back to waiting', () => {
    expect(canMove('created', 'approved')).toBe(true);
    for (const from of UNPAID_STATES) {
      expect(canMove(from, 'capturing')).toBe(true);
      expect(canMove(from, 'created')).toBe(true);
      expect(canMove(from, 'expired')).toBe(true);
    }
  });

  it('never lets a paid, refused or expired order go back to waiting for the payer', () => {
    for (const from of [...PAID, 'expired'] as OrderState[]) {
      for (const to of ['created', 'approved', 'capturing', 'expired'] as OrderState[]) {
        expect(canMove(from, to), `${from} → ${to}`).toBe(false);
      }
    }
  });

  it('lets PayPal’s word on the money put the order in its payment’s state from anywhere', () => {
    for (const from of ORDER_STATES) {
      for (const to of PAID) expect(canMove(from, to), `${from} → ${to}`).toBe(true);
    }
  });

  it('says which states may move to a state', () => {
    expect(statesMovingTo('approved')).toEqual(['created']);
    expect(statesMovingTo('expired')).toEqual(['created', 'approved', 'capturing']);
    expect(statesMovingTo('refunded')).toEqual([...ORDER_STATES]);
  });

  it('refuses a move the table does not list, naming it', () => {
    expect(() => assertMoves(['created', 'approved'], 'expired')).not.toThrow();
    expect(() => assertMoves(['created', 'captured'], 'expired')).toThrow(ForbiddenMove);
    expect(() => assertMoves(['captured'], 'created')).toThrow(
      'An order cannot move from captured to created.',
    );
  });

  it('counts the states the reconciler waits on as open', () => {
    expect(OPEN_STATES).toEqual(['created', 'approved', 'capturing', 'pending']);
  });
});
