import { findProduct } from '../../../domain/catalog';
import { cartAnnouncements } from '../../content/cart';
import { useUiStore } from '../../lib/ui-store';
import { announceCartChange } from './cart-announcer';
import { useCartStore } from './cart-store';

/**
 * What an "Add to cart" press does: adds one of the product, says so to screen readers and opens
 * the cart sidebar so the visitor sees the result. Returns false when the product cannot be added.
 */
export function addToCart(productId: string): boolean {
  const product = findProduct(productId);
  if (!product || !useCartStore.getState().add(product.id)) return false;
  announceCartChange(cartAnnouncements.added(product.title));
  useUiStore.getState().open('cart');
  return true;
}
