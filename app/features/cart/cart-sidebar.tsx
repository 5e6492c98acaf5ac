import { useCallback } from 'react';
import { Link } from 'react-router';
import { CloseIcon } from '../../components/ui/icons';
import { ModalDialog } from '../../components/ui/modal-dialog';
import { ROUTES } from '../../config/site-routes';
import { useOverlayOpen, useUiStore } from '../../lib/ui-store';

/** The cart drawer opened by the navbar's cart button. */
export function CartSidebar() {
  const open = useOverlayOpen('cart');
  const closeOverlay = useUiStore((state) => state.close);
  const close = useCallback(() => closeOverlay('cart'), [closeOverlay]);

  return (
    <ModalDialog open={open} onClose={close} labelledBy="cart-title" placement="right">
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between border-b border-line px-6 py-5">
          <h2 id="cart-title" className="text-xl font-semibold">
            Your cart
          </h2>
          <button
            type="button"
            onClick={close}
            aria-label="Close cart"
            className="inline-flex size-10 items-center justify-center rounded-pill border border-line text-lg"
          >
            <CloseIcon />
          </button>
        </div>
        <div className="flex flex-1 flex-col items-center justify-center gap-4 px-6 text-center">
          <p className="text-ink-muted">Your cart is empty.</p>
          <Link
            to={ROUTES.products}
            onClick={close}
            className="rounded-pill border border-line px-5 py-2.5 text-sm font-medium hover:bg-white/5"
          >
            Browse products
          </Link>
        </div>
      </div>
    </ModalDialog>
  );
}
