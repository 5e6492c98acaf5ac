import { type Address, isAddressValid, normaliseAddress } from '#domain/address';
import { type Cart, type CartLine, cartTotalCents } from '#domain/cart';
import { findProduct } from '#domain/catalog';
import type { OrderType } from '#domain/order/order';
import { needsShipping } from './needs-shipping';

/** What the payment calls need from the cart at the moment the payer clicks. */
export interface OrderInput {
  lines: CartLine[];
  /** The cart's total in integer cents; the server re-prices and only compares. */
  totalCents: number;
  type: OrderType;
  needsAddress: boolean;
}

export function orderInputFrom(items: Cart): OrderInput {
  return {
    lines: items.map((item) => ({ id: item.id, quantity: item.quantity })),
    totalCents: cartTotalCents(items),
    type: items.some((item) => findProduct(item.id)?.purchase === 'subscription')
      ? 'subscription'
      : 'product',
    needsAddress: needsShipping(items),
  };
}

/** The address to send with the capture: the typed one when the order ships, otherwise null. */
export function shippingAddressFor(input: OrderInput, address: Address): Address | null {
  if (!input.needsAddress) return null;
  return isAddressValid(address) ? normaliseAddress(address) : null;
}
