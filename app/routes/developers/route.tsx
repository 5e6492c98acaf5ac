import { ComingSoonPage } from '../../components/coming-soon/coming-soon-page';
import { developersPage, developersSeo } from '../../content/coming-soon';
import { pageMeta } from '../../lib/seo';

export const meta = () => pageMeta({ path: '/developers', ...developersSeo });

export default function DevelopersPage() {
  return <ComingSoonPage content={developersPage} />;
}
