import { type KeyboardEvent, useCallback, useEffect, useState } from 'react';
import { SectionHeading } from '../../components/ui/section-heading';
import { useCopy } from '../../i18n/i18n';
import { usePrefersReducedMotion } from '../../lib/use-prefers-reduced-motion';
import { SlideIndicators, SlideStepButton } from './carousel-controls';
import { CarouselSlide } from './carousel-slide';
import { useLazyEmbla } from './use-lazy-embla';

const HINT_ID = 'ely-carousel-keys';

/**
 * The ELY carousel, after the WAI-ARIA APG carousel pattern: a labelled region with previous/next
 * buttons and one indicator per slide. It never rotates by itself, so there is nothing to pause,
 * and the slides container is a polite live region announcing each slide as it is chosen.
 * Embla (loaded after hydration, see use-lazy-embla.ts) handles swiping and dragging; it loops,
 * so previous/next never disable under the visitor's focus. The prerendered HTML shows slide 1
 * in place, so nothing moves when the script arrives.
 */
export function ElyCarousel() {
  const { carousel, carouselControls } = useCopy('ely');
  const { slides } = carousel;
  const { viewportRef, api, run } = useLazyEmbla({ loop: true });
  const [selected, setSelected] = useState(0);
  // Under reduced motion, slide changes jump instead of sliding.
  const jump = usePrefersReducedMotion();

  useEffect(() => {
    if (!api) return;
    const sync = () => setSelected(api.selectedScrollSnap());
    sync();
    api.on('select', sync).on('reInit', sync);
    return () => {
      api.off('select', sync).off('reInit', sync);
    };
  }, [api]);

  const goTo = useCallback((index: number) => run((e) => e.scrollTo(index, jump)), [run, jump]);
  const previous = useCallback(() => run((e) => e.scrollPrev(jump)), [run, jump]);
  const next = useCallback(() => run((e) => e.scrollNext(jump)), [run, jump]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const actions: Record<string, () => void> = {
      ArrowLeft: previous,
      ArrowRight: next,
      Home: () => goTo(0),
      End: () => goTo(slides.length - 1),
    };
    const action = actions[event.key];
    if (!action || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    action();
  };

  return (
    // A focusable region so the arrow keys work once it has focus; the keys also work from any of
    // its buttons, because the handler sits on the region.
    <section
      aria-roledescription={carouselControls.carouselRole}
      aria-labelledby="ely-carousel-heading"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the carousel region takes focus for its arrow keys
      tabIndex={0}
      onKeyDown={onKeyDown}
      aria-describedby={HINT_ID}
      className="group/carousel page-container rounded-card outline-offset-8"
    >
      <div className="relative">
        <SectionHeading id="ely-carousel-heading" title={carousel.heading} />
        {/*
          The arrow keys' hint belongs to the focus state: it shows (over the space beside the
          heading, so nothing moves) only while the carousel itself has keyboard focus.
        */}
        <p
          id={HINT_ID}
          className="absolute right-0 bottom-1 hidden rounded-pill border border-holo-cyan/40 bg-surface-raised px-3 py-1 text-sm text-ink group-focus-visible/carousel:block"
        >
          {carouselControls.keyboardHint}
        </p>
      </div>

      {/* `data-ready`: Embla has arrived and a drag now swipes (a press before is kept). */}
      <div
        ref={viewportRef}
        data-ready={api ? 'true' : undefined}
        className="mt-8 overflow-hidden rounded-card"
      >
        <div className="-ml-4 flex touch-pan-y" aria-live="polite">
          {slides.map((slide, index) => (
            <CarouselSlide
              key={slide.id}
              slide={slide}
              position={index + 1}
              total={slides.length}
              current={index === selected}
            />
          ))}
        </div>
      </div>

      <div className="mt-6 flex items-center justify-center gap-4 sm:justify-between">
        <SlideStepButton direction="previous" onClick={previous} />
        <SlideIndicators selected={selected} onSelect={goTo} />
        <SlideStepButton direction="next" onClick={next} />
      </div>
    </section>
  );
}
