import { loadAuth } from '../../features/auth/auth-client';
import { useAuthStore } from '../../features/auth/auth-store';
import { useEagerSession } from '../../features/auth/use-eager-session';
import { PackingSlips } from '../../features/operator-console/packing-slips';
import { pageData } from '../../i18n/catalogues.server';
import { pageMeta } from '../../lib/seo';
import { LanguageSwitch } from '../../shell/language-switch';
import { Logo } from '../../shell/logo';
import type { Route } from './+types/route';

export const loader = ({ request }: Route.LoaderArgs) =>
  pageData(request, 'packingSlips', ['operatorConsole']);

export const meta = ({ data }: Route.MetaArgs) => pageMeta(data?.meta);

/** In the console's own layout, as /admin (root.tsx leaves out the site's navbar and footer). */
export const handle = { ownLayout: true };

// As /admin's: the console's header signs out (kept in each page, out of every first paint).
const signOut = () => {
  loadAuth()
    .then((auth) => auth.signOut())
    .catch(() => useAuthStore.getState().setAccount(null));
};

/**
 * /admin/packing-slips?orders=ELY-…,ELY-…: the orders' packing slips, one per printed sheet, for
 * a signed-in operator (the console's own gate first). Nothing of an order is in the prerendered
 * page: the slips arrive from /api/admin/packing-slips with the operator's token.
 */
export default function PackingSlipsPage() {
  return (
    <PackingSlips
      {...useEagerSession()}
      onSignOut={signOut}
      brand={<Logo />}
      languageSwitch={<LanguageSwitch />}
    />
  );
}
