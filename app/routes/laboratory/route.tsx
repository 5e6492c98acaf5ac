import { PageHeader } from '../../components/ui/page-header';
import { page } from '../../content/en/laboratory';
import { pageData } from '../../i18n/catalogues.server';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/route';
import { ProjectList } from './project-list';

export const loader = ({ request }: Route.LoaderArgs) => pageData(request, 'laboratory');

export const meta = ({ data }: Route.MetaArgs) => pageMeta(data?.meta);

export default function LaboratoryPage() {
  return (
    <>
      <PageHeader page={page} />
      <ProjectList />
    </>
  );
}
