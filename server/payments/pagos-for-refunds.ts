import type { Queryable } from '../platform/sql';

/**
 * What the refunds area asks of a payment record (`pagos`), which the payments area owns: a refund
 * is reserved against its payment's row, locked for the rest of the refund's transaction, so two
 * refunds (or a refund and PayPal's notice of one) never cross and never give back more than was
 * captured.
 */
export interface LockedPayment {
  totalCents: number;
  status: string;
  captureId: string | null;
}

/** Locks the payment record of `orderId` in the transaction `tx`; null when there is none. */
export async function lockPaymentRecord(
  tx: Queryable,
  orderId: string,
): Promise<LockedPayment | null> {
  const { rows } = await tx.query<{
    total_cents: number;
    status: string;
    capture_id: string | null;
  }>(
    `SELECT total_cents, status, capture_id FROM pagos
     WHERE order_id = $1 FOR UPDATE`,
    [orderId],
  );
  const row = rows[0];
  return row
    ? { totalCents: row.total_cents, status: row.status, captureId: row.capture_id }
    : null;
}
