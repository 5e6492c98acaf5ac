import { PageHeader } from '../../components/ui/page-header';
import { pageData } from '../../i18n/catalogues.server';
import { useCopy } from '../../i18n/i18n';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/route';
import { EthicsArticle } from './ethics-article';

export const loader = ({ request }: Route.LoaderArgs) => pageData(request, 'ethics', ['ethics']);

export const meta = ({ data }: Route.MetaArgs) => pageMeta(data?.meta);

export default function EthicsPage() {
  const { page } = useCopy('ethics');
  return (
    <>
      <PageHeader page={page} />
      <EthicsArticle />
    </>
  );
}
