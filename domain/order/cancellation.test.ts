import { describe, expect, it } from 'vitest';
import {
  approveCancellationRefusal,
  type Cancellation,
  cancellationOf,
  cancellationRequestDecision,
  declineCancellationRefusal,
  normaliseReason,
} from './cancellation';
import type { Shipment } from './order';
import type { PaymentStatus } from './payment';

const SHIPMENT: Shipment = {
  shippedAt: '2027-03-10T15:00:00.000Z',
  carrier: 'UPS',
  trackingNumber: '1Z999AA10123456784',
  trackingUrl: null,
  deliveredAt: null,
};
const GOODS = { shipsGoods: true, type: 'product', state: 'captured', shipment: null } as const;
const paid = (status: PaymentStatus) => ({ status });
const NONE: Cancellation = { state: 'none' };
const OPEN: Cancellation = {
  state: 'requested',
  requestedAt: '2027-03-01T10:00:00Z',
  reason: null,
};

describe('cancellationOf', () => {
  it('reads none, an open request, and the decision on the latest request', () => {
    expect(cancellationOf([])).toEqual(NONE);
    const requested = {
      kind: 'cancellation-requested' as const,
      at: '2027-03-01T10:00:00Z',
      details: { reason: 'Wrong colour' },
    };
    expect(cancellationOf([requested])).toEqual({
      state: 'requested',
      requestedAt: '2027-03-01T10:00:00Z',
      reason: 'Wrong colour',
    });
    expect(
      cancellationOf([
        requested,
        {
          kind: 'cancellation-declined',
          at: '2027-03-02T10:00:00Z',
          details: { reason: 'Packed' },
        },
      ]),
    ).toEqual({
      state: 'declined',
      requestedAt: '2027-03-01T10:00:00Z',
      reason: 'Wrong colour',
      decidedAt: '2027-03-02T10:00:00Z',
      declineReason: 'Packed',
    });
    expect(
      cancellationOf([
        { ...requested, details: { reason: null } },
        { kind: 'refunded', at: '2027-03-02T09:00:00Z', details: {} },
        { kind: 'cancellation-approved', at: '2027-03-02T10:00:00Z', details: {} },
      ]),
    ).toEqual({
      state: 'approved',
      requestedAt: '2027-03-01T10:00:00Z',
      reason: null,
      decidedAt: '2027-03-02T10:00:00Z',
    });
  });

  it('ignores a decision with no request before it', () => {
    expect(
      cancellationOf([{ kind: 'cancellation-approved', at: '2027-03-02T10:00:00Z', details: {} }]),
    ).toEqual(NONE);
  });
});

describe('normaliseReason', () => {
  it('trims, and takes blanks for no reason', () => {
    expect(normaliseReason('  Wrong colour \n')).toBe('Wrong colour');
    expect(normaliseReason('   ')).toBeNull();
    expect(normaliseReason(undefined)).toBeNull();
  });
});

describe('cancellationRequestDecision', () => {
  it('lets the buyer ask for a paid order of goods that has not shipped', () => {
    expect(cancellationRequestDecision(GOODS, paid('COMPLETED'), NONE)).toEqual({
      kind: 'request',
    });
    expect(cancellationRequestDecision(GOODS, paid('PARTIALLY_REFUNDED'), NONE)).toEqual({
      kind: 'request',
    });
  });

  it('answers an open request as it stands: no second request', () => {
    expect(cancellationRequestDecision(GOODS, paid('COMPLETED'), OPEN)).toEqual({ kind: 'open' });
  });

  it('refuses after shipping, with the shipment (the returns policy applies)', () => {
    expect(
      cancellationRequestDecision({ ...GOODS, shipment: SHIPMENT }, paid('COMPLETED'), NONE),
    ).toEqual({
      kind: 'refused',
      refusal: {
        code: 'ALREADY_SHIPPED',
        shipment: {
          shippedAt: SHIPMENT.shippedAt,
          carrier: 'UPS',
          trackingNumber: SHIPMENT.trackingNumber,
        },
      },
    });
    // An open request on an order that shipped meanwhile is no longer "open" for the buyer.
    expect(
      cancellationRequestDecision({ ...GOODS, shipment: SHIPMENT }, paid('COMPLETED'), OPEN).kind,
    ).toBe('refused');
  });

  it('refuses unpaid, under review, denied, refunded, cancelled and declined orders, and subscriptions', () => {
    const code = (
      order: Parameters<typeof cancellationRequestDecision>[0],
      payment: Parameters<typeof cancellationRequestDecision>[1],
      cancellation: Cancellation = NONE,
    ) => {
      const decision = cancellationRequestDecision(order, payment, cancellation);
      return decision.kind === 'refused' ? decision.refusal.code : decision.kind;
    };
    expect(code({ ...GOODS, state: 'created' }, null)).toBe('NOT_PAID');
    expect(code(GOODS, paid('PENDING'))).toBe('UNDER_REVIEW');
    expect(code(GOODS, paid('DENIED'))).toBe('PAYMENT_DENIED');
    expect(code(GOODS, paid('REFUNDED'))).toBe('REFUNDED');
    expect(
      code(GOODS, paid('COMPLETED'), { ...OPEN, state: 'approved', decidedAt: OPEN.requestedAt }),
    ).toBe('REFUNDED');
    expect(
      code(GOODS, paid('COMPLETED'), {
        ...OPEN,
        state: 'declined',
        decidedAt: OPEN.requestedAt,
        declineReason: 'Packed',
      }),
    ).toBe('CANCELLATION_DECLINED');
    expect(code({ ...GOODS, shipsGoods: false, type: 'subscription' }, paid('COMPLETED'))).toBe(
      'NOTHING_TO_SHIP',
    );
  });
});

describe('approving and declining', () => {
  it('approves an open request of a paid order not shipped, with something left to refund', () => {
    expect(approveCancellationRefusal(GOODS, paid('COMPLETED'), 78_200, OPEN)).toBeNull();
    expect(approveCancellationRefusal(GOODS, paid('COMPLETED'), 78_200, NONE)).toEqual({
      code: 'NO_CANCELLATION_REQUEST',
    });
    expect(
      approveCancellationRefusal({ ...GOODS, shipment: SHIPMENT }, paid('COMPLETED'), 78_200, OPEN)
        ?.code,
    ).toBe('ALREADY_SHIPPED');
    expect(approveCancellationRefusal(GOODS, paid('COMPLETED'), 0, OPEN)).toEqual({
      code: 'NOTHING_TO_REFUND',
    });
  });

  it('declines only an open request', () => {
    expect(declineCancellationRefusal(OPEN)).toBeNull();
    expect(declineCancellationRefusal(NONE)).toEqual({ code: 'NO_CANCELLATION_REQUEST' });
  });
});
