import type { PaymentStatus } from './payment';

/** The steps a shipped order goes through, in order, as its page shows them. */
export const PROGRESS_STEPS = ['paid', 'preparing', 'shipped', 'delivered'] as const;
export type ProgressStep = (typeof PROGRESS_STEPS)[number];

export interface OrderProgress {
  /** The step the order is at: every step before it is done, none after it has begun. */
  current: ProgressStep;
  /** PayPal holds the payment for review: the first step is not done yet. */
  reviewing: boolean;
}

/** What of an order its progress is read from (the receipt answer has it all). */
export interface ProgressFacts {
  status: PaymentStatus;
  shipsGoods: boolean;
  shipment: { shippedAt: string; deliveredAt: string | null } | null;
}

/**
 * Where a paid order of shipped goods stands: paid (or under PayPal's review), being prepared,
 * shipped. Null for an order with nothing to follow: one that ships nothing (a subscription), one
 * PayPal denied, or one refunded in full before it shipped. An order refunded in part goes on (the
 * rest still ships); a shipped one stays shipped whatever was refunded after. Delivered is the last
 * step, reached once an operator marks the parcel delivered.
 */
export function orderProgress(order: ProgressFacts): OrderProgress | null {
  if (!order.shipsGoods || order.status === 'DENIED') return null;
  if (order.shipment?.deliveredAt) return { current: 'delivered', reviewing: false };
  if (order.shipment) return { current: 'shipped', reviewing: false };
  switch (order.status) {
    case 'PENDING':
      return { current: 'paid', reviewing: true };
    case 'REFUNDED':
      return null;
    case 'COMPLETED':
    case 'PARTIALLY_REFUNDED':
      return { current: 'preparing', reviewing: false };
  }
}

/** Whether a step is done, the current one, or still to come, for an order's progress. */
export function stepState(
  progress: OrderProgress,
  step: ProgressStep,
): 'done' | 'current' | 'upcoming' {
  const at = PROGRESS_STEPS.indexOf(progress.current);
  const index = PROGRESS_STEPS.indexOf(step);
  if (index < at) return 'done';
  return index === at ? 'current' : 'upcoming';
}
