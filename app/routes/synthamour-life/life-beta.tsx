import { buttonClass } from '../../components/ui/button';
import { SectionHeading } from '../../components/ui/section-heading';
import { useCopy } from '../../i18n/i18n';

/** How to join the beta, launched in the first quarter of 2026. */
export function LifeBeta() {
  const { beta } = useCopy('synthamourLife');
  return (
    <section aria-labelledby="life-beta-heading" className="page-container">
      <div className="holo-border rounded-card p-6 sm:p-10">
        <SectionHeading id="life-beta-heading" title={beta.heading} />
        <div className="mt-4 max-w-2xl space-y-4 text-lg text-ink-muted">
          {beta.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
        <a href={beta.cta.href} className={buttonClass('primary', 'lg', 'mt-8')}>
          {beta.cta.label}
        </a>
      </div>
    </section>
  );
}

/** The medical disclaimer: a tool for support and education, not a diagnosis. */
export function LifeDisclaimer() {
  const { disclaimer } = useCopy('synthamourLife');
  return (
    <aside aria-labelledby="life-disclaimer-heading" className="page-container">
      <div className="max-w-3xl border-l-2 border-warning/60 pl-5">
        <h2 id="life-disclaimer-heading" className="text-base font-semibold">
          {disclaimer.heading}
        </h2>
        <p className="mt-2 text-sm text-ink-muted">{disclaimer.body}</p>
      </div>
    </aside>
  );
}
