/**
 * Copy of the operator console (/admin, /es/admin). The people who run the shop read it; the
 * buyers never do. Only the console's route hands it over. Counts are plural forms, values are
 * `{placeholders}` (app/lib/message-format.ts).
 */

import type { OrderFilterStatus } from '#domain/admin-api';
import type { OperatorRole } from '#domain/answers';
import type { ActionRefusalCode } from '#domain/order/operator-actions';
import type { PaymentStatus } from '#domain/order/payment';
import { followUpCopy } from './console-follow-up';
import { consoleInvoices } from './console-invoices';
import { consoleSubscriptions } from './console-subscriptions';

const consoleCopy = {
  eyebrow: 'SynthAmour shop',
  title: 'Operator console',
  checking: 'Checking your sign-in…',
  signInHeading: 'Sign in to the operator console',
  signInBody:
    'The console is for the people who run the SynthAmour shop. Sign in with your operator account to see, ship and refund orders.',
  signInButton: 'Sign in',
  deniedHeading: 'Not authorised',
  /** '{email}': the signed-in account. */
  deniedBody:
    '{email} is signed in but is not an operator. Ask an administrator to run “npm run admin:grant -- {email}”, then check again.',
  checkAgain: 'Check again',
  expiredHeading: 'Your sign-in has expired',
  expiredBody: 'Sign in again to continue.',
  unavailable: 'The console could not reach the server. Check your connection and try again.',
  tryAgain: 'Try again',
  signedInAs: 'Signed in as {email}',
  views: {
    label: 'Console sections',
    home: 'Home',
    orders: 'Orders',
    audit: 'Audit trail',
    stock: 'Stock',
    abandoned: 'Abandoned checkouts',
    invoices: 'Invoices',
    subscriptions: 'Subscriptions',
  },
  /** The console's own header (no marketing navbar here). */
  headerLabel: 'Operator console',
  consoleName: 'Console',
  signOut: 'Sign out',
  /** What the signed-in person may do: an operator acts, read-only access only looks. */
  role: { operator: 'Operator', 'read-only': 'Read-only' } satisfies Record<OperatorRole, string>,
  roleLabel: 'Role',
};

/**
 * Why an action on an order is not possible, from the order model's code and facts
 * (domain/order/operator-actions.ts): beside a disabled action, and when the server refuses one.
 */
const refusalsCopy = {
  /** '{state}': the order's state, as the detail shows it. */
  NOT_PAID: 'This order is not paid (its state is {state}).',
  UNDER_REVIEW: 'PayPal is still reviewing this payment: wait until it completes.',
  PAYMENT_DENIED: 'PayPal denied this payment: no money was taken.',
  REFUNDED: 'This order was refunded in full.',
  NOTHING_TO_SHIP: 'This order holds nothing to ship.',
  nothingToShipSubscription: 'A subscription has nothing to ship.',
  /** '{date}', '{carrier}', '{trackingNumber}'. */
  ALREADY_SHIPPED: 'This order shipped on {date} with {carrier} ({trackingNumber}).',
  NOTHING_TO_REFUND: 'Everything paid is refunded or being refunded.',
  NOT_SHIPPED: 'This order has not shipped yet: ship it first.',
  /** '{date}'. */
  ALREADY_DELIVERED: 'This order was marked delivered on {date}.',
  CANCELLATION_DECLINED: 'A cancellation of this order was requested and declined already.',
  NO_CANCELLATION_REQUEST: 'There is no open cancellation request on this order.',
} satisfies Record<ActionRefusalCode, string> & Record<string, string>;

