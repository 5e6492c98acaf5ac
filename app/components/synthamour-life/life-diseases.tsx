import { diseasesSection, FOCUS_DISEASES } from '../../content/synthamourlife';

/** The 14 conditions the beta supports, as one list. */
export function LifeDiseases() {
  return (
    <section aria-labelledby="life-diseases-heading" className="page-container">
      <h2 id="life-diseases-heading" className="text-3xl font-semibold">
        {diseasesSection.heading}
      </h2>
      <p className="mt-4 max-w-2xl text-lg text-ink-muted">{diseasesSection.intro}</p>
      <ul
        aria-labelledby="life-diseases-heading"
        className="mt-10 grid gap-x-8 gap-y-3 sm:grid-cols-2 lg:grid-cols-3"
      >
        {FOCUS_DISEASES.map((disease) => (
          <li key={disease} className="flex gap-3 border-b border-line pb-3 text-ink">
            <span
              aria-hidden="true"
              className="mt-2.5 size-1.5 shrink-0 rounded-pill bg-holo-cyan"
            />
            {disease}
          </li>
        ))}
      </ul>
    </section>
  );
}
