import { findProduct } from '#domain/catalog';
import { fill } from '../../lib/message-format';
import { useUiStore } from '../../lib/ui-store';
import { announceCartChange } from './cart-announcer';
import { useCartStore } from './cart-store';

/**
 * What an "Add to cart" press does: adds one of the product, says so to screen readers and opens
 * the cart sidebar so the visitor sees the result. Returns false when the product cannot be added.
 * `added`: the announcement in the page's language, with `{title}`.
 */
export function addToCart(productId: string, added: string): boolean {
  const product = findProduct(productId);
  if (!product || !useCartStore.getState().add(product.id)) return false;
  announceCartChange(fill(added, { title: product.title }));
  useUiStore.getState().open('cart');
  return true;
}
