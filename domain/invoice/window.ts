import { SHOP_TIME_ZONE } from '../shop-calendar';
/**
 * When a buyer may still ask for a factura of an order. A sale nobody asked a factura for goes,
 * at the month's end, into the company's global factura to the general public (CFDI global,
 * RFC XAXX010101000), and a sale is never invoiced twice: so a buyer's own factura is issued only
 * within the calendar month of the purchase, as the month is counted in Mexico City (where the
 * company files), plus INVOICE_WINDOW.graceDays after it.
 *
 * ACCOUNTANT: the company's accountant (contador) confirms this window before launch — the
 * calendar month of purchase, Mexico City time, and whether any days after it are allowed before
 * the global factura is issued. Until then: the month only, no grace days.
 */
export const INVOICE_WINDOW = {
  timeZone: SHOP_TIME_ZONE,
  graceDays: 0,
} as const;

const DAY_MS = 86_400_000;

/** The year and month (1–12) of an instant in Mexico City. */
function monthInMexicoCity(at: Date): { year: number; month: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: INVOICE_WINDOW.timeZone,
    year: 'numeric',
    month: 'numeric',
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month') };
}

/** The offset of Mexico City from UTC at an instant, in milliseconds (−6 h since 2022). */
function offsetAt(at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: INVOICE_WINDOW.timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const local = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return local - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant a factura can no longer be asked for an order placed at `placedAt`. */
export function invoiceWindowClosesAt(placedAt: Date): Date {
  const { year, month } = monthInMexicoCity(placedAt);
  // Midnight of the next month's first day, in Mexico City: its UTC instant, with the offset the
  // zone has around then.
  const midnightAsUtc = Date.UTC(year, month, 1) + INVOICE_WINDOW.graceDays * DAY_MS;
  const guess = new Date(midnightAsUtc);
  return new Date(midnightAsUtc - offsetAt(new Date(guess.getTime() - offsetAt(guess))));
}

/** Whether a factura may still be asked for, at `now`, of an order placed at `placedAt`. */
export function isInvoiceWindowOpen(placedAt: Date, now: Date): boolean {
  return now.getTime() < invoiceWindowClosesAt(placedAt).getTime();
}