/** The server's other refusals, by code, in the console's words (never the server's sentence). */
const errorsCopy = {
  /** '{amount}': what can still be refunded, formatted. */
  REFUND_TOO_LARGE: 'At most {amount} can still be refunded.',
  /** '{issue}': PayPal's own code for why. */
  REFUND_REFUSED: 'PayPal refused the refund ({issue}): nothing was refunded.',
  PAYPAL_UNAVAILABLE:
    'PayPal is not answering: the refund may or may not have been made. Try again: it will not be made twice.',
  NOT_REFUNDABLE: 'Only a completed payment can be refunded.',
  ORDER_NOT_FOUND: 'There is no order with this number or id.',
  ORDER_CHANGED: 'The order changed meanwhile: reload it and try again.',
  /** '{field}': the request's field the server named. */
  INVALID_REQUEST: 'The server refused the value of “{field}”: check it and try again.',
  invalidRequest: 'The server refused this request: check what you entered and try again.',
  INVALID_CURSOR: 'This page link is not valid: start from the first page.',
  PRODUCT_NOT_STOCKED: 'Only a product that ships has units on sale.',
  RATE_LIMITED: 'Too many requests: wait a minute and try again.',
  UNAUTHORIZED: 'Your sign-in has expired: sign in again.',
  NOT_AN_OPERATOR: 'This account is not an operator.',
  READ_ONLY_TOKEN: 'This access is read-only: it cannot change anything.',
  noAnswer: 'The server did not answer. Check your connection and try again.',
  unexpected: 'The server sent an answer the console could not read. Try again.',
  /** '{code}': the server's code, for whoever debugs it. */
  other: 'The server refused this ({code}). Try again, or reload the page.',
};

/** The console's home view: the day at a glance. */
const homeCopy = {
  heading: 'Today at a glance',
  /** '{timeZone}': the shop's time zone, by its name. */
  intro:
    'Days are Mexico City days ({timeZone}). Sales are payments PayPal completed, less refunds.',
  loading: 'Loading the figures…',
  figuresLabel: 'Key figures',
  salesToday: 'Sales today',
  salesMonth: 'Sales this month',
  orders: { one: '{count} order', other: '{count} orders' },
  toShip: 'Waiting to ship',
  toShipHint: 'Paid orders of goods not shipped yet',
  pendingPayments: 'Pending payments',
  /** '{total}', formatted. */
  pendingTotal: '{total} under review at PayPal',
  seeOrders: 'See these orders',
  cancellationRequests: 'Cancellation requests',
  cancellationRequestsHint: 'Buyers waiting for an answer',
  seeRequests: 'See the requests',
  stockHeading: 'Units left',
  stockCaption: 'Units left of each limited product',
  stockColumns: { product: 'Product', available: 'On sale', held: 'Held (unpaid)', sold: 'Sold' },
  unlimited: 'No limit',
  noStock: 'No product is sold in a limited batch.',
  chartHeading: 'Daily sales, last 30 days',
  /** '{total}' over the 30 days, the best '{day}' and its '{amount}'. */
  chartSummary: 'Daily sales for the last 30 days: {total} in all; best day {day} with {amount}.',
  chartEmpty: 'Daily sales for the last 30 days: no sales yet.',
  chartTable: 'The 30 days as a table',
  chartColumns: { day: 'Day', orders: 'Orders', sales: 'Sales' },
};

const statusFilters: Record<OrderFilterStatus, string> = {
  review: 'Pending review',
  paid: 'Paid, to ship',
  shipped: 'Shipped',
  refunded: 'Refunded',
  denied: 'Denied',
  cancellation: 'Cancellation requested',
};

const paymentStatus: Record<PaymentStatus, string> = {
  COMPLETED: 'Paid',
  PENDING: 'Pending review',
  DENIED: 'Denied',
  PARTIALLY_REFUNDED: 'Partly refunded',
  REFUNDED: 'Refunded',
};

/** The orders whose payment record the database refused (money taken, not yet recorded). */
const attentionCopy = {
  heading: {
    one: '{count} paid order needs attention',
    other: '{count} paid orders need attention',
  },
  intro:
    'PayPal took these payments, but the database refused their records, so they are not in the list below yet. The records are kept on the server (payments-outbox.rejected.jsonl under DATA_DIR): fix the cause, and the reconciler records each order from PayPal.',
  since: 'Since',
  reason: 'Why:',
};

