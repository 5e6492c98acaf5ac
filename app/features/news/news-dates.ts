import type { NewsItem } from '../../content/en/news';

/**
 * Each news item's date as the page's language writes it ('Mar 5, 2026', '5 mar 2026'), by id.
 * The home page's loader calls it at build time, so the browser never builds an Intl formatter
 * (several milliseconds of ICU loading inside the hydration task) to show dates that never change.
 */
export function newsDateLabels(
  items: readonly NewsItem[],
  intlLocale: string,
): Readonly<Record<string, string>> {
  const format = new Intl.DateTimeFormat(intlLocale, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return Object.fromEntries(
    items.map((item) => [item.id, format.format(new Date(`${item.date}T00:00:00Z`))]),
  );
}
