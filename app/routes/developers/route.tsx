import { ComingSoonPage } from '../../components/coming-soon/coming-soon-page';
import { developersPage } from '../../content/coming-soon';
import { pageMeta } from '../../lib/seo';

export const meta = () => pageMeta(__PAGE_META__.developers);

export default function DevelopersPage() {
  return <ComingSoonPage content={developersPage} />;
}
