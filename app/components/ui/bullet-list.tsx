import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export type BulletTone = 'cyan' | 'violet';

const toneClass: Record<BulletTone, string> = {
  cyan: 'bg-holo-cyan',
  violet: 'bg-holo-violet',
};

interface BulletListProps extends Omit<HTMLAttributes<HTMLUListElement>, 'children'> {
  items: readonly string[];
  tone?: BulletTone;
  /** Extra classes of each item (borders, colour); the list's own classes set spacing and size. */
  itemClassName?: string;
}

/**
 * A list of short texts, each behind a small round dot. The dot sits half a line height down, less
 * 2 px, so it lines up with the item's first line whatever the text size (8 px down on small text,
 * 10 px on body text).
 */
export function BulletList({ items, tone = 'cyan', itemClassName, ...list }: BulletListProps) {
  return (
    <ul {...list}>
      {items.map((item) => (
        <li key={item} className={cn('flex gap-3', itemClassName)}>
          <span
            aria-hidden="true"
            className={cn(
              'mt-[calc(0.5lh-0.125rem)] size-1.5 shrink-0 rounded-pill',
              toneClass[tone],
            )}
          />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
