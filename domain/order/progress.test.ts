import { describe, expect, it } from 'vitest';
import { orderProgress, PROGRESS_STEPS, stepState } from './progress';

const SHIPPED = { shippedAt: '2027-03-10T15:00:00.000Z', deliveredAt: null };
const DELIVERED = { ...SHIPPED, deliveredAt: '2027-03-12T18:00:00.000Z' };

describe('orderProgress', () => {
  it('is being prepared once paid, and shipped once it has a shipment', () => {
    expect(orderProgress({ status: 'COMPLETED', shipsGoods: true, shipment: null })).toEqual({
      current: 'preparing',
      reviewing: false,
    });
    expect(orderProgress({ status: 'COMPLETED', shipsGoods: true, shipment: SHIPPED })).toEqual({
      current: 'shipped',
      reviewing: false,
    });
  });

  it('reaches its last step once an operator marks it delivered, whatever was refunded', () => {
    for (const status of ['COMPLETED', 'PARTIALLY_REFUNDED', 'REFUNDED'] as const) {
      const progress = orderProgress({ status, shipsGoods: true, shipment: DELIVERED });
      expect(progress, status).toEqual({ current: 'delivered', reviewing: false });
      if (progress) {
        expect(PROGRESS_STEPS.map((step) => stepState(progress, step))).toEqual([
          'done',
          'done',
          'done',
          'current',
        ]);
      }
    }
  });

  it('waits at the first step while PayPal reviews the payment', () => {
    expect(orderProgress({ status: 'PENDING', shipsGoods: true, shipment: null })).toEqual({
      current: 'paid',
      reviewing: true,
    });
  });

  it('goes on after a partial refund, and stays shipped after any refund', () => {
    expect(
      orderProgress({ status: 'PARTIALLY_REFUNDED', shipsGoods: true, shipment: null })?.current,
    ).toBe('preparing');
    expect(
      orderProgress({ status: 'REFUNDED', shipsGoods: true, shipment: SHIPPED })?.current,
    ).toBe('shipped');
  });

  it('has nothing to follow for a subscription, a denied payment or a full refund before shipping', () => {
    expect(orderProgress({ status: 'COMPLETED', shipsGoods: false, shipment: null })).toBeNull();
    expect(orderProgress({ status: 'DENIED', shipsGoods: true, shipment: null })).toBeNull();
    expect(orderProgress({ status: 'REFUNDED', shipsGoods: true, shipment: null })).toBeNull();
  });
});

describe('stepState', () => {
  it('marks the steps before the current one done and those after it upcoming', () => {
    const progress = { current: 'preparing', reviewing: false } as const;
    expect(PROGRESS_STEPS.map((step) => stepState(progress, step))).toEqual([
      'done',
      'current',
      'upcoming',
      'upcoming',
    ]);
  });
});
