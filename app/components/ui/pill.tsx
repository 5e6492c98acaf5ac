import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export type PillTone = 'success' | 'info' | 'warning' | 'danger' | 'violet' | 'muted';

const TONE: Record<PillTone, string> = {
  success: 'border-success/40 text-success',
  info: 'border-holo-cyan/50 text-holo-cyan',
  warning: 'border-warning/50 text-warning',
  danger: 'border-danger/50 text-danger',
  violet: 'border-holo-violet/50 text-holo-violet',
  muted: 'border-line-strong text-ink-muted',
};

/** A small outlined label (a product's or a payment's status), coloured by what it says. */
export function Pill({
  tone,
  className,
  ...span
}: { tone: PillTone } & HTMLAttributes<HTMLSpanElement>) {
  return (
    <span
      {...span}
      className={cn(
        'inline-flex items-center rounded-pill border px-2.5 py-0.5 text-xs font-semibold',
        TONE[tone],
        className,
      )}
    />
  );
}
