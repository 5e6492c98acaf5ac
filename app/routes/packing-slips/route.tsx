import { useEagerSession } from '../../features/auth/use-eager-session';
import { PackingSlips } from '../../features/operator-console/packing-slips';
import { pageData } from '../../i18n/catalogues.server';
import { pageMeta } from '../../lib/seo';
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
  return <PackingSlips {...useEagerSession()} />;
}
