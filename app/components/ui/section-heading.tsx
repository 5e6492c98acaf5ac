import { cn } from '../../lib/cn';

interface SectionHeadingProps {
  /** The heading's id, for the section's aria-labelledby. */
  id: string;
  title: string;
  /** One paragraph under the heading. */
  intro?: string;
  /** 'large' for the home page's sections, which open at a larger size. */
  size?: 'default' | 'large';
}

/** A page section's H2 and its optional intro paragraph. */
export function SectionHeading({ id, title, intro, size = 'default' }: SectionHeadingProps) {
  return (
    <>
      <h2 id={id} className={cn('font-semibold', size === 'large' ? 'text-4xl' : 'text-3xl')}>
        {title}
      </h2>
      {intro ? <p className="mt-4 max-w-2xl text-lg text-ink-muted">{intro}</p> : null}
    </>
  );
}
