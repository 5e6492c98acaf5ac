import { useCallback, useEffect } from 'react';
import { currentIdToken, loadAuth } from '../../features/auth/auth-client';
import { accountLabel, useAuthStore } from '../../features/auth/auth-store';
import { PackingSlips } from '../../features/operator-console/packing-slips';
import { pageData } from '../../i18n/catalogues.server';
import { pageMeta } from '../../lib/seo';
import { useUiStore } from '../../lib/ui-store';
import type { Route } from './+types/route';

export const loader = ({ request }: Route.LoaderArgs) =>
  pageData(request, 'packingSlips', ['operatorConsole']);

export const meta = ({ data }: Route.MetaArgs) => pageMeta(data?.meta);

/**
 * /admin/packing-slips?orders=ELY-…,ELY-…: the orders' packing slips, one per printed sheet, for
 * a signed-in operator (the console's own gate first). Nothing of an order is in the prerendered
 * page: the slips arrive from /api/admin/packing-slips with the operator's token.
 */
export default function PackingSlipsPage() {
  const status = useAuthStore((state) => state.status);
  const label = useAuthStore((state) => (state.account ? accountLabel(state.account) : null));
  const openOverlay = useUiStore((state) => state.open);
  const openSignIn = useCallback(() => openOverlay('login'), [openOverlay]);

  useEffect(() => {
    loadAuth().catch(() => useAuthStore.getState().setAccount(null));
  }, []);

  return (
    <PackingSlips
      status={status}
      accountLabel={label}
      getIdToken={currentIdToken}
      onSignIn={openSignIn}
    />
  );
}
