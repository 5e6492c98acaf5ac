import type { ReactNode } from 'react';
import type { PageIntro } from '../../content/shared';
import { cn } from '../../lib/cn';
import { HeroVisual } from './hero-visual';

/**
 * A page's opening block: small eyebrow label, the page's one H1, and its intro paragraph; on wide
 * screens its picture beside them, so the right half is never empty. `compact` for a task page (the
 * checkout): no picture, less space, so the form starts high on the screen.
 */
export function PageHeader({
  page,
  compact = false,
  children,
}: {
  page: PageIntro;
  compact?: boolean;
  children?: ReactNode;
}) {
  return (
    <header
      className={cn(
        'page-container',
        compact ? 'pt-6 pb-4 md:pb-6' : 'pt-16 pb-10 md:pt-24 md:pb-14',
        page.visual &&
          'lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)] lg:items-center lg:gap-14 xl:grid-cols-[minmax(0,1fr)_minmax(0,30rem)]',
      )}
    >
      <div>
        {page.eyebrow ? (
          <p
            className={cn(
              'text-xs font-semibold uppercase tracking-eyebrow text-holo-cyan',
              // A task page on a phone: the title says it, the form starts sooner.
              compact && 'hidden sm:block',
            )}
          >
            {page.eyebrow}
          </p>
        ) : null}
        <h1
          className={cn(
            'max-w-4xl font-semibold',
            compact ? 'text-3xl sm:mt-3 md:text-4xl' : 'mt-3 text-4xl md:text-5xl',
          )}
        >
          {page.title}
        </h1>
        <p
          className={cn(
            'max-w-2xl text-ink-muted',
            compact ? 'mt-2 hidden text-base sm:block' : 'mt-5 text-lg',
          )}
        >
          {page.intro}
        </p>
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
