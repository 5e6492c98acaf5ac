import { PageHeader } from '../../components/ui/page-header';
import { page } from '../../content/en/ethics';
import { pageData } from '../../i18n/catalogues.server';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/route';
import { EthicsArticle } from './ethics-article';

export const loader = ({ request }: Route.LoaderArgs) => pageData(request, 'ethics');

export const meta = ({ data }: Route.MetaArgs) => pageMeta(data?.meta);

export default function EthicsPage() {
  return (
    <>
      <PageHeader page={page} />
      <EthicsArticle />
    </>
  );
}
