import { parseAmount } from '#domain/money';

/**
 * How the console writes amounts, times and stored details. Everything stored is shown as text
 * (React escapes it): nothing a payer or PayPal wrote is ever read as HTML.
 */

/** Midnight at the start of a local calendar day ('2026-03-01'), as an ISO instant. */
export function localDayStart(date: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return undefined;
  const [year, month, dayOfMonth] = date.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, dayOfMonth).toISOString();
}

/** Midnight at the end of a local calendar day (the next day's start): an inclusive "to". */
export function localDayEnd(date: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return undefined;
  const [year, month, dayOfMonth] = date.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, dayOfMonth + 1).toISOString();
}

/**
 * Amounts in the history: cents (`…Cents`, and the order's `total`), or decimal dollars in events
 * written before amounts were cents ('amount', 'refunded').
 */
function detailValue(key: string, value: unknown, money: (cents: number) => string): string {
  if ((key === 'total' || key.endsWith('Cents')) && typeof value === 'number') return money(value);
  if ((key === 'amount' || key === 'refunded') && typeof value === 'string') {
    const cents = parseAmount(value);
    if (cents !== null) return money(cents);
  }
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * An event's details as one line of text: "carrier UPS · tracking 1Z…", in the console's
 * language (its labels, and money as it writes it).
 */
export function detailsText(
  details: Record<string, unknown>,
  {
    DETAIL_LABELS,
    money,
  }: { DETAIL_LABELS: Record<string, string>; money: (cents: number) => string },
): string {
  return Object.entries(details)
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(([key, value]) => `${DETAIL_LABELS[key] ?? key} ${detailValue(key, value, money)}`)
    .join(' · ');
}

/** Only an http(s) address becomes a link (the carriers' are https; "other" may give http): anything else stays text. */
export function safeLink(url: string | null): string | null {
  if (!url) return null;
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}
