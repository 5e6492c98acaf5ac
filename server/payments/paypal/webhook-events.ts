import type { WebhookDelivery, WebhookNotice } from '../gateway';
import { WebhookEvent } from './schemas';

/**
 * PayPal's webhook events in the shop's words: the body of PayPal's verify call
 * (POST /v1/notifications/verify-webhook-signature) for a delivery, and what a verified event is
 * about (a WebhookNotice).
 */

/**
 * The verify call's body for a delivery: the transmission headers and the event's bytes exactly
 * as received (PayPal signed those bytes: a re-serialised event, `\u00e9` turned into `é`, would
 * never verify), with the event as parsed; null when a header is missing or the body is no event.
 */
export function verificationRequest({
  headers,
  body,
  webhookId,
}: WebhookDelivery): { request: string; event: WebhookEvent } | null {
  const header = (name: string) => {
    const value = headers[name];
    return typeof value === 'string' ? value : undefined;
  };
  const fields = {
    auth_algo: header('paypal-auth-algo'),
    cert_url: header('paypal-cert-url'),
    transmission_id: header('paypal-transmission-id'),
    transmission_sig: header('paypal-transmission-sig'),
    transmission_time: header('paypal-transmission-time'),
  };
  if (Object.values(fields).some((value) => value === undefined)) return null;
  let event: unknown;
  try {
    event = JSON.parse(body);
  } catch {
    return null;
  }
  const parsed = WebhookEvent.safeParse(event);
  if (!parsed.success) return null;
  // The envelope is ours to write; the event goes in verbatim.
  const envelope = JSON.stringify({ ...fields, webhook_id: webhookId });
  return { request: `${envelope.slice(0, -1)},"webhook_event":${body}}`, event: parsed.data };
}

const WEBHOOK_KINDS: Record<string, WebhookNotice['kind']> = {
  'CHECKOUT.ORDER.APPROVED': 'order-approved',
  'CHECKOUT.PAYMENT-APPROVAL.REVERSED': 'approval-reversed',
  'PAYMENT.CAPTURE.COMPLETED': 'capture-completed',
  'PAYMENT.CAPTURE.PENDING': 'capture-pending',
  'PAYMENT.CAPTURE.DENIED': 'capture-denied',
  'PAYMENT.CAPTURE.REFUNDED': 'capture-refunded',
  'PAYMENT.CAPTURE.REVERSED': 'capture-reversed',
  'PAYMENT.REFUND.PENDING': 'refund-pending',
  'PAYMENT.REFUND.FAILED': 'refund-failed',
};

/** Events whose resource is a refund: its "up" link names the capture. */
const REFUND_EVENTS = new Set<WebhookNotice['kind']>([
  'capture-refunded',
  'capture-reversed',
  'refund-pending',
  'refund-failed',
]);

/**
 * Order events carry the order (CHECKOUT.ORDER.APPROVED as the resource's `id`,
 * CHECKOUT.PAYMENT-APPROVAL.REVERSED as its `order_id`); capture events the capture, with its
 * order in supplementary_data; refund and reversal events the refund, whose "up" link is the
 * capture.
 */
export function toWebhookNotice(event: WebhookEvent): WebhookNotice {
  const kind = WEBHOOK_KINDS[event.event_type] ?? 'other';
  const resource = event.resource ?? {};
  const relatedOrder = resource.supplementary_data?.related_ids?.order_id ?? null;
  const upLink = resource.links?.find((link) => link.rel === 'up')?.href ?? null;
  const captureFromLink = upLink ? (/\/captures\/([^/?#]+)/.exec(upLink)?.[1] ?? null) : null;
  let orderId: string | null = relatedOrder;
  let captureId: string | null = null;
  let refundId: string | null = null;
  if (kind === 'order-approved') orderId = resource.id ?? null;
  else if (kind === 'approval-reversed') orderId = resource.order_id ?? null;
  else if (REFUND_EVENTS.has(kind)) {
    captureId = captureFromLink;
    refundId = resource.id ?? null;
  } else if (kind !== 'other') captureId = resource.id ?? null;
  const subscriptionId = event.event_type.startsWith('BILLING.SUBSCRIPTION.')
    ? (resource.id ?? null)
    : event.event_type.startsWith('PAYMENT.SALE.')
      ? (resource.billing_agreement_id ?? null)
      : null;
  // A sale's refund (Subscriptions v1): the resource is the refund, its sale in `sale_id`.
  const saleRefund =
    event.event_type === 'PAYMENT.SALE.REFUNDED' || event.event_type === 'PAYMENT.SALE.REVERSED';
  return {
    eventId: event.id,
    eventType: event.event_type,
    kind,
    orderId,
    captureId,
    refundId: saleRefund ? (resource.id ?? null) : refundId,
    sentAt: event.create_time ?? null,
    subscriptionId,
    saleId: saleRefund ? (resource.sale_id ?? null) : null,
  };
}
