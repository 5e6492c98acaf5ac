import type { Queryable } from '../platform/sql';

/**
 * The payment records (`pagos`) the subscriptions area writes: a subscription's payments are
 * payment records of type 'subscription' (tipo 'suscripción'). The payments area owns the table,
 * so the statements that write it are here; the subscriptions' store runs them in its own
 * transaction, beside its `subscription_payments` rows.
 */

/** A subscription's payment, as PayPal's billing reported it. */
export interface SubscriptionPaymentRecord {
  /** PayPal's id of the payment: the record's `order_id` and its capture id. */
  id: string;
  amountCents: number;
  /** The record's items (JSON text). */
  items: string;
  /** The payer (JSON text). */
  payer: string;
  codigo: string;
  at: string;
  uid: string | null;
}

/** Writes the record of a subscription's payment; false when it was written already. */
export async function recordSubscriptionPayment(
  tx: Queryable,
  payment: SubscriptionPaymentRecord,
): Promise<boolean> {
  const { rows } = await tx.query<{ order_id: string }>(
    `INSERT INTO pagos (order_id, total_cents, items, type, payer, status, address, codigo,
                       fecha_registro, tipo, uid, capture_id, refunded_cents)
     VALUES ($1, $2::int, $3::jsonb, 'subscription', $4::jsonb, 'COMPLETED', NULL, $5,
             $6, 'suscripción', $7, $1, 0)
     ON CONFLICT (order_id) DO NOTHING
     RETURNING order_id`,
    [
      payment.id,
      payment.amountCents,
      payment.items,
      payment.payer,
      payment.codigo,
      payment.at,
      payment.uid,
    ],
  );
  return rows.length > 0;
}

/**
 * `<name> AS (…)`: the payment records of `from` (a FROM list, `paymentId` naming the payment's
 * id in it) still without an account are given `uid` (a parameter's mark), in the statement that
 * gives their subscriptions to the account. Answers `order_id`.
 */
export function attachPaymentRecordsCte(
  name: string,
  uid: string,
  from: string,
  paymentId: string,
): string {
  return `${name} AS (
    UPDATE pagos p SET uid = ${uid}, updated_at = now()
    FROM ${from}
    WHERE p.order_id = ${paymentId} AND p.uid IS NULL
    RETURNING p.order_id
  )`;
}
