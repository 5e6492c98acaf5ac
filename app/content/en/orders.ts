/**
 * Copy of what a buyer sees of their orders: the receipt page (/orders/:orderId), the account
 * page's "My orders" (/account), and the notice after paying. Loaded only by those pages and the
 * checkout: never on another page's first paint.
 */

import type { PaymentStatus } from '../../../domain/order/payment';
import { CONTACT_EMAIL } from '../../../site/site';

export type StatusTone = 'success' | 'info' | 'warning' | 'muted';

/** How a payment's status reads, and the colour of its badge. */
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, { label: string; tone: StatusTone }> = {
  COMPLETED: { label: 'Paid', tone: 'success' },
  PENDING: { label: 'PayPal is reviewing the payment', tone: 'info' },
  DENIED: { label: 'Not approved by PayPal', tone: 'warning' },
  PARTIALLY_REFUNDED: { label: 'Partly refunded', tone: 'info' },
  REFUNDED: { label: 'Refunded', tone: 'muted' },
};

export const SHIPPED_LABEL = 'Shipped';

export const receiptCopy = {
  eyebrow: 'Receipt',
  title: 'Thank you for your order',
  titleFor: {
    PENDING: 'Your order is placed',
    DENIED: 'PayPal did not approve this payment',
    REFUNDED: 'This order was refunded',
  } as Partial<Record<PaymentStatus, string>>,
  loading: 'Loading your receipt…',
  orderNumber: 'Order number',
  placedOn: 'Placed on',
  payment: 'Payment',
  itemsHeading: 'What you ordered',
  quantity: (quantity: number) => `Quantity ${quantity}`,
  each: 'each',
  total: 'Total',
  refunded: 'Refunded',
  currency: 'USD',
  shippingHeading: 'Shipping to',
  emailHeading: 'Email',
  emailNote: 'Your confirmation and any updates about this order go to this address.',
  noEmail:
    'We have no email address for this order (the card did not give one and you were not signed in), so we could not email you this receipt. Keep this page’s address: its link is your receipt.',
  subscriptionCode: 'Subscription code',
  subscriptionCodeNote: 'Keep it: it identifies your subscription whenever you contact us.',
  nextHeading: 'What happens next',
  next: {
    shipped: [
      'Presale units ship in order of reservation once manufacturing qualification is complete.',
      'We will email you a delivery estimate before your unit leaves the factory, and the tracking details when it ships.',
      'Your Octahedron includes ELY free for 1 year, starting on the day you activate it.',
    ],
    reviewing:
      'PayPal is reviewing your payment. You have paid and there is nothing else to do: we will email you as soon as the review ends.',
    denied:
      'After its review, PayPal did not approve this payment, so the order is cancelled. PayPal returns the money to you; depending on your bank, it can take a few business days to show.',
    refunded:
      'The refund goes back to the PayPal account or card you paid with and can take a few business days to show on your statement.',
  },
  shipmentHeading: 'On its way',
  shippedOn: 'Shipped on',
  carrier: 'Carrier',
  trackingNumber: 'Tracking number',
  trackPackage: 'Track your package',
  print: 'Print or save as PDF',
  /** Around the contact address, which is a link. */
  questions: {
    before: 'Questions about this order? Write to ',
    after: ' and quote its order number.',
  },
  contactEmail: CONTACT_EMAIL,
  contactSubject: (orderId: string) => `Order ${orderId}`,
  privateNote:
    'This page is private: only you, signed in, and whoever has its link can see it. Share the link only with people you trust.',
  notFoundTitle: 'We could not find this receipt',
  notFoundBody:
    'Open the whole link from your order email, or sign in with the account you ordered with. A receipt is shown only to its buyer.',
  signInPrompt: 'Signed in when you ordered? Sign in to see this receipt.',
  signIn: 'Sign in',
  failedTitle: 'We could not load this receipt',
  failedBody: 'Something went wrong on our side or with the connection. Please try again.',
  retry: 'Try again',
  toAccount: 'See all your orders',
} as const;

export const accountPageCopy = {
  eyebrow: 'Account',
  title: 'Your account',
  intro: 'The account you sign in with, and the orders you placed while signed in.',
  loading: 'Loading your account…',
  signedOutTitle: 'Sign in to see your account',
  signedOutBody:
    'Sign in with the account you used at checkout to see your orders and their receipts. Orders placed without signing in have their receipt link in the confirmation email.',
  signIn: 'Sign in',
  profileHeading: 'Signed in as',
  signOut: 'Sign out',
  ordersHeading: 'My orders',
  ordersLoading: 'Loading your orders…',
  noOrders: 'No orders yet. Orders you place while signed in appear here.',
  browse: 'Browse products',
  ordersFailed: 'We could not load your orders. Please try again.',
  retry: 'Try again',
  order: (orderId: string) => `Order ${orderId}`,
  viewReceipt: 'View receipt',
  viewReceiptOf: (orderId: string) => `View receipt of order ${orderId}`,
  moreItems: (count: number) => `and ${count} more`,
} as const;
