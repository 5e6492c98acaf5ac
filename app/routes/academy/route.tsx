import { PageHeader } from '../../components/ui/page-header';
import { pageData } from '../../i18n/catalogues.server';
import { useCopy } from '../../i18n/i18n';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/route';
import { AcademyCourses, AcademyNotice, AcademyStatus } from './academy-overview';

export const loader = ({ request }: Route.LoaderArgs) => pageData(request, 'academy', ['academia']);

export const meta = ({ data }: Route.MetaArgs) => pageMeta(data?.meta);

export default function AcademyPage() {
  const { page } = useCopy('academia');
  return (
    <>
      <PageHeader page={page}>
        <AcademyStatus />
      </PageHeader>
      <div className="page-container space-y-16 pb-24">
        <AcademyNotice />
        <AcademyCourses />
      </div>
    </>
  );
}
