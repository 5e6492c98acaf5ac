import type { ComingSoonContent } from '../../content/en/coming-soon';
import { cn } from '../../lib/cn';
import { buttonClass } from '../ui/button';
import { cardGridColumns } from '../ui/card-grid';
import { PageHeader } from '../ui/page-header';

/**
 * A page that is announced but not open yet (/developers, /partners): what will come, and a
 * prefilled email to ask to be told when it opens.
 */
export function ComingSoonPage({ content }: { content: ComingSoonContent }) {
  return (
    <>
      <PageHeader page={content} />
      <div className="page-container space-y-16 pb-24">
        <section aria-labelledby="coming-soon-heading">
          <h2 id="coming-soon-heading" className="text-2xl font-semibold">
            {content.whatIsComingHeading}
          </h2>
          <ul className={cn('mt-8 grid gap-5', cardGridColumns(content.whatIsComing.length))}>
            {content.whatIsComing.map((item) => (
              <li
                key={item.title}
                className="rounded-card border border-line bg-surface p-6 shadow-card"
              >
                <h3 className="text-lg font-semibold">{item.title}</h3>
                <p className="mt-2 text-ink-muted">{item.body}</p>
              </li>
            ))}
          </ul>
        </section>
        <NotifyPanel notify={content.notify} />
      </div>
    </>
  );
}

function NotifyPanel({ notify }: { notify: ComingSoonContent['notify'] }) {
  return (
    <aside className="holo-border flex flex-col gap-6 rounded-card p-6 sm:p-8 md:flex-row md:items-center md:justify-between">
      <p className="max-w-xl text-lg">{notify.text}</p>
      <div className="flex flex-col items-start gap-2 md:items-end">
        <a href={notify.href} className={buttonClass('primary', 'lg')}>
          {notify.buttonLabel}
        </a>
        <span className="text-sm text-ink-subtle">{notify.email}</span>
      </div>
    </aside>
  );
}
