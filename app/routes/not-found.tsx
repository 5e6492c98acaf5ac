import { Link } from 'react-router';
import { ArrowRightIcon } from '../components/ui/icons';
import { ROUTES } from '../config/site-routes';
import { SEO } from '../content/seo';
import { pageMeta } from '../lib/seo';

export const meta = () => pageMeta({ path: '/404', ...SEO.notFound, noindex: true });

/** Any unknown URL: the server answers with status 404 and this page. */
export default function NotFoundPage() {
  return (
    <section className="page-container flex min-h-[60vh] flex-col items-start justify-center py-24">
      <p className="font-display text-7xl font-semibold holo-text md:text-8xl" aria-hidden="true">
        404
      </p>
      <h1 className="mt-6 text-4xl font-semibold">This page drifted out of the projection</h1>
      <p className="mt-4 max-w-xl text-lg text-ink-muted">
        The address may be mistyped, or the page may have moved. Everything else is where you left
        it.
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link
          to={ROUTES.home}
          className="inline-flex items-center gap-2 rounded-pill bg-ink px-5 py-2.5 text-sm font-semibold text-void"
        >
          Back to home <ArrowRightIcon />
        </Link>
        <Link
          to={ROUTES.products}
          className="inline-flex items-center rounded-pill border border-line px-5 py-2.5 text-sm font-semibold hover:bg-white/5"
        >
          See products
        </Link>
      </div>
    </section>
  );
}
