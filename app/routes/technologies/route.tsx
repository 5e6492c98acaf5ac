import { PageHeader } from '../../components/ui/page-header';
import { pageData } from '../../i18n/catalogues.server';
import { useCopy } from '../../i18n/i18n';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/route';
import { TechnologyTabs } from './technology-tabs';

export const loader = ({ request }: Route.LoaderArgs) =>
  pageData(request, 'technologies', ['technologies']);

export const meta = ({ data }: Route.MetaArgs) => pageMeta(data?.meta);

export default function TechnologiesPage() {
  const { page } = useCopy('technologies');
  return (
    <>
      <PageHeader page={page} />
      <TechnologyTabs />
    </>
  );
}
