import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToDecimal, decimalToCents, formatPrice, formatUsd } from './money';

/**
 * The product spec's rule for reading a price text: keep the digits and the dot, read dollars.
 * Written here as the spec states it, to check that the texts the site shows read back to the
 * cents it computes with.
 */
function readPriceTextAsSpecSays(text: string): number {
  const dollars = text.replace(/[^\d.]/g, '');
  const [whole = '0', fraction = ''] = dollars.split('.');
  return Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

describe('formatPrice', () => {
  it.each([
    [39100, '$391'],
    [48900, '$489'],
    [1_500_000, '$15,000'],
    [29900, '$299'],
    [500, '$5'],
    [550, '$5.50'],
    [99, '$0.99'],
    [0, '$0'],
  ])('shows %i cents as %s', (cents, text) => {
    expect(formatPrice(cents)).toBe(text);
  });

  it('writes what Intl.NumberFormat writes, without the cents of whole dollars', () => {
    const withCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    const whole = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (cents) => {
        const intl = cents % 100 === 0 ? whole : withCents;
        expect(formatPrice(cents)).toBe(intl.format(cents / 100));
      }),
      { numRuns: 2000 },
    );
  });

  it('reads back, by the spec’s rule, as the cents it was made from', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (cents) => {
        expect(readPriceTextAsSpecSays(formatPrice(cents))).toBe(cents);
      }),
      { numRuns: 2000 },
    );
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

describe('decimalToCents', () => {
  it.each([
    ['782.00', 78200],
    ['0.05', 5],
    ['5.5', 550],
    ['391', 39100],
    ['-12.30', -1230],
  ])('reads %s as %i cents', (text, cents) => {
    expect(decimalToCents(text)).toBe(cents);
  });

  it.each(['', '1.234', '$5', 'abc', '1,000.00'])('refuses %j', (text) => {
    expect(decimalToCents(text)).toBeNaN();
  });

  it('reads back whatever centsToDecimal writes', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (cents) => {
        expect(decimalToCents(centsToDecimal(cents))).toBe(cents);
      }),
    );
  });
});
