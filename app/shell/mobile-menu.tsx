import { useCallback } from 'react';
import { DialogCloseButton } from '../components/ui/dialog-close-button';
import { ModalDialog } from '../components/ui/modal-dialog';
import { useMessages } from '../i18n/i18n';
import { useOverlayOpen, useUiStore } from '../lib/ui-store';
import { LanguageSwitch } from './language-switch';
import { NavLinks } from './nav-links';
import { MOBILE_MENU_ID } from './navbar';

/** Below 768 px the links move into this full-width sheet; a link click or Escape closes it. */
export function MobileMenu() {
  const open = useOverlayOpen('menu');
  const closeOverlay = useUiStore((state) => state.close);
  const close = useCallback(() => closeOverlay('menu'), [closeOverlay]);
  const { shell: copy } = useMessages();

  return (
    <ModalDialog open={open} onClose={close} labelledBy="mobile-menu-title" placement="top">
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
        <nav aria-label={copy.language.label} className="mt-6 border-t border-line px-4 pt-5">
          <LanguageSwitch onNavigate={close} className="text-base" />
        </nav>
      </div>
    </ModalDialog>
  );
}
