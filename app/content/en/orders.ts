/**
 * Copy of what a buyer sees of their orders: the order page (/orders/ELY-7K3M9Q) and the account
 * page's "My orders" (/account). Only those pages' loaders hand it over.
 */

import type { PaymentMethodWords, PaymentStatus } from '#domain/order/payment';
import type { ProgressStep } from '#domain/order/progress';
import { type InvoiceCopy, invoice } from './invoice';
import { type OrderCancellationCopy, orderCancellation } from './order-cancellation';

export interface OrdersCopy {
  /** The order page's invoice (factura) panel (invoice.ts). */
  invoice: InvoiceCopy;
  /** The order page's "Request cancellation" (order-cancellation.ts). */
  readonly cancellation: OrderCancellationCopy;
  /** How a payment's status reads on its badge. */
  readonly statusLabels: Readonly<Record<PaymentStatus, string>>;
  readonly shipped: string;
  readonly receipt: {
    readonly eyebrow: string;
    readonly title: string;
    readonly titleFor: {
      readonly PENDING: string;
      readonly DENIED: string;
      readonly REFUNDED: string;
    };
    /** The heading of a paid order not yet shipped, after the first visit's thank-you. */
    readonly titlePreparing: string;
    /** The heading once the parcel has left: no longer a thank-you. */
    readonly titleShipped: string;
    /** Once an operator marked the parcel delivered. */
    readonly titleDelivered: string;
    /** The order's steps (domain/order/progress.ts), shown while there is something to follow. */
    readonly progress: {
      /** The list's accessible name. */
      readonly label: string;
      readonly steps: Readonly<Record<ProgressStep, string>>;
      /** The first step's name while PayPal reviews the payment. */
      readonly reviewing: string;
      /** Read after a finished step's name, for screen readers. */
      readonly done: string;
      /** Under the shipped step: '{carrier}', '{date}'. */
      readonly shippedWith: string;
    };
    readonly loading: string;
    readonly orderNumber: string;
    readonly placedOn: string;
    readonly payment: string;
    readonly itemsHeading: string;
    /** '{quantity}'. */
    readonly quantity: string;
    readonly each: string;
    readonly total: string;
    readonly refunded: string;
    readonly subtotal: string;
    readonly shipping: string;
    readonly shippingFree: string;
    /** The IVA line, for an address in Mexico: '{rate}' is its rate, '16%'. */
    readonly taxIncluded: string;
    readonly taxesIncluded: string;
    /** What remains paid after refunds. */
    readonly netPaid: string;
    readonly shippingHeading: string;
    readonly emailHeading: string;
    readonly emailNote: string;
    readonly noEmail: string;
    readonly subscriptionCode: string;
    readonly subscriptionCodeNote: string;
    readonly nextHeading: string;
    readonly next: {
      readonly shipped: readonly string[];
      readonly reviewing: string;
      readonly denied: string;
      readonly refunded: string;
    };
    readonly shipmentHeading: string;
    readonly shippedOn: string;
    readonly carrier: string;
    readonly trackingNumber: string;
    readonly trackPackage: string;
    /** PayPal's id of the payment (its capture): what a dispute with PayPal names. */
    /** How the buyer paid (the receipt answer's paymentMethod; domain/order/payment.ts words it). */
    readonly paymentMethod: PaymentMethodWords & {
      readonly label: string;
    };
    readonly paypalTransaction: string;
    readonly paypalTransactionNote: string;
    readonly print: string;
    /** The sentence around the contact address, which is a link: '{email}'. */
    readonly questions: string;
    /** The subject of the email that link prepares: '{orderNumber}'. */
    readonly contactSubject: string;
    readonly privateNote: string;
    readonly notFoundTitle: string;
    readonly notFoundBody: string;
    readonly signInPrompt: string;
    readonly signIn: string;
    readonly failedTitle: string;
    readonly failedBody: string;
    readonly retry: string;
    readonly toAccount: string;
    /** On the not-found state: for a buyer without the email, the way to "Find my order". */
    readonly findOrderPrompt: string;
    readonly findOrder: string;
  };
  readonly account: {
    readonly eyebrow: string;
    readonly title: string;
    readonly intro: string;
    readonly loading: string;
    readonly signedOutTitle: string;
    readonly signedOutBody: string;
    readonly signIn: string;
    readonly profileHeading: string;
    readonly signOut: string;
    readonly ordersHeading: string;
    readonly ordersLoading: string;
    readonly noOrders: string;
    readonly browse: string;
    readonly ordersFailed: string;
    readonly retry: string;
    /** '{orderNumber}'. */
    readonly order: string;
    readonly viewReceipt: string;
    /** '{orderNumber}'. */
    readonly viewReceiptOf: string;
    /** The carrier's tracking page of a shipped order: '{carrier}', '{orderNumber}'. */
    readonly trackWith: string;
    readonly trackWithOf: string;
    /** '{count}': the order's other lines. */
    readonly moreItems: string;
    /** The buyer's data rights (ARCO): download and delete. */
    /** An email account's password change (routes/account/change-password.tsx). */
    readonly password: {
      readonly heading: string;
      readonly intro: string;
      readonly current: string;
      readonly next: string;
      readonly nextHint: string;
      readonly submit: string;
      readonly saving: string;
      readonly changed: string;
      readonly required: string;
      readonly same: string;
      readonly currentWrong: string;
    };
    /**
     * "My subscription" (routes/account/my-subscription.tsx): the signed-in account's Custom ELY
     * subscriptions, or the one of the emails' link (/account#subscription=…&token=…) for a guest.
     */
    readonly subscription: {
      readonly heading: string;
      /** The page's title and intro for a guest who opened the emails' link. */
      readonly guestTitle: string;
      readonly guestIntro: string;
      readonly loading: string;
      readonly loadFailed: string;
      /** The link's subscription is not found (a wrong or partial link). */
      readonly notFound: string;
      readonly retry: string;
      readonly statusLabel: string;
      readonly statuses: {
        readonly active: string;
        readonly suspended: string;
        readonly cancelled: string;
        readonly expired: string;
      };
      readonly priceLabel: string;
      /** '{amount}': 'US$5.00 per month'. */
      readonly price: string;
      readonly nextBillingLabel: string;
      readonly codeLabel: string;
      readonly startedLabel: string;
      readonly paymentsHeading: string;
      readonly paymentDate: string;
      readonly paymentAmount: string;
      readonly paymentCode: string;
      readonly noPayments: string;
      readonly suspendedNote: string;
      readonly cancelledNote: string;
      readonly expiredNote: string;
      readonly cancel: string;
      readonly confirmTitle: string;
      readonly confirmBody: string;
      readonly confirm: string;
      readonly keep: string;
      readonly cancelling: string;
      /** Said once the cancel went through. */
      readonly cancelled: string;
      readonly cancelFailed: string;
    };
    /** The account's name and phone, which fill the checkout's contact (routes/account/account-details.tsx). */
    readonly details: {
      readonly heading: string;
      readonly intro: string;
      readonly save: string;
      readonly saved: string;
      readonly failed: string;
    };
    /** The language of the account's emails (routes/account/account-details.tsx). */
    readonly emailLanguage: {
      readonly heading: string;
      readonly intro: string;
      /** No choice: each order's emails in the language it was placed in. */
      readonly orderLanguage: string;
      readonly english: string;
      readonly spanish: string;
      readonly save: string;
      readonly saved: string;
      readonly failed: string;
    };
    /** The account's addresses, one the default (routes/account/address-book.tsx). */
    readonly addressBook: {
      readonly heading: string;
      readonly intro: string;
      readonly loading: string;
      readonly loadFailed: string;
      readonly none: string;
      readonly defaultTag: string;
      readonly add: string;
      readonly addHeading: string;
      readonly editHeading: string;
      readonly edit: string;
      readonly makeDefault: string;
      readonly delete: string;
      readonly save: string;
      readonly cancel: string;
      readonly makeDefaultBox: string;
      readonly added: string;
      readonly updated: string;
      readonly deleted: string;
      readonly defaultMade: string;
      /** The book is full; '{count}' is the cap. */
      readonly full: string;
      readonly failed: string;
    };
    readonly data: {
      readonly heading: string;
      readonly intro: string;
      readonly privacyLink: string;
      readonly download: string;
      readonly downloading: string;
      readonly downloadFailed: string;
      readonly delete: string;
      readonly deleteTitle: string;
      readonly deleteBody: string;
      readonly deleteKept: string;
      readonly deleteConfirm: string;
      readonly cancel: string;
      readonly deleting: string;
      readonly deleteFailed: string;
      readonly deleted: string;
    };
  };
}

