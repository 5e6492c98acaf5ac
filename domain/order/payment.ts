import type { Address } from '../address';
import type { OrderType, PricedLine } from './pricing';

/**
 * The payment record the server keeps for every completed capture (table `pagos`), with the
 * fields of the specification. Amounts are decimal strings in USD ('782.00'), as PayPal writes
 * them, so no floating-point dollars ever reach the store.
 */

/**
 * Where the payment stands, in PayPal's words for its capture: paid; held by PayPal for review
 * (the buyer has paid, the shop does not ship yet); refused after that review; refunded in part
 * or in whole.
 */
export const PAYMENT_STATUSES = [
  'COMPLETED',
  'PENDING',
  'DENIED',
  'PARTIALLY_REFUNDED',
  'REFUNDED',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

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
  items: PricedLine[];
  type: OrderType;
  payer: Payer;
  status: PaymentStatus;
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
  /** What has been refunded so far, USD decimal string ('0.00' when nothing). */
  refunded: string;
}

export function tipoFor(type: OrderType): Tipo {
  return type === 'subscription' ? 'suscripción' : 'producto';
}
