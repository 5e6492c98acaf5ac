import { useCallback, useEffect } from 'react';
import { useUiStore } from '../../lib/ui-store';
import { currentIdToken, loadAuth } from './auth-client';
import { accountLabel, useAuthStore } from './auth-store';

/**
 * The sign-in a page needs at once, not when the browser is idle (the operator console and its
 * packing slips ask the API who is signed in before they show anything): loads the auth code on
 * mount and gives what those pages take — the status, the account's label, a token getter, and a
 * way to open the sign-in dialog.
 */
export function useEagerSession() {
  const status = useAuthStore((state) => state.status);
  const label = useAuthStore((state) => (state.account ? accountLabel(state.account) : null));
  const openOverlay = useUiStore((state) => state.open);
  const onSignIn = useCallback(() => openOverlay('login'), [openOverlay]);

  useEffect(() => {
    loadAuth().catch(() => useAuthStore.getState().setAccount(null));
  }, []);

  return { status, accountLabel: label, getIdToken: currentIdToken, onSignIn };
}
