/** Copy of the checkout page. The quoted messages are the product's own, shown exactly. */
import {
  ADDRESS_INCOMPLETE_MESSAGE,
  type AddressField,
  type AddressProblem,
  type PostalCountry,
} from '#domain/address';
import type { ContactProblem } from '#domain/contact';
import type { PageIntro } from '../shared';
import { SELLER, SELLER_ADDRESS } from './legal';

export interface CheckoutCopy {
  readonly page: PageIntro;
  /** What the payment step reports: errors, the confirmation and its details. */
  readonly messages: {
    readonly createFailed: string;
    readonly captureFailed: string;
    readonly paymentError: string;
    readonly sdkLoadFailed: string;
    readonly completed: string;
    readonly addressIncomplete: string;
    readonly contactIncomplete: string;
    readonly declined: string;
    /** The cart changed while the payer was at PayPal: that order is closed, nothing charged. */
    readonly cartChanged: string;
    /** Create-order refused 409 SOLD_OUT: a product in the cart has too few units left. */
    readonly soldOut: string;
    /** PayPal declined and closed the order: a new payment is needed, nothing charged. */
    readonly payAgain: string;
    /** PayPal's word on the capture is not known yet: do not pay again, the receipt will come. */
    readonly confirming: string;
    readonly cancelled: string;
    /** '{code}': the subscription code. */
    readonly subscriptionCode: string;
    /** Custom ELY's subscribe button before its launch: '{date}', the launch day. */
    readonly subscriptionOpens: string;
    /** After subscribing: '{date}', the day PayPal takes the next payment. */
    readonly subscriptionNextPayment: string;
    /** '{orderNumber}': the order number, 'ELY-7K3M9Q'. */
    readonly orderNumber: string;
    /** '{email}': the contact email, where the receipt goes. */
    readonly receiptSentTo: string;
    readonly viewReceipt: string;
    /** The paid notice's summary: '{items}', the products and their quantities. */
    readonly bought: string;
    /** '{address}': where the parcel goes, on one line. */
    readonly shipsTo: string;
    readonly reviewing: string;
  };
  readonly summaryHeading: string;
  /** On a phone the summary's lines fold away under the total: the toggle's words. */
  readonly summaryShow: string;
  readonly summaryHide: string;
  readonly quantityLabel: string;
  readonly totalLabel: string;
  readonly subtotalLabel: string;
  readonly shippingLabel: string;
  readonly shippingFree: string;
  /** For an address in Mexico, the IVA the total includes: '{rate}' is its rate, '16%'. */
  readonly taxIncluded: string;
  readonly taxesIncluded: string;
  readonly shippingNote: string;
  readonly emptyHeading: string;
  readonly emptyBody: string;
  readonly emptyCta: string;
  readonly addressHeading: string;
  readonly addressIntro: string;
  readonly paymentHeading: string;
  readonly paymentIntro: string;
  readonly loadingPayments: string;
  readonly testModeBanner: string;
  readonly secureNote: string;
  /** By the Pay button: '{terms}' and '{privacy}' are the links below. */
  readonly consent: string;
  readonly consentLinks: { readonly terms: string; readonly privacy: string };
  readonly contact: {
    readonly heading: string;
    readonly intro: string;
    readonly labels: { readonly email: string; readonly name: string; readonly phone: string };
    readonly optional: string;
    readonly phoneHint: string;
    /** The short privacy notice beside the fields; '{privacy}' is the link to the full one. */
    readonly privacy: string;
    readonly privacyLink: string;
    readonly problems: Readonly<Record<ContactProblem, string>>;
    /**
     * For an order that ships, the phone is read as a number of the shipping country unless it
     * starts with +: the hint and the message say so.
     */
    readonly shipping: { readonly phoneHint: string; readonly phoneInvalid: string };
  };
  /** The address form's labels, by field (the country's and state's names come from Intl). */
  readonly addressLabels: Readonly<Record<AddressField, string>>;
  readonly address: {
    /** Beside the optional second line's label. */
    readonly optional: string;
    /** Under the second line: what a carrier needs there. */
    readonly line2Hint: string;
    /** Announced when the form was filled from the signed-in buyer's saved address. */
    readonly filledFromSaved: string;
    /** The signed-in buyer's box: keep this address for the next order. */
    readonly keepAddress: string;
    /** The signed-in buyer's saved addresses, offered as choices (the default preselected). */
    readonly savedChoice: {
      readonly legend: string;
      readonly defaultTag: string;
      readonly newAddress: string;
    };
    /** The country list's first, empty choice. */
    readonly chooseCountry: string;
    /** The state list's first, empty choice (Mexico, the US, Canada), short: it fits a third of the row. */
    readonly chooseState: string;
    /** Each field's message, under the field, when a payment is attempted. */
    readonly problems: Readonly<Record<Exclude<AddressProblem, 'zipInvalid'>, string>> & {
      /** An empty state where the country has a list: chosen, not typed. */
      readonly stateChoose: string;
    };
    /** A postal code its country does not write so, by country. */
    readonly zipInvalid: Readonly<Record<PostalCountry, string>>;
  };
}

/**
 * What a subscribe button says (app/features/checkout/subscription-checkout.tsx): the checkout's
 * own messages there, /ely's `subscribe` words on /ely.
 */
export type SubscribeWords = Pick<
  CheckoutCopy['messages'],
  | 'captureFailed'
  | 'paymentError'
  | 'sdkLoadFailed'
  | 'completed'
  | 'cancelled'
  | 'subscriptionCode'
  | 'subscriptionOpens'
  | 'subscriptionNextPayment'
  | 'receiptSentTo'
