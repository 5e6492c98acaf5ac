import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatExchangeRate, formatPesos, parseExchangeRate, pesosFor } from './pesos';

describe('the peso estimate', () => {
  it.each([
    ['17.39', 173900],
    ['17', 170000],
    ['18.5', 185000],
    ['0.0001', 1],
    [' 17.3912 ', 173912],
  ])('reads a rate of %j pesos per dollar as %i ten-thousandths', (text, rate) => {
    expect(parseExchangeRate(text)).toBe(rate);
  });

  it.each(['', '0', '0.0000', '-17', '17.39125', '17,39', 'abc', '1e3', '1000'])(
    'refuses %j as a rate',
    (text) => {
      expect(parseExchangeRate(text)).toBeNull();
    },
  );

  it('converts dollars to whole pesos, rounding half up, in integers', () => {
    // $391.00 at 17.39 is 6,799.49 pesos.
    expect(pesosFor(39100, 173900)).toBe(6799);
    // $0.50 at 17.00 is 8.50 pesos: half a peso goes up.
    expect(pesosFor(50, 170000)).toBe(9);
    expect(pesosFor(0, 173900)).toBe(0);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e10 }),
        fc.integer({ min: 1, max: 9_999_999 }),
        (cents, rate) => {
          const exact = (cents * rate) / 1_000_000;
          expect(Math.abs(pesosFor(cents, rate) - exact)).toBeLessThanOrEqual(0.5);
        },
      ),
    );
  });

  it('writes the operator’s rate as pesos per dollar, with its own decimals', () => {
    expect(formatExchangeRate(173900, 'es-MX').replace(/\s/g, ' ')).toBe('MXN 17.39');
    expect(formatExchangeRate(173912, 'es-MX').replace(/\s/g, ' ')).toBe('MXN 17.3912');
  });

  it('writes pesos as Mexico does, with the currency code so nobody reads dollars', () => {
    expect(formatPesos(6799, 'es-MX').replace(/\s/g, ' ')).toBe('MXN 6,799');
    expect(formatPesos(1_234_567, 'en-US').replace(/\s/g, ' ')).toBe('MXN 1,234,567');
  });
});
