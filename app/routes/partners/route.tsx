import { ComingSoonPage } from '../../components/coming-soon/coming-soon-page';
import { partnersPage } from '../../content/coming-soon';
import { pageMeta } from '../../lib/seo';

export const meta = () => pageMeta(__PAGE_META__.partners);

export default function PartnersPage() {
  return <ComingSoonPage content={partnersPage} />;
}
