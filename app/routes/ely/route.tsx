import { PageHeader } from '../../components/ui/page-header';
import { pageData } from '../../i18n/catalogues.server';
import { useCopy } from '../../i18n/i18n';
import { deferredSection } from '../../lib/deferred-section';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/route';
import { ElyCarousel } from './ely-carousel';
import { ElyFaqs } from './ely-faqs';

/**
 * The plans' code (their cart and subscribe buttons, with the stock rules) is not part of the
 * page's first paint (issue 40 part 4): it is fetched when the plans near the viewport or the
 * visitor reaches into them, and a click on their buttons before then is replayed
 * (`deferredSection`).
 */
const plans = deferredSection({
  load: () => import('./ely-plans'),
  pick: (module) => module.ElyPlans,
  find: () => document.getElementById('ely-plans-heading')?.closest('section'),
});

export async function loader({ request }: Route.LoaderArgs) {
  await plans.load();
  return pageData(request, 'ely', ['ely']);
}

export const meta = ({ data }: Route.MetaArgs) => pageMeta(data?.meta);

export default function ElyPage() {
  const { page } = useCopy('ely');
  return (
    <>
      <PageHeader page={page} />
      <div className="space-y-24 pb-24 md:space-y-32">
        <ElyCarousel />
        <plans.Section />
        <ElyFaqs />
      </div>
    </>
  );
}
