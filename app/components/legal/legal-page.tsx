import { Link } from 'react-router';
import { LEGAL_REVISION } from '#site/site';
import type { LegalCopy } from '../../content/en/legal';
import { useCopy, useRoutes } from '../../i18n/i18n';
import { fill } from '../../lib/message-format';
import { PageHeader } from '../ui/page-header';
import { LinkedText } from './linked-text';
import { RevisedDate } from './revised-date';

/**
 * A legal page (privacy notice, terms of sale, returns, warranty): its sections as a plain long
 * read, with a table of contents and the version and date of the last revision. Email addresses in
 * the text are links; a section may end with links to the other legal pages it refers to.
 */
export function LegalPage({ copy }: { copy: LegalCopy }) {
  const { tocHeading, lastUpdated } = useCopy('legalLabels');
  const routes = useRoutes();
  return (
    <>
      <PageHeader page={copy.page}>
        <p className="mt-6 text-sm text-ink-subtle">
          <RevisedDate
            iso={LEGAL_REVISION.date}
            template={fill(lastUpdated, { version: LEGAL_REVISION.version })}
          />
        </p>
      </PageHeader>
      <div className="page-container grid gap-12 pb-24 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16">
        <nav aria-labelledby="legal-toc-heading" className="lg:sticky lg:top-28 lg:self-start">
          <h2
            id="legal-toc-heading"
            className="font-sans text-xs font-semibold uppercase tracking-eyebrow text-ink-subtle"
          >
            {tocHeading}
          </h2>
          <ol className="mt-4 space-y-1 border-l border-line text-sm">
            {copy.sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="-ml-px block border-l border-transparent py-1.5 pl-4 text-ink-muted transition-colors hover:border-holo-cyan hover:text-ink"
                >
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="max-w-[65ch]">
          {copy.sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              className="scroll-mt-28 border-t border-line pt-8 pb-10 first:border-t-0 first:pt-0"
            >
              <h2 id={`${section.id}-heading`} className="text-2xl font-semibold">
                {section.heading}
              </h2>
              <div className="mt-4 space-y-4 text-base leading-7 text-ink-muted">
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph.slice(0, 48)}>
                    <LinkedText text={paragraph} />
                  </p>
                ))}
                {section.items ? (
                  <ul className="list-disc space-y-2 pl-5 marker:text-holo-cyan">
                    {section.items.map((item) => (
                      <li key={item.slice(0, 48)}>
                        <LinkedText text={item} />
                      </li>
                    ))}
                  </ul>
                ) : null}
                {section.links ? (
                  <ul className="flex flex-wrap gap-x-6 gap-y-2">
                    {section.links.map((link) => (
                      <li key={link.page}>
                        <Link
                          to={routes[link.page]}
                          className="inline-flex min-h-6 items-center gap-1.5 font-medium text-ink underline decoration-holo-cyan/60 underline-offset-4 hover:decoration-holo-cyan"
                        >
                          {link.label}
                          <span aria-hidden="true">→</span>
                        </Link>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </div>
            </section>
          ))}
        </article>
      </div>
    </>
  );
}