const ordersCopy = {
  filtersLabel: 'Find orders',
  search: 'Search',
  searchPlaceholder: 'Order number, email or name',
  searchHint: 'At least 3 characters',
  searchButton: 'Search',
  status: 'Status',
  anyStatus: 'Any status',
  typeLabel: 'Type',
  anyType: 'Any type',
  types: { product: 'Products', subscription: 'Subscriptions' },
  type: { product: 'Product', subscription: 'Subscription' },
  from: 'From',
  to: 'To',
  clear: 'Clear filters',
  exportCsv: 'Export CSV',
  exporting: 'Exporting…',
  exportFailed: 'The export failed. Try again.',
  loading: 'Loading orders…',
  empty: 'No orders match these filters.',
  /** '{count}' orders (formatted), '{total}', '{refunded}'. */
  totals: {
    one: '{count} order · {total} in total · {refunded} refunded',
    other: '{count} orders · {total} in total · {refunded} refunded',
  },
  tableCaption: 'Orders, newest first',
  columns: {
    order: 'Order',
    date: 'Recorded',
    buyer: 'Buyer',
    type: 'Type',
    status: 'Status',
    total: 'Total',
    shipping: 'Shipping',
  },
  noEmail: 'No email (card)',
  /** The PayPal payer's name and email where they differ from the contact given at checkout. */
  viaPayPal: 'Paid with PayPal as {payer}',
  toShip: 'To ship',
  notShipped: '—',
  shippedOn: 'Shipped {date}',
  more: 'Show more orders',
  loadingMore: 'Loading…',
  open: 'Open order {orderNumber}',
  unitsTitle: { one: '{count} unit', other: '{count} units' },
};

const detailCopy = {
  back: 'Back to orders',
  loading: 'Loading the order…',
  heading: 'Order {orderNumber}',
  created: 'Created {date}',
  items: 'Items',
  itemColumns: { product: 'Product', quantity: 'Qty', unit: 'Unit price', total: 'Amount' },
  total: 'Total',
  payment: 'Payment',
  notPaid: 'No payment recorded (order {state}).',
  paymentFields: {
    status: 'Status',
    recorded: 'Recorded',
    paypalOrder: 'PayPal order',
    captureId: 'PayPal capture',
    refunded: 'Refunded',
    refundable: 'Can still be refunded',
    code: 'Subscription code',
  },
  buyer: 'Buyer',
  /** The contact the buyer gave at checkout, then PayPal's payer as a second fact. */
  buyerFields: { name: 'Name', email: 'Email', phone: 'Phone', account: 'Account' },
  noContact: 'No contact given at checkout (an order placed before the checkout asked for one).',
  payer: 'PayPal payer',
  payerFields: { name: 'Name', email: 'Email', payerId: 'PayPal payer id' },
  guest: 'Guest checkout',
  address: 'Shipping address',
  noAddress: 'Nothing to ship: no address.',
  shipment: 'Shipment',
  shipmentFields: { carrier: 'Carrier', tracking: 'Tracking number', shipped: 'Shipped' },
  trackParcel: 'Track the parcel',
  refunds: 'Refunds',
  noRefunds: 'No refunds.',
  refundStatus: {
    requested: 'Sent to PayPal',
    completed: 'Refunded',
    pending: 'Pending at PayPal',
    failed: 'Refused by PayPal',
  },
  by: 'by {who}',
  history: 'History',
  emails: 'Emails sent',
  noEmails: 'No emails recorded for this order.',
  noRecipient: 'no address yet',
  emailStatus: {
    queued: 'waiting to be sent',
    sent: 'sent',
    skipped: 'not sent: no address to send to',
    failed: 'failed: the mail server refused it',
  },
  system: 'the shop',
};

const shipCopy = {
  heading: 'Ship this order',
  carrier: 'Carrier',
  otherCarrier: 'Another carrier',
  carrierName: 'Carrier name',
  trackingNumber: 'Tracking number',
  trackingHint: 'Letters, digits and hyphens; spaces are ignored.',
  trackingUrl: 'Tracking link',
  trackingUrlHint: 'An http:// or https:// address where the buyer can follow the parcel.',
  submit: 'Mark as shipped',
  submitting: 'Saving…',
  done: 'Marked as shipped.',
  /** The tracking number's format of each carrier, shown under the field. */
  formats: {
    dhl: 'DHL Express: 10 digits.',
    fedex: 'FedEx: 12, 15, 20 or 22 digits.',
    ups: 'UPS: 1Z followed by 16 letters and digits.',
    estafeta: 'Estafeta: the 10-digit tracking code or the 22-character guide number.',
    paquetexpress: 'Paquetexpress: the guide number, 6 to 40 letters, digits or hyphens.',
    'correos-de-mexico':
      'Correos de México: 2 letters, 9 digits and MX (for example RA473124829MX).',
    '99minutos': '99minutos: 6 to 40 letters, digits or hyphens.',
    other: 'Letters, digits and hyphens; spaces are ignored.',
  },
  /** Why the form or the server refused the shipment, by the refusal's code. */
  refusals: {
    CARRIER_UNKNOWN: 'Choose a carrier from the list.',
    CARRIER_NAME_INVALID:
      "Name the carrier in 2 to 60 letters, digits, spaces and & . , ' ( ) - / only.",
    TRACKING_NUMBER_INVALID: "This number does not match {carrier}'s format. {format}",
    TRACKING_CHECK_DIGIT:
      "This number's check digit does not match: compare it with the label, digit by digit.",
    TRACKING_URL_INVALID: 'Give the tracking page as an http:// or https:// address.',
  },
};

