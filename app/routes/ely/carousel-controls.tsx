import { ArrowRightIcon } from '../../components/ui/icons';
import { useCopy } from '../../i18n/i18n';
import { cn } from '../../lib/cn';
import { fill } from '../../lib/message-format';

/** The previous or next button, a round icon button named for screen readers. */
export function SlideStepButton({
  direction,
  onClick,
}: {
  direction: 'previous' | 'next';
  onClick: () => void;
}) {
  const { carouselControls } = useCopy('ely');
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={carouselControls[direction]}
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-pill border border-line-strong bg-white/[0.03] text-lg text-ink transition-colors hover:border-holo-cyan/60 hover:bg-white/[0.06]"
    >
      <ArrowRightIcon className={direction === 'previous' ? 'rotate-180' : undefined} />
    </button>
  );
}

/**
 * One button per slide; the current one is marked with aria-current and drawn wider. Each keeps
 * a 32 px hit area around its small visible dot.
 */
export function SlideIndicators({
  selected,
  onSelect,
}: {
  selected: number;
  onSelect: (index: number) => void;
}) {
  const { carousel, carouselControls } = useCopy('ely');
  return (
    <ul aria-label={carouselControls.indicators} className="flex items-center gap-1">
      {carousel.slides.map((slide, index) => {
        const current = index === selected;
        return (
          <li key={slide.id}>
            <button
              type="button"
              onClick={() => onSelect(index)}
              aria-label={fill(carouselControls.goTo, { position: index + 1, title: slide.title })}
              aria-current={current ? 'true' : undefined}
              className="group flex size-8 items-center justify-center rounded-pill"
            >
              <span
                aria-hidden="true"
                className={cn(
                  'block h-2 rounded-pill transition-[width,background-color] duration-300',
                  current ? 'w-6 bg-holo-cyan' : 'w-2 bg-line-strong group-hover:bg-ink-subtle',
                )}
              />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
