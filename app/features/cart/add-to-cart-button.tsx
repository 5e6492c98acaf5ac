import type { ProductId } from '../../../domain/catalog';
import { Button } from '../../components/ui/button';

/**
 * The "Add to cart" button of a purchasable product, used by /productos, /ely and the home cards.
 * The cart issue wires it to the store; until then it is shown disabled.
 */
export function AddToCartButton({
  productId,
  className,
}: {
  productId: ProductId;
  className?: string;
}) {
  return (
    <Button disabled data-product-id={productId} className={className}>
      Add to cart
    </Button>
  );
}
