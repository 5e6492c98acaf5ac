import { receiptFragment } from '#domain/orders-api';
import { LOCALE_SETTINGS, type Locale } from '#site/locales';
import { orderPagePath } from '#site/pages';
import type { CheckoutCopy } from '../../content/en/checkout';
import { fill } from '../../lib/message-format';
import type { NoticeExtras } from '../../lib/notice-store';
import type { CaptureResult } from './payments-client';

/** What was paid for, as the checkout knew it before it emptied the cart. */
export interface PaidFacts {
  /** Each line's product name and quantity. */
  lines: readonly { title: string; quantity: number }[];
  /** The address's lines as the page's language writes them; null for an order that ships nothing. */
  shipTo: readonly string[] | null;
  /** A presale's expected shipping ('Expected to ship from March 2027; …'), or null. */
  shipsFrom: string | null;
}

/** The order as the checkout's create call gave it: its number and its receipt link's secret. */
export interface PaidOrder {
  orderNumber: string;
  receiptToken: string | null;
}

/**
 * What the notice after paying adds to 'Payment completed ✅': the order number, where the receipt
 * went, the subscription code or the review under way, and the link to the order's page (at its
 * number), its token in the fragment.
 */
export function paidNotice(
  { orderNumber, receiptToken }: PaidOrder,
  result: Pick<CaptureResult, 'status' | 'subscriptionCode'>,
  locale: Locale,
  messages: CheckoutCopy['messages'],
  /** The contact email given at checkout: the receipt goes there. */
  email: string | null = null,
  /** What was bought, where it ships and when: the lines of the notice's summary. */
  facts: PaidFacts | null = null,
): NoticeExtras {
  const details = [
    fill(messages.orderNumber, { orderNumber }),
    email ? fill(messages.receiptSentTo, { email }) : null,
    result.subscriptionCode
      ? fill(messages.subscriptionCode, { code: result.subscriptionCode })
      : null,
    // PENDING: PayPal holds the payment for review. The buyer has paid: no second payment.
    result.status === 'PENDING' ? messages.reviewing : null,
  ].filter(Boolean);
  const receipt = orderPagePath(orderNumber, locale);
  const summary = facts
    ? [
        fill(messages.bought, {
          items: new Intl.ListFormat(LOCALE_SETTINGS[locale].intl, { type: 'conjunction' }).format(
            facts.lines.map((line) => `${line.title} × ${line.quantity}`),
          ),
        }),
        facts.shipTo ? fill(messages.shipsTo, { address: facts.shipTo.join(', ') }) : null,
        facts.shipsFrom,
      ].filter((line): line is string => Boolean(line))
    : undefined;
  return {
    details: details.join(' '),
    ...(summary ? { summary } : {}),
    link: {
      label: messages.viewReceipt,
      to: receiptToken ? `${receipt}${receiptFragment(receiptToken)}` : receipt,
    },
  };
}
