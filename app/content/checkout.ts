/** Copy of the checkout page. The quoted messages are the product's own, shown exactly. */

import { ADDRESS_INCOMPLETE_MESSAGE } from '../../domain/address';

export const CHECKOUT_MESSAGES = {
  createFailed: 'There was an error creating the order ❌',
  captureFailed: 'There was an error capturing the payment ❌',
  paymentError: 'There was a payment error ❌',
  sdkLoadFailed: 'Error loading PayPal, check your connection or client-id',
  completed: 'Payment completed ✅',
  addressIncomplete: ADDRESS_INCOMPLETE_MESSAGE,
  declined:
    'Your card or PayPal account was declined. Please try another card or another PayPal account.',
  cancelled: 'Payment cancelled. Your cart is still here whenever you are ready.',
  subscriptionCode: (code: string) => `Your ELY subscription code is ${code}.`,
  /** The notice after paying names the order and links to its receipt. */
  orderNumber: (orderId: string) => `Order number ${orderId}.`,
  viewReceipt: 'View your receipt',
  reviewing:
    'PayPal is reviewing this payment. Your order is placed and is confirmed as soon as the review ends.',
} as const;

export const checkoutCopy = {
  summaryHeading: 'Order summary',
  quantityLabel: 'Qty',
  totalLabel: 'Total',
  shippingNote: 'Free insured shipping. Presale units ship in order of reservation.',
  emptyHeading: 'Your cart is empty',
  emptyBody: 'Add the ELY Holographic Octahedron or explore our plans, then come back to pay.',
  emptyCta: 'Browse products',
  addressHeading: 'Shipping address',
  addressIntro: 'Where should we send your Octahedron?',
  paymentHeading: 'Payment',
  paymentIntro:
    'Pay with your PayPal account or any major card. You will confirm the amount before anything is charged.',
  loadingPayments: 'Loading secure payment options…',
  testModeBanner:
    'Test mode: payments go to a local PayPal stand-in. No real money moves and nothing ships.',
  signedInNote: 'Signed in: this purchase will be saved to your account.',
  secureNote: 'Payments are processed by PayPal. We never see or store your card number.',
} as const;

export type AddressField = 'street' | 'city' | 'state' | 'zip' | 'country';

export const ADDRESS_FIELDS: readonly {
  name: AddressField;
  label: string;
  autoComplete: string;
}[] = [
  { name: 'street', label: 'Street and number', autoComplete: 'shipping street-address' },
  { name: 'city', label: 'City', autoComplete: 'shipping address-level2' },
  { name: 'state', label: 'State or province', autoComplete: 'shipping address-level1' },
  { name: 'zip', label: 'ZIP or postal code', autoComplete: 'shipping postal-code' },
  { name: 'country', label: 'Country', autoComplete: 'shipping country-name' },
];
