import { ProjectList } from '../components/laboratory/project-list';
import { PageHeader } from '../components/ui/page-header';
import { page } from '../content/laboratory';
import { SEO } from '../content/seo';
import { pageMeta } from '../lib/seo';

export const meta = () => pageMeta({ path: '/laboratorio', ...SEO['/laboratorio'] });

export default function LaboratoryPage() {
  return (
    <>
      <PageHeader page={page} />
      <ProjectList />
    </>
  );
}
