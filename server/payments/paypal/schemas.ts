import { z } from 'zod';
import { ORDER_ID_PATTERN } from '#domain/order/order';
import { toStorableText } from '#domain/text';

/**
 * The subset of PayPal's Orders v2 contract (and its OAuth token endpoint) the gateway uses,
 * checked at the border. Unknown fields are dropped; a missing required field is a protocol error.
 * Every string the shop keeps is made storable here (control characters and lone surrogates
 * replaced, length bounded): PayPal's answer about money that has moved is never refused for what
 * a payer typed into their PayPal profile, and nothing PostgreSQL would refuse gets past.
 */

/** A string from PayPal, cleaned and bounded (see domain/text.ts). */
const Text = (max: number) => z.string().transform((value) => toStorableText(value, max));
/** PayPal's ids of captures, refunds and events: short, and kept in the shop's tables. */
const Id = Text(128).pipe(z.string().min(1));

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

const Name = z.object({ given_name: Text(140).optional(), surname: Text(140).optional() });

export const Capture = z.object({
  id: Id,
  status: CaptureStatus,
  amount: Money.optional(),
});

export const RefundStatus = z.enum(['CANCELLED', 'FAILED', 'PENDING', 'COMPLETED']);

export const Refund = z.object({
  id: Id,
  status: RefundStatus,
  amount: Money.optional(),
});
export type Refund = z.infer<typeof Refund>;

export const WebhookVerification = z.object({
  verification_status: z.enum(['SUCCESS', 'FAILURE']),
});

/** A webhook's envelope and the parts of its resource the shop reads. */
export const WebhookEvent = z.object({
  id: Id,
  event_type: Id,
  /** When PayPal made the event (it may arrive much later, and more than once). */
  create_time: z.iso.datetime({ offset: true }).optional().catch(undefined),
  resource_type: z.string().optional(),
  resource: z
    .object({
      id: Text(128).optional(),
      /** CHECKOUT.PAYMENT-APPROVAL.REVERSED names its order here, not in `id`. */
      order_id: Text(128).optional(),
      /** PAYMENT.SALE.* events of a subscription name it here (Subscriptions v1). */
      billing_agreement_id: Text(128).optional(),
      /** PAYMENT.SALE.REFUNDED and .REVERSED: the refund's sale (a subscription's payment). */
      sale_id: Text(128).optional(),
      status: Text(64).optional(),
      supplementary_data: z
        .object({ related_ids: z.object({ order_id: Text(128).optional() }).optional() })
        .optional(),
      links: z.array(Link).optional(),
    })
    .optional(),
});
export type WebhookEvent = z.infer<typeof WebhookEvent>;

export const Order = z.object({
  id: z.string().regex(ORDER_ID_PATTERN),
  status: OrderStatus,
  intent: z.string().optional(),
  payer: z
    .object({
      email_address: Text(254).optional(),
      payer_id: Text(64).optional(),
      name: Name.optional(),
    })
    .optional(),
  payment_source: z
    .object({
      paypal: z
        .object({
          email_address: Text(254).optional(),
          account_id: Text(64).optional(),
          name: Name.optional(),
        })
        .optional(),
      card: z
        .object({
          name: Text(300).optional(),
          last_digits: Text(4).optional(),
          brand: Text(40).optional(),
        })
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
  name: Text(200),
  message: Text(1_000),
  debug_id: Text(64).optional(),
  details: z
    .array(
      z.object({
        issue: Text(128),
        description: Text(1_000).optional(),
        field: Text(200).optional(),
      }),
    )
    .optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/**
 * What the gateway sends as a shipping address (`address_portable`), checked before it is sent:
 * the contract's lengths and country code pattern, and what PayPal needs to ship (a city, a postal
 * code), so a bug of ours fails here, loudly, rather than as PayPal's 400 in front of a buyer.
 */
export const ShippingAddressOut = z.strictObject({
  address_line_1: z.string().min(1).max(300),
  address_line_2: z.string().min(1).max(300).optional(),
  admin_area_2: z.string().min(1).max(120),
  admin_area_1: z.string().min(1).max(300),
  postal_code: z.string().min(1).max(60),
  country_code: z.string().regex(/^([A-Z]{2}|C2)$/),
});
export type ShippingAddressOut = z.infer<typeof ShippingAddressOut>;

/** `purchase_units[].shipping`: the name supports only `full_name`. */
export const ShippingOut = z.strictObject({
  name: z.strictObject({ full_name: z.string().min(1).max(300) }).optional(),
  address: ShippingAddressOut,
});
export type ShippingOut = z.infer<typeof ShippingOut>;

/** `payment_source.paypal.experience_context.shipping_preference`. */
export type ShippingPreference = 'GET_FROM_FILE' | 'NO_SHIPPING' | 'SET_PROVIDED_ADDRESS';

/** One operation of the JSON Patch that updates an order. */
export interface PatchOperation {
  op: 'add' | 'replace';
  path: string;
  value: unknown;
}

/** What the gateway sends to create an order. */
export interface CreateOrderBody {
  intent: 'CAPTURE';
  payment_source: {
    paypal: { experience_context: { shipping_preference: ShippingPreference } };
  };
  purchase_units: {
    reference_id?: string;
    shipping?: ShippingOut;
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
