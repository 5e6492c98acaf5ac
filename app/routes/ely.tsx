import { PageHeader } from '../components/ui/page-header';
import { page } from '../content/ely';
import { SEO } from '../content/seo';
import { pageMeta } from '../lib/seo';

export const meta = () => pageMeta({ path: '/ely', ...SEO['/ely'] });

export default function ElyPage() {
  return <PageHeader page={page} />;
}
