import { z } from 'zod';
import type { Address } from '#domain/address';
import { findProduct } from '#domain/catalog';
import { parseAmount, toDecimal } from '#domain/money';
import type { PaymentMethod } from '#domain/order/payment';
import type {
  CaptureState,
  CreateOrderCall,
  ProviderOrder,
  ProviderOrderState,
  ProviderRefund,
  RefundCall,
  ShipTo,
} from '../gateway';
import { PayPalUnavailableError } from './client';
import {
  type CaptureStatus,
  type CreateOrderBody,
  type Order,
  type OrderStatus,
  type PatchOperation,
  type Refund,
  ShippingAddressOut,
  ShippingOut,
} from './schemas';

/**
 * The shop's orders and refunds in PayPal's Orders v2 and Payments v2 shapes, and back: the
 * bodies the gateway sends (an order, a shipping patch, a refund), checked against PayPal's
 * contract before they leave, and PayPal's orders and refunds read as the shop's ProviderOrder
 * and ProviderRefund (statuses, integer cents, the payer and how they paid).
 */

/** What a 204 answer holds. */
export const NoContent = z.undefined();

/** The one purchase unit's path in a JSON Patch (its reference_id is always 'default'). */
const DEFAULT_UNIT = "/purchase_units/@reference_id=='default'";

/**
 * Where a shipped order goes is sent with it, and the payer may not pick another
 * (SET_PROVIDED_ADDRESS): PayPal's Seller Protection covers shipments to the transaction's
 * address. An order that ships nothing hides the question (NO_SHIPPING); one created without an
 * address (it comes with the capture, patched in first) leaves PayPal's default.
 */
export function createOrderBody({
  totalCents,
  lines,
  shipsGoods,
  shipTo,
}: CreateOrderCall): CreateOrderBody {
  const total = toDecimal(totalCents);
  const shipping = shipTo ? paypalShipping(shipTo) : undefined;
  return {
    intent: 'CAPTURE',
    payment_source: {
      paypal: {
        experience_context: {
          shipping_preference: !shipsGoods
            ? 'NO_SHIPPING'
            : shipping
              ? 'SET_PROVIDED_ADDRESS'
              : 'GET_FROM_FILE',
        },
      },
    },
    purchase_units: [
      {
        reference_id: 'default',
        ...(shipping ? { shipping } : {}),
        amount: {
          currency_code: 'USD',
          value: total,
          breakdown: { item_total: { currency_code: 'USD', value: total } },
        },
        items: lines.map((line) => ({
          name: line.title.slice(0, 127),
          quantity: String(line.quantity),
          sku: line.id,
          category: findProduct(line.id)?.shipsGoods ? 'PHYSICAL_GOODS' : 'DIGITAL_GOODS',
          unit_amount: { currency_code: 'USD', value: toDecimal(line.unitPriceCents) },
        })),
      },
    ],
  };
}

/** The JSON Patch that sets the purchase unit's shipping address (`replace` or `add`). */
export function shippingPatch(
  op: PatchOperation['op'],
  value: ShippingAddressOut,
): PatchOperation[] {
  return [{ op, path: `${DEFAULT_UNIT}/shipping/address`, value }];
}

/** A refund of what is asked (all that is left when no amount), with the note to the payer. */
export function refundBody(call: RefundCall) {
  return {
    ...(call.amountCents === null
      ? {}
      : { amount: { currency_code: 'USD', value: toDecimal(call.amountCents) } }),
    ...(call.note ? { note_to_payer: call.note.slice(0, 255) } : {}),
  };
}

/** The shop's address as PayPal's `address_portable`, refused here if PayPal's contract would. */
export function paypalAddress(address: Address): ShippingAddressOut {
  return checkedOut(ShippingAddressOut, {
    address_line_1: address.street,
    ...(address.line2 ? { address_line_2: address.line2 } : {}),
    admin_area_2: address.city,
    // An ISO 3166-2 code where the country has a list ('CMX', 'TX'): "CA and not California".
    admin_area_1: address.state,
    postal_code: address.zip,
    country_code: address.country,
  });
}

function paypalShipping({ name, address }: ShipTo): ShippingOut {
  return checkedOut(ShippingOut, {
    ...(name?.trim() ? { name: { full_name: name.trim() } } : {}),
    address: paypalAddress(address),
  });
}

function checkedOut<T extends z.ZodType>(schema: T, value: z.input<T>): z.infer<T> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  // A bug of ours (the API's own checks let it through): nothing is sent.
  throw new Error(
    `the shop built a request PayPal's contract refuses: ${parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ')}`,
  );
}

/** PayPal's amounts are decimal strings ('391.00'); the shop counts integer cents. */
function amountCents(value: string): number {
  const cents = parseAmount(value);
  if (cents === null)
    throw new PayPalUnavailableError(`PayPal sent an amount that is not one: ${value}`);
  return cents;
}

export function toProviderRefund(refund: Refund, requestedCents: number): ProviderRefund {
  return {
    id: refund.id,
    state:
      refund.status === 'COMPLETED'
        ? 'completed'
        : refund.status === 'PENDING'
          ? 'pending'
          : 'failed',
    amountCents: refund.amount ? amountCents(refund.amount.value) : requestedCents,
  };
}

const ORDER_STATES: Record<OrderStatus, ProviderOrderState> = {
  CREATED: 'created',
  SAVED: 'created',
  PAYER_ACTION_REQUIRED: 'created',
  APPROVED: 'approved',
  COMPLETED: 'completed',
  VOIDED: 'voided',
};

const CAPTURE_STATES: Record<CaptureStatus, CaptureState> = {
  COMPLETED: 'completed',
  PENDING: 'pending',
  DECLINED: 'declined',
  FAILED: 'declined',
  PARTIALLY_REFUNDED: 'partially-refunded',
  REFUNDED: 'refunded',
};

export function toProviderOrder(order: Order): ProviderOrder {
  const payments = order.purchase_units?.[0]?.payments;
  // This shop makes one purchase unit with one capture per order.
  const capture = payments?.captures?.[0];
  const refundedCents = (payments?.refunds ?? [])
    .filter((refund) => refund.status === 'COMPLETED' && refund.amount)
    .reduce((sum, refund) => sum + amountCents(refund.amount?.value ?? '0'), 0);
  const wallet = order.payment_source?.paypal;
  const name = wallet?.name ?? order.payer?.name;
  const fullName = [name?.given_name, name?.surname].filter(Boolean).join(' ');
  return {
    id: order.id,
    state: ORDER_STATES[order.status],
    capture: capture
      ? {
          id: capture.id,
          state: CAPTURE_STATES[capture.status],
          amountCents: capture.amount ? amountCents(capture.amount.value) : null,
          refundedCents,
        }
      : null,
    payer: {
      // payer.email_address is deprecated in favour of payment_source.paypal; cards may have none.
      email_address: wallet?.email_address ?? order.payer?.email_address ?? null,
      payer_id: wallet?.account_id ?? order.payer?.payer_id ?? null,
      name: fullName || order.payment_source?.card?.name || null,
      method: paymentMethodOf(order),
    },
  };
}

/** How the buyer paid, from the order's `payment_source` (what the order page shows). */
function paymentMethodOf(order: Order): PaymentMethod | null {
  const card = order.payment_source?.card;
  if (card)
    return { kind: 'card', brand: card.brand ?? null, lastDigits: card.last_digits ?? null };
  return order.payment_source?.paypal ? { kind: 'paypal' } : null;
}
