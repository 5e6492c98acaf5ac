import type { ReactNode } from 'react';
import type { PageIntro } from '../../content/shared';
import { cn } from '../../lib/cn';
import { HeroVisual } from './hero-visual';

/**
 * A page's opening block: small eyebrow label, the page's one H1, and its intro paragraph; on wide
 * screens its picture beside them, so the right half is never empty.
 */
export function PageHeader({ page, children }: { page: PageIntro; children?: ReactNode }) {
  return (
    <header
      className={cn(
        'page-container pt-16 pb-10 md:pt-24 md:pb-14',
        page.visual &&
          'lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)] lg:items-center lg:gap-14 xl:grid-cols-[minmax(0,1fr)_minmax(0,30rem)]',
      )}
    >
      <div>
        {page.eyebrow ? (
          <p className="text-xs font-semibold uppercase tracking-eyebrow text-holo-cyan">
            {page.eyebrow}
          </p>
        ) : null}
        <h1 className="mt-3 max-w-4xl text-4xl font-semibold md:text-5xl">{page.title}</h1>
        <p className="mt-5 max-w-2xl text-lg text-ink-muted">{page.intro}</p>
        {children}
      </div>
      {page.visual ? (
        <div className="hidden lg:block" data-testid="page-visual">
          <HeroVisual visual={page.visual} />
        </div>
      ) : null}
    </header>
  );
}
