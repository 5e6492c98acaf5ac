import { PageHeader } from '../../components/ui/page-header';
import { page, seo } from '../../content/ethics';
import { pageMeta } from '../../lib/seo';
import { EthicsArticle } from './ethics-article';

export const meta = () => pageMeta({ path: '/ethics', ...seo });

export default function EthicsPage() {
  return (
    <>
      <PageHeader page={page} />
      <EthicsArticle />
    </>
  );
}
