import { useSyncExternalStore } from 'react';
import { findProduct, isCustomElyLaunched, type ProductId } from '../../../domain/catalog';
import { Button } from '../../components/ui/button';
import { cartCopy } from '../../content/cart';
import { addToCart } from './add-to-cart';

/**
 * The "Add to cart" button of a product, used by /productos, /ely and the home cards.
 *
 * - `purchase: 'cart'` (the Octahedron): adds it, announces it and opens the cart sidebar.
 * - `purchase: 'subscription'` (Custom ELY): disabled, labelled with its launch date, until
 *   `isCustomElyLaunched()`; then it works like the Octahedron's.
 * - `purchase: 'contact'` (services, courses, consulting): renders nothing. Those products are
 *   bought by quote, so their pages show a contact link in its place.
 */
export function AddToCartButton({
  productId,
  className,
}: {
  productId: ProductId;
  className?: string;
}) {
  const launched = useCustomElyLaunched();
  const product = findProduct(productId);
  if (!product || product.purchase === 'contact') return null;

  if (product.purchase === 'subscription' && !launched) {
    return (
      <Button disabled data-product-id={product.id} className={className}>
        {cartCopy.customElyPending}
      </Button>
    );
  }
  return (
    <Button
      data-product-id={product.id}
      className={className}
      onClick={() => addToCart(product.id)}
    >
      {cartCopy.addToCart}
    </Button>
  );
}

const subscribeToNothing = () => () => {};

/**
 * Whether Custom ELY has launched, read from the clock only in the browser. Prerendered HTML always
 * shows the pre-launch state (the build cannot know when the page is read); after hydration React
 * re-renders with the real answer, without a hydration mismatch.
 */
function useCustomElyLaunched(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => isCustomElyLaunched(),
    () => false,
  );
}
