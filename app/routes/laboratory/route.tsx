import { PageHeader } from '../../components/ui/page-header';
import { page } from '../../content/laboratory';
import { pageMeta } from '../../lib/seo';
import { ProjectList } from './project-list';

export const meta = () => pageMeta(__PAGE_META__.laboratory);

export default function LaboratoryPage() {
  return (
    <>
      <PageHeader page={page} />
      <ProjectList />
    </>
  );
}
