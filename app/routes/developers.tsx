import { ComingSoonPage } from '../components/coming-soon/coming-soon-page';
import { developersPage } from '../content/coming-soon';
import { SEO } from '../content/seo';
import { pageMeta } from '../lib/seo';

export const meta = () => pageMeta({ path: '/developers', ...SEO['/developers'] });

export default function DevelopersPage() {
  return <ComingSoonPage content={developersPage} />;
}
