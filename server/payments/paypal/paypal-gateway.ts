import type { z } from 'zod';
import type { Address } from '#domain/address';
import {
  type ClaimedWebhook,
  type CreateOrderCall,
  GatewayRefusal,
  type PaymentGateway,
  type ProviderOrder,
  type ProviderRefund,
  type RefundCall,
  type WebhookDelivery,
} from '../gateway';
import { PayPalClient, type PayPalClientOptions } from './client';
import {
  createOrderBody,
  NoContent,
  paypalAddress,
  refundBody,
  shippingPatch,
  toProviderOrder,
  toProviderRefund,
} from './orders-v2';
import { translated } from './refusals';
import { Order, Refund, WebhookVerification } from './schemas';
import { toWebhookNotice, verificationRequest } from './webhook-events';

/**
 * The shop's PaymentGateway on PayPal: each call is PayPal's endpoint, the body made from the
 * shop's words and the answer read back into them (orders-v2.ts, webhook-events.ts), PayPal's
 * refusals translated (refusals.ts), over the HTTP client (client.ts: token, connection pool,
 * retries, timeouts, answer checks). PayPal's statuses and error issues go no further than this
 * folder. Create, capture and refund carry a PayPal-Request-Id so retries act once.
 */

export type PayPalGatewayOptions = PayPalClientOptions;

export class PayPalGateway implements PaymentGateway {
  private readonly client: PayPalClient;

  constructor(options: PayPalGatewayOptions) {
    this.client = new PayPalClient(options);
  }

  /**
   * Calls under way on the pool's connections and calls waiting for one, summed over PayPal's
   * origins; null when a fetch was given instead of the gateway's own pool.
   */
  poolStats(): { running: number; queued: number } | null {
    return this.client.poolStats();
  }

  /** Closes the connections to PayPal; calls still under way finish first. */
  close(): Promise<void> {
    return this.client.close();
  }

  async createOrder(call: CreateOrderCall): Promise<{ id: string }> {
    const body = createOrderBody(call);
    const order = await translated('create', () =>
      this.client.call('POST', '/v2/checkout/orders', Order, {
        body,
        headers: { 'PayPal-Request-Id': call.requestId, Prefer: 'return=minimal' },
      }),
    );
    return { id: order.id };
  }

  /**
   * Sets where the order ships: a JSON Patch of the purchase unit's shipping address, `replace`
   * where PayPal holds one (every order created with an address; once approved, the payer's own)
   * and `add` where it holds none, as PayPal reads the two ("Cannot replace a property thats not
   * present, use add"). The name is sent at create and nothing changes it afterwards.
   */
  async updateShipping(orderId: string, address: Address): Promise<void> {
    const value = paypalAddress(address);
    const patch = (op: 'replace' | 'add') =>
      translated('update', () =>
        this.client.call('PATCH', `/v2/checkout/orders/${encodeURIComponent(orderId)}`, NoContent, {
          body: shippingPatch(op, value),
        }),
      );
    try {
      await patch('replace');
    } catch (error) {
      if (!(error instanceof GatewayRefusal && error.issue === 'INVALID_PATCH_OPERATION'))
        throw error;
      await patch('add');
    }
  }

  async captureOrder(orderId: string, requestId: string): Promise<ProviderOrder> {
    const order = await translated('capture', () =>
      this.client.call(
        'POST',
        `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`,
        Order,
        {
          body: {},
          headers: { 'PayPal-Request-Id': requestId, Prefer: 'return=representation' },
        },
      ),
    );
    return toProviderOrder(order);
  }

  async getOrder(orderId: string, options: { attempts?: number } = {}): Promise<ProviderOrder> {
    const order = await translated('get', () =>
      this.client.call('GET', `/v2/checkout/orders/${encodeURIComponent(orderId)}`, Order, {
        attempts: options.attempts,
      }),
    );
    return toProviderOrder(order);
  }

  async getRefund(refundId: string): Promise<ProviderRefund> {
    const refund = await translated('get', () =>
      this.client.call('GET', `/v2/payments/refunds/${encodeURIComponent(refundId)}`, Refund),
    );
    return toProviderRefund(refund, 0);
  }

  async refundCapture(call: RefundCall): Promise<ProviderRefund> {
    const body = refundBody(call);
    const refund = await translated('refund', () =>
      this.client.call(
        'POST',
        `/v2/payments/captures/${encodeURIComponent(call.captureId)}/refund`,
        Refund,
        {
          body,
          headers: { 'PayPal-Request-Id': call.requestId, Prefer: 'return=representation' },
        },
      ),
    );
    return toProviderRefund(refund, call.amountCents ?? 0);
  }

  /**
   * What a delivery says it is; its `verify` asks PayPal whether it sent the event
   * (POST /v1/notifications/verify-webhook-signature), with the transmission headers and the
   * event's bytes exactly as received.
   */
  readWebhook(delivery: WebhookDelivery): ClaimedWebhook | null {
    const verification = verificationRequest(delivery);
    if (!verification) return null;
    return {
      notice: toWebhookNotice(verification.event),
      verify: async () => {
        const answer = await translated('verify', () =>
          this.client.call(
            'POST',
            '/v1/notifications/verify-webhook-signature',
            WebhookVerification,
            { rawBody: verification.request },
          ),
        );
        return answer.verification_status === 'SUCCESS';
      },
    };
  }

  /**
   * A call to another of PayPal's REST APIs (Subscriptions v1, Catalog Products v1: the
   * subscriptions area speaks them) through this gateway: its token, connection pool, retries and
   * answer checks. PayPal's refusals come back as GatewayRefusal ('not-found' for a 404).
   */
  async request<T extends z.ZodType>(
    method: 'GET' | 'POST',
    path: string,
    schema: T,
    init: { body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<z.infer<T>> {
    return translated('other', () => this.client.call(method, path, schema, init));
  }
}
