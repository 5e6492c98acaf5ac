import { useId } from 'react';
import type { DashboardAnswer } from '#domain/answers';
import { useConsoleWords } from './console-copy';

type Day = DashboardAnswer['daily'][number];

/** The chart's drawing space: one unit of width a day, the height in the same units. */
const HEIGHT = 12;
const BAR = 0.7;

/**
 * Daily sales as plain SVG bars (no chart library: thirty rectangles need none). The caption says
 * what the chart shows (the total, the best day) and names it for screen readers; every day's
 * figures are in the table below it, which anyone can open.
 */
export function SalesChart({ days }: { days: readonly Day[] }) {
  const { homeCopy, money, calendarDay, shortDay, number } = useConsoleWords();
  const titleId = useId();
  const best = days.reduce<Day | null>(
    (top, day) => (day.netCents > (top?.netCents ?? 0) ? day : top),
    null,
  );
  const total = days.reduce((sum, day) => sum + day.netCents, 0);
  const max = Math.max(best?.netCents ?? 0, 1);
  const summary = best
    ? homeCopy.chartSummary(money(total), calendarDay(best.day), money(best.netCents))
    : homeCopy.chartEmpty;
  const first = days[0];
  const middle = days[Math.floor(days.length / 2)];
  const last = days.at(-1);

  return (
    <figure className="space-y-3">
      <div className="flex gap-3">
        <div
          aria-hidden="true"
          className="flex w-20 shrink-0 flex-col justify-between text-right text-xs text-ink-subtle tabular-nums"
        >
          <span>{money(best?.netCents ?? 0)}</span>
          <span>{money(0)}</span>
        </div>
        <svg
          role="img"
          aria-labelledby={titleId}
          viewBox={`0 0 ${days.length} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="h-44 w-full border-b border-l border-line-strong"
        >
          <title>{summary}</title>
          {days.map((day, index) => {
            const height = (day.netCents / max) * (HEIGHT - 0.5);
            return (
              <rect
                key={day.day}
                x={index + (1 - BAR) / 2}
                y={HEIGHT - height}
                width={BAR}
                height={height}
                className={day === last ? 'fill-holo-cyan' : 'fill-holo-violet/70'}
              />
            );
          })}
        </svg>
      </div>
      <div
        aria-hidden="true"
        className="ml-23 flex justify-between text-xs text-ink-subtle tabular-nums"
      >
        <span>{first ? shortDay(first.day) : null}</span>
        <span>{middle ? shortDay(middle.day) : null}</span>
        <span>{last ? shortDay(last.day) : null}</span>
      </div>
      <figcaption id={titleId} className="text-sm text-ink-muted">
        {summary}
      </figcaption>
      <details className="rounded-md border border-line">
        <summary className="flex min-h-11 cursor-pointer items-center px-4 text-sm font-medium">
          {homeCopy.chartTable}
        </summary>
        <div className="overflow-x-auto px-4 pb-3">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{homeCopy.chartHeading}</caption>
            <thead className="text-ink-subtle">
              <tr>
                <th scope="col" className="py-2 pr-4 font-medium">
                  {homeCopy.chartColumns.day}
                </th>
                <th scope="col" className="py-2 pr-4 text-right font-medium">
                  {homeCopy.chartColumns.orders}
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  {homeCopy.chartColumns.sales}
                </th>
              </tr>
            </thead>
            <tbody>
              {[...days].reverse().map((day) => (
                <tr key={day.day} className="border-t border-line">
                  <th scope="row" className="py-1.5 pr-4 font-normal">
                    {calendarDay(day.day)}
                  </th>
                  <td className="py-1.5 pr-4 text-right tabular-nums">{number(day.orders)}</td>
                  <td className="py-1.5 text-right tabular-nums">{money(day.netCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
