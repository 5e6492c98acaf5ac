import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export type BulletTone = 'cyan' | 'violet';

const toneClass: Record<BulletTone, string> = {
  cyan: 'bg-holo-cyan',
  violet: 'bg-holo-violet',
};

/** Small text ('sm', the default) or body text: the dot sits on the first line of either. */
export type BulletListSize = 'sm' | 'base';

const sizeClass: Record<BulletListSize, { list: string; dot: string }> = {
  sm: { list: 'text-sm', dot: 'mt-2' },
  base: { list: '', dot: 'mt-2.5' },
};

interface BulletListProps extends Omit<HTMLAttributes<HTMLUListElement>, 'children'> {
  items: readonly string[];
  tone?: BulletTone;
  size?: BulletListSize;
  /** Extra classes of each item (borders, colour); the list's own classes set spacing and size. */
  itemClassName?: string;
}

/** A list of short texts, each behind a small round dot lined up with the item's first line. */
export function BulletList({
  items,
  tone = 'cyan',
  size = 'sm',
  itemClassName,
  className,
  ...list
}: BulletListProps) {
  return (
    <ul className={cn(sizeClass[size].list, className)} {...list}>
      {items.map((item) => (
        <li key={item} className={cn('flex gap-3', itemClassName)}>
          <span
            aria-hidden="true"
            className={cn('size-1.5 shrink-0 rounded-pill', sizeClass[size].dot, toneClass[tone])}
          />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
