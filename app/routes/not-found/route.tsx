import { Link } from 'react-router';
import { ArrowRightIcon } from '../../components/ui/icons';
import { pageData } from '../../i18n/catalogues.server';
import { useCopy, useRoutes } from '../../i18n/i18n';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/route';

export const loader = ({ request }: Route.LoaderArgs) =>
  pageData(request, 'notFound', ['notFound']);

export const meta = ({ data }: Route.MetaArgs) => pageMeta(data?.meta);

/** Any unknown URL: the server answers with status 404 and this page. */
export default function NotFoundPage() {
  const routes = useRoutes();
  const notFoundPage = useCopy('notFound');
  return (
    <section className="page-container flex min-h-[60vh] flex-col items-start justify-center py-24">
      <p className="font-display text-7xl font-semibold holo-text md:text-8xl" aria-hidden="true">
        {notFoundPage.code}
      </p>
      <h1 className="mt-6 text-4xl font-semibold">{notFoundPage.title}</h1>
      <p className="mt-4 max-w-xl text-lg text-ink-muted">{notFoundPage.intro}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link
          to={routes.home}
          className="inline-flex items-center gap-2 rounded-pill bg-ink px-5 py-2.5 text-sm font-semibold text-void"
        >
          {notFoundPage.homeCta} <ArrowRightIcon />
        </Link>
        <Link
          to={routes.products}
          className="inline-flex items-center rounded-pill border border-line px-5 py-2.5 text-sm font-semibold hover:bg-white/5"
        >
          {notFoundPage.productsCta}
        </Link>
      </div>
    </section>
  );
}
