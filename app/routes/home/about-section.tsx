import { useCopy } from '../../i18n/i18n';

/** Who the company is, and a few figures that say it briefly. */
export function AboutSection() {
  const { about } = useCopy('home');
  return (
    <section aria-labelledby="about-heading" className="page-container pt-28">
      <div className="grid gap-12 lg:grid-cols-[1.15fr_1fr] lg:gap-20">
        <div>
          <p className="text-xs font-semibold uppercase tracking-eyebrow text-holo-cyan">
            {about.eyebrow}
          </p>
          <h2 id="about-heading" className="mt-3 text-4xl font-semibold">
            {about.heading}
          </h2>
          <div className="mt-6 space-y-5 text-ink-muted">
            {about.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 32)}>{paragraph}</p>
            ))}
          </div>
        </div>
        <dl className="grid content-start gap-4 sm:grid-cols-2">
          {about.figures.map((figure) => (
            <div key={figure.label} className="holo-border rounded-card p-6">
              <dt className="text-sm text-ink-muted">{figure.label}</dt>
              <dd className="mt-3 font-display text-4xl font-semibold holo-text">{figure.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
