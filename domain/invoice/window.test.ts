import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INVOICE_WINDOW, invoiceWindowClosesAt, isInvoiceWindowOpen } from './window';

describe('invoice window', () => {
  it('closes at midnight of the next month in Mexico City', () => {
    expect(INVOICE_WINDOW.graceDays).toBe(0);
    expect(invoiceWindowClosesAt(new Date('2026-11-26T21:00:00Z')).toISOString()).toBe(
      '2026-12-01T06:00:00.000Z',
    );
    // 30 November at 23:59 in Mexico City is already 1 December in UTC: still November's.
    expect(invoiceWindowClosesAt(new Date('2026-12-01T05:59:00Z')).toISOString()).toBe(
      '2026-12-01T06:00:00.000Z',
    );
    expect(invoiceWindowClosesAt(new Date('2026-12-31T12:00:00Z')).toISOString()).toBe(
      '2027-01-01T06:00:00.000Z',
    );
    // Before 2022 Mexico City kept summer time (UTC−5).
    expect(invoiceWindowClosesAt(new Date('2021-04-15T12:00:00Z')).toISOString()).toBe(
      '2021-05-01T05:00:00.000Z',
    );
  });

  it('is open until the close, and only then', () => {
    const placed = new Date('2026-11-03T10:00:00Z');
    expect(isInvoiceWindowOpen(placed, new Date('2026-12-01T05:59:59Z'))).toBe(true);
    expect(isInvoiceWindowOpen(placed, new Date('2026-12-01T06:00:00Z'))).toBe(false);
  });

  it('always closes after the purchase, within about a month', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2023-01-01'), max: new Date('2035-01-01'), noInvalidDate: true }),
        (placed) => {
          const closes = invoiceWindowClosesAt(placed).getTime();
          expect(closes).toBeGreaterThan(placed.getTime());
          expect(closes - placed.getTime()).toBeLessThanOrEqual(32 * 86_400_000);
        },
      ),
    );
  });
});
