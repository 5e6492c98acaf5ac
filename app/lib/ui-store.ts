import { create } from 'zustand';

/**
 * Which overlay covers the page: the cart sidebar, the login modal or the mobile menu. At most one
 * is open at a time, so opening one closes the others.
 */
export type Overlay = 'cart' | 'login' | 'menu';

interface UiState {
  overlay: Overlay | null;
  open: (overlay: Overlay) => void;
  close: (overlay?: Overlay) => void;
}

export const useUiStore = create<UiState>()((set) => ({
  overlay: null,
  open: (overlay) => set({ overlay }),
  close: (overlay) =>
    set((state) =>
      overlay === undefined || state.overlay === overlay ? { overlay: null } : state,
    ),
}));

export function useOverlayOpen(overlay: Overlay): boolean {
  return useUiStore((state) => state.overlay === overlay);
}
