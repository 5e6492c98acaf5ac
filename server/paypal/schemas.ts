import { z } from 'zod';

/**
 * The subset of PayPal's Orders v2 contract (and its OAuth token endpoint) the gateway uses,
 * checked at the border. Unknown fields are dropped; a missing required field is a protocol error.
 */

export const ORDER_ID = /^[A-Z0-9]{1,36}$/;

export const OrderStatus = z.enum([
  'CREATED',
  'SAVED',
  'APPROVED',
  'VOIDED',
  'COMPLETED',
  'PAYER_ACTION_REQUIRED',
]);
export type OrderStatus = z.infer<typeof OrderStatus>;

export const CaptureStatus = z.enum([
  'COMPLETED',
  'DECLINED',
  'PARTIALLY_REFUNDED',
  'PENDING',
  'REFUNDED',
  'FAILED',
]);
export type CaptureStatus = z.infer<typeof CaptureStatus>;

export const Money = z.object({
  currency_code: z.string().length(3),
  value: z.string().regex(/^((-?[0-9]+)|(-?([0-9]+)?[.][0-9]+))$/),
});

export const TokenResponse = z.object({
  access_token: z.string().min(1),
  token_type: z.string().optional(),
  expires_in: z.number().int().positive(),
});

const Link = z.object({ href: z.string(), rel: z.string(), method: z.string().optional() });

const Name = z.object({ given_name: z.string().optional(), surname: z.string().optional() });

export const Capture = z.object({
  id: z.string().min(1),
  status: CaptureStatus,
  amount: Money.optional(),
});

export const RefundStatus = z.enum(['CANCELLED', 'FAILED', 'PENDING', 'COMPLETED']);

export const Refund = z.object({
  id: z.string().min(1),
  status: RefundStatus,
  amount: Money.optional(),
});
export type Refund = z.infer<typeof Refund>;

export const WebhookVerification = z.object({
  verification_status: z.enum(['SUCCESS', 'FAILURE']),
});

/** A webhook's envelope and the parts of its resource the shop reads. */
export const WebhookEvent = z.object({
  id: z.string().min(1).max(128),
  event_type: z.string().min(1).max(128),
  resource_type: z.string().optional(),
  resource: z
    .object({
      id: z.string().optional(),
      status: z.string().optional(),
      supplementary_data: z
        .object({ related_ids: z.object({ order_id: z.string().optional() }).optional() })
        .optional(),
      links: z.array(Link).optional(),
    })
    .optional(),
});
export type WebhookEvent = z.infer<typeof WebhookEvent>;

export const Order = z.object({
  id: z.string().regex(ORDER_ID),
  status: OrderStatus,
  intent: z.string().optional(),
  payer: z
    .object({
      email_address: z.string().optional(),
      payer_id: z.string().optional(),
      name: Name.optional(),
    })
    .optional(),
  payment_source: z
    .object({
      paypal: z
        .object({
          email_address: z.string().optional(),
          account_id: z.string().optional(),
          name: Name.optional(),
        })
        .optional(),
      card: z
        .object({ name: z.string().optional(), last_digits: z.string().optional() })
        .optional(),
    })
    .optional(),
  purchase_units: z
    .array(
      z.object({
        amount: Money.optional(),
        payments: z
          .object({ captures: z.array(Capture).optional(), refunds: z.array(Refund).optional() })
          .optional(),
      }),
    )
    .optional(),
  links: z.array(Link).optional(),
});
export type Order = z.infer<typeof Order>;

export const ErrorBody = z.object({
  name: z.string(),
  message: z.string(),
  debug_id: z.string().optional(),
  details: z
    .array(
      z.object({
        issue: z.string(),
        description: z.string().optional(),
        field: z.string().optional(),
      }),
    )
    .optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** What the gateway sends to create an order. */
export interface CreateOrderBody {
  intent: 'CAPTURE';
  purchase_units: {
    reference_id?: string;
    amount: {
      currency_code: 'USD';
      value: string;
      breakdown: { item_total: { currency_code: 'USD'; value: string } };
    };
    items: {
      name: string;
      quantity: string;
      sku: string;
      category: 'PHYSICAL_GOODS' | 'DIGITAL_GOODS';
      unit_amount: { currency_code: 'USD'; value: string };
    }[];
  }[];
}
