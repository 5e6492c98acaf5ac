import { loadAuth } from '../../features/auth/auth-client';
import { useAuthStore } from '../../features/auth/auth-store';
import { useEagerSession } from '../../features/auth/use-eager-session';
import { OperatorConsole } from '../../features/operator-console/operator-console';
import { pageData } from '../../i18n/catalogues.server';
import { pageMeta } from '../../lib/seo';
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
  return (
    <OperatorConsole
      {...useEagerSession()}
      onSignOut={signOut}
      brand={<Logo />}
      languageSwitch={<LanguageSwitch />}
    />
  );
}
