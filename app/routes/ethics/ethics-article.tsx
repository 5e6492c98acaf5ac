import { useMemo } from 'react';
import { LinkedText } from '../../components/legal/linked-text';
import { RevisedDate } from '../../components/legal/revised-date';
import { ETHICS_LAST_UPDATED } from '../../content/en/ethics';
import { useCopy } from '../../i18n/i18n';
import { useSectionInView } from './use-section-in-view';

/**
 * The principles as a long read: a table of contents (sticky beside the text on wide screens) and
 * the prose set at a comfortable measure of about 65 characters per line.
 */
export function EthicsArticle() {
  const { principles: PRINCIPLES, tocHeading, lastUpdated } = useCopy('ethics');
  const sectionIds = useMemo(() => PRINCIPLES.map((principle) => principle.id), [PRINCIPLES]);
  const reading = useSectionInView(sectionIds);
  return (
    <div className="page-container grid gap-12 pb-24 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16">
      <nav aria-labelledby="ethics-toc-heading" className="lg:sticky lg:top-28 lg:self-start">
        <h2
          id="ethics-toc-heading"
          className="font-sans text-xs font-semibold uppercase tracking-eyebrow text-ink-subtle"
        >
          {tocHeading}
        </h2>
        <ol className="mt-4 space-y-1 border-l border-line text-sm">
          {PRINCIPLES.map((principle, index) => (
            <li key={principle.id}>
              <a
                href={`#${principle.id}`}
                // The section being read: marked for screen readers and drawn in the accent.
                aria-current={principle.id === reading ? 'true' : undefined}
                className="-ml-px flex gap-3 border-l border-transparent py-1.5 pl-4 text-ink-muted transition-colors hover:border-holo-cyan hover:text-ink aria-[current=true]:border-holo-cyan aria-[current=true]:text-ink"
              >
                <span aria-hidden="true" className="tabular-nums text-ink-subtle">
                  {String(index + 1).padStart(2, '0')}
                </span>
                {principle.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <article className="max-w-[65ch]">
        {PRINCIPLES.map((principle, index) => (
          <section
            key={principle.id}
            id={principle.id}
            aria-labelledby={`${principle.id}-heading`}
            className="border-t border-line pt-10 pb-12 first:border-t-0 first:pt-0"
          >
            <p
              aria-hidden="true"
              className="font-display text-sm font-semibold tabular-nums text-holo-cyan"
            >
              {String(index + 1).padStart(2, '0')}
            </p>
            <h2 id={`${principle.id}-heading`} className="mt-2 text-2xl font-semibold md:text-3xl">
              {principle.title}
            </h2>
            <div className="mt-5 space-y-5 text-lg leading-8 text-ink-muted">
              {principle.body.map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>
                  <LinkedText text={paragraph} />
                </p>
              ))}
            </div>
          </section>
        ))}
        <p className="border-t border-line pt-6 text-sm text-ink-subtle">
          <RevisedDate iso={ETHICS_LAST_UPDATED} template={lastUpdated} />
        </p>
      </article>
    </div>
  );
}
