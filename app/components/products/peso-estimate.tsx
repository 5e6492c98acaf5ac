import { useProductLabels } from '../../i18n/use-product-labels';
import { cn } from '../../lib/cn';

/**
 * The approximate amount in pesos of an amount in US cents, on Spanish pages ('≈ MXN 6,799'; a
 * screen reader says 'aproximadamente MXN 6,799'); nothing in English.
 */
export function PesoEstimate({
  cents,
  className,
  testId,
}: {
  cents: number;
  className?: string;
  testId?: string;
}) {
  const estimate = useProductLabels().pesoEstimate(cents);
  if (!estimate) return null;
  return (
    <span className={cn('text-sm text-ink-muted tabular-nums', className)} data-testid={testId}>
      <span aria-hidden="true">{estimate.shown}</span>
      <span className="sr-only">{estimate.spoken}</span>
    </span>
  );
}

/** Where the page's peso estimates come from, and that the charge is in dollars; nothing in English. */
export function PesoEstimateNote({ className }: { className?: string }) {
  const note = useProductLabels().pesoEstimateNote();
  return note ? (
    <p className={cn('text-xs text-ink-muted', className)} data-testid="peso-estimate-note">
      {note}
    </p>
  ) : null;
}
