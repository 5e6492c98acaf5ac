import { PageHeader } from '../components/ui/page-header';
import { page } from '../content/contact';
import { SEO } from '../content/seo';
import { pageMeta } from '../lib/seo';

export const meta = () => pageMeta({ path: '/contacto', ...SEO['/contacto'] });

export default function ContactPage() {
  return <PageHeader page={page} />;
}
