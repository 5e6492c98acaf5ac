import { PageHeader } from '../components/ui/page-header';
import { SEO } from '../content/seo';
import { page } from '../content/synthamourlife';
import { pageMeta } from '../lib/seo';

export const meta = () =>
  pageMeta({ path: '/synthamourlife', ...SEO['/synthamourlife'], locale: 'es_MX' });

/** The SynthAmour Life page is written in Spanish; the root layout sets <html lang> from this. */
export const handle = { lang: 'es' };

export default function SynthAmourLifePage() {
  return <PageHeader page={page} />;
}
