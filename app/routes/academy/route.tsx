import { PageHeader } from '../../components/ui/page-header';
import { page } from '../../content/academia';
import { pageMeta } from '../../lib/seo';
import { AcademyCourses, AcademyNotice, AcademyStatus } from './academy-overview';

export const meta = () => pageMeta(__PAGE_META__.academy);

export default function AcademyPage() {
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
