import { SectionHeading } from '../../components/ui/section-heading';
import type { RoadmapStatus } from '../../content/en/synthamourlife';
import { useCopy } from '../../i18n/i18n';
import { cn } from '../../lib/cn';

const statusClass: Record<RoadmapStatus, string> = {
  done: 'border-success/40 bg-success/10 text-success',
  'in-progress': 'border-holo-cyan/40 bg-holo-cyan/10 text-holo-cyan',
  planned: 'border-line-strong bg-white/[0.03] text-ink-muted',
};

/** The four phases in order, as a timeline on wide screens and a stack on small ones. */
export function LifeRoadmap() {
  const {
    roadmap: ROADMAP,
    roadmapStatusLabels: ROADMAP_STATUS_LABELS,
    roadmapSection,
  } = useCopy('synthamourLife');
  return (
    <section aria-labelledby="life-roadmap-heading" className="page-container">
      <SectionHeading
        id="life-roadmap-heading"
        title={roadmapSection.heading}
        intro={roadmapSection.intro}
      />
      <ol
        aria-labelledby="life-roadmap-heading"
        className="mt-10 grid gap-5 md:grid-cols-2 xl:grid-cols-4"
      >
        {ROADMAP.map((phase) => (
          <li
            key={phase.id}
            className="flex flex-col rounded-card border border-line bg-surface p-6 shadow-card"
          >
            <div className="flex items-center justify-between gap-3">
              <p className="font-display text-sm font-semibold text-holo-cyan">{phase.phase}</p>
              <span
                className={cn(
                  'rounded-pill border px-2.5 py-0.5 text-xs font-semibold',
                  statusClass[phase.status],
                )}
              >
                {ROADMAP_STATUS_LABELS[phase.status]}
              </span>
            </div>
            <h3 className="mt-4 text-lg font-semibold">{phase.title}</h3>
            <p className="mt-1 text-sm text-ink-subtle">{phase.period}</p>
            <p className="mt-3 text-ink-muted">{phase.description}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
