import { ElyCarousel } from '../components/ely/ely-carousel';
import { ElyFaqs } from '../components/ely/ely-faqs';
import { ElyPlans } from '../components/ely/ely-plans';
import { PageHeader } from '../components/ui/page-header';
import { page, seo } from '../content/ely';
import { pageMeta } from '../lib/seo';

export const meta = () => pageMeta({ path: '/ely', ...seo });

export default function ElyPage() {
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
