import { EthicsArticle } from '../components/ethics/ethics-article';
import { PageHeader } from '../components/ui/page-header';
import { page } from '../content/ethics';
import { SEO } from '../content/seo';
import { pageMeta } from '../lib/seo';

export const meta = () => pageMeta({ path: '/ethics', ...SEO['/ethics'] });

export default function EthicsPage() {
  return (
    <>
      <PageHeader page={page} />
      <EthicsArticle />
    </>
  );
}
