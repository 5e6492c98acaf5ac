import type { CarouselSlide as Slide } from '../../content/ely';
import { carouselControls } from '../../content/ely';

interface CarouselSlideProps {
  slide: Slide;
  position: number;
  total: number;
  /** The slide in view; the others are hidden from assistive technology. */
  current: boolean;
}

/** One slide: its illustration beside (or above, on small screens) its title and text. */
export function CarouselSlide({ slide, position, total, current }: CarouselSlideProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a slide is a group in the APG carousel pattern; a fieldset is for form controls
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={carouselControls.slidePosition(position, total)}
      aria-hidden={current ? undefined : true}
      className="min-w-0 flex-[0_0_100%] pl-4"
    >
      <div className="grid h-full overflow-hidden rounded-card border border-line bg-surface md:grid-cols-[1.15fr_1fr]">
        <div className="flex items-center justify-center bg-surface-raised">
          <img
            src={slide.image}
            alt={slide.imageAlt}
            width={640}
            height={480}
            // Slide 1 is what the prerendered page shows; the others load when needed.
            loading={position === 1 ? 'eager' : 'lazy'}
            decoding="async"
            draggable={false}
            className="aspect-[4/3] h-auto w-full object-contain"
          />
        </div>
        <div className="flex flex-col justify-center p-6 sm:p-8 lg:p-12">
          <p className="text-xs font-semibold uppercase tracking-eyebrow text-holo-cyan">
            {carouselControls.slidePosition(position, total)}
          </p>
          <h3 className="mt-3 text-2xl font-semibold md:text-3xl">{slide.title}</h3>
          <p className="mt-4 text-base text-ink-muted md:text-lg">{slide.body}</p>
        </div>
      </div>
    </div>
  );
}
