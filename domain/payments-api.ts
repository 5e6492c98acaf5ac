import { z } from 'zod';
import type { CartLine } from './cart';
import { ORDER_ID_PATTERN, ORDER_LOCALES, type OrderType } from './order/order';
import { isOrderNumber } from './order/order-number';
import { hasControlCharacters } from './text';

/**
 * The payments API's contract, shared by the server (which validates every request with these
 * schemas) and the checkout (which imports only the types, so no schema code reaches the
 * browser). One name per shape: a cart line is a `CartLine` everywhere, an order's kind an
 * `OrderType`.
 */

/** Text a visitor typed: bounded, and free of control characters (PostgreSQL refuses NUL). */
export function plainText(max: number) {
  return z
    .string()
    .max(max)
    .refine((value) => !hasControlCharacters(value), {
      error: 'must not contain control characters',
    });
}

const CartLineSchema = z.object({
  id: z.string().min(1).max(64),
  // Cart items may carry title, price, image… as well: only id and quantity are read.
  quantity: z.number({ error: 'quantity must be a number' }),
}) satisfies z.ZodType<CartLine>;

/**
 * An address as sent: any field may be missing or blank (the server says which rule fails, with
 * `400 ADDRESS_INVALID`). Bounded within what PayPal's shipping address takes (a city 120
 * characters, a postal code 60), so every address the shop accepts can be sent to PayPal.
 */
export const AddressInputSchema = z.object({
  street: plainText(200).optional(),
  /** Colonia, interior, references: optional. */
  line2: plainText(200).optional(),
  city: plainText(120).optional(),
  state: plainText(200).optional(),
  zip: plainText(20).optional(),
  country: plainText(200).optional(),
});
export type AddressInput = z.infer<typeof AddressInputSchema>;

/** The buyer's contact as sent: any field may be missing (the server says which rule fails). */
export const ContactInputSchema = z.object({
  email: plainText(254).optional(),
  name: plainText(200).optional(),
  phone: plainText(40).optional(),
});
export type ContactInput = z.infer<typeof ContactInputSchema>;

const OrderTypeSchema = z.enum(['subscription', 'product']) satisfies z.ZodType<OrderType>;

export const CreateOrderRequestSchema = z.object({
  items: z.array(CartLineSchema).max(50),
  /** The cart's total in cents, as the checkout counts it; only compared, to the cent. */
  totalCents: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  /** Dollars, as the spec's `{ total }` payload: a number or '782.00'; only compared. */
  total: z.union([z.number(), z.string().regex(/^\s*\d+(\.\d+)?\s*$/)]).optional(),
  type: OrderTypeSchema.optional(),
  /** The shipping address, so the server can capture an order the payer approved and left. */
  address: AddressInputSchema.nullable().optional(),
  /**
   * Where the order's emails go, who receives the parcel and the phone the carrier calls. The
   * checkout always sends it; when it is sent, the email is required, and the name and the phone
   * too for an order that ships.
   */
  contact: ContactInputSchema.optional(),
  /** The language of the page the buyer pays on (default English): the order's emails speak it. */
  locale: z.enum(ORDER_LOCALES).optional(),
});
export type CreateOrderRequest = z.infer<typeof CreateOrderRequestSchema>;

export const CaptureOrderRequestSchema = z.object({
  type: OrderTypeSchema,
  items: z.array(CartLineSchema).max(50).optional(),
  address: AddressInputSchema.nullable().optional(),
});
export type CaptureOrderRequest = z.infer<typeof CaptureOrderRequestSchema>;

/**
 * An order named in a path or a query where it is shown: by its number ('ELY-7K3M9Q'), as buyers
 * and operators know it, or by PayPal's order id, as links and scripts made before order numbers
 * name it.
 */
export const OrderRefSchema = z
  .string()
  .max(64)
  .refine((text) => isOrderNumber(text) || ORDER_ID_PATTERN.test(text), {
    error: 'not an order number or id',
  });

/**
 * The capture route's order id: any short text, so that a malformed id is answered as an unknown
 * one (404), never told apart from it; the service checks ORDER_ID_PATTERN.
 */
export const OrderIdParamsSchema = z.object({ orderID: z.string().min(1).max(64) });

export type {
  CaptureOrderAnswer as CaptureOrderResponse,
  CreateOrderAnswer as CreateOrderResponse,
} from './answers';
