import { type CSSProperties, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ExternalIcon } from '../../components/ui/icons';
import { FasterIcon, PauseIcon, PlayIcon } from '../../components/ui/media-icons';
import type { NewsItem } from '../../content/en/news';
import { useCopy, useRoutes } from '../../i18n/i18n';
import { cn } from '../../lib/cn';
import { fill } from '../../lib/message-format';
import { usePrefersReducedMotion } from '../../lib/use-prefers-reduced-motion';
import { NEWS_INITIAL_DURATION_S, NEWS_MIN_DURATION_S, nextNewsSpeed } from './news-speed';
import './news-strip.css';

// useLayoutEffect warns when React renders on the server (the build's prerender).
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** Each item's date as the page's language writes it, by id (news-dates.ts). */
export type NewsDates = Readonly<Record<string, string>>;

function NewsLink({ item }: { item: NewsItem }) {
  const { externalHint } = useCopy('news');
  const routes = useRoutes();
  const className =
    'rounded-sm text-sm font-medium text-ink underline-offset-4 hover:text-holo-cyan hover:underline';
  if (item.external) {
    return (
      <a href={item.href} target="_blank" rel="noopener noreferrer" className={className}>
        {item.title}
        <ExternalIcon className="ml-1.5 inline align-[-0.1em] text-xs text-ink-muted" />
        <span className="sr-only"> {externalHint}</span>
      </a>
    );
  }
  return (
    <Link to={routes[item.page]} className={className}>
      {item.title}
    </Link>
  );
}

function NewsList({ dates, copy = false }: { dates: NewsDates; copy?: boolean }) {
  const { items } = useCopy('news');
  return (
    <ul
      className="flex shrink-0 items-center"
      // The second copy exists only to close the loop: screen readers and keyboards skip it.
      aria-hidden={copy || undefined}
      inert={copy || undefined}
    >
      {items.map((item) => (
        <li key={item.id} className="flex shrink-0 items-center gap-3 py-1 pr-10">
          <span aria-hidden="true" className="size-1.5 rounded-pill bg-holo-violet" />
          <time dateTime={item.date} className="text-xs font-medium tabular-nums text-ink-muted">
            {dates[item.id]}
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

/** How far inside the strip's edges a focused link is brought: clear of the edges' fade. */
const REVEAL_MARGIN = 0.06;

/**
 * Brings a link that receives keyboard focus fully into view. Focus pauses the strip (CSS), but
 * the link may be half outside its clipped box: this moves the animation to the moment the link
 * stands inside it. Focus can also scroll the clipped box itself; the animation alone places the
 * strip, so that scroll is undone first.
 */
function revealFocusedLink(viewport: HTMLElement, track: HTMLElement, durationS: number) {
  return (event: FocusEvent) => {
    const link = event.target;
    if (!(link instanceof HTMLElement) || typeof track.getAnimations !== 'function') return;
    viewport.scrollLeft = 0;
    const box = viewport.getBoundingClientRect();
    const rect = link.getBoundingClientRect();
    const margin = box.width * REVEAL_MARGIN;
    let targetLeft: number;
    if (rect.left < box.left + margin) targetLeft = box.left + margin;
    else if (rect.right > box.right - margin) targetLeft = box.right - margin - rect.width;
    else return;
    // The track moves left by `progress` × half its width (it holds the list twice).
    const half = track.scrollWidth / 2;
    const offsetInTrack = rect.left - track.getBoundingClientRect().left;
    const shift = Math.min(Math.max(offsetInTrack - (targetLeft - box.left), 0), half - 1);
    for (const animation of track.getAnimations()) {
      animation.currentTime = (shift / half) * durationS * 1000;
    }
  };
}

/**
 * The latest-news strip on the home page: a seamless scrolling loop with pause, play and speed-up
 * controls. When the system asks for reduced motion it stays still (a scrollable list) until the
 * visitor presses Play.
 */
export function NewsStrip({ dates }: { dates: NewsDates }) {
  const newsSection = useCopy('news');
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

  const viewport = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = viewport.current;
    if (!box || !track || !animated) return;
    const reveal = revealFocusedLink(box, track, durationS);
    box.addEventListener('focusin', reveal);
    return () => box.removeEventListener('focusin', reveal);
  }, [track, animated, durationS]);
  const fastest = durationS <= NEWS_MIN_DURATION_S;

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
      {/*
        The controls sit on a row of their own above the strip, never beside it: a link clipped at
        the strip's edge then never lies under a button (a hidden overlap axe reports as a target
        too small to hit).
      */}
      <div className="page-container py-4">
        <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2">
          <div className="shrink-0">
            <h2
              id="news-heading"
              className="text-xs font-semibold uppercase tracking-eyebrow text-holo-cyan"
            >
              {newsSection.heading}
            </h2>
            <p className="sr-only">{newsSection.intro}</p>
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
            {/* At the floor it says so and stays focusable (aria-disabled), so focus is kept. */}
            <button
              type="button"
              className={cn(
                controlClass,
                'aria-disabled:cursor-not-allowed aria-disabled:opacity-45',
              )}
              aria-label={controls.speedUp}
              aria-disabled={fastest || undefined}
              onClick={() => {
                if (!fastest) setDurationS(nextNewsSpeed);
              }}
            >
              <FasterIcon />
            </button>
            <output
              aria-live="polite"
              data-testid="news-speed"
              className="min-w-[7.5rem] pl-1 text-xs tabular-nums text-ink-muted"
            >
              {fill(fastest ? controls.fastest : controls.speed, { seconds: durationS })}
            </output>
          </fieldset>
        </div>
        {/*
          Relative: the links' screen-reader hints are absolutely positioned, and an overflow box
          clips only what it contains. Still (reduced motion), the track has no transform to
          contain them, and the hints far to the right of the list widened the whole page.
        */}
        <div
          ref={viewport}
          className={cn(
            'news-viewport relative mt-2 min-w-0',
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
            <NewsList dates={dates} />
            {animated ? <NewsList dates={dates} copy /> : null}
          </div>
        </div>
      </div>
      {reducedMotion && !animated ? (
        <p className="page-container -mt-1 pb-4 text-xs text-ink-muted">
          {controls.reducedMotionNote}
        </p>
      ) : null}
    </section>
  );
}
