import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { ArrowRightIcon } from '../../components/ui/icons';
import { useCopy, useRoutes } from '../../i18n/i18n';
import { HeroVideo } from './hero-video';

/**
 * The home page's opening: the holographic loop fills the section, the copy sits on its dark left
 * side on wide screens and below the octahedron on narrow ones.
 */
export function HomeHero() {
  const { hero } = useCopy('home');
  const routes = useRoutes();
  return (
    <section aria-labelledby="hero-heading" className="relative isolate overflow-hidden">
      {/* No z-index here: the video's pause button must stack above the copy's layer. */}
      <div className="absolute inset-x-0 top-0 h-[24rem] sm:h-[30rem] lg:inset-0 lg:h-auto">
        <HeroVideo />
        {/* Melts the frame into the page: down into the copy on phones, left on desktops. */}
        <div className="pointer-events-none absolute inset-0 bg-[linear-gradient(180deg,transparent_55%,var(--color-void))] lg:bg-[linear-gradient(90deg,var(--color-void)_8%,transparent_55%),linear-gradient(180deg,transparent_75%,var(--color-void))]" />
      </div>
      <div className="page-container relative flex min-h-[36rem] flex-col justify-end pt-[20rem] pb-14 sm:pt-[26rem] lg:min-h-[min(calc(100svh-4rem),50rem)] lg:justify-center lg:py-24">
        <div className="max-w-xl">
          <p className="text-xs font-semibold uppercase tracking-eyebrow text-holo-cyan">
            {hero.eyebrow}
          </p>
          <h1 id="hero-heading" className="mt-4 text-5xl font-semibold">
            {hero.headline}
          </h1>
          <p className="mt-6 text-lg text-ink-muted">{hero.subheadline}</p>
          <div className="mt-9 flex flex-wrap gap-3">
            <Link to={routes[hero.primaryCta.page]} className={buttonClass('primary', 'lg')}>
              {hero.primaryCta.label}
              <ArrowRightIcon />
            </Link>
            <Link to={routes[hero.secondaryCta.page]} className={buttonClass('secondary', 'lg')}>
              {hero.secondaryCta.label}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
