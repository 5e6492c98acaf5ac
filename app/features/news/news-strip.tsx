import { type CSSProperties, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ExternalIcon } from '../../components/ui/icons';
import { FasterIcon, PauseIcon, PlayIcon } from '../../components/ui/media-icons';
import { ROUTES } from '../../config/site-routes';
import { NEWS, type NewsItem, newsSection } from '../../content/news';
import { cn } from '../../lib/cn';
import { usePrefersReducedMotion } from '../../lib/use-prefers-reduced-motion';
import { NEWS_INITIAL_DURATION_S, nextNewsSpeed } from './news-speed';
import './news-strip.css';

// useLayoutEffect warns when React renders on the server (the build's prerender).
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * '2026-03-05' → 'Mar 5, 2026', as Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric',
 * year: 'numeric', timeZone: 'UTC' }) writes it (the test compares the two); by hand, because
 * creating an Intl formatter costs a fresh page several milliseconds of ICU loading inside the
 * hydration task.
 */
export function formatNewsDate(isoDate: string): string {
  const [year, month = 1, day] = isoDate.split('-').map(Number);
  return `${MONTHS[month - 1]} ${day}, ${year}`;
}

function NewsLink({ item }: { item: NewsItem }) {
  const className =
    'rounded-sm text-sm font-medium text-ink underline-offset-4 hover:text-holo-cyan hover:underline';
  if (item.external) {
    return (
      <a href={item.href} target="_blank" rel="noopener noreferrer" className={className}>
        {item.title}
        <ExternalIcon className="ml-1.5 inline align-[-0.1em] text-xs text-ink-muted" />
        <span className="sr-only"> {newsSection.externalHint}</span>
      </a>
    );
  }
  return (
    <Link to={ROUTES[item.page]} className={className}>
      {item.title}
    </Link>
  );
}

function NewsList({ copy = false }: { copy?: boolean }) {
  return (
    <ul
      className="flex shrink-0 items-center"
      // The second copy exists only to close the loop: screen readers and keyboards skip it.
      aria-hidden={copy || undefined}
      inert={copy || undefined}
    >
      {NEWS.map((item) => (
        <li key={item.id} className="flex shrink-0 items-center gap-3 py-1 pr-10">
          <span aria-hidden="true" className="size-1.5 rounded-pill bg-holo-violet" />
          <time dateTime={item.date} className="text-xs font-medium tabular-nums text-ink-muted">
            {formatNewsDate(item.date)}
          </time>
          <NewsLink item={item} />
        </li>
      ))}
    </ul>
  );
}

const controlClass =
  'inline-flex size-10 items-center justify-center rounded-pill border border-line-strong text-base text-ink-muted transition-colors hover:border-holo-cyan/60 hover:text-ink aria-pressed:border-holo-cyan/70 aria-pressed:bg-holo-cyan/10 aria-pressed:text-ink';

/**
 * Keeps the strip where it is when its speed changes: a CSS animation with a new duration would
 * otherwise jump to the same elapsed time at the new speed.
 */
function useKeepProgressOnSpeedChange(track: HTMLElement | null, durationS: number) {
  const previous = useRef(durationS);
  useIsomorphicLayoutEffect(() => {
    const before = previous.current;
    previous.current = durationS;
    if (!track || before === durationS || typeof track.getAnimations !== 'function') return;
    for (const animation of track.getAnimations()) {
      const elapsed = Number(animation.currentTime ?? 0);
      const progress = (elapsed % (before * 1000)) / (before * 1000);
      animation.currentTime = progress * durationS * 1000;
    }
  }, [track, durationS]);
}

/**
 * The latest-news strip on the home page: a seamless scrolling loop with pause, play and speed-up
 * controls. When the system asks for reduced motion it stays still (a scrollable list) until the
 * visitor presses Play.
 */
export function NewsStrip() {
  const reducedMotion = usePrefersReducedMotion();
  const [durationS, setDurationS] = useState(NEWS_INITIAL_DURATION_S);
  // null: the visitor has not chosen; motion then follows the system preference.
  const [playing, setPlaying] = useState<boolean | null>(null);
  const [track, setTrack] = useState<HTMLDivElement | null>(null);
  // Under reduced motion the strip moves only once the visitor has pressed Play.
  const [optedIn, setOptedIn] = useState(false);
  const isPlaying = playing ?? !reducedMotion;
  const animated = !reducedMotion || optedIn;
  const { controls } = newsSection;

  useKeepProgressOnSpeedChange(track, durationS);

  useIsomorphicLayoutEffect(() => {
    if (!track) return;
    // The global reduced-motion rule shortens every animation with !important; a visitor who
    // pressed Play opted in, and only an inline !important declaration outranks that rule.
    if (reducedMotion && animated) {
      track.style.setProperty('animation-duration', `${durationS}s`, 'important');
      track.style.setProperty('animation-iteration-count', 'infinite', 'important');
    } else {
      track.style.removeProperty('animation-duration');
      track.style.removeProperty('animation-iteration-count');
    }
  }, [track, reducedMotion, animated, durationS]);

  return (
    <section aria-labelledby="news-heading" className="border-y border-line bg-surface/60">
      <div className="page-container flex flex-col gap-4 py-5 lg:flex-row lg:items-center lg:gap-8">
        <div className="shrink-0">
          <h2
            id="news-heading"
            className="text-xs font-semibold uppercase tracking-eyebrow text-holo-cyan"
          >
            {newsSection.heading}
          </h2>
          <p className="sr-only">{newsSection.intro}</p>
        </div>
        {/*
          Relative: the links' screen-reader hints are absolutely positioned, and an overflow box
          clips only what it contains. Still (reduced motion), the track has no transform to
          contain them, and the hints far to the right of the list widened the whole page.
        */}
        <div
          className={cn(
            'news-viewport relative min-w-0 flex-1',
            animated
              ? 'overflow-hidden [mask-image:linear-gradient(90deg,transparent,black_4%,black_96%,transparent)]'
              : 'overflow-x-auto',
          )}
        >
          <div
            ref={setTrack}
            className="news-track flex w-max"
            data-animated={animated}
            data-paused={!isPlaying}
            style={{ '--news-duration': `${durationS}s` } as CSSProperties}
          >
            <NewsList />
            {animated ? <NewsList copy /> : null}
          </div>
        </div>
        <fieldset className="flex shrink-0 items-center gap-2">
          <legend className="sr-only">{controls.group}</legend>
          <button
            type="button"
            className={controlClass}
            aria-label={controls.pause}
            aria-pressed={!isPlaying}
            onClick={() => setPlaying(false)}
          >
            <PauseIcon />
          </button>
          <button
            type="button"
            className={controlClass}
            aria-label={controls.play}
            aria-pressed={isPlaying}
            onClick={() => {
              setPlaying(true);
              setOptedIn(true);
            }}
          >
            <PlayIcon />
          </button>
          <button
            type="button"
            className={controlClass}
            aria-label={controls.speedUp}
            onClick={() => setDurationS(nextNewsSpeed)}
          >
            <FasterIcon />
          </button>
          <output
            aria-live="polite"
            data-testid="news-speed"
            className="min-w-[6.5rem] pl-1 text-xs tabular-nums text-ink-muted"
          >
            {controls.speed(durationS)}
          </output>
        </fieldset>
      </div>
      {reducedMotion && !animated ? (
        <p className="page-container -mt-2 pb-4 text-xs text-ink-muted">
          {controls.reducedMotionNote}
        </p>
      ) : null}
    </section>
  );
}
