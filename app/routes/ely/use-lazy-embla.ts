import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { useCallback, useEffect, useRef, useState } from 'react';

export type CarouselCommand = (api: EmblaCarouselType) => void;

/**
 * Embla, loaded after hydration instead of with the page: the prerendered slide 1 needs no script
 * to show, and keeping the library (about 7 KB gzip) off the first paint keeps /ely within the
 * first-paint JS budget. `embla-carousel` is the engine `embla-carousel-react` itself wraps.
 *
 * `run` applies a command now, or as soon as Embla is ready if the visitor was faster than the
 * download (only the latest such command is kept: it is where they wanted to go).
 */
export function useLazyEmbla(options: EmblaOptionsType) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const [api, setApi] = useState<EmblaCarouselType | null>(null);
  const pending = useRef<CarouselCommand | null>(null);
  const optionsRef = useRef(options);

  useEffect(() => {
    let instance: EmblaCarouselType | null = null;
    let cancelled = false;
    import('embla-carousel').then(({ default: EmblaCarousel }) => {
      if (cancelled || !viewportRef.current) return;
      instance = EmblaCarousel(viewportRef.current, optionsRef.current);
      if (pending.current) {
        pending.current(instance);
        pending.current = null;
      }
      setApi(instance);
    });
    return () => {
      cancelled = true;
      instance?.destroy();
    };
  }, []);

  const run = useCallback(
    (command: CarouselCommand) => {
      if (api) command(api);
      else pending.current = command;
    },
    [api],
  );

  return { viewportRef, api, run };
}
