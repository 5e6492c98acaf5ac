import { FEATURES, featuresSection } from '../../content/synthamourlife';

export function LifeFeatures() {
  return (
    <section aria-labelledby="life-features-heading" className="page-container">
      <h2 id="life-features-heading" className="text-3xl font-semibold">
        {featuresSection.heading}
      </h2>
      <p className="mt-4 max-w-2xl text-lg text-ink-muted">{featuresSection.intro}</p>
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map((feature) => (
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
