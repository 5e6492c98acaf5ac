import type { Address } from '#domain/address';
import { toDecimal } from '#domain/money';

/**
 * CSV for operators' exports (RFC 4180), safe to open in a spreadsheet: text a spreadsheet would
 * run as a formula (=, +, -, @, a tab or a carriage return first) gets a leading quote, so a
 * payer named "=HYPERLINK(…)" stays text.
 */

/** A column: its header and how to read it from a row. */
export type CsvColumn<Row> = readonly [header: string, read: (row: Row) => string | null];

export function csvCell(value: string | null): string {
  if (value === null) return '';
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function csvHeader<Row>(columns: readonly CsvColumn<Row>[]): string {
  return `${columns.map(([name]) => csvCell(name)).join(',')}\r\n`;
}

export function csvLine<Row>(columns: readonly CsvColumn<Row>[], row: Row): string {
  return `${columns.map(([, read]) => csvCell(read(row))).join(',')}\r\n`;
}

/** An order's lines in one cell: `octahedron x2 @ 391.00; …`. */
export function itemsCell(
  items: readonly { id: string; quantity: number; unitPriceCents: number }[],
): string {
  return items
    .map((item) => `${item.id} x${item.quantity} @ ${toDecimal(item.unitPriceCents)}`)
    .join('; ');
}

/**
 * A shipping address in one cell, its parts separated by commas, as stored: the country and a
 * listed state as their ISO codes (MX, CMX), which a spreadsheet or a carrier's import reads.
 */
export function addressCell(address: Address | null): string | null {
  return address
    ? [address.street, address.line2, address.city, address.state, address.zip, address.country]
        .filter((part) => part !== undefined && part !== '')
        .join(', ')
    : null;
}

/** `prefix-2026-03-01.csv`, today in UTC. */
export function csvFileName(prefix: string, now = new Date()): string {
  return `${prefix}-${now.toISOString().slice(0, 10)}.csv`;
}
