import { PageHeader } from '../../components/ui/page-header';
import { page, seo } from '../../content/technologies';
import { pageMeta } from '../../lib/seo';
import { TechnologyTabs } from './technology-tabs';

export const meta = () => pageMeta({ path: '/tecnologias', ...seo });

export default function TechnologiesPage() {
  return (
    <>
      <PageHeader page={page} />
      <TechnologyTabs />
    </>
  );
}
