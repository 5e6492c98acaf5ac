import { generatePath } from 'react-router';
import { receiptFragment } from '../../../domain/orders-api';
import { ROUTE_PATTERNS } from '../../config/site-routes';
import { CHECKOUT_MESSAGES } from '../../content/checkout';
import type { NoticeExtras } from '../../lib/notice-store';
import type { CaptureResult } from './payments-client';

/**
 * What the notice after paying adds to 'Payment completed ✅': the order number, the subscription
 * code or the review under way, and the link to the receipt, its token in the fragment.
 */
export function paidNotice(
  orderId: string,
  result: Pick<CaptureResult, 'status' | 'subscriptionCode'>,
  receiptToken: string | null,
): NoticeExtras {
  const details = [
    CHECKOUT_MESSAGES.orderNumber(orderId),
    result.subscriptionCode ? CHECKOUT_MESSAGES.subscriptionCode(result.subscriptionCode) : null,
    // PENDING: PayPal holds the payment for review. The buyer has paid: no second payment.
    result.status === 'PENDING' ? CHECKOUT_MESSAGES.reviewing : null,
  ].filter(Boolean);
  const receipt = generatePath(ROUTE_PATTERNS.receipt, { orderId });
  return {
    details: details.join(' '),
    link: {
      label: CHECKOUT_MESSAGES.viewReceipt,
      to: receiptToken ? `${receipt}${receiptFragment(receiptToken)}` : receipt,
    },
  };
}
