import { z } from 'zod';
import { addressLines } from '#domain/address-format';
import { formatMoney, parseAmount } from '#domain/money';
import type { MailKind } from '#domain/order/emails';
import { describePaymentMethod } from '#domain/order/payment';
import { PAYMENT_STATUS_LOOK } from '#domain/order/payment-status-look';
import { formatTaxRate, includedTax, orderAmounts } from '#domain/order/taxes';
import { receiptFragment } from '#domain/orders-api';
import { SHOP_TIME_ZONE } from '#domain/shop-calendar';
import { DEFAULT_LOCALE, LOCALE_SETTINGS, type Locale } from '#site/locales';
import { localizedRoutes, orderPagePath } from '#site/pages';
import { CONTACT_EMAIL, LEGAL_REVISION } from '#site/site';
import { EMAIL_COPY, type EmailCopy, type EmailWords } from './email-copy';
import type { ClaimedMail, MailOrderFacts } from './store';

/**
 * What one order email says, worked out from the outbox row, the order and the event that called
 * for it: words, formatted amounts and dates, and absolute links. The templates only lay it out,
 * so this is where the tests look.
 */

export interface EmailLine {
  title: string;
  quantity: number;
  unitPrice: string;
  lineTotal: string;
}

/** An email ready to send: its subject, and its body as HTML and as plain text. */
export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

export interface OrderEmailContent {
  kind: MailKind;
  /** The language the order was placed in, and the email's words in it. */
  locale: Locale;
  copy: EmailCopy;
  words: EmailWords;
  /** 'ELY-7K3M9Q': the order as the buyer knows it. */
  orderNumber: string;
  placedOn: string;
  statusLabel: string;
  lines: EmailLine[];
  /** The lines added up. */
  subtotal: string;
  /** Shipping's cost: free, for an order of shipped goods; null when nothing ships. */
  shippingFree: boolean;
  total: string;
  /** The IVA the total includes, for an address in Mexico: 'IVA included (16%)' and its amount. */
  tax: { label: string; amount: string } | null;
  /** What has been refunded so far, when anything has. */
  refunded: string | null;
  /** What remains paid after refunds, when anything was refunded. */
  netPaid: string | null;
  /** How the buyer paid ('Visa ending in 4242'), when PayPal said so. */
  paymentMethod: string | null;
  /** The shipping address as lines, for an order of shipped goods. */
  address: string[] | null;
  subscriptionCode: string | null;
  /** What happens next (the confirmation only). */
  next: string[];
  shipment: { carrier: string; trackingNumber: string; trackingUrl: string | null } | null;
  receiptUrl: string;
  /** "Find my order" in the order's language: every email names it, for a buyer who loses one. */
  findOrderUrl: string;
  contactEmail: string;
  /**
   * The confirmation's dated reference to the terms the buyer accepted by paying, and their
   * address in the order's language; null in every other email.
   */
  terms: { text: string; url: string } | null;
}

/** Dates in emails: the day, in the company's time zone (Mexico City), as the language writes it. */
const DAYS = new Map<Locale, Intl.DateTimeFormat>();
export function formatDay(iso: string, locale: Locale = DEFAULT_LOCALE): string {
  let format = DAYS.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE_SETTINGS[locale].intl, {
      dateStyle: 'long',
      timeZone: SHOP_TIME_ZONE,
    });
    DAYS.set(locale, format);
  }
  return format.format(new Date(iso));
}

/** Dollars as the language writes them: 'US$782.00', 'USD 782.00'. */
const money = (cents: number, locale: Locale) => formatMoney(cents, LOCALE_SETTINGS[locale].intl);

/**
 * The order page's absolute address (its number) in the order's language, its token in the
 * fragment (never sent to a server).
 */
export function receiptUrl(
  publicUrl: string,
  orderNumber: string,
  token: string,
  locale: Locale = DEFAULT_LOCALE,
): string {
  return `${publicUrl}${orderPagePath(orderNumber, locale)}${receiptFragment(token)}`;
}

/** What an 'invoice-attached' event keeps: the factura's UUID (folio fiscal). */
const InvoiceDetails = z.object({ uuid: z.string() });

const ShipmentDetails = z.object({
  carrier: z.string().min(1),
  trackingNumber: z.string().min(1),
  trackingUrl: z.url().nullish(),
});
/** A refund's amount in its event: cents, or (events written before cents) decimal dollars. */
const RefundDetails = z.union([
  z.object({ amountCents: z.number().int().positive() }).transform((d) => d.amountCents),
  z
    .object({ amount: z.string() })
    .transform((d) => parseAmount(d.amount))
    .pipe(z.number()),
]);

