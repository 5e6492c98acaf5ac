import type { Address } from './address';
import type { OrderLine, OrderType } from './order';

/**
 * The payment record the server keeps for every completed capture (table `pagos`), with the
 * fields of the specification. Amounts are decimal strings in USD ('782.00'), as PayPal writes
 * them, so no floating-point dollars ever reach the store.
 */

/** The record's kind in the specification's words. */
export type Tipo = 'suscripción' | 'producto';

/** Who paid, as PayPal reports it. Card payments may carry no email at all. */
export interface Payer {
  email_address: string | null;
  payer_id: string | null;
  name: string | null;
}

export interface PaymentRecord {
  orderId: string;
  /** Total charged, USD decimal string. */
  total: string;
  items: OrderLine[];
  type: OrderType;
  payer: Payer;
  /** PayPal's capture status: COMPLETED, or PENDING while PayPal reviews it. */
  status: string;
  address: Address | null;
  /** 'SYN-XXXXXXXX' for subscriptions, otherwise null. */
  codigo: string | null;
  /** When the payment was recorded, ISO 8601. */
  fechaRegistro: string;
  tipo: Tipo;
  /** Firebase uid of the signed-in payer, or null for a guest checkout. */
  uid: string | null;
  /** PayPal's capture id, for refunds and reconciliation. */
  captureId: string | null;
}

export function tipoFor(type: OrderType): Tipo {
  return type === 'subscription' ? 'suscripción' : 'producto';
}
