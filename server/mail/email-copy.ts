import type { PaymentStatus } from '../../domain/order/payment';

/**
 * The words of the order emails, kept apart from their layout (templates/) as the pages' copy is
 * (app/content/). Amounts and dates arrive formatted; nothing here computes.
 */

export const emailBrand = {
  name: 'SynthAmour',
  tagline: 'ELY, the holographic AI companion',
} as const;

export const emailLabels = {
  orderNumber: 'Order number',
  placedOn: 'Placed on',
  payment: 'Payment',
  items: 'Your order',
  quantity: (quantity: number) => `× ${quantity}`,
  total: 'Total',
  refunded: 'Refunded',
  shipTo: 'Shipping to',
  subscriptionCode: 'Subscription code',
  carrier: 'Carrier',
  trackingNumber: 'Tracking number',
  viewReceipt: 'View your receipt',
  trackPackage: 'Track your package',
  receiptLinkNote:
    'Your receipt link is private: anyone with it can see this order, so share it only with people you trust.',
  questions: (contactEmail: string) =>
    `Questions about your order? Reply to this email or write to ${contactEmail}, Monday to Friday, 9:00 to 18:00 GMT-6.`,
  footer: 'SynthAmour · Mexico City',
  whyYouGetThis: 'You receive this email because you placed an order at synthamour.com.',
} as const;

/** How the email names the state of the payment. */
export const paymentStatusLabels: Record<PaymentStatus, string> = {
  COMPLETED: 'Paid',
  PENDING: 'Paid, under review by PayPal',
  DENIED: 'Not approved by PayPal',
  PARTIALLY_REFUNDED: 'Partly refunded',
  REFUNDED: 'Refunded',
};

export interface EmailWords {
  subject: string;
  /** The line mail apps show beside the subject. */
  preview: string;
  headline: string;
  paragraphs: string[];
}

export const confirmationCopy = {
  paid: (orderId: string, total: string): EmailWords => ({
    subject: `Order confirmed: ${orderId}`,
    preview: `Thank you for your order. We have received your payment of ${total}.`,
    headline: 'Thank you for your order',
    paragraphs: [`We have received your payment of ${total}. Your receipt is below.`],
  }),
  reviewing: (orderId: string, total: string): EmailWords => ({
    subject: `Order received, payment under review: ${orderId}`,
    preview: `PayPal is reviewing your payment of ${total}. There is nothing else you need to do.`,
    headline: 'Thank you for your order',
    paragraphs: [
      `Your payment of ${total} is with PayPal, which is reviewing it. There is nothing else you need to do: we will email you as soon as the review ends.`,
    ],
  }),
  /** What happens next, by what was bought. */
  nextForShippedGoods: [
    'Presale units ship in order of reservation once manufacturing qualification is complete. We will email you a delivery estimate before your unit leaves the factory, and the tracking details when it ships.',
    'Your Octahedron includes ELY free for 1 year, starting on the day you activate it.',
  ],
  nextForSubscription: (code: string) => [
    `Your ELY subscription code is ${code}. Keep it: it identifies your subscription whenever you contact us.`,
  ],
} as const;

export const statusCopy = {
  completed: (orderId: string, total: string): EmailWords => ({
    subject: `Payment confirmed: ${orderId}`,
    preview: `PayPal has finished its review: your payment of ${total} is confirmed.`,
    headline: 'Your payment is confirmed',
    paragraphs: [
      `PayPal has finished reviewing your payment of ${total} for order ${orderId}. Your order is confirmed.`,
    ],
  }),
  denied: (orderId: string, total: string): EmailWords => ({
    subject: `Payment not approved: ${orderId}`,
    preview: `PayPal did not approve your payment of ${total}. The order is cancelled.`,
    headline: 'PayPal did not approve your payment',
    paragraphs: [
      `After its review, PayPal did not approve your payment of ${total} for order ${orderId}, so the order is cancelled. PayPal returns the money to you; depending on your bank, it can take a few business days to show.`,
      'If you would still like your order, you are welcome to place it again, or write to us and we will help.',
    ],
  }),
} as const;

export const refundCopy = {
  partial: (orderId: string, amount: string | null): EmailWords => ({
    subject: `Refund issued: ${orderId}`,
    preview: amount
      ? `We have refunded ${amount} of order ${orderId}.`
      : `We have refunded part of order ${orderId}.`,
    headline: 'We have refunded part of your order',
    paragraphs: [
      `${amount ? `We have refunded ${amount}` : 'We have refunded part of your payment'} to the PayPal account or card you paid with. It can take a few business days to show on your statement.`,
    ],
  }),
  full: (orderId: string, amount: string): EmailWords => ({
    subject: `Order refunded: ${orderId}`,
    preview: `We have refunded order ${orderId} in full.`,
    headline: 'Your order has been refunded',
    paragraphs: [
      `We have refunded order ${orderId} in full (${amount}) to the PayPal account or card you paid with. It can take a few business days to show on your statement.`,
    ],
  }),
} as const;

export const shippedCopy = (orderId: string, shippedOn: string): EmailWords => ({
  subject: `Your order is on its way: ${orderId}`,
  preview: `Your order ${orderId} shipped on ${shippedOn}.`,
  headline: 'Your order is on its way',
  paragraphs: [`Your order left us on ${shippedOn}. Here is how to follow it.`],
});
