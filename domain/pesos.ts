/**
 * The estimate in Mexican pesos that the pages add to a price: the build's rate, kept in integer
 * ten-thousandths of a peso per dollar, and whole pesos from US cents (domain/money.ts holds the
 * dollars). Apart from money.ts because only the parts that show a price use it: every page's
 * shell formats dollars (the cart), and would otherwise carry this too.
 */
import { currencyFormatter } from './money';

/** A rate is kept in ten-thousandths of a peso per dollar: '17.3912' → 173912. */
const RATE_SCALE = 10_000;

/**
 * An exchange rate as the operator writes it, pesos per US dollar ('17.39', at most 4 decimals,
 * below 1,000), in ten-thousandths; null for anything else, 0 included.
 */
export function parseExchangeRate(text: string): number | null {
  const match = /^(\d{1,3})(?:\.(\d{1,4}))?$/.exec(text.trim());
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  const rate = Number(whole) * RATE_SCALE + Number(fraction.padEnd(4, '0'));
  return rate > 0 ? rate : null;
}

/**
 * Whole pesos for an amount in US cents at a rate in ten-thousandths, rounded half up, in integers
 * (cents × rate is exact up to about 9 × 10^15: 9 × 10^8 dollars at 1,000 pesos each).
 */
export function pesosFor(usdCents: number, rateTenThousandths: number): number {
  const scale = 100 * RATE_SCALE;
  return Math.floor((usdCents * rateTenThousandths + scale / 2) / scale);
}

/** Whole pesos, named as such: 'MXN 6,799' (es-MX's own "$" would read as dollars to some). */
export function formatPesos(pesos: number, locale = 'es-MX'): string {
  return currencyFormatter(locale, 'MXN', 'code', 0).format(pesos);
}

/** A rate in ten-thousandths as the operator gave it, named as pesos per dollar: 'MXN 17.39'. */
export function formatExchangeRate(rateTenThousandths: number, locale = 'es-MX'): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'MXN',
    currencyDisplay: 'code',
    minimumFractionDigits: 2,
    maximumFractionDigits: 4,
  }).format(rateTenThousandths / RATE_SCALE);
}
