import { describe, expect, it } from 'vitest';
import { RETENTION_MS, type StandInOrder, StandInState } from './state';

/** The stand-in forgets what PayPal would, so a long local run stays in bounded memory. */

function order(id: string, withCapture: boolean, at: number): StandInOrder {
  const now = new Date(at).toISOString();
  return {
    id,
    status: withCapture ? 'COMPLETED' : 'CREATED',
    intent: 'CAPTURE',
    purchaseUnits: [],
    createTime: now,
    updateTime: now,
    payer: null,
    shippingPreference: 'GET_FROM_FILE',
    patchCount: 0,
    shippingAtCapture: null,
    captureOutcome: 'completed',
    capture: withCapture
      ? {
          id: `C-${id}`,
          status: 'COMPLETED',
          value: '391.00',
          time: now,
          updateTime: now,
          refunds: [],
        }
      : null,
    captureCount: withCapture ? 1 : 0,
    captureAttempts: withCapture ? 1 : 0,
  };
}

describe('what the stand-in remembers', () => {
  it('forgets unapproved orders after 3 h, answers after 6 h, tokens after 9 h, captures after 72 h', () => {
    let clock = Date.now();
    const state = new StandInState(() => clock);
    const token = state.issueToken();
    state.addOrder(order('UNAPPROVED', false, clock));
    state.addOrder(order('CAPTURED', true, clock));
    state.captureOrders.set('C-CAPTURED', 'CAPTURED');
    state.rememberAnswer('capture:CAPTURED:r1', { status: 201, body: {} });

    clock += RETENTION_MS.unapprovedOrder + 1;
    state.forgetOld();
    expect([...state.orders.keys()]).toEqual(['CAPTURED']);
    expect(state.answers.size).toBe(1);
    expect(state.isValidToken(token)).toBe(true);

    clock += RETENTION_MS.answer;
    state.forgetOld();
    expect(state.answers.size).toBe(0);
    expect(state.isValidToken(token)).toBe(false);
    expect(state.tokens.size).toBe(0);

    clock += RETENTION_MS.capturedOrder;
    state.forgetOld();
    expect(state.orders.size).toBe(0);
    expect(state.captureOrders.size).toBe(0);
  });

  it('forgets on its own as orders keep coming, at most once a minute', () => {
    let clock = Date.now();
    const state = new StandInState(() => clock);
    state.addOrder(order('OLD', false, clock));
    clock += RETENTION_MS.unapprovedOrder + 1;
    state.addOrder(order('NEW', false, clock));
    expect([...state.orders.keys()]).toEqual(['NEW']);
  });
});
