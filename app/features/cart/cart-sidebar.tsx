import { useCallback, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { CloseIcon } from '../../components/ui/icons';
import { ModalDialog } from '../../components/ui/modal-dialog';
import { ROUTES } from '../../config/site-routes';
import { cartCopy, cartLabels } from '../../content/cart';
import { useOverlayOpen, useUiStore } from '../../lib/ui-store';
import { clearCartAnnouncement } from './cart-announcer';
import { CartLineItem } from './cart-line';
import { useCartPersistence } from './cart-persistence';
import { CartStatus } from './cart-status';
import { useCartCount, useCartItems, useCartTotal } from './cart-store';

const TITLE_ID = 'cart-title';

/**
 * The cart drawer opened by the navbar's cart button and by every "Add to cart". The shell mounts
 * it once for the whole app, so it also owns the cart's persistence (load after hydration, save,
 * follow other tabs).
 */
export function CartSidebar() {
  useCartPersistence();
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

function CartPanel({ onClose }: { onClose: () => void }) {
  const items = useCartItems();
  const count = useCartCount();
  const heading = useRef<HTMLHeadingElement>(null);
  const focusHeading = () => heading.current?.focus();

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
            <p className="text-sm text-ink-muted tabular-nums">{cartLabels.itemCount(count)}</p>
          ) : null}
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label={cartCopy.close}
          className="inline-flex size-10 items-center justify-center rounded-pill border border-line text-lg transition-colors hover:border-line-strong hover:bg-white/5"
        >
          <CloseIcon />
        </button>
      </div>
      <CartStatus />
      {items.length > 0 ? (
        <ul className="flex-1 divide-y divide-line overflow-y-auto overscroll-contain px-6">
          {items.map((item) => (
            <CartLineItem key={item.id} item={item} onRemoved={focusHeading} />
          ))}
        </ul>
      ) : (
        <EmptyCart onNavigate={onClose} />
      )}
      <CartFooter isEmpty={items.length === 0} onNavigate={onClose} />
    </div>
  );
}

function EmptyCart({ onNavigate }: { onNavigate: () => void }) {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-3 px-8 text-center">
      <p className="text-lg font-medium">{cartCopy.empty}</p>
      <p className="max-w-xs text-sm text-ink-muted">{cartCopy.emptyHint}</p>
      <Link
        to={ROUTES.products}
        onClick={onNavigate}
        className={buttonClass('secondary', 'md', 'mt-3')}
      >
        {cartCopy.browse}
      </Link>
    </div>
  );
}

function CartFooter({ isEmpty, onNavigate }: { isEmpty: boolean; onNavigate: () => void }) {
  const total = useCartTotal();
  const navigate = useNavigate();

  return (
    <div className="border-t border-line bg-surface-raised/60 px-6 pt-5 pb-[max(1.5rem,env(safe-area-inset-bottom))]">
      <div className="flex items-baseline justify-between">
        <p className="text-sm text-ink-muted">{cartCopy.total}</p>
        <p className="text-xl font-semibold tabular-nums" data-testid="cart-total">
          {total.formatted}
        </p>
      </div>
      {/* A button, not a link: a link cannot be disabled, and an empty cart has nothing to pay. */}
      <button
        type="button"
        disabled={isEmpty}
        onClick={() => {
          onNavigate();
          navigate(ROUTES.checkout);
        }}
        className={buttonClass('primary', 'lg', 'mt-4 w-full')}
      >
        {cartCopy.checkout}
      </button>
      {isEmpty ? null : (
        <p className="mt-3 text-center text-xs text-ink-subtle">{cartCopy.checkoutNote}</p>
      )}
    </div>
  );
}
