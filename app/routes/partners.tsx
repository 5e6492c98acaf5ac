import { ComingSoonPage } from '../components/coming-soon/coming-soon-page';
import { partnersPage } from '../content/coming-soon';
import { SEO } from '../content/seo';
import { pageMeta } from '../lib/seo';

export const meta = () => pageMeta({ path: '/partners', ...SEO['/partners'] });

export default function PartnersPage() {
  return <ComingSoonPage content={partnersPage} />;
}
