import { receiptFragment } from '../../../domain/orders-api';
import type { Locale } from '../../../site/locales';
import { orderPagePath } from '../../../site/pages';
import type { CheckoutCopy } from '../../content/en/checkout';
import { fill } from '../../i18n/format';
import type { NoticeExtras } from '../../lib/notice-store';
import type { CaptureResult } from './payments-client';

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
  return {
    details: details.join(' '),
    link: {
      label: messages.viewReceipt,
      to: receiptToken ? `${receipt}${receiptFragment(receiptToken)}` : receipt,
    },
  };
}
