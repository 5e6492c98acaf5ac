import { RenderPicture } from '../../components/ui/render-picture';
import { RENDERS } from '../../config/renders';
import type { CarouselSlide as Slide } from '../../content/en/ely';
import { useCopy } from '../../i18n/i18n';
import { fill } from '../../lib/message-format';

/** The picture column: about 650 px wide on a desktop, the full width on phones. */
const SLIDE_IMAGE_SIZES = '(min-width: 1280px) 650px, (min-width: 768px) 53vw, 100vw';

/** A render fills the 4:3 frame; an illustration sits inside it on the slide's surface. */
function SlideImage({ slide, eager }: { slide: Slide; eager: boolean }) {
  const loading = eager ? 'eager' : 'lazy';
  if ('render' in slide.image) {
    return (
      <RenderPicture
        image={RENDERS[slide.image.render]}
        sizes={SLIDE_IMAGE_SIZES}
        alt={slide.imageAlt}
        loading={loading}
        // Its edges and the lit floor fade into the slide (app.css: render-vignette).
        className="render-vignette aspect-[4/3] h-full w-full object-cover"
      />
    );
  }
  return (
    <img
      src={slide.image.src}
      alt={slide.imageAlt}
      width={640}
      height={480}
      loading={loading}
      decoding="async"
      draggable={false}
      className="aspect-[4/3] h-auto w-full object-contain"
    />
  );
}

interface CarouselSlideProps {
  slide: Slide;
  position: number;
  total: number;
  /** The slide in view; the others are hidden from assistive technology. */
  current: boolean;
}

/** One slide: its illustration beside (or above, on small screens) its title and text. */
export function CarouselSlide({ slide, position, total, current }: CarouselSlideProps) {
  const { carouselControls } = useCopy('ely');
  const name = fill(carouselControls.slidePosition, { position, total });
  return (
    // biome-ignore lint/a11y/useSemanticElements: a slide is a group in the APG carousel pattern; a fieldset is for form controls
    <div
      role="group"
      aria-roledescription={carouselControls.slideRole}
      aria-label={name}
      aria-hidden={current ? undefined : true}
      className="min-w-0 flex-[0_0_100%] pl-4"
    >
      <div className="grid h-full overflow-hidden rounded-card border border-line bg-surface md:grid-cols-[1.15fr_1fr]">
        <div className="flex items-center justify-center bg-surface-raised">
          {/* Slide 1 is what the prerendered page shows; the others load when needed. */}
          <SlideImage slide={slide} eager={position === 1} />
        </div>
        <div className="flex flex-col justify-center p-6 sm:p-8 lg:p-12">
          <p className="text-xs font-semibold uppercase tracking-eyebrow text-holo-cyan">{name}</p>
          <h3 className="mt-3 text-2xl font-semibold md:text-3xl">{slide.title}</h3>
          <p className="mt-4 text-base text-ink-muted md:text-lg">{slide.body}</p>
        </div>
      </div>
    </div>
  );
}
