import { SectionHeading } from '../../components/ui/section-heading';
import { useCopy } from '../../i18n/i18n';

export function LifeFeatures() {
  const { featuresSection, features } = useCopy('synthamourLife');
  return (
    <section aria-labelledby="life-features-heading" className="page-container">
      <SectionHeading
        id="life-features-heading"
        title={featuresSection.heading}
        intro={featuresSection.intro}
      />
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {features.map((feature) => (
          <li
            key={feature.id}
            className="rounded-card border border-line bg-surface p-6 shadow-card"
          >
            <h3 className="text-lg font-semibold">{feature.title}</h3>
            <p className="mt-2 text-ink-muted">{feature.body}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