> &
  Pick<CheckoutCopy, 'loadingPayments' | 'testModeBanner'>;

export const checkout: CheckoutCopy = {
  page: {
    eyebrow: 'Checkout',
    title: 'Complete your order',
    intro:
      'Review your cart, add your shipping details and pay securely. We email your confirmation as soon as your order is placed and, for a presale unit, a delivery estimate before it leaves the factory.',
  },
  messages: {
    createFailed: 'There was an error creating the order ❌',
    captureFailed: 'There was an error capturing the payment ❌',
    paymentError: 'There was a payment error ❌',
    sdkLoadFailed: 'Error loading PayPal, check your connection or client-id',
    completed: 'Payment completed ✅',
    addressIncomplete: ADDRESS_INCOMPLETE_MESSAGE,
    contactIncomplete: 'Please check your contact details before paying.',
    declined:
      'Your card or PayPal account was declined. Please try another card or another PayPal account.',
    cartChanged:
      'Your cart changed while you were paying, so nothing was charged. Please review it and pay again.',
    soldOut:
      'Sorry, {title} sold out while it was in your cart, so nothing was charged. Please remove it or order fewer, then pay again.',
    payAgain:
      'This payment was declined and nothing was charged. Please pay again with another card or PayPal account.',
    confirming:
      'We are confirming your payment with PayPal. Please do not pay again: your receipt comes by email as soon as PayPal confirms it.',
    cancelled: 'Payment cancelled. Your cart is still here whenever you are ready.',
    subscriptionCode: 'Your ELY subscription code is {code}.',
    subscriptionOpens: 'Custom ELY subscriptions open on {date}.',
    subscriptionNextPayment: 'Your next payment is on {date}.',
    orderNumber: 'Order number {orderNumber}.',
    receiptSentTo: 'Your receipt is on its way to {email}.',
    viewReceipt: 'View your receipt',
    bought: 'You ordered {items}.',
    shipsTo: 'Ships to {address}.',
    reviewing:
      'PayPal is reviewing this payment. Your order is placed and is confirmed as soon as the review ends.',
  },
  summaryHeading: 'Order summary',
  summaryShow: 'Show items',
  summaryHide: 'Hide items',
  quantityLabel: 'Qty',
  totalLabel: 'Total',
  subtotalLabel: 'Subtotal',
  shippingLabel: 'Shipping',
  shippingFree: 'Free',
  taxIncluded: 'IVA included ({rate})',
  taxesIncluded: 'Prices include taxes.',
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
  secureNote: 'Payments are processed by PayPal. We never see or store your card number.',
  consent: 'By paying you accept the {terms} and the {privacy}.',
  consentLinks: { terms: 'Terms of sale', privacy: 'Privacy notice' },
  contact: {
    heading: 'Contact',
    intro: 'Where we send your receipt and updates, and who the carrier calls.',
    labels: { email: 'Email', name: 'Full name', phone: 'Phone' },
    optional: '(optional)',
    phoneHint: 'With the country code outside Mexico, for example +1 415 555 2671.',
    shipping: {
      phoneHint:
        'Numbers from the shipping country need no country code; others start with +, for example +52 55 1234 5678.',
      phoneInvalid:
        'Enter a valid phone number, with the country code if it is not from the shipping country.',
    },
    privacy: `${SELLER}, ${SELLER_ADDRESS}, is responsible for these details and uses them only to process, deliver and tell you about this order. {privacy}`,
    privacyLink: 'Privacy notice',
    problems: {
      emailRequired: 'Enter your email: your receipt goes there.',
      emailInvalid: 'Enter an email like name@example.com.',
      nameRequired: 'Enter the full name of who receives the parcel.',
      nameInvalid:
        'The name holds characters that change how text is shown (direction marks or line separators). Please type it again.',
      phoneRequired: 'Enter a phone number the carrier can call.',
      phoneInvalid: 'Enter a valid phone number, with the country code outside Mexico.',
      phoneExtension: 'Enter a direct number without an extension: the carrier calls or texts it.',
    },
  },
  addressLabels: {
    country: 'Country',
    street: 'Street and number',
    line2: 'Neighborhood, apartment, references',
    city: 'City',
    state: 'State or province',
    zip: 'ZIP or postal code',
  },
  address: {
    optional: '(optional)',
    line2Hint: 'In Mexico, your colonia. Anything else that helps the carrier find you.',
    filledFromSaved: 'Your default address is chosen. Choose another one or a new address.',
    keepAddress: 'Save this address to my account for my next order',
    savedChoice: {
      legend: 'Ship to',
      defaultTag: 'Default',
      newAddress: 'A new address',
    },
    chooseCountry: 'Choose a country',
    chooseState: 'Choose one',
    problems: {
      countryRequired: 'Choose the country we ship to.',
      countryNotShipped: 'We do not ship to this country. Please choose another one.',
      streetRequired: 'Enter the street and number.',
      cityRequired: 'Enter the city.',
      stateRequired: 'Enter the state or province.',
      stateChoose: 'Choose the state or province.',
      stateNotInList: 'Choose the state or province from the list.',
      zipRequired: 'Enter the ZIP or postal code.',
    },
    zipInvalid: {
      MX: 'A Mexican postal code has 5 digits, like 06700.',
      US: 'Enter a ZIP code like 78701 or 78701-1234.',
      CA: 'Enter a postal code like K1A 0B1.',
      ES: 'A Spanish postal code has 5 digits, like 28013.',
    },
  },
};
