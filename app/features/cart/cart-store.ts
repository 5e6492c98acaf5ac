import { create } from 'zustand';

/**
 * The cart store. The foundation only needs the item count for the navbar's indicator; the cart
 * issue adds the rules (domain/cart), persistence and the sidebar's actions.
 */
export interface CartLine {
  id: string;
  quantity: number;
}

interface CartState {
  items: readonly CartLine[];
}

export const useCartStore = create<CartState>()(() => ({ items: [] }));

export function useCartCount(): number {
  return useCartStore((state) => state.items.reduce((sum, item) => sum + item.quantity, 0));
}
