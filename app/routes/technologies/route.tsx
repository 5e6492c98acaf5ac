import { PageHeader } from '../../components/ui/page-header';
import { page } from '../../content/technologies';
import { pageMeta } from '../../lib/seo';
import { TechnologyTabs } from './technology-tabs';

export const meta = () => pageMeta(__PAGE_META__.technologies);

export default function TechnologiesPage() {
  return (
    <>
      <PageHeader page={page} />
      <TechnologyTabs />
    </>
  );
}