/**
 * The subject an outbox row's email has (or will have), for the operator console's list: from the
 * kind of mail, the event behind it and the payment's status when it happened, as the email itself.
 */
export function emailSubject(mail: {
  orderNumber: string;
  /** The order's language: the subject as the buyer received it. */
  locale?: Locale;
  kind: MailKind;
  eventKind: string;
  paymentStatus: string | null;
}): string {
  // Subjects name the order only; the amounts in the copy's other lines are not needed here.
  const {
    confirmation: confirmationCopy,
    status: statusCopy,
    refund: refundCopy,
    shipped: shippedCopy,
  } = EMAIL_COPY[mail.locale ?? DEFAULT_LOCALE];
  switch (mail.kind) {
    case 'confirmation':
      return mail.paymentStatus === 'PENDING'
        ? confirmationCopy.reviewing(mail.orderNumber, '').subject
        : confirmationCopy.paid(mail.orderNumber, '').subject;
    case 'payment-completed':
      return statusCopy.completed(mail.orderNumber, '').subject;
    case 'payment-denied':
      return statusCopy.denied(mail.orderNumber, '').subject;
    case 'refund':
      return mail.eventKind === 'refunded'
        ? refundCopy.full(mail.orderNumber, '').subject
        : refundCopy.partial(mail.orderNumber, null).subject;
    case 'shipped':
      return shippedCopy(mail.orderNumber, '').subject;
    case 'order-link':
      return EMAIL_COPY[mail.locale ?? DEFAULT_LOCALE].orderLink(mail.orderNumber).subject;
    case 'checkout-recovery':
      return EMAIL_COPY[mail.locale ?? DEFAULT_LOCALE].checkoutRecovery.words('').subject;
    case 'invoice':
      return EMAIL_COPY[mail.locale ?? DEFAULT_LOCALE].invoice(mail.orderNumber, null).subject;
    case 'cancellation-requested':
      return EMAIL_COPY[mail.locale ?? DEFAULT_LOCALE].cancellationRequested(mail.orderNumber)
        .subject;
    case 'cancellation-declined':
      return EMAIL_COPY[mail.locale ?? DEFAULT_LOCALE].cancellationDeclined(mail.orderNumber, '')
        .subject;
  }
}

function wordsFor(mail: ClaimedMail, order: MailOrderFacts): EmailWords {
  const {
    confirmation: confirmationCopy,
    status: statusCopy,
    refund: refundCopy,
    shipped: shippedCopy,
  } = EMAIL_COPY[order.locale];
  const usd = (cents: number) => money(cents, order.locale);
  const total = usd(order.totalCents);
  switch (mail.kind) {
    case 'confirmation':
      return mail.event.kind === 'pending' ||
        (mail.event.kind === 'recorded-from-outbox' && mail.event.details.status === 'PENDING') ||
        // Sent again by an operator: as the payment stood then.
        (mail.event.kind === 'email-resent' && order.status === 'PENDING')
        ? confirmationCopy.reviewing(mail.orderNumber, total)
        : confirmationCopy.paid(mail.orderNumber, total);
    case 'payment-completed':
      return statusCopy.completed(mail.orderNumber, total);
    case 'payment-denied':
      return statusCopy.denied(mail.orderNumber, total);
    case 'refund': {
      if (mail.event.kind === 'refunded') return refundCopy.full(mail.orderNumber, total);
      const details = RefundDetails.safeParse(mail.event.details);
      // PayPal's notice of a refund may be written before the shop's own refund event, and it
      // knows the refunded total only: the amount is then what earlier refund emails did not tell.
      const untold = order.refundedCents - order.refundedBeforeCents;
      const amount = details.success ? details.data : untold > 0 ? untold : null;
      return refundCopy.partial(mail.orderNumber, amount === null ? null : usd(amount));
    }
    case 'shipped':
      // The event is written when the operator ships it: its date is the shipping date (a resend
      // tells of the order's shipment, not of the day it was sent again).
      return shippedCopy(
        mail.orderNumber,
        formatDay(
          mail.event.kind === 'email-resent' && order.shipment
            ? order.shipment.shippedAt
            : mail.event.at,
          order.locale,
        ),
      );
    case 'order-link':
      return EMAIL_COPY[order.locale].orderLink(mail.orderNumber);
    case 'checkout-recovery':
      return EMAIL_COPY[order.locale].checkoutRecovery.words(usd(order.totalCents));
    case 'invoice': {
      const details = InvoiceDetails.safeParse(mail.event.details);
      return EMAIL_COPY[order.locale].invoice(
        mail.orderNumber,
        details.success ? details.data.uuid : null,
      );
    }
    case 'cancellation-requested':
      return EMAIL_COPY[order.locale].cancellationRequested(mail.orderNumber);
    case 'cancellation-declined': {
      // The operator's reason, as written when declining (the event keeps it).
      const reason = mail.event.details.reason;
      return EMAIL_COPY[order.locale].cancellationDeclined(
        mail.orderNumber,
        typeof reason === 'string' ? reason : '',
      );
    }
  }
}

