import type { Address } from '#domain/address';
import type { OrderLine } from '#domain/order/order';
import type { Payer } from '#domain/order/payment';

/**
 * What the payments workflows need from a payment provider, in the shop's own words. PayPal's
 * adapter (server/payments/paypal/paypal-gateway.ts, over its HTTP client paypal/client.ts) implements
 * it, and its folder is the only code that knows PayPal's wire format, status names and error
 * issues; the workflows never import it.
 */

/** The provider's view of an order. */
export type ProviderOrderState =
  /** Created, not (yet) approved by the payer. */
  | 'created'
  /** The payer approved it: it can be captured. */
  | 'approved'
  /** Captured: money moved (or is held for review, see the capture). */
  | 'completed'
  /** Cancelled or expired at the provider: it can never be paid. */
  | 'voided';

export type CaptureState = 'completed' | 'pending' | 'declined' | 'partially-refunded' | 'refunded';

export interface ProviderCapture {
  id: string;
  state: CaptureState;
  /** What was captured, in cents (null when the provider did not say). */
  amountCents: number | null;
  /** The sum of the completed refunds of this capture, in cents. */
  refundedCents: number;
}

export interface ProviderOrder {
  id: string;
  state: ProviderOrderState;
  /** The order's capture, once there is one. */
  capture: ProviderCapture | null;
  payer: Payer;
}

/** Where a shipped order goes: the provider records it as the transaction's shipping address. */
export interface ShipTo {
  /** Who receives the parcel (the checkout contact's name), when known. */
  name: string | null;
  address: Address;
}

export interface CreateOrderCall {
  /** Repeating a call with the same id acts once (the provider replays its first answer). */
  requestId: string;
  totalCents: number;
  lines: readonly OrderLine[];
  /** The order holds a good that is shipped. */
  shipsGoods: boolean;
  /**
   * Where it ships, and the payer may not choose another; null when nothing ships, or (an order
   * created without an address) when the address comes with the capture and is set then.
   */
  shipTo: ShipTo | null;
}

export interface RefundCall {
  requestId: string;
  captureId: string;
  /** Null refunds what is left. */
  amountCents: number | null;
  /** Shown to the buyer by the provider. */
  note: string | null;
}

export interface ProviderRefund {
  id: string;
  state: 'completed' | 'pending' | 'failed';
  amountCents: number;
}

/** A delivered webhook, as received, for the provider to vouch for. */
export interface WebhookDelivery {
  headers: Record<string, string | string[] | undefined>;
  /**
   * The body exactly as it arrived: the provider signs these bytes, and a parse and re-serialise
   * would change them (escapes, number forms), so every redelivery would fail verification.
   */
  body: string;
  /** Which of the shop's webhook subscriptions it claims to come from. */
  webhookId: string;
}

/** What a webhook says (verified or not: `ClaimedWebhook`). */
export interface WebhookNotice {
  /** The provider's event id: the same event delivered twice has the same id. */
  eventId: string;
  /** The provider's name for it, for the history. */
  eventType: string;
  kind:
    | 'order-approved'
    | 'approval-reversed'
    | 'capture-completed'
    | 'capture-pending'
    | 'capture-denied'
    | 'capture-refunded'
    | 'capture-reversed'
    /** A refund the provider is still working on, or one that failed. */
    | 'refund-pending'
    | 'refund-failed'
    /** Anything else: acknowledged and ignored. */
    | 'other';
  /** The order it is about, when the event says (capture events may name only the capture). */
  orderId: string | null;
  captureId: string | null;
  /** The refund a refund event is about. */
  refundId: string | null;
  /** When the provider made the event (not when it arrived), when it says. */
  sentAt: string | null;
  /**
   * The subscription a Subscriptions event is about (BILLING.SUBSCRIPTION.*, and PAYMENT.SALE.*
   * of a subscription's payment); such events are 'other' to the orders, and go to the
   * subscriptions area.
   */
  subscriptionId?: string | null;
  /**
   * The subscription's payment (PayPal's sale) a PAYMENT.SALE.REFUNDED or .REVERSED event is
   * about: its resource is the refund (`refundId`), naming the sale as `sale_id`.
   */
  saleId?: string | null;
}

export interface PaymentGateway {
  createOrder(call: CreateOrderCall): Promise<{ id: string }>;
  /**
   * Changes where an order not yet captured ships (before its capture, so that the transaction
   * records the address the parcel goes to). Refused as 'already-captured' once it is captured.
   */
  updateShipping(orderId: string, address: Address): Promise<void>;
  captureOrder(orderId: string, requestId: string): Promise<ProviderOrder>;
  /** `attempts: 1` asks once (a check after a failed capture, which must answer quickly). */
  getOrder(orderId: string, options?: { attempts?: number }): Promise<ProviderOrder>;
  refundCapture(call: RefundCall): Promise<ProviderRefund>;
  /** A refund as the provider sees it now (a pending one settles later). */
  getRefund(refundId: string): Promise<ProviderRefund>;
  /**
   * What a delivery says, not yet vouched for, and how to ask the provider whether it sent this
   * very event; null when the delivery cannot be one (a header missing, the body no event).
   */
  readWebhook(delivery: WebhookDelivery): ClaimedWebhook | null;
}

/** A delivered webhook as it claims to be, and the question that settles whether it is. */
export interface ClaimedWebhook {
  notice: WebhookNotice;
  /** Asks the provider; false when it did not send this event (forged, altered, another webhook's). */
  verify(): Promise<boolean>;
}

/** Why the provider refused a call, in the shop's terms. */
export type RefusalReason =
  /** The card or account was declined: the payer must choose another way to pay. */
  | 'declined'
  /**
   * The provider refused the capture for the payer's reasons (a limit, a restricted account): the
   * payer must choose another way to pay, as after a decline.
   */
  | 'payer-refused'
  /** The payer has not approved the order (yet). */
  | 'not-approved'
  | 'already-captured'
  | 'not-found'
  /** A refund larger than what is left, or of a capture that cannot be refunded. */
  | 'refund-refused'
  /** The provider does not take the shipping address (`details.field` says which part, if known). */
  | 'address-refused'
  /**
   * Anything else the provider refused (a business rule, a bad request of ours, a conflict with a
   * request of the same id still under way). Of a capture, this says nothing sure about the money:
   * ask the provider for the order before telling the payer anything.
   */
  | 'refused';

/** The provider answered, and said no. */
export class GatewayRefusal extends Error {
  override name = 'GatewayRefusal';
  constructor(
    readonly reason: RefusalReason,
    /** The provider's own code, for logs and support (e.g. PayPal's INSTRUMENT_DECLINED). */
    readonly issue: string | null,
    message: string,
    /** Extra facts for the log (HTTP status, the provider's debug id). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** The provider could not be reached, or kept failing: the call may or may not have acted. */
export class GatewayUnavailable extends Error {
  override name = 'GatewayUnavailable';
}
