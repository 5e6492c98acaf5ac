import { useCallback } from 'react';
import { useOverlayOpen, useUiStore } from '../../lib/ui-store';
import { CloseIcon } from '../ui/icons';
import { ModalDialog } from '../ui/modal-dialog';
import { NavLinks } from './nav-links';
import { MOBILE_MENU_ID } from './navbar';

/** Below 768 px the links move into this full-width sheet; a link click or Escape closes it. */
export function MobileMenu() {
  const open = useOverlayOpen('menu');
  const closeOverlay = useUiStore((state) => state.close);
  const close = useCallback(() => closeOverlay('menu'), [closeOverlay]);

  return (
    <ModalDialog open={open} onClose={close} labelledBy="mobile-menu-title" placement="top">
      <div id={MOBILE_MENU_ID} className="page-container pt-4 pb-8">
        <div className="flex items-center justify-between">
          <h2
            id="mobile-menu-title"
            className="text-sm font-medium uppercase tracking-eyebrow text-ink-subtle"
          >
            Menu
          </h2>
          <button
            type="button"
            onClick={close}
            aria-label="Close menu"
            className="inline-flex size-10 items-center justify-center rounded-pill border border-line text-lg"
          >
            <CloseIcon />
          </button>
        </div>
        <nav aria-label="Mobile" className="mt-4">
          <NavLinks variant="menu" onNavigate={close} />
        </nav>
      </div>
    </ModalDialog>
  );
}
