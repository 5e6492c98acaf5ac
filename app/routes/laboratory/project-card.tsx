import { BulletList } from '../../components/ui/bullet-list';
import { buttonClass } from '../../components/ui/button';
import { ChevronIcon } from '../../components/ui/chevron-icon';
import type { ResearchProject, SubprojectStatus } from '../../content/en/laboratory';
import { useCopy } from '../../i18n/i18n';
import { cn } from '../../lib/cn';
import { fill } from '../../lib/message-format';
import { ProgressBar } from './progress-bar';

const subprojectTone: Record<SubprojectStatus, string> = {
  done: 'border-success/40 text-success',
  'in-progress': 'border-holo-cyan/50 text-holo-cyan',
  planned: 'border-line-strong text-ink-muted',
};

interface ProjectCardProps {
  project: ResearchProject;
  expanded: boolean;
  onToggle: () => void;
  /** Eager for the first card, in view on load (a phone's largest paint); the rest load on scroll. */
  eagerImage: boolean;
}

/** One research project: status, objective, progress, and its features and milestones on demand. */
export function ProjectCard({ project, expanded, onToggle, eagerImage }: ProjectCardProps) {
  const { statusLabels, subprojectStatusLabels, labels: projectLabels } = useCopy('laboratory');
  const headingId = `project-${project.id}`;
  const detailsId = `project-${project.id}-details`;
  return (
    <article
      aria-labelledby={headingId}
      data-expanded={expanded}
      className="overflow-hidden rounded-card border border-line bg-surface shadow-card transition-colors data-[expanded=true]:border-line-strong lg:grid lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]"
    >
      {/* Beside the text on wide screens: the card grows downward when opened, and no other
          card is beside it to be left with a gap. */}
      <div className="border-b border-line bg-void lg:border-r lg:border-b-0">
        <img
          src={project.image}
          alt={project.imageAlt}
          width={640}
          height={360}
          loading={eagerImage ? 'eager' : 'lazy'}
          decoding="async"
          className="aspect-video w-full object-cover"
        />
      </div>
      <div className="flex flex-1 flex-col gap-5 p-6 sm:p-8">
        <div>
          <p className="inline-flex rounded-pill border border-holo-violet/50 px-2.5 py-0.5 text-xs font-semibold text-holo-violet">
            {statusLabels[project.status]}
          </p>
          <h2 id={headingId} className="mt-3 text-2xl font-semibold">
            {project.title}
          </h2>
        </div>
        <div>
          <h3 className="sr-only">{projectLabels.objective}</h3>
          <p className="text-sm text-ink-muted">{project.objective}</p>
        </div>
        <ProgressBar
          value={project.progress}
          label={fill(projectLabels.progress, { title: project.title })}
          visibleLabel={projectLabels.progressVisible}
        />
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={detailsId}
          aria-label={fill(projectLabels.detailsFor, { title: project.title })}
          onClick={onToggle}
          className={buttonClass('secondary', 'md', 'group mt-auto self-start')}
        >
          {projectLabels.details}
          <ChevronIcon className="transition-transform group-aria-expanded:rotate-180" />
        </button>
        <div id={detailsId} hidden={!expanded} className="border-t border-line pt-6">
          <h3 className="text-xs font-semibold uppercase tracking-eyebrow text-ink-muted">
            {projectLabels.features}
          </h3>
          <BulletList items={project.features} className="mt-3 space-y-2 text-ink-muted" />
          <h3 className="mt-6 text-xs font-semibold uppercase tracking-eyebrow text-ink-muted">
            {projectLabels.subprojects}
          </h3>
          <ul className="mt-3 divide-y divide-line text-sm">
            {project.subprojects.map((subproject) => (
              <li key={subproject.title} className="flex items-start justify-between gap-4 py-2.5">
                <span className="text-ink">{subproject.title}</span>
                <span
                  className={cn(
                    'shrink-0 rounded-pill border px-2 py-0.5 text-xs font-semibold',
                    subprojectTone[subproject.status],
                  )}
                >
                  {subprojectStatusLabels[subproject.status]}
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </article>
  );
}
