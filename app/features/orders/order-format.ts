import { formatMoney } from '../../../domain/money';

/** Cents written for people: '$782.00'. */
export const usd = (cents: number): string => formatMoney(cents);

/** A line's total: unit price times quantity, in cents, so it never drifts. */
export const lineTotal = (unitPriceCents: number, quantity: number): string =>
  formatMoney(unitPriceCents * quantity);

/**
 * An order's date in the visitor's own time zone ('November 23, 2026'). Only the receipt and
 * account pages format dates, so Intl's first-use cost never lands on a public page's first paint.
 */
export function orderDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
}
