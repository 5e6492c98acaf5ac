import { useMemo } from 'react';
import { create } from 'zustand';
import {
  addItem,
  type Cart,
  type CartTotal,
  canAddToCart,
  cartCount,
  cartItemFields,
  cartTotal,
  clearCart,
  decrementItem,
  incrementItem,
  removeItem,
} from '#domain/cart';
import { findProduct, isSellable } from '#domain/catalog';

/**
 * The one cart of the app. The rules live in domain/cart; this store only holds the current cart
 * and names the actions. It starts empty, as the prerendered HTML does; `useCartPersistence`
 * (cart-persistence.ts) loads the stored cart after hydration and keeps tabs in step.
 */
export interface CartState {
  items: Cart;
  /**
   * Adds one of a catalogue product (title, price, image, category come from the catalogue).
   * Returns false, changing nothing, for an unknown id or a product that cannot be bought yet.
   */
  add: (productId: string) => boolean;
  increment: (id: string) => void;
  /** One less, never below 1. */
  decrement: (id: string) => void;
  remove: (id: string) => void;
  clear: () => void;
}

export const useCartStore = create<CartState>()((set) => ({
  items: clearCart(),
  add: (productId) => {
    const product = findProduct(productId);
    if (!product || !isSellable(product) || !canAddToCart(product)) return false;
    set((state) => ({ items: addItem(state.items, cartItemFields(product)) }));
    return true;
  },
  increment: (id) => set((state) => ({ items: incrementItem(state.items, id) })),
  decrement: (id) => set((state) => ({ items: decrementItem(state.items, id) })),
  remove: (id) => set((state) => ({ items: removeItem(state.items, id) })),
  clear: () => set({ items: clearCart() }),
}));

export function useCartItems(): Cart {
  return useCartStore((state) => state.items);
}

/** Units in the cart: what the navbar's indicator shows. */
export function useCartCount(): number {
  return useCartStore((state) => cartCount(state.items));
}

/**
 * The cart's total in cents and as text, formatted in `locale` (Intl's: 'US$782.00' in 'en-US',
 * 'USD 782.00' in 'es-MX'), recomputed only when the items change.
 */
export function useCartTotal(locale: string): CartTotal {
  const items = useCartItems();
  return useMemo(() => cartTotal(items, locale), [items, locale]);
}
