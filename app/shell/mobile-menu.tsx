import { useCallback } from 'react';
import { DialogCloseButton } from '../components/ui/dialog-close-button';
import { ModalDialog } from '../components/ui/modal-dialog';
import { useOverlayOpen, useUiStore } from '../lib/ui-store';
import { NavLinks } from './nav-links';
import { MOBILE_MENU_ID } from './navbar';
import { useShellCopy } from './use-shell-copy';

/** Below 768 px the links move into this full-width sheet; a link click or Escape closes it. */
export function MobileMenu() {
  const open = useOverlayOpen('menu');
  const closeOverlay = useUiStore((state) => state.close);
  const close = useCallback(() => closeOverlay('menu'), [closeOverlay]);
  const copy = useShellCopy();

  return (
    <ModalDialog
      open={open}
      onClose={close}
      labelledBy="mobile-menu-title"
      placement="top"
      lang={copy.lang}
    >
      <div id={MOBILE_MENU_ID} className="page-container pt-4 pb-8">
        <div className="flex items-center justify-between">
          <h2
            id="mobile-menu-title"
            className="text-sm font-medium uppercase tracking-eyebrow text-ink-subtle"
          >
            {copy.menu}
          </h2>
          <DialogCloseButton label={copy.closeMenu} onClick={close} />
        </div>
        <nav aria-label={copy.mobileNav} className="mt-4">
          <NavLinks variant="menu" onNavigate={close} />
        </nav>
      </div>
    </ModalDialog>
  );
}
