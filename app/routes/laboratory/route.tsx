import { PageHeader } from '../../components/ui/page-header';
import { pageData } from '../../i18n/catalogues.server';
import { useCopy } from '../../i18n/i18n';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/route';
import { ProjectList } from './project-list';

export const loader = ({ request }: Route.LoaderArgs) =>
  pageData(request, 'laboratory', ['laboratory']);

export const meta = ({ data }: Route.MetaArgs) => pageMeta(data?.meta);

export default function LaboratoryPage() {
  const { page } = useCopy('laboratory');
  return (
    <>
      <PageHeader page={page} />
      <ProjectList />
    </>
  );
}
