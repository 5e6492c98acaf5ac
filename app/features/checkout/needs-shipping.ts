import type { Cart } from '#domain/cart';
import { findProduct } from '#domain/catalog';

/**
 * Whether the cart holds a good that ships. Its own module: the page asks it on first paint, and
 * order-input.ts brings the address's rules (with the lists of countries and states), which load
 * only with the address form and the payment buttons.
 */
export function needsShipping(items: Cart): boolean {
  return items.some((item) => findProduct(item.id)?.shipsGoods === true);
}
