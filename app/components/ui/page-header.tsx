import type { ReactNode } from 'react';
import type { PageIntro } from '../../content/shared';

/** A page's opening block: small eyebrow label, the page's one H1, and its intro paragraph. */
export function PageHeader({ page, children }: { page: PageIntro; children?: ReactNode }) {
  return (
    <header className="page-container pt-16 pb-10 md:pt-24 md:pb-14">
      {page.eyebrow ? (
        <p className="text-xs font-semibold uppercase tracking-eyebrow text-holo-cyan">
          {page.eyebrow}
        </p>
      ) : null}
      <h1 className="mt-3 max-w-4xl text-4xl font-semibold md:text-5xl">{page.title}</h1>
      <p className="mt-5 max-w-2xl text-lg text-ink-muted">{page.intro}</p>
      {children}
    </header>
  );
}
