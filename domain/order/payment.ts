import type { Address } from '../address';
import { toDecimal } from '../money';
import { fill } from '../template';
import type { OrderEventKind } from './events';
import type { OrderState } from './lifecycle';
import type { OrderLine, OrderType } from './order';

/**
 * The payment of an order: written once PayPal has captured the money (table `pagos`, the
 * specification's "payment record", whose fields keep the specification's names), then following
 * PayPal's word on it (review, refunds). In code, amounts are cents; `toPagoRecord` writes it out
 * in the specification's own shape, for the API that lists the records and the capture answer.
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

/** The payments a refund may be asked of: paid, or paid and refunded in part. */
export const REFUNDABLE_STATUSES: readonly PaymentStatus[] = ['COMPLETED', 'PARTIALLY_REFUNDED'];

/** The record's kind in the specification's words. */
export type Tipo = 'suscripción' | 'producto';

/**
 * How the buyer paid, as PayPal's order says (`payment_source`): with a PayPal account, or with a
 * card (its brand, 'VISA', and last four digits, where PayPal gives them).
 */
export type PaymentMethod =
  | { kind: 'paypal' }
  | { kind: 'card'; brand: string | null; lastDigits: string | null };

/** PayPal's card brand codes as the brands write their names (the same in every language). */
const CARD_BRAND_NAMES: Readonly<Record<string, string>> = {
  VISA: 'Visa',
  MASTERCARD: 'Mastercard',
  AMEX: 'American Express',
  DISCOVER: 'Discover',
  JCB: 'JCB',
  DINERS: 'Diners Club',
  MAESTRO: 'Maestro',
  CB_NATIONALE: 'Carte Bancaire',
};

/** How a language words a payment method: '{brand}' and '{digits}' are filled in. */
export interface PaymentMethodWords {
  readonly paypal: string;
  /** A card PayPal named with its last four digits: 'Visa ending in 4242'. */
  readonly card: string;
  /** A card without its digits: 'Visa card'. */
  readonly cardNoDigits: string;
  /** A card of a brand PayPal did not name. */
  readonly cardUnknown: string;
}

/** 'PayPal account', 'Visa ending in 4242': how the buyer paid, in the words given. */
export function describePaymentMethod(method: PaymentMethod, words: PaymentMethodWords): string {
  if (method.kind === 'paypal') return words.paypal;
  if (!method.brand) return words.cardUnknown;
  const brand = CARD_BRAND_NAMES[method.brand] ?? method.brand;
  return method.lastDigits
    ? fill(words.card, { brand, digits: method.lastDigits })
    : fill(words.cardNoDigits, { brand });
}

/** Who paid, as PayPal reports it. Card payments may carry no email at all. */
export interface Payer {
  email_address: string | null;
  payer_id: string | null;
  name: string | null;
  /** How they paid; absent from payments recorded before it was kept (November 2026). */
  method?: PaymentMethod | null;
}

export interface Payment {
  orderId: string;
  totalCents: number;
  items: OrderLine[];
  type: OrderType;
  payer: Payer;
  status: PaymentStatus;
  address: Address | null;
  subscriptionCode: string | null;
  /** When the payment was recorded, ISO 8601. */
  recordedAt: string;
  /** Firebase uid of the signed-in payer, or null for a guest checkout. */
  uid: string | null;
  /** PayPal's capture id, for refunds and reconciliation. */
  captureId: string | null;
  refundedCents: number;
}

/** The specification's payment record ("pagos"), as the API writes it out. */
export interface PagoRecord {
  orderId: string;
  /** USD decimal string ('782.00'). */
  total: string;
  items: { id: string; title: string; quantity: number; unitPriceCents: number }[];
  type: OrderType;
  payer: Payer;
  status: PaymentStatus;
  address: Address | null;
  /** 'SYN-XXXXXXXX' for subscriptions, otherwise null. */
  codigo: string | null;
  fechaRegistro: string;
  tipo: Tipo;
  uid: string | null;
  captureId: string | null;
  /** USD decimal string ('0.00' when nothing was refunded). */
  refunded: string;
}

export function tipoFor(type: OrderType): Tipo {
  return type === 'subscription' ? 'suscripción' : 'producto';
}

export function toPagoRecord(payment: Payment): PagoRecord {
  return {
    orderId: payment.orderId,
    total: toDecimal(payment.totalCents),
    items: payment.items,
    type: payment.type,
    payer: payment.payer,
    status: payment.status,
    address: payment.address,
    codigo: payment.subscriptionCode,
    fechaRegistro: payment.recordedAt,
    tipo: tipoFor(payment.type),
    uid: payment.uid,
    captureId: payment.captureId,
    refunded: toDecimal(payment.refundedCents),
  };
}

/** The order's state for each status of its payment. */
export const ORDER_STATE_FOR: Readonly<Record<PaymentStatus, OrderState>> = {
  COMPLETED: 'captured',
  PENDING: 'pending',
  DENIED: 'denied',
  PARTIALLY_REFUNDED: 'captured',
  REFUNDED: 'refunded',
};

/** The history's name for a payment's move to `status`. */
export function statusEvent(status: PaymentStatus): OrderEventKind {
  return status.toLowerCase() as Lowercase<PaymentStatus>;
}

/** The status a payment of `totalCents` has once `refundedCents` of it went back. */
export function statusAfterRefunds(totalCents: number, refundedCents: number): PaymentStatus {
  return refundedCents >= totalCents ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
}
