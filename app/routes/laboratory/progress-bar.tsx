import { useCopy, useIntlLocale } from '../../i18n/i18n';
import { fill } from '../../lib/message-format';

/** A project's completion as a WAI-ARIA progress bar with its figure written beside it. */
export function ProgressBar({
  value,
  label,
  visibleLabel,
}: {
  value: number;
  /** The accessible name, which says what is measured. */
  label: string;
  visibleLabel: string;
}) {
  const { labels } = useCopy('laboratory');
  const locale = useIntlLocale();
  const clamped = Math.min(100, Math.max(0, value));
  const figure = fill(labels.complete, {
    percent: new Intl.NumberFormat(locale, { style: 'percent' }).format(clamped / 100),
  });
  return (
    <div>
      <div className="flex items-baseline justify-between gap-4 text-sm">
        <span className="text-ink-muted" aria-hidden="true">
          {visibleLabel}
        </span>
        <span className="font-semibold tabular-nums text-ink" aria-hidden="true">
          {figure}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuenow={clamped}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuetext={figure}
        className="mt-2 h-2 overflow-hidden rounded-pill bg-surface-overlay"
      >
        <div
          className="h-full rounded-pill bg-[linear-gradient(90deg,var(--color-holo-cyan),var(--color-holo-violet),var(--color-holo-magenta))]"
          style={{ width: `${clamped}%` }}
        />
      </div>
    </div>
  );
}
