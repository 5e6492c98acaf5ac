import { useEffect } from 'react';
import { PageHeader } from '../../components/ui/page-header';
import { currentIdToken } from '../../features/auth/auth-client';
import { useAuthStore } from '../../features/auth/auth-store';
import { useCartItems, useCartStore } from '../../features/cart/cart-store';
import { Checkout } from '../../features/checkout/checkout';
import { pageData } from '../../i18n/catalogues.server';
import { useCopy } from '../../i18n/i18n';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/route';

export const loader = ({ request }: Route.LoaderArgs) =>
  pageData(request, 'checkout', ['checkout']);

export const meta = ({ data }: Route.MetaArgs) => pageMeta(data?.meta);

const readCart = () => useCartStore.getState().items;
const clearCart = () => useCartStore.getState().clear();

/** The cart of a recovery link, in place of the one this browser holds: each unit from the catalogue. */
const refillCart = (items: readonly { id: string; quantity: number }[]) => {
  const cart = useCartStore.getState();
  cart.clear();
  for (const { id, quantity } of items) for (let n = 0; n < quantity; n += 1) cart.add(id);
};

/** `?restore=<token>` (a recovery email's link): its code loads only then, after hydration. */
function useRestoredCart() {
  useEffect(() => {
    const url = new URL(window.location.href);
    const token = url.searchParams.get('restore');
    if (!token) return;
    url.searchParams.delete('restore');
    window.history.replaceState(window.history.state, '', url);
    void import('../../features/checkout/restore-cart').then(({ restoreCart }) =>
      restoreCart(token, refillCart),
    );
  }, []);
}

/**
 * The page composes the features: the cart's lines, the signed-in payer's token and email go to
 * checkout.
 */
export default function CheckoutPage() {
  useRestoredCart();
  const items = useCartItems();
  const { page } = useCopy('checkout');
  const accountEmail = useAuthStore((state) => state.account?.email ?? null);
  return (
    <>
      {/* A focused page: no picture between the navbar and the form. */}
      <PageHeader page={page} compact />
      <Checkout
        items={items}
        getIdToken={currentIdToken}
        accountEmail={accountEmail}
        readCart={readCart}
        clearCart={clearCart}
      />
    </>
  );
}
