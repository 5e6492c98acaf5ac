/**
 * Money is one thing everywhere: integer US cents (`…Cents`), in code, in the API's answers and in
 * the database's own columns, so sums never drift the way floating-point dollars do. Text is made
 * from cents in two places only: `formatMoney`, for people, in their locale (Intl.NumberFormat);
 * `toDecimal`, for what PayPal and the spec's payment record write ('782.00'). `parseAmount` is the
 * one way back from text.
 */

export const CURRENCY = 'USD';

/** Cents as a plain decimal string, as PayPal's amounts and the spec's record want: 78200 → '782.00'. */
export function toDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * An amount written in dollars back into integer cents: '782.00', '5.5', '391', ' 1,391.00 ',
 * '$391' (what a person types into the console, what PayPal and the spec's `{ total }` send), or a
 * number of dollars (the spec's `{ total: 782 }`). Null for anything else: more than two decimals
 * in a text, signs, letters.
 */
export function parseAmount(value: string | number): number | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) return null;
    // A number of dollars is binary floating point already (0.29 * 100 is 28.999…): the cent
    // closest to it is what it means.
    const cents = Math.round(value * 100);
    return Number.isSafeInteger(cents) ? cents : null;
  }
  const match = /^\$?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  const cents = Number(whole.replaceAll(',', '')) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

const formatters = new Map<string, Intl.NumberFormat>();

/** One formatter per locale and style: the first costs the browser its locale data, once. */
function formatter(locale: string, whole: boolean): Intl.NumberFormat {
  const key = `${locale}|${whole}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: CURRENCY,
      // US dollars named as such wherever the local currency is also written with "$".
      currencyDisplay: locale === 'en-US' ? 'symbol' : 'code',
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: whole ? 0 : 2,
    });
    formatters.set(key, format);
  }
  return format;
}

/**
 * Cents for people, in the page's locale: 78200 → '$782.00' in en-US, 'USD 782.00' in es-MX.
 * `wholeDollars` leaves out the cents of a whole amount, as prices on the pages read ('$391').
 */
export function formatMoney(
  cents: number,
  locale = 'en-US',
  { wholeDollars = false }: { wholeDollars?: boolean } = {},
): string {
  return formatter(locale, wholeDollars && cents % 100 === 0).format(cents / 100);
}
