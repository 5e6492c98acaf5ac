import { PageHeader } from '../../components/ui/page-header';
import { page } from '../../content/ethics';
import { pageMeta } from '../../lib/seo';
import { EthicsArticle } from './ethics-article';

export const meta = () => pageMeta(__PAGE_META__.ethics);

export default function EthicsPage() {
  return (
    <>
      <PageHeader page={page} />
      <EthicsArticle />
    </>
  );
}
