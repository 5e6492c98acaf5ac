import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToDecimal, formatUsd, parsePriceCents } from './money';

describe('parsePriceCents', () => {
  it.each([
    ['$391', 39100],
    ['$489', 48900],
    ['$15,000', 1500000],
    ['$5.50', 550],
    ['$5.5', 550],
    ['$299', 29900],
    ['$0.99', 99],
    ['By quote', 0],
    ['', 0],
  ])('reads %s as %i cents', (text, cents) => {
    expect(parsePriceCents(text)).toBe(cents);
  });
});

describe('formatUsd', () => {
  it.each([
    [78200, '$782.00'],
    [39100, '$391.00'],
    [1500000, '$15,000.00'],
    [550, '$5.50'],
    [0, '$0.00'],
    [99, '$0.99'],
    [100000, '$1,000.00'],
    [123456789, '$1,234,567.89'],
    [-550, '-$5.50'],
  ])('shows %i cents as %s', (cents, text) => {
    expect(formatUsd(cents)).toBe(text);
  });

  it('writes what Intl.NumberFormat writes for US dollars, for any whole number of cents', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        expect(formatUsd(cents)).toBe(intl.format(cents / 100));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('centsToDecimal', () => {
  it.each([
    [78200, '782.00'],
    [5, '0.05'],
    [1500000, '15000.00'],
  ])('writes %i cents as %s', (cents, text) => {
    expect(centsToDecimal(cents)).toBe(text);
  });
});
