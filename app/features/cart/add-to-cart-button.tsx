import { useId, useSyncExternalStore } from 'react';
import {
  CATALOGUE_REVIEWED,
  findProduct,
  isOnSale,
  type Product,
  type ProductId,
} from '#domain/catalog';
import { Button } from '../../components/ui/button';
import { useMessages } from '../../i18n/i18n';
import { fill } from '../../lib/message-format';
import { useUnitsLeft } from '../../lib/stock';
import { addToCart } from './add-to-cart';

/**
 * The "Add to cart" button of a product, used by the products page, the ELY page and the home
 * cards.
 *
 * - A product sold online (the Octahedron, Custom ELY) from its `availableFrom` on: adds it,
 *   announces it and opens the cart sidebar.
 * - The same before its `availableFrom`: disabled, labelled with its launch date.
 * - A limited batch with no units left (`GET /api/stock`, asked once hydrated): disabled, "Sold
 *   out", with the reason for screen readers.
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
  const cartCopy = useMessages().cart;
  const product = findProduct(productId);
  const onSale = useOnSale(product);
  const unitsLeft = useUnitsLeft(productId);
  const reasonId = useId();
  if (!product || product.purchase === 'contact') return null;

  if (unitsLeft !== null && unitsLeft < 1) {
    return (
      <>
        <Button
          disabled
          data-product-id={product.id}
          className={className}
          aria-describedby={reasonId}
        >
          {cartCopy.soldOut}
        </Button>
        <span id={reasonId} className="sr-only">
          {fill(cartCopy.soldOutReason, { title: product.title })}
        </span>
      </>
    );
  }

  if (!onSale) {
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
      onClick={() => addToCart(product.id, cartCopy.announcements.added)}
    >
      {cartCopy.addToCart}
    </Button>
  );
}

const subscribeToNothing = () => () => {};

/**
 * Whether a product can be bought now, read from the clock only in the browser. The prerendered
 * HTML cannot know when it is read, so it shows what was on sale when the catalogue was last
 * reviewed; after hydration React re-renders with the browser's answer, without a hydration
 * mismatch.
 */
function useOnSale(product: Product | undefined): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => product !== undefined && isOnSale(product),
    () => product !== undefined && isOnSale(product, CATALOGUE_REVIEWED),
  );
}
