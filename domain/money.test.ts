import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney, parseAmount, specPriceText, toDecimal } from './money';

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

describe('formatMoney', () => {
  it.each([
    [39100, 'US$391'],
    [48900, 'US$489'],
    [1_500_000, 'US$15,000'],
    [29900, 'US$299'],
    [500, 'US$5'],
    [550, 'US$5.50'],
    [99, 'US$0.99'],
    [0, 'US$0'],
  ])('writes a price of %i cents as %s (whole dollars without cents)', (cents, text) => {
    expect(formatMoney(cents, 'en-US', { wholeDollars: true })).toBe(text);
  });

  it.each([
    [78200, 'US$782.00'],
    [39100, 'US$391.00'],
    [150_000_000, 'US$1,500,000.00'],
    [5, 'US$0.05'],
  ])('writes an amount of %i cents as %s', (cents, text) => {
    expect(formatMoney(cents)).toBe(text);
  });

  it('keeps the specification’s "$391" readable inside the English price', () => {
    expect(formatMoney(39100, 'en-US', { wholeDollars: true })).toContain('$391');
    expect(formatMoney(48900, 'en-US', { wholeDollars: true })).toContain('$489');
  });

  it('names US dollars unambiguously in Mexico, where "$" is the peso', () => {
    expect(formatMoney(78200, 'es-MX').replace(/\s/g, ' ')).toBe('USD 782.00');
    expect(formatMoney(39100, 'es-MX', { wholeDollars: true }).replace(/\s/g, ' ')).toBe('USD 391');
  });

  it('never writes a bare "$", in either language: the currency is always named', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.boolean(), (cents, whole) => {
        for (const locale of ['en-US', 'es-MX']) {
          const text = formatMoney(cents, locale, { wholeDollars: whole });
          expect(text).toMatch(/^(US\$|USD\u00a0)\d/);
        }
      }),
    );
  });

  it('reads back, by the spec’s rule, as the cents it was made from, in either language', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.boolean(), (cents, whole) => {
        for (const locale of ['en-US', 'es-MX']) {
          const text = formatMoney(cents, locale, { wholeDollars: whole });
          expect(readPriceTextAsSpecSays(text)).toBe(cents);
        }
      }),
      { numRuns: 1000 },
    );
  });
});

describe('specPriceText', () => {
  it.each([
    [39100, '$391'],
    [500, '$5'],
    [550, '$5.50'],
    [1_500_000, '$15,000'],
  ])('writes the spec’s cart price text of %i cents as %s', (cents, text) => {
    expect(specPriceText(cents)).toBe(text);
  });

  it('reads back, by the spec’s rule, as its cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (cents) => {
        expect(readPriceTextAsSpecSays(specPriceText(cents))).toBe(cents);
      }),
    );
  });
});

describe('toDecimal', () => {
  it.each([
    [78200, '782.00'],
    [5, '0.05'],
    [1500000, '15000.00'],
    [-1230, '-12.30'],
  ])('writes %i cents as %s', (cents, text) => {
    expect(toDecimal(cents)).toBe(text);
  });
});

describe('parseAmount', () => {
  it.each([
    ['782.00', 78200],
    ['0.05', 5],
    ['5.5', 550],
    ['391', 39100],
    [' 1,391.00 ', 139100],
    ['$391', 39100],
    // What the pages and the console show, copied back into the console's refund field.
    ['US$1,391.50', 139150],
    [782, 78200],
    [782.004, 78200],
    [0.29, 29],
  ])('reads %j as %i cents', (value, cents) => {
    expect(parseAmount(value)).toBe(cents);
  });

  it.each(['', '1.234', 'abc', '1,00', '-12.30', '12.', 'US391', 'MX$391', Number.NaN, -1])(
    'refuses %j',
    (value) => {
      expect(parseAmount(value)).toBeNull();
    },
  );

  it('reads back whatever toDecimal writes, and a number of dollars to its nearest cent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (cents) => {
        expect(parseAmount(toDecimal(cents))).toBe(cents);
        expect(parseAmount(cents / 100)).toBe(cents);
      }),
    );
  });
});
