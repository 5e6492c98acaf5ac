/**
 * Money helpers shared by the browser and the server.
 *
 * Prices arrive as display text ('$391', '$15,000', '$5.50'). The spec's rule is: keep only the
 * digits and the dot, and read the result as dollars. Everything downstream works in integer
 * cents so that sums never drift the way floating-point dollars do.
 */

/** Parses a price text into integer cents: '$391' → 39100, '$15,000' → 1500000, '$5.50' → 550. */
export function parsePriceCents(priceText: string): number {
  const cleaned = priceText.replace(/[^\d.]/g, '');
  const match = /^(\d*)(?:\.(\d*))?/.exec(cleaned);
  const whole = match?.[1] ?? '';
  const fraction = (match?.[2] ?? '').slice(0, 2).padEnd(2, '0');
  if (whole === '' && /^0*$/.test(fraction)) return 0;
  return Number(whole || '0') * 100 + Number(fraction);
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
