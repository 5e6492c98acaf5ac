import type { PaymentStatus } from './payment';

/**
 * How every page, the console and the emails show where a payment stands: the one table of each
 * status's word and colour. The words are the catalogues' (the buyer's `orders.statusLabels`, the
 * console's `paymentStatus`, the emails' `paymentStatusLabels`, each in English and Spanish), found
 * under the key this table gives; the colour (tone) is the same everywhere a status is shown.
 */

/** A badge's colour by what it says (app/components/ui/pill.tsx draws each). */
export type StatusTone = 'success' | 'warning' | 'danger' | 'violet' | 'muted';

export interface StatusLook {
  /** The key of the status's word in each catalogue's block of payment statuses. */
  readonly label: PaymentStatus;
  readonly tone: StatusTone;
}

export const PAYMENT_STATUS_LOOK: Readonly<Record<PaymentStatus, StatusLook>> = {
  // Paid: nothing more to do.
  COMPLETED: { label: 'COMPLETED', tone: 'success' },
  // PayPal holds the payment for review: not shipped until it decides.
  PENDING: { label: 'PENDING', tone: 'warning' },
  // PayPal refused it after the review: no money taken.
  DENIED: { label: 'DENIED', tone: 'danger' },
  // Money went back, in part or in whole.
  PARTIALLY_REFUNDED: { label: 'PARTIALLY_REFUNDED', tone: 'violet' },
  REFUNDED: { label: 'REFUNDED', tone: 'violet' },
};
