import { PageHeader } from '../../components/ui/page-header';
import { FindOrderForm } from '../../features/orders/find-order-form';
import { pageData } from '../../i18n/catalogues.server';
import { useCopy } from '../../i18n/i18n';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/route';

// Not indexed, not in the sitemap (site/pages.ts): a form for buyers, nothing to find by search.
export const loader = ({ request }: Route.LoaderArgs) =>
  pageData(request, 'findOrder', ['findOrder']);

export const meta = ({ data }: Route.MetaArgs) => pageMeta(data?.meta);

/** "Find my order": the order page's link, by email, for a buyer who lost it. */
export default function FindOrderPage() {
  const { page, privacyNote } = useCopy('findOrder');
  return (
    <>
      <PageHeader page={page} compact />
      <div className="page-container pb-24">
        <div className="max-w-xl rounded-card border border-line bg-surface p-6 shadow-card sm:p-8">
          <FindOrderForm />
        </div>
        <p className="mt-6 max-w-xl text-sm text-ink-muted">{privacyNote}</p>
      </div>
    </>
  );
}
