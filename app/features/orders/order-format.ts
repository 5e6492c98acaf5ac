import { decimalToCents, formatUsd } from '../../../domain/money';

/** Amounts as the records keep them ('782.00'), written for people: '$782.00'. */
export function usd(decimal: string): string {
  return formatUsd(decimalToCents(decimal));
}

/** A line's total: unit price times quantity, in cents, so it never drifts. */
export function lineTotal(unitPrice: string, quantity: number): string {
  return formatUsd(decimalToCents(unitPrice) * quantity);
}

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
