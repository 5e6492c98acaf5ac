import { PageHeader } from '../../components/ui/page-header';
import { checkoutPage } from '../../content/products-page';
import { currentIdToken } from '../../features/auth/auth-client';
import { useCartItems, useCartStore } from '../../features/cart/cart-store';
import { Checkout } from '../../features/checkout/checkout';
import { pageMeta } from '../../lib/seo';

export const meta = () => pageMeta(__PAGE_META__.checkout);

const readCart = () => useCartStore.getState().items;
const clearCart = () => useCartStore.getState().clear();

/** The page composes the features: the cart's lines and the signed-in payer's token go to checkout. */
export default function CheckoutPage() {
  const items = useCartItems();
  return (
    <>
      <PageHeader page={checkoutPage} />
      <Checkout
        items={items}
        getIdToken={currentIdToken}
        readCart={readCart}
        clearCart={clearCart}
      />
    </>
  );
}
