import { hero } from '../content/home';
import { SEO } from '../content/seo';
import { pageMeta } from '../lib/seo';

export const meta = () => pageMeta({ path: '/', ...SEO['/'] });

export default function HomePage() {
  return (
    <header className="page-container pt-16 pb-10 md:pt-24">
      <p className="text-xs font-semibold uppercase tracking-eyebrow text-holo-cyan">
        {hero.eyebrow}
      </p>
      <h1 className="mt-3 max-w-4xl text-5xl font-semibold">{hero.headline}</h1>
      <p className="mt-5 max-w-2xl text-lg text-ink-muted">{hero.subheadline}</p>
    </header>
  );
}
