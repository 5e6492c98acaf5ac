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
        {/* A task page's title says what the eyebrow would, so its form starts sooner. */}
        {page.eyebrow && !compact ? (
          <p className="text-xs font-semibold uppercase tracking-eyebrow text-holo-cyan">
            {page.eyebrow}
          </p>
        ) : null}
        <h1
          className={cn(
            'max-w-4xl font-semibold',
            compact ? 'text-3xl md:text-4xl' : 'mt-3 text-4xl md:text-5xl',
          )}
        >
          {page.title}
        </h1>
        <p
          className={cn(
            'text-ink-muted',
            // A task page's intro runs wider, in fewer lines, so its form starts higher.
            compact ? 'mt-2 hidden max-w-4xl text-base sm:block' : 'mt-5 max-w-2xl text-lg',
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
