/**
 * Refunds PayPal has not settled yet (it answered PENDING): the payments area hears of them in
 * PayPal's refund webhooks and its reconciler asks after them; the refunds area, which owns them,
 * does the asking (server/refunds/service.ts). app.ts connects the two.
 */
export interface RefundFollower {
  /** Brings the shop's refunds of this order in line with PayPal's (a pending one settled). */
  followOrder(orderId: string): Promise<void>;
  /**
   * Asks PayPal about the pending refunds whose check is due: how many, and how many failed. Asks
   * about no more once `stopping` is aborted.
   */
  followDue(stopping?: AbortSignal): Promise<{ checked: number; failed: number }>;
}
