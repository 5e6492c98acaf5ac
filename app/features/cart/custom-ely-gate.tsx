import { lazy, Suspense, useEffect, useState } from 'react';
import type { ProductId } from '#domain/catalog';
import { AddToCartButton } from './add-to-cart-button';

// Custom ELY once hydrated: the button that follows the server's launch (a chunk of its own).
const CustomElyButton = lazy(() => import('./custom-ely-button'));

/**
 * A product card's cart button (the products page): `AddToCartButton`, and for Custom ELY, once
 * hydrated, the button that follows the launch the server is configured with
 * (`CUSTOM_ELY_LAUNCH`, `custom-ely-button.tsx`) instead of the catalogue's date. Not in
 * `AddToCartButton` itself: its lazy import would grow the first paint of every page showing a
 * cart button, the home page's at its budget included.
 */
export function ProductCartButton({
  productId,
  className,
}: {
  productId: ProductId;
  className?: string;
}) {
  // Set once mounted (after hydration): not the shared useHydrated, whose module would become a
  // chunk of its own that the route manifest lists on every page's first paint.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const button = <AddToCartButton productId={productId} className={className} />;
  if (productId !== 'custom-ely' || !hydrated) return button;
  return (
    <Suspense fallback={button}>
      <CustomElyButton className={className} fallback={button} />
    </Suspense>
  );
}
