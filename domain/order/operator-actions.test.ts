import { describe, expect, it } from 'vitest';
import { cancelRefusal, deliverRefusal, refundRefusal, shipRefusal } from './operator-actions';
import type { Shipment } from './order';
import type { PaymentStatus } from './payment';

const SHIPMENT: Shipment = {
  shippedAt: '2027-03-10T15:00:00.000Z',
  carrier: 'UPS',
  trackingNumber: '1Z999AA10123456784',
  trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
  deliveredAt: null,
};
const GOODS = { shipsGoods: true, type: 'product', state: 'captured', shipment: null } as const;
const SUBSCRIPTION = { ...GOODS, shipsGoods: false, type: 'subscription' } as const;
const paid = (status: PaymentStatus) => ({ status });

describe('shipRefusal', () => {
  it('lets a paid order of goods ship, and one refunded in part (the rest still goes out)', () => {
    expect(shipRefusal(GOODS, paid('COMPLETED'))).toBeNull();
    expect(shipRefusal(GOODS, paid('PARTIALLY_REFUNDED'))).toBeNull();
  });

  it('refuses an order that shipped already, with when, the carrier and the number', () => {
    expect(shipRefusal({ ...GOODS, shipment: SHIPMENT }, paid('COMPLETED'))).toEqual({
      code: 'ALREADY_SHIPPED',
      shipment: {
        shippedAt: SHIPMENT.shippedAt,
        carrier: 'UPS',
        trackingNumber: '1Z999AA10123456784',
      },
    });
  });

  it('refuses a subscription or an order of nothing that ships, whatever its payment', () => {
    expect(shipRefusal(SUBSCRIPTION, paid('COMPLETED'))).toEqual({
      code: 'NOTHING_TO_SHIP',
      subscription: true,
    });
    expect(shipRefusal({ ...GOODS, shipsGoods: false }, null)).toEqual({
      code: 'NOTHING_TO_SHIP',
      subscription: false,
    });
  });

  it('refuses what is not paid: no record, under review, denied, refunded in full', () => {
    expect(shipRefusal({ ...GOODS, state: 'expired' }, null)).toEqual({
      code: 'NOT_PAID',
      state: 'expired',
    });
    expect(shipRefusal(GOODS, paid('PENDING'))).toEqual({ code: 'UNDER_REVIEW' });
    expect(shipRefusal(GOODS, paid('DENIED'))).toEqual({ code: 'PAYMENT_DENIED' });
    expect(shipRefusal(GOODS, paid('REFUNDED'))).toEqual({ code: 'REFUNDED' });
  });
});

describe('refundRefusal', () => {
  it('lets a paid order be refunded while some of it is left, shipped or not', () => {
    expect(refundRefusal(GOODS, paid('COMPLETED'), 78_200)).toBeNull();
    expect(refundRefusal(GOODS, paid('PARTIALLY_REFUNDED'), 1)).toBeNull();
  });

  it('refuses when nothing is left (refunds under way count)', () => {
    expect(refundRefusal(GOODS, paid('PARTIALLY_REFUNDED'), 0)).toEqual({
      code: 'NOTHING_TO_REFUND',
    });
    expect(refundRefusal(GOODS, paid('COMPLETED'), -100)).toEqual({ code: 'NOTHING_TO_REFUND' });
  });

  it('refuses what is not paid, before looking at the amount', () => {
    expect(refundRefusal({ state: 'created' }, null, 78_200)).toEqual({
      code: 'NOT_PAID',
      state: 'created',
    });
    expect(refundRefusal(GOODS, paid('PENDING'), 78_200)).toEqual({ code: 'UNDER_REVIEW' });
    expect(refundRefusal(GOODS, paid('DENIED'), 78_200)).toEqual({ code: 'PAYMENT_DENIED' });
    expect(refundRefusal(GOODS, paid('REFUNDED'), 0)).toEqual({ code: 'REFUNDED' });
  });
});

describe('cancelRefusal', () => {
  it('lets a paid order that has not shipped be cancelled, refunded in part or not', () => {
    expect(cancelRefusal(GOODS, paid('COMPLETED'))).toBeNull();
    expect(cancelRefusal(GOODS, paid('PARTIALLY_REFUNDED'))).toBeNull();
    expect(cancelRefusal(SUBSCRIPTION, paid('COMPLETED'))).toBeNull();
  });

  it('refuses once it shipped: that is a return', () => {
    expect(cancelRefusal({ ...GOODS, shipment: SHIPMENT }, paid('COMPLETED'))?.code).toBe(
      'ALREADY_SHIPPED',
    );
  });

  it('refuses an unpaid, reviewed, denied or refunded order', () => {
    expect(cancelRefusal({ ...GOODS, state: 'approved' }, null)).toEqual({
      code: 'NOT_PAID',
      state: 'approved',
    });
    expect(cancelRefusal(GOODS, paid('PENDING'))).toEqual({ code: 'UNDER_REVIEW' });
    expect(cancelRefusal(GOODS, paid('DENIED'))).toEqual({ code: 'PAYMENT_DENIED' });
    expect(cancelRefusal(GOODS, paid('REFUNDED'))).toEqual({ code: 'REFUNDED' });
  });
});

describe('deliverRefusal', () => {
  it('lets a shipped order be marked delivered once', () => {
    expect(deliverRefusal({ shipment: SHIPMENT })).toBeNull();
    const deliveredAt = '2027-03-14T18:00:00.000Z';
    expect(deliverRefusal({ shipment: { ...SHIPMENT, deliveredAt } })).toEqual({
      code: 'ALREADY_DELIVERED',
      deliveredAt,
    });
  });

  it('refuses an order that has not shipped', () => {
    expect(deliverRefusal({ shipment: null })).toEqual({ code: 'NOT_SHIPPED' });
  });
});
