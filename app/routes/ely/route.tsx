import { PageHeader } from '../../components/ui/page-header';
import { page } from '../../content/ely';
import { pageMeta } from '../../lib/seo';
import { ElyCarousel } from './ely-carousel';
import { ElyFaqs } from './ely-faqs';
import { ElyPlans } from './ely-plans';

export const meta = () => pageMeta(__PAGE_META__.ely);

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