function shipmentFor(mail: ClaimedMail, order: MailOrderFacts): OrderEmailContent['shipment'] {
  if (mail.kind !== 'shipped') return null;
  // The event tells what was shipped then; the order's columns hold the latest shipment.
  const details = ShipmentDetails.safeParse(mail.event.details);
  if (details.success) {
    return {
      carrier: details.data.carrier,
      trackingNumber: details.data.trackingNumber,
      trackingUrl: details.data.trackingUrl ?? null,
    };
  }
  return order.shipment;
}

function nextSteps(mail: ClaimedMail, order: MailOrderFacts): string[] {
  if (mail.kind !== 'confirmation') return [];
  const { confirmation: confirmationCopy } = EMAIL_COPY[order.locale];
  if (order.shipsGoods) return [...confirmationCopy.nextForShippedGoods];
  if (order.subscriptionCode) {
    return confirmationCopy.nextForSubscription(order.subscriptionCode);
  }
  return [];
}

export function orderEmailContent(
  mail: ClaimedMail,
  order: MailOrderFacts,
  { publicUrl }: { publicUrl: string },
): OrderEmailContent {
  const refundedCents = order.refundedCents;
  const { locale } = order;
  const copy = EMAIL_COPY[locale];
  const usd = (cents: number) => money(cents, locale);
  // The same amounts the checkout showed and the order page shows (domain/order/taxes.ts): the
  // IVA is of what was charged, where it was shipped.
  const { subtotalCents } = orderAmounts(order.items, order.address);
  const tax = includedTax(order.totalCents, order.shipsGoods ? order.address : null);
  return {
    kind: mail.kind,
    locale,
    copy,
    words: wordsFor(mail, order),
    orderNumber: mail.orderNumber,
    placedOn: formatDay(order.placedAt, locale),
    statusLabel: copy.paymentStatusLabels[PAYMENT_STATUS_LOOK[order.status].label],
    lines: order.items.map((item) => ({
      title: item.title,
      quantity: item.quantity,
      unitPrice: usd(item.unitPriceCents),
      lineTotal: usd(item.unitPriceCents * item.quantity),
    })),
    subtotal: usd(subtotalCents),
    shippingFree: order.shipsGoods,
    total: usd(order.totalCents),
    tax: tax
      ? {
          label: copy.labels.taxIncluded(
            formatTaxRate(tax.ratePercent, LOCALE_SETTINGS[locale].intl),
          ),
          amount: usd(tax.includedCents),
        }
      : null,
    refunded: refundedCents > 0 ? usd(refundedCents) : null,
    netPaid: refundedCents > 0 ? usd(Math.max(order.totalCents - refundedCents, 0)) : null,
    paymentMethod: order.payer.method
      ? describePaymentMethod(order.payer.method, copy.labels.paymentMethod)
      : null,
    // The country's and the state's names in the order's language (an old free-text one as typed).
    address:
      order.shipsGoods && order.address
        ? addressLines(order.address, LOCALE_SETTINGS[locale].intl)
        : null,
    subscriptionCode: order.subscriptionCode,
    next: nextSteps(mail, order),
    shipment: shipmentFor(mail, order),
    receiptUrl: receiptUrl(publicUrl, mail.orderNumber, order.receiptToken, locale),
    findOrderUrl: `${publicUrl}${localizedRoutes(locale).findOrder}`,
    contactEmail: CONTACT_EMAIL,
    terms:
      mail.kind === 'confirmation'
        ? {
            text: copy.labels.termsAccepted(
              LEGAL_REVISION.version,
              // A calendar day: noon UTC is that day in Mexico City too.
              formatDay(`${LEGAL_REVISION.date}T12:00:00Z`, locale),
            ),
            url: `${publicUrl}${localizedRoutes(locale).terms}`,
          }
        : null,
  };
}
