import { RenderPicture } from '../../components/ui/render-picture';
import { RENDERS } from '../../config/renders';
import { useCopy } from '../../i18n/i18n';

/** The founder's word: portrait, quote, name and role, and a short biography. */
export function CeoBlock() {
  const { ceo } = useCopy('home');
  return (
    <section aria-labelledby="ceo-heading" className="page-container pt-28">
      <div className="grid items-center gap-10 rounded-card border border-line bg-surface p-6 shadow-card sm:p-10 md:grid-cols-[minmax(0,18rem)_1fr] lg:gap-16 lg:p-14">
        <RenderPicture
          image={RENDERS.portrait}
          alt={ceo.portraitAlt}
          sizes="288px"
          className="mx-auto aspect-square w-full max-w-72 rounded-card border border-line bg-void object-cover"
        />
        <div>
          <h2
            id="ceo-heading"
            className="text-xs font-semibold uppercase tracking-eyebrow text-holo-cyan"
          >
            {ceo.heading}
          </h2>
          <figure className="mt-5">
            <blockquote className="font-display text-2xl leading-snug text-ink">
              <p>“{ceo.quote}”</p>
            </blockquote>
            <figcaption className="mt-6">
              <span className="block font-semibold text-ink">{ceo.name}</span>
              <span className="block text-sm text-ink-muted">{ceo.role}</span>
            </figcaption>
          </figure>
          <p className="mt-6 max-w-2xl text-sm text-ink-muted">{ceo.bio}</p>
        </div>
      </div>
    </section>
  );
}