export const orders: OrdersCopy = {
  invoice,
  cancellation: orderCancellation,
  statusLabels: {
    COMPLETED: 'Paid',
    PENDING: 'PayPal is reviewing the payment',
    DENIED: 'Not approved by PayPal',
    PARTIALLY_REFUNDED: 'Partly refunded',
    REFUNDED: 'Refunded',
  },
  shipped: 'Shipped',
  receipt: {
    eyebrow: 'Receipt',
    title: 'Thank you for your order',
    titleFor: {
      PENDING: 'Your order is placed',
      DENIED: 'PayPal did not approve this payment',
      REFUNDED: 'This order was refunded',
    },
    titlePreparing: 'We are preparing your order',
    titleShipped: 'Your order is on its way',
    titleDelivered: 'Your order was delivered',
    progress: {
      label: 'Order progress',
      steps: { paid: 'Paid', preparing: 'Preparing', shipped: 'Shipped', delivered: 'Delivered' },
      reviewing: 'Payment under review',
      done: '(done)',
      shippedWith: 'With {carrier} on {date}',
    },
    loading: 'Loading your receipt…',
    orderNumber: 'Order number',
    placedOn: 'Placed on',
    payment: 'Payment',
    itemsHeading: 'What you ordered',
    quantity: 'Quantity {quantity}',
    each: 'each',
    total: 'Total',
    refunded: 'Refunded',
    subtotal: 'Subtotal',
    shipping: 'Shipping',
    shippingFree: 'Free',
    taxIncluded: 'IVA included ({rate})',
    taxesIncluded: 'Prices include taxes.',
    netPaid: 'Net paid',
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
    paymentMethod: {
      label: 'Paid with',
      paypal: 'PayPal account',
      card: '{brand} ending in {digits}',
      cardNoDigits: '{brand} card',
      cardUnknown: 'Card',
    },
    paypalTransaction: 'PayPal transaction',
    paypalTransactionNote:
      'PayPal’s reference for this payment: quote it if you ever ask PayPal about it.',
    print: 'Print or save as PDF',
    questions: 'Questions about this order? Write to {email} and quote its order number.',
    contactSubject: 'Order {orderNumber}',
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
    findOrderPrompt: 'Lost the email? We can send you the link again.',
    findOrder: 'Find my order',
  },
  account: {
    eyebrow: 'Account',
    title: 'Your account',
    intro:
      'The account you sign in with, and your orders: those placed signed in, and those placed as a guest with this account’s verified email.',
    loading: 'Loading your account…',
    signedOutTitle: 'Sign in to see your account',
    signedOutBody:
      'Sign in with the account you used at checkout to see your orders and their receipts. Orders placed without signing in have their receipt link in the confirmation email.',
    signIn: 'Sign in',
    profileHeading: 'Signed in as',
    signOut: 'Sign out',
    ordersHeading: 'My orders',
    ordersLoading: 'Loading your orders…',
    noOrders:
      'No orders yet. Orders you place signed in, or as a guest with this account’s email, appear here.',
    browse: 'Browse products',
    ordersFailed: 'We could not load your orders. Please try again.',
    retry: 'Try again',
    order: 'Order {orderNumber}',
    viewReceipt: 'View receipt',
    viewReceiptOf: 'View receipt of order {orderNumber}',
    trackWith: 'Track with {carrier}',
    trackWithOf: 'Track order {orderNumber} with {carrier}',
    moreItems: 'and {count} more',
    password: {
      heading: 'Password',
      intro:
        'Change the password you sign in with. Type your current one first: it proves the change is yours.',
      current: 'Current password',
      next: 'New password',
      nextHint:
        'At least 6 characters. A phrase of a few words is easy to remember and hard to guess.',
      submit: 'Change password',
      saving: 'Changing your password…',
      changed: 'Your password was changed. Use the new one the next time you sign in.',
      required: 'Enter your current password and a new one.',
      same: 'The new password is the same as the current one.',
      currentWrong: 'Your current password is not right. Try again, or sign out and reset it.',
    },
    subscription: {
      heading: 'My subscription',
      guestTitle: 'Your Custom ELY subscription',
      guestIntro:
        'Opened from the link in your subscription emails: keep that link to yourself, it lets anyone who has it see and cancel your subscription.',
      loading: 'Loading your subscription…',
      loadFailed: 'We could not load your subscription. Please try again.',
      notFound:
        'We could not find this subscription. Open the whole link from your Custom ELY email, or sign in with the account you subscribed with.',
      retry: 'Try again',
      statusLabel: 'Status',
      statuses: {
        active: 'Active',
        suspended: 'Paused',
        cancelled: 'Cancelled',
        expired: 'Ended',
      },
      priceLabel: 'Price',
      price: '{amount} per month',
      nextBillingLabel: 'Next payment',
      codeLabel: 'Subscription code',
      startedLabel: 'Started',
      paymentsHeading: 'Payments',
      paymentDate: 'Date',
      paymentAmount: 'Amount',
      paymentCode: 'Payment code',
      noPayments: 'No payments yet.',
      suspendedNote:
        'PayPal paused this subscription after failed payments. Update your payment method in PayPal to continue, or cancel it here.',
      cancelledNote:
        'Nothing more will be charged. The month you paid for stays yours until it ends.',
      expiredNote: 'This subscription has ended: nothing more will be charged.',
      cancel: 'Cancel subscription',
      confirmTitle: 'Cancel your Custom ELY subscription?',
      confirmBody:
        'PayPal will not charge you again. The month you already paid for stays yours until it ends; nothing is refunded.',
      confirm: 'Yes, cancel my subscription',
      keep: 'No, keep it',
      cancelling: 'Cancelling…',
      cancelled:
        'Your subscription is cancelled. Nothing more will be charged, and the month you paid for stays yours until it ends. We have sent you an email.',
      cancelFailed:
        'We could not cancel your subscription; it is still active. Please try again, or write to us.',
    },
    details: {
      heading: 'Your details',
      intro: 'The checkout fills in your name and phone with these.',
      save: 'Save details',
      saved: 'Your details are saved.',
      failed: 'We could not save your details. Please try again.',
    },
    emailLanguage: {
      heading: 'Language of emails',
      intro: 'The emails about your orders and your subscription are written in this language.',
      orderLanguage: 'The language I shop in, order by order',
      english: 'English',
      spanish: 'Español',
      save: 'Save language',
      saved: 'Saved: your next emails are written in this language.',
      failed: 'We could not save the language. Please try again.',
    },
    addressBook: {
      heading: 'Addresses',
      intro: 'The checkout offers these addresses, your default first.',
      loading: 'Loading your addresses…',
      loadFailed: 'We could not load your addresses. Please reload the page.',
      none: 'No addresses yet. Add one here, or keep the one you pay with at checkout.',
      defaultTag: 'Default',
      add: 'Add an address',
      addHeading: 'New address',
      editHeading: 'Edit address',
      edit: 'Edit',
      makeDefault: 'Make default',
      delete: 'Delete',
      save: 'Save address',
      cancel: 'Cancel',
      makeDefaultBox: 'Make this my default address',
      added: 'Address added.',
      updated: 'Address saved.',
      deleted: 'Address deleted.',
      defaultMade: 'This is now your default address.',
      full: 'You can keep up to {count} addresses. Delete one to add another.',
      failed: 'We could not save the change. Please try again.',
    },
    data: {
      heading: 'Your data',
      intro:
        'Download everything we hold about your account — its orders, their addresses and contact details, and the emails we sent you — as a JSON file. Or delete your account.',
      privacyLink: 'How we use and keep your data',
      download: 'Download my data',
      downloading: 'Preparing your data…',
      downloadFailed: 'We could not prepare your data. Please try again.',
      delete: 'Delete my account',
      deleteTitle: 'Delete your account?',
      deleteBody:
        'Your account and its sign-in are deleted at once; this cannot be undone. You can still shop as a guest or create a new account later.',
      deleteKept:
        'Your orders are kept for accounting, no longer linked to any account: Mexican tax law requires us to keep them, with their contact details, for 5 years. The links in their emails keep opening them.',
      deleteConfirm: 'Delete my account',
      cancel: 'Cancel',
      deleting: 'Deleting your account…',
      deleteFailed: 'We could not delete your account; nothing was changed. Please try again.',
      deleted: 'Your account was deleted. Your orders still open from the links in their emails.',
    },
  },
};
