import type { SubscriptionStatus } from '#domain/subscription';

/**
 * The console's Custom ELY subscriptions: the list (searchable by code and email), one
 * subscription with its payments and the refund of one, and the home view's two figures.
 */
export const consoleSubscriptions = {
  heading: 'Subscriptions',
  intro:
    'Custom ELY subscriptions, newest first. Search by a SYN- code (the subscription’s or any of its payments’) or by part of the subscriber’s email.',
  filtersLabel: 'Find subscriptions',
  search: 'Code or email',
  searchHint: 'A SYN- code, or at least 3 characters of the email',
  status: 'Status',
  anyStatus: 'Any status',
  apply: 'Search',
  clear: 'Clear',
  loading: 'Loading the subscriptions…',
  none: 'No subscription matches.',
  caption: 'Custom ELY subscriptions, newest first',
  columns: {
    code: 'Code',
    status: 'Status',
    subscriber: 'Subscriber',
    since: 'Since',
    nextBilling: 'Next payment',
    payments: 'Payments',
  },
  statuses: {
    active: 'Active',
    suspended: 'Suspended',
    cancelled: 'Cancelled',
    expired: 'Ended',
  } satisfies Record<SubscriptionStatus, string>,
  noNextBilling: 'None',
  more: 'Show more',
  loadingMore: 'Loading more…',
  /** '{code}': the subscription's code. */
  open: 'Open subscription {code}',
  back: 'Back to the subscriptions',
  /** '{code}'. */
  detailHeading: 'Subscription {code}',
  factsHeading: 'Details',
  detailLoading: 'Loading the subscription…',
  fields: {
    status: 'Status',
    subscriber: 'Subscriber',
    email: 'Email',
    language: 'Language of its emails',
    since: 'Since',
    nextBilling: 'Next payment',
    paypalId: 'PayPal subscription',
  },
  languages: { en: 'English', es: 'Spanish' },
  paymentsHeading: 'Payments',
  paymentsCaption: 'Payments of this subscription, newest first',
  paymentColumns: {
    date: 'Date',
    code: 'Payment code',
    amount: 'Amount',
    status: 'Status',
    refunded: 'Refunded',
    action: 'Action',
  },
  refund: 'Refund',
  /** '{code}': the payment's code. */
  refundLabel: 'Refund payment {code}',
  refundHeading: 'Refund this payment',
  nothingToRefund: 'Nothing to refund',
  refundNote:
    'A refund gives back one payment through PayPal and emails the subscriber; the subscription goes on (only the subscriber, or PayPal, cancels it).',
  welcomeHeading: 'Welcome email',
  resendWelcome: 'Send the welcome again',
  resendWorking: 'Sending…',
  /** '{email}': the subscriber's contact email. */
  resendDone: 'The welcome is queued again for {email}: it leaves within a minute.',
  resendRule:
    'The welcome carries the code and the link where the subscriber sees and cancels the subscription. It can be sent again once every 10 minutes.',
  resendsCaption: 'Welcome emails sent again, newest first',
  resendColumns: { at: 'When', actor: 'Asked by', status: 'Sending' },
  resendStatuses: { queued: 'Queued', sent: 'Sent', failed: 'Failed' },
  noResends: 'Not sent again so far.',
  /** The audit view's list of subscription actions, beside the orders' trail. */
  auditHeading: 'Subscriptions',
  auditIntro:
    'Welcomes sent again and refunds of subscription payments, newest first. The operator and date filters apply.',
  auditLoading: 'Loading subscription actions…',
  auditEmpty: 'No subscription actions match these filters.',
  auditKinds: { 'welcome-resent': 'Welcome sent again', 'payment-refunded': 'Payment refunded' },
  /** '{amount}' of the payment '{code}' (SYN-…). */
  auditRefund: '{amount} of payment {code}',
  /** Who made a refund made in PayPal's own dashboard. */
  auditPayPal: 'PayPal (its dashboard)',
  auditStatuses: {
    queued: 'Queued',
    sent: 'Sent',
    failed: 'Failed',
    requested: 'Requested',
    pending: 'Pending at PayPal',
    completed: 'Completed',
  },
  homeActive: 'Active subscribers',
  homeActiveHint: 'Custom ELY subscriptions PayPal bills',
  homeMrr: 'Monthly recurring revenue',
  homeMrrHint: 'The plan’s monthly price × active subscriptions',
  seeSubscriptions: 'See the subscriptions',
  errors: {
    SUBSCRIPTION_NOT_FOUND: 'There is no such subscription.',
    PAYMENT_NOT_FOUND: 'This subscription has no such payment: reload it.',
    SUBSCRIPTION_NOT_ACTIVE: 'This subscription has ended: its welcome is not sent again.',
  } as Record<string, string>,
};

export type ConsoleSubscriptionsCopy = typeof consoleSubscriptions;
