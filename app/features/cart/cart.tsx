import { lazy } from 'react';
import { OnceOpened, usePrefetchWhenIdle } from '../../lib/once-opened';
import { useCartPersistence } from './cart-persistence';

const loadSidebar = () => import('./cart-sidebar');
const CartSidebar = lazy(() => loadSidebar().then((module) => ({ default: module.CartSidebar })));

/**
 * The cart as the shell mounts it, once for the whole app: it owns the cart's persistence (load
 * after hydration, save, follow other tabs) and draws the drawer (./cart-sidebar.tsx) the first
 * time it opens. Closed, the drawer shows nothing, so its code is no part of any page's first
 * paint; it and the cart's lines are fetched when the browser is idle, before anyone opens it.
 */
export function Cart() {
  useCartPersistence();
  usePrefetchWhenIdle(prefetchDrawer);
  return (
    <OnceOpened overlay="cart">
      <CartSidebar />
    </OnceOpened>
  );
}

const prefetchDrawer = () => loadSidebar().then((module) => module.loadCartContents());
