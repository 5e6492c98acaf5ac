import { useEffect, useRef, useState } from 'react';
import { hero } from '../../content/home';
import { PauseGlyph, PlayGlyph } from '../../features/news/news-icons';
import { cn } from '../../lib/cn';
import { usePrefersReducedMotion } from '../../lib/use-prefers-reduced-motion';

/** The loop and its first frame, made by dev/media/render-hero.ts (960 × 540). */
const MEDIA = {
  posterWebp: '/media/hero-poster.webp',
  posterJpg: '/media/hero-poster.jpg',
  webm: '/media/hero.webm',
  mp4: '/media/hero.mp4',
  width: 960,
  height: 540,
} as const;

// The octahedron sits at x 62 % of the frame: on narrow portrait crops keep it in view.
const FRAME_CLASS =
  'absolute inset-0 h-full w-full object-cover object-[68%_50%] lg:object-[62%_50%]';

/** Runs a callback once the browser is idle after the page has loaded. */
function whenIdle(callback: () => void): () => void {
  // Safari has no requestIdleCallback: a short timer after hydration does the same job there.
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(callback, 1500);
  return () => clearTimeout(id);
}

/**
 * The hero's backdrop. The poster is plain HTML in the prerendered page, so it paints first and
 * is the largest contentful paint. The video is attached only after hydration, once the browser
 * is idle and only if the visitor has not asked for reduced motion; it fades in over the poster
 * once it actually plays, so a slow or failed video never shows a blank frame.
 */
export function HeroVideo() {
  const reducedMotion = usePrefersReducedMotion();
  const [attach, setAttach] = useState(false);

  useEffect(() => {
    if (reducedMotion) return;
    return whenIdle(() => setAttach(true));
  }, [reducedMotion]);

  return (
    <div className="absolute inset-0">
      <picture>
        <source srcSet={MEDIA.posterWebp} type="image/webp" />
        <img
          src={MEDIA.posterJpg}
          width={MEDIA.width}
          height={MEDIA.height}
          alt=""
          fetchPriority="high"
          decoding="async"
          className={FRAME_CLASS}
        />
      </picture>
      {attach && !reducedMotion ? <LoopingVideo /> : null}
    </div>
  );
}

function LoopingVideo() {
  const video = useRef<HTMLVideoElement>(null);
  const [visible, setVisible] = useState(false);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    // Set before play(): autoplay is allowed only for muted media.
    element.muted = true;
    element.play().catch(() => {
      // Autoplay refused (data saver, policy): the poster stays, and Play can still start it.
      setPaused(true);
    });
  }, []);

  const toggle = () => {
    const element = video.current;
    if (!element) return;
    if (element.paused) {
      element.play().catch(() => setPaused(true));
    } else {
      element.pause();
    }
  };

  return (
    <>
      <video
        ref={video}
        muted
        loop
        playsInline
        preload="auto"
        width={MEDIA.width}
        height={MEDIA.height}
        tabIndex={-1}
        aria-hidden="true"
        onPlaying={() => {
          setVisible(true);
          setPaused(false);
        }}
        onPause={() => setPaused(true)}
        className={cn(
          FRAME_CLASS,
          'transition-opacity duration-1000 ease-out-soft',
          visible ? 'opacity-100' : 'opacity-0',
        )}
      >
        <source src={MEDIA.webm} type="video/webm" />
        <source src={MEDIA.mp4} type="video/mp4" />
      </video>
      <button
        type="button"
        onClick={toggle}
        aria-label={paused ? hero.video.play : hero.video.pause}
        className="absolute top-20 right-5 z-10 inline-flex size-11 items-center justify-center rounded-pill border border-line-strong bg-void/70 text-ink-muted backdrop-blur transition-colors hover:border-holo-cyan/60 hover:text-ink lg:top-auto lg:right-8 lg:bottom-8"
      >
        {paused ? <PlayGlyph /> : <PauseGlyph />}
      </button>
    </>
  );
}
