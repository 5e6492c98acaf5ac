import { PageHeader } from '../../components/ui/page-header';
import { pageData } from '../../i18n/catalogues.server';
import { useCopy } from '../../i18n/i18n';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/route';
import { ElyCarousel } from './ely-carousel';
import { ElyFaqs } from './ely-faqs';
import { ElyPlans } from './ely-plans';

export const loader = ({ request }: Route.LoaderArgs) => pageData(request, 'ely', ['ely']);

export const meta = ({ data }: Route.MetaArgs) => pageMeta(data?.meta);

export default function ElyPage() {
  const { page } = useCopy('ely');
  return (
    <>
      <PageHeader page={page} />
      <div className="space-y-24 pb-24 md:space-y-32">
        <ElyCarousel />
        <ElyPlans />
        <ElyFaqs />
      </div>
    </>
  );
}
