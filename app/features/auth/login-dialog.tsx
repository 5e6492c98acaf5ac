import { lazy, Suspense, useCallback, useEffect } from 'react';
import { DialogCloseButton } from '../../components/ui/dialog-close-button';
import { ModalDialog } from '../../components/ui/modal-dialog';
import { useMessages } from '../../i18n/i18n';
import { fill } from '../../lib/message-format';
import { useNoticeStore } from '../../lib/notice-store';
import { useOverlayOpen, useUiStore } from '../../lib/ui-store';
import { loadAuth } from './auth-client';
import { accountLabel, useAuthStore } from './auth-store';

// The forms and the Firebase SDK load when the dialog first opens, never with the page.
const LoginPanel = lazy(() => import('./login-panel'));

/** The sign-in modal opened by the navbar's "Sign in" button. */
export function LoginDialog() {
  const open = useOverlayOpen('login');
  const loginDialogCopy = useMessages().shell.loginDialog;
  const closeOverlay = useUiStore((state) => state.close);
  const close = useCallback(() => closeOverlay('login'), [closeOverlay]);
  // Closing the dialog alone left visitors unsure it had worked: say who is signed in.
  const signedIn = useCallback(() => {
    close();
    const account = useAuthStore.getState().account;
    if (account) {
      useNoticeStore
        .getState()
        .show(fill(loginDialogCopy.signedIn, { account: accountLabel(account) }), 'success');
    }
  }, [close, loginDialogCopy]);

  useEffect(() => {
    // Start fetching the SDK with the forms, so "Continue with Google" can open its popup at once.
    if (open) loadAuth().catch(() => {});
  }, [open]);

  return (
    <ModalDialog open={open} onClose={close} labelledBy="login-title" className="overflow-y-auto">
      <div className="p-6 sm:p-8">
        <div className="flex items-start justify-between gap-4">
          <div>
            <h2 id="login-title" className="text-2xl font-semibold">
              {loginDialogCopy.title}
            </h2>
            <p className="mt-1 text-sm text-ink-muted">{loginDialogCopy.intro}</p>
          </div>
          <DialogCloseButton label={loginDialogCopy.close} onClick={close} />
        </div>
        <Suspense fallback={<PanelLoading />}>
          <LoginPanel onSignedIn={signedIn} />
        </Suspense>
      </div>
    </ModalDialog>
  );
}

function PanelLoading() {
  const loginDialogCopy = useMessages().shell.loginDialog;
  return (
    <p role="status" className="mt-8 min-h-72 text-sm text-ink-muted">
      {loginDialogCopy.loading}
    </p>
  );
}
