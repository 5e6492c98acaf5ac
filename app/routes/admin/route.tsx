import { useCallback, useEffect } from 'react';
import { currentIdToken, loadAuth } from '../../features/auth/auth-client';
import { accountLabel, useAuthStore } from '../../features/auth/auth-store';
import { OperatorConsole } from '../../features/operator-console/operator-console';
import { pageData } from '../../i18n/catalogues.server';
import { pageMeta } from '../../lib/seo';
import { useUiStore } from '../../lib/ui-store';
import { LanguageSwitch } from '../../shell/language-switch';
import { Logo } from '../../shell/logo';
import type { Route } from './+types/route';

export const loader = ({ request }: Route.LoaderArgs) =>
  pageData(request, 'admin', ['operatorConsole']);

export const meta = ({ data }: Route.MetaArgs) => pageMeta(data?.meta);

/** The console draws its own header: the root leaves out the site's navbar and footer (root.tsx). */
export const handle = { ownLayout: true };

const signOut = () => {
  loadAuth()
    .then((auth) => auth.signOut())
    .catch(() => useAuthStore.getState().setAccount(null));
};

/**
 * /admin, the operator console. The page composes the features: the site's sign-in (status,
 * ID token, the sign-in dialog, signing out) goes to the console, which asks the API whether this
 * account is an operator before it shows anything; the shell's wordmark and language switch go
 * into the console's own header.
 */
export default function AdminPage() {
  const status = useAuthStore((state) => state.status);
  const label = useAuthStore((state) => (state.account ? accountLabel(state.account) : null));
  const openOverlay = useUiStore((state) => state.open);
  const openSignIn = useCallback(() => openOverlay('login'), [openOverlay]);

  // The console needs to know at once whether someone is signed in, not when the page is idle.
  useEffect(() => {
    loadAuth().catch(() => useAuthStore.getState().setAccount(null));
  }, []);

  return (
    <OperatorConsole
      status={status}
      accountLabel={label}
      getIdToken={currentIdToken}
      onSignIn={openSignIn}
      onSignOut={signOut}
      brand={<Logo />}
      languageSwitch={<LanguageSwitch />}
    />
  );
}
