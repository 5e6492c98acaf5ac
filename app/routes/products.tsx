import { PageHeader } from '../components/ui/page-header';
import { page } from '../content/products-page';
import { SEO } from '../content/seo';
import { pageMeta } from '../lib/seo';

export const meta = () => pageMeta({ path: '/productos', ...SEO['/productos'] });

export default function ProductsPage() {
  return <PageHeader page={page} />;
}
