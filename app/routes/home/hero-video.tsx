import { lazy, Suspense, useEffect, useState } from 'react';
import { PauseIcon, PlayIcon } from '../../components/ui/media-icons';
import { useCopy } from '../../i18n/i18n';
import { usePrefersReducedMotion } from '../../lib/use-prefers-reduced-motion';
import { HERO_FRAME_CLASS, HERO_MEDIA } from './hero-media';

const LoopingVideo = lazy(() => import('./looping-video'));

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
  const { hero } = useCopy('home');
  const reducedMotion = usePrefersReducedMotion();
  const [attach, setAttach] = useState(false);

  useEffect(() => {
    if (reducedMotion) return;
    return whenIdle(() => setAttach(true));
  }, [reducedMotion]);

  return (
    <div className="absolute inset-0">
      <picture>
        <source srcSet={HERO_MEDIA.posterWebp} type="image/webp" />
        <img
          src={HERO_MEDIA.posterJpg}
          width={HERO_MEDIA.width}
          height={HERO_MEDIA.height}
          alt=""
          fetchPriority="high"
          decoding="async"
          className={HERO_FRAME_CLASS}
        />
      </picture>
      {attach && !reducedMotion ? (
        <Suspense fallback={null}>
          <LoopingVideo
            sources={[
              { src: HERO_MEDIA.webm, type: 'video/webm' },
              { src: HERO_MEDIA.mp4, type: 'video/mp4' },
            ]}
            width={HERO_MEDIA.width}
            height={HERO_MEDIA.height}
            className={HERO_FRAME_CLASS}
            labels={hero.video}
            pauseIcon={<PauseIcon />}
            playIcon={<PlayIcon />}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
