import { ComingSoonPage } from '../../components/coming-soon/coming-soon-page';
import { partnersPage, partnersSeo } from '../../content/coming-soon';
import { pageMeta } from '../../lib/seo';

export const meta = () => pageMeta({ path: '/partners', ...partnersSeo });

export default function PartnersPage() {
  return <ComingSoonPage content={partnersPage} />;
}
