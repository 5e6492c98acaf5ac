import { PageHeader } from '../../components/ui/page-header';
import { page, seo } from '../../content/academia';
import { pageMeta } from '../../lib/seo';
import { AcademyCourses, AcademyNotice, AcademyStatus } from './academy-overview';

export const meta = () => pageMeta({ path: '/academia', ...seo });

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