/** Marking a shipped order delivered, and its packing slip. */
const deliverCopy = {
  heading: 'Delivery',
  button: 'Mark as delivered',
  working: 'Saving…',
  done: 'Marked as delivered.',
  deliveredOn: 'Delivered',
  packingSlip: 'Packing slip',
};

const refundCopy = {
  open: 'Refund…',
  heading: 'Refund this order',
  close: 'Close the refund',
  captured: 'Paid {total}; {refundable} can still be refunded.',
  amountLegend: 'How much',
  full: 'Everything left ({amount})',
  partial: 'Part of it',
  amount: 'Amount in USD',
  amountHint: 'Up to {max}.',
  reason: 'Reason',
  reasonHint: {
    one: 'Shown in the history and sent to PayPal. {count} character left.',
    other: 'Shown in the history and sent to PayPal. {count} characters left.',
  },
  confirm: 'Refund {amount}',
  confirmNoAmount: 'Refund',
  confirming: 'Refunding…',
  cancel: 'Cancel',
  /** '{min}' and '{max}', formatted. */
  invalidAmount: 'Enter an amount from {min} to {max}.',
  reasonRequired: 'Give a reason of at least 3 characters.',
  done: 'Refunded {amount}.',
};

const auditCopy = {
  heading: 'Audit trail',
  intro: 'Every action an operator took, newest first.',
  filtersLabel: 'Filter the audit trail',
  actor: 'Operator',
  actorPlaceholder: 'Email or uid',
  orderId: 'Order number or PayPal id',
  from: 'From',
  to: 'To',
  apply: 'Apply',
  clear: 'Clear',
  loading: 'Loading the audit trail…',
  empty: 'No operator actions on orders match these filters.',
  more: 'Show more',
  loadingMore: 'Loading…',
};

/** What each line of an order's history means, in words. */
const events: Record<string, string> = {
  created: 'Order created',
  approved: 'Approved by the payer',
  'awaiting-approval': 'Waiting for the payer to approve again',
  'capture-started': 'Capture started',
  'capture-refused': 'Capture refused by PayPal',
  declined: 'Card or account declined',
  captured: 'Paid',
  pending: 'Paid, held by PayPal for review',
  'recorded-from-outbox': 'Payment recorded after a database failure',
  completed: 'Review passed: paid',
  denied: 'Denied by PayPal',
  partially_refunded: 'Refunded in part',
  refunded: 'Refunded in full',
  expired: 'Expired unpaid',
  closed: 'Closed unpaid: the cart changed, the buyer was asked to pay again',
  'webhook-received': 'PayPal notification received',
  'refund-requested': 'Refund requested',
  'refund-refused': 'Refund refused by PayPal',
  shipped: 'Shipped',
  'link-requested': 'Order link emailed (Find my order)',
  'attached-to-account': 'Attached to the account that verified its email',
  'detached-from-account': 'Account deleted by its owner: order kept without it',
  delivered: 'Delivered',
  'email-resent': 'Email sent again by an operator',
  'recovery-emailed': 'Link back to the checkout emailed to the buyer',
  'invoice-requested': 'Invoice (factura) requested by the buyer',
  'invoice-attached': 'Invoice (factura) attached; buyer emailed',
  'cancellation-requested': 'Cancellation requested by the buyer',
  'cancellation-approved': 'Cancellation approved: refunded in full',
  'cancellation-declined': 'Cancellation declined',
};

const sources: Record<string, string> = {
  'create-route': 'Checkout',
  'capture-route': 'Checkout',
  webhook: 'PayPal',
  reconciler: 'Reconciler',
  operator: 'Operator',
  'find-order': 'Find my order',
  account: 'Buyer’s account',
  'order-page': 'Buyer’s order page',
};

