import { receiptFragment } from '../../../domain/orders-api';
import type { Locale } from '../../../site/locales';
import { orderPagePath } from '../../../site/pages';
import type { CheckoutCopy } from '../../content/en/checkout';
import { fill } from '../../i18n/format';
import type { NoticeExtras } from '../../lib/notice-store';
import type { CaptureResult } from './payments-client';

/**
 * What the notice after paying adds to 'Payment completed ✅': the order number, where the receipt
 * went, the subscription code or the review under way, and the link to the receipt, its token in
 * the fragment.
 */
export function paidNotice(
  orderId: string,
  result: Pick<CaptureResult, 'status' | 'subscriptionCode'>,
  receiptToken: string | null,
  locale: Locale,
  messages: CheckoutCopy['messages'],
  /** The contact email given at checkout: the receipt goes there. */
  email: string | null = null,
): NoticeExtras {
  const details = [
    fill(messages.orderNumber, { orderId }),
    email ? fill(messages.receiptSentTo, { email }) : null,
    result.subscriptionCode
      ? fill(messages.subscriptionCode, { code: result.subscriptionCode })
      : null,
    // PENDING: PayPal holds the payment for review. The buyer has paid: no second payment.
    result.status === 'PENDING' ? messages.reviewing : null,
  ].filter(Boolean);
  const receipt = orderPagePath(orderId, locale);
  return {
    details: details.join(' '),
    link: {
      label: messages.viewReceipt,
      to: receiptToken ? `${receipt}${receiptFragment(receiptToken)}` : receipt,
    },
  };
}
