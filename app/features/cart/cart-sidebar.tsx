import { lazy, Suspense, useCallback, useRef } from 'react';
import { DialogCloseButton } from '../../components/ui/dialog-close-button';
import { ModalDialog } from '../../components/ui/modal-dialog';
import { useFormat, useMessages } from '../../i18n/i18n';
import { useOverlayOpen, useUiStore } from '../../lib/ui-store';
import { clearCartAnnouncement } from './cart-announcer';
import { CartStatus } from './cart-status';
import { useCartCount } from './cart-store';

const TITLE_ID = 'cart-title';

// The lines, total and checkout are needed only once the drawer opens, so they stay out of every
// page's first-paint JS; the chunk is fetched when the browser is idle, before anyone opens it
// (./cart.tsx).
export const loadCartContents = () => import('./cart-contents');
const CartContents = lazy(loadCartContents);

/**
 * The cart drawer opened by the navbar's cart button and by every "Add to cart". The shell draws
 * it the first time it opens (./cart.tsx).
 */
export function CartSidebar() {
  const open = useOverlayOpen('cart');
  const closeOverlay = useUiStore((state) => state.close);
  const close = useCallback(() => {
    closeOverlay('cart');
    clearCartAnnouncement();
  }, [closeOverlay]);

  return (
    <ModalDialog open={open} onClose={close} labelledBy={TITLE_ID} placement="right">
      <CartPanel onClose={close} />
    </ModalDialog>
  );
}

/**
 * The header (title, count, close button) and the live region render at once, so the dialog is
 * named and focus lands on the close button the moment it opens, even while the contents load.
 */
function CartPanel({ onClose }: { onClose: () => void }) {
  const count = useCartCount();
  const cartCopy = useMessages().cart;
  const { plural } = useFormat();
  const heading = useRef<HTMLHeadingElement>(null);
  const focusHeading = useCallback(() => heading.current?.focus(), []);

  return (
    <div className="flex h-full flex-col">
      <div className="flex items-center justify-between gap-4 border-b border-line px-6 py-5">
        <div className="flex items-baseline gap-3">
          <h2
            id={TITLE_ID}
            ref={heading}
            tabIndex={-1}
            className="text-xl font-semibold outline-none"
          >
            {cartCopy.title}
          </h2>
          {count > 0 ? (
            <p className="text-sm text-ink-muted tabular-nums">
              {plural(count, cartCopy.labels.itemCount)}
            </p>
          ) : null}
        </div>
        <DialogCloseButton label={cartCopy.close} onClick={onClose} />
      </div>
      <CartStatus />
      <Suspense fallback={<div className="flex-1" />}>
        <CartContents onNavigate={onClose} onLineRemoved={focusHeading} />
      </Suspense>
    </div>
  );
}
