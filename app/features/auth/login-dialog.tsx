import { useCallback } from 'react';
import { CloseIcon } from '../../components/ui/icons';
import { ModalDialog } from '../../components/ui/modal-dialog';
import { useOverlayOpen, useUiStore } from '../../lib/ui-store';

/** The sign-in modal opened by the navbar's "Sign in" button. */
export function LoginDialog() {
  const open = useOverlayOpen('login');
  const closeOverlay = useUiStore((state) => state.close);
  const close = useCallback(() => closeOverlay('login'), [closeOverlay]);

  return (
    <ModalDialog open={open} onClose={close} labelledBy="login-title">
      <div className="p-6">
        <div className="flex items-start justify-between gap-4">
          <div>
            <h2 id="login-title" className="text-2xl font-semibold">
              Sign in
            </h2>
            <p className="mt-1 text-sm text-ink-muted">Welcome back to SynthAmour.</p>
          </div>
          <button
            type="button"
            onClick={close}
            aria-label="Close sign-in"
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-pill border border-line text-lg"
          >
            <CloseIcon />
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
