/**
 * Money helpers shared by the browser and the server. Amounts are integer US cents everywhere, so
 * sums never drift the way floating-point dollars do; text is made from cents only for display
 * and for PayPal.
 */

/**
 * A price as the pages write it: whole dollars without cents ('$391', '$15,000'), otherwise with
 * two decimals ('$5.50'). Read back by the spec's rule (keep the digits and the dot), it gives the
 * same cents.
 */
export function formatPrice(cents: number): string {
  const text = formatUsd(cents);
  return cents % 100 === 0 ? text.slice(0, -3) : text;
}

/**
 * Formats integer cents as US dollars with two decimals and thousands separators, exactly as
 * `Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })` does: 78200 → '$782.00',
 * 150000000 → '$1,500,000.00', -550 → '-$5.50'. Written out because the first Intl.NumberFormat
 * a page creates costs 30–45 ms of main thread in Chromium (loading ICU data), inside the task
 * that hydrates the page; the test checks it against Intl.
 */
export function formatUsd(cents: number): string {
  const [whole = '0', fraction = '00'] = centsToDecimal(Math.abs(cents)).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${cents < 0 ? '-' : ''}$${grouped}.${fraction}`;
}

/** Formats integer cents as a plain decimal string, as PayPal's amounts want: 78200 → '782.00'. */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * Reads a decimal amount as the records keep it ('782.00', '5.5', '391') back into integer cents;
 * NaN for anything else. The inverse of `centsToDecimal` for two decimals.
 */
export function decimalToCents(text: string): number {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return Number.NaN;
  const [, sign, whole = '0', fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign === '-' ? -cents : cents;
}
