/**
 * Money is one thing everywhere: integer US cents (`…Cents`), in code, in the API's answers and in
 * the database's own columns, so sums never drift the way floating-point dollars do. Text is made
 * from cents here only, always by Intl.NumberFormat: `formatMoney`, for people, in their locale
 * ('US$391', 'USD 391': the currency is always named, as a Mexican reader takes a bare '$' for
 * pesos); `formatPesos` (domain/pesos.ts), for the estimate in pesos the pages add; `specPriceText`, the
 * specification's own price text of a cart item ('$391', data, not shown); `toDecimal`, for what
 * PayPal and the spec's payment record write ('782.00'). `parseAmount` is the one way back from
 * text.
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
 * '$391', 'US$1,391.50' (what a person types or copies into the console, what PayPal and the
 * spec's `{ total }` send), or a number of dollars (the spec's `{ total: 782 }`). Null for anything
 * else: more than two decimals in a text, signs, letters.
 */
export function parseAmount(value: string | number): number | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) return null;
    // A number of dollars is binary floating point already (0.29 * 100 is 28.999…): the cent
    // closest to it is what it means.
    const cents = Math.round(value * 100);
    return Number.isSafeInteger(cents) ? cents : null;
  }
  const match = /^(?:US\$|\$)?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  const cents = Number(whole.replaceAll(',', '')) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

/**
 * The locale whose conventions write an amount for a page in `locale`. English pages are read
 * worldwide, from Mexico first, and en-US writes US dollars as a bare "$", the peso's sign in
 * Mexico (and the dollar's in Canada, Australia…). World English (en-001) writes the same digits,
 * separators and order with the currency named: 'US$391.00'. Dates and plurals keep en-US.
 * es-MX names dollars itself ('USD 391.00'), with its "$" kept for pesos.
 */
function moneyLocale(locale: string): string {
  return locale === 'en-US' ? 'en-001' : locale;
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * One formatter per locale, currency and style: the first costs the browser its locale data, once.
 * Shared with the peso estimate (domain/pesos.ts).
 */
export function currencyFormatter(
  locale: string,
  currency: 'USD' | 'MXN',
  currencyDisplay: 'symbol' | 'code',
  fractionDigits: 0 | 2,
): Intl.NumberFormat {
  const key = `${locale}|${currency}|${currencyDisplay}|${fractionDigits}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formatters.set(key, format);
  }
  return format;
}

/**
 * Cents for people, in the page's locale: 78200 → 'US$782.00' in en-US, 'USD 782.00' in es-MX.
 * `wholeDollars` leaves out the cents of a whole amount, as prices on the pages read ('US$391').
 */
export function formatMoney(
  cents: number,
  locale = 'en-US',
  { wholeDollars = false }: { wholeDollars?: boolean } = {},
): string {
  const written = moneyLocale(locale);
  // en-001's symbol is 'US$'; any other locale names the code, which no reader takes for another
  // currency (es-US and en-MX would write a bare "$").
  const display = written === 'en-001' ? 'symbol' : 'code';
  const whole = wholeDollars && cents % 100 === 0;
  return currencyFormatter(written, CURRENCY, display, whole ? 0 : 2).format(cents / 100);
}

/**
 * The specification's price text of a cart item ('$391', 'From … ' aside): data the spec names,
 * which its own reading (digits and dot) turns back into the cents. It is kept as the spec writes
 * it, in US English; what a page shows is `formatMoney`'s.
 */
export function specPriceText(cents: number): string {
  return currencyFormatter('en-US', CURRENCY, 'symbol', cents % 100 === 0 ? 0 : 2).format(
    cents / 100,
  );
}
