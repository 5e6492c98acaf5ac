import { PageHeader } from '../../components/ui/page-header';
import { page, seo } from '../../content/laboratory';
import { pageMeta } from '../../lib/seo';
import { ProjectList } from './project-list';

export const meta = () => pageMeta({ path: '/laboratorio', ...seo });

export default function LaboratoryPage() {
  return (
    <>
      <PageHeader page={page} />
      <ProjectList />
    </>
  );
}
