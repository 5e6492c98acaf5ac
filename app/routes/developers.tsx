import { PageHeader } from '../components/ui/page-header';
import { developersPage } from '../content/coming-soon';
import { SEO } from '../content/seo';
import { pageMeta } from '../lib/seo';

export const meta = () => pageMeta({ path: '/developers', ...SEO['/developers'] });

export default function DevelopersPage() {
  return <PageHeader page={developersPage} />;
}
