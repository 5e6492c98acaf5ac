import { TechnologyTabs } from '../components/technologies/technology-tabs';
import { PageHeader } from '../components/ui/page-header';
import { SEO } from '../content/seo';
import { page } from '../content/technologies';
import { pageMeta } from '../lib/seo';

export const meta = () => pageMeta({ path: '/tecnologias', ...SEO['/tecnologias'] });

export default function TechnologiesPage() {
  return (
    <>
      <PageHeader page={page} />
      <TechnologyTabs />
    </>
  );
}