/** The units on sale of each limited batch, and who changed them. */
const stockCopy = {
  heading: 'Units on sale',
  loading: 'Loading the units on sale…',
  intro:
    'What new orders may still take. Units held by unpaid orders and units sold are not in it. Leave it empty to sell without a limit.',
  product: 'Product',
  available: 'On sale',
  held: 'Held (unpaid)',
  sold: 'Sold',
  unlimited: 'No limit',
  /** '{title}': the product. */
  field: 'Units on sale of {title}',
  save: 'Save',
  /** '{title}', '{units}'. */
  saved: '{title}: {units} on sale.',
  savedUnlimited: '{title}: sold without a limit.',
  invalid: 'Give a whole number from 0 to 1,000,000, or leave it empty for no limit.',
  changes: 'Latest changes',
  when: 'When',
  who: 'Who',
  from: 'Before',
  to: 'After',
  noChanges: 'No change yet.',
};

/** A buyer's request to cancel before shipping, on the order's page in the console. */
const cancellationCopy = {
  heading: 'Cancellation request',
  /** '{date}'. */
  requested: 'The buyer asked on {date} to cancel this order before it ships.',
  reason: 'Their reason',
  noReason: 'No reason given.',
  approve: 'Approve and refund',
  approveHint: 'Refunds everything left of the payment through PayPal and emails the buyer.',
  /** '{amount}': what will be refunded. */
  confirmApprove: 'Refund {amount} and cancel the order',
  decline: 'Decline',
  declineReason: 'Reason for the buyer',
  declineHint: 'Emailed to the buyer as you write it (3 to 500 characters).',
  confirmDecline: 'Decline and email the buyer',
  cancel: 'Back',
  reasonRequired: 'Give the buyer a reason (at least 3 characters).',
  approved: 'Cancellation approved: the order is refunded in full.',
  declined: 'Cancellation declined: the buyer is emailed your reason.',
  /** '{date}'. */
  approvedOn: 'Approved on {date}.',
  declinedOn: 'Declined on {date}. Reason given:',
};

/** The names of the details an order's history records, as the console shows them. */
const details: Record<string, string> = {
  carrier: 'carrier',
  trackingNumber: 'tracking',
  trackingUrl: 'link',
  amount: 'amount',
  amountCents: 'amount',
  reason: 'reason',
  total: 'total',
  refunded: 'refunded',
  refundedCents: 'refunded',
  refundId: 'PayPal refund',
  eventType: 'PayPal event',
  eventId: 'event id',
  attempt: 'attempt',
  issue: 'PayPal issue',
  why: 'why',
  status: 'status',
  from: 'was',
  email: 'email',
  uuid: 'UUID',
  rfc: 'RFC',
  taxRegime: 'regime',
  cfdiUse: 'use',
};

/** The packing slips page; `slip` is said in each order's own language. */
const packingSlipCopy = {
  title: 'Packing slips',
  intro: 'One slip per sheet, on A4 or US Letter paper.',
  print: 'Print',
  back: 'Back to the console',
  loading: 'Loading the packing slips…',
  none: 'No order named: open an order in the console and choose “Packing slip”.',
  slip: {
    heading: 'Packing slip',
    orderNumber: 'Order number',
    placed: 'Placed',
    shipTo: 'Ship to',
    contact: 'Contact',
    phone: 'Phone',
    noContact: 'No contact was given at checkout.',
    items: 'In this parcel',
    product: 'Product',
    quantity: 'Quantity',
    returnAddress: 'Return address',
    thanks: 'Thank you for your order.',
  },
};

export const operatorConsole = {
  invoices: consoleInvoices,
  subscriptions: consoleSubscriptions,
  packingSlip: packingSlipCopy,
  console: consoleCopy,
  statusFilters,
  paymentStatus,
  attention: attentionCopy,
  orders: ordersCopy,
  detail: detailCopy,
  ship: shipCopy,
  deliver: deliverCopy,
  refund: refundCopy,
  audit: auditCopy,
  stock: stockCopy,
  followUp: followUpCopy,
  refusals: refusalsCopy,
  errors: errorsCopy,
  home: homeCopy,
  cancellation: cancellationCopy,
  events,
  sources,
  details,
};

/** The console's words in a language: the English shape. */
export type ConsoleCopy = typeof operatorConsole;
