import { PageHeader } from '../../components/ui/page-header';
import { page } from '../../content/en/technologies';
import { pageData } from '../../i18n/catalogues.server';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/route';
import { TechnologyTabs } from './technology-tabs';

export const loader = ({ request }: Route.LoaderArgs) => pageData(request, 'technologies');

export const meta = ({ data }: Route.MetaArgs) => pageMeta(data?.meta);

export default function TechnologiesPage() {
  return (
    <>
      <PageHeader page={page} />
      <TechnologyTabs />
    </>
  );
}
