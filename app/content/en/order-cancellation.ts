/**
 * The order page's "Request cancellation" (before the order ships) and what became of the request.
 * Part of the orders catalogue (`orders.cancellation`).
 */
export interface OrderCancellationCopy {
  readonly heading: string;
  readonly intro: string;
  /** The optional reason's label, and the note under it: '{max}' characters. */
  readonly reasonLabel: string;
  readonly optional: string;
  readonly reasonHint: string;
  /** The button: "Request cancellation" (DESIGN.md, "Buyer's order"). */
  readonly request: string;
  readonly sending: string;
  /** '{date}': when it was asked. */
  readonly requestedTitle: string;
  readonly requestedBody: string;
  readonly yourReason: string;
  readonly declinedTitle: string;
  /** '{date}': when it was declined; the operator's reason follows. */
  readonly declinedBody: string;
  readonly approvedTitle: string;
  readonly approvedBody: string;
  /** An order that has shipped: a return now, with the returns policy's link. */
  readonly shippedBody: string;
  readonly returnsLink: string;
  /** The API's refusals by code; anything else is `failed`. */
  readonly refusals: {
    readonly ALREADY_SHIPPED: string;
    readonly REFUNDED: string;
    readonly UNDER_REVIEW: string;
    readonly CANCELLATION_DECLINED: string;
    readonly INVALID_REQUEST: string;
  };
  readonly failed: string;
}

export const orderCancellation: OrderCancellationCopy = {
  heading: 'Cancel this order',
  intro:
    'Changed your mind? Until your order ships you can ask us to cancel it: if we approve, we refund the whole order and nothing is shipped.',
  reasonLabel: 'Reason',
  optional: '(optional)',
  reasonHint: 'Up to {max} characters. It helps us, but you do not have to give one.',
  request: 'Request cancellation',
  sending: 'Sending your request…',
  requestedTitle: 'Cancellation requested on {date}',
  requestedBody:
    'We will look at it within two business days and email you either way. Until then your order stays as it is.',
  yourReason: 'Your reason',
  declinedTitle: 'Your cancellation request was declined',
  declinedBody: 'On {date} we could not approve it, for this reason:',
  approvedTitle: 'Order cancelled and refunded',
  approvedBody:
    'We cancelled this order at your request and refunded it in full to the PayPal account or card you paid with. Your bank may take a few business days to show it.',
  shippedBody:
    'Your order has shipped, so it can no longer be cancelled. You can still return it after delivery:',
  returnsLink: 'see our returns policy',
  refusals: {
    ALREADY_SHIPPED:
      'Your order has just shipped, so it can no longer be cancelled. You can still return it after delivery:',
    REFUNDED: 'This order has been refunded already: there is nothing to cancel.',
    UNDER_REVIEW:
      'PayPal is still reviewing your payment. Once it is approved you can ask to cancel.',
    CANCELLATION_DECLINED: 'We have declined a cancellation of this order already.',
    INVALID_REQUEST: 'Please keep the reason to {max} characters.',
  },
  failed: 'We could not send your request. Please check your connection and try again.',
};
