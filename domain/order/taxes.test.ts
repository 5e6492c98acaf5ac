import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatTaxRate,
  IVA_RATE_PERCENT,
  includedTax,
  isMexicanCountry,
  ivaIncludedCents,
  orderAmounts,
} from './taxes';

/** The exact IVA inside a total, as a fraction: total × 16 / 116. */
const exactIva = (totalCents: number) => (totalCents * IVA_RATE_PERCENT) / (100 + IVA_RATE_PERCENT);

describe('the IVA included in a price', () => {
  it('is US$53.93 in US$391.00, as the company’s policy says', () => {
    expect(ivaIncludedCents(39100)).toBe(5393);
  });

  it.each([
    [0, 0],
    [1, 0],
    [4, 1],
    [116, 16],
    [78200, 10786],
    [500, 69],
    [1_500_000, 206897],
  ])('in a total of %i cents is %i cents', (total, iva) => {
    expect(ivaIncludedCents(total)).toBe(iva);
  });

  it('plus the net amount is the total, for every total', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e13 }), (total) => {
        const iva = ivaIncludedCents(total);
        const net = total - iva;
        expect(Number.isInteger(iva)).toBe(true);
        expect(iva).toBeGreaterThanOrEqual(0);
        expect(net).toBeGreaterThanOrEqual(iva);
        expect(iva + net).toBe(total);
      }),
      { numRuns: 2000 },
    );
  });

  it('is the exact share rounded to the nearest cent (never half a cent away)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e13 }), (total) => {
        // In integers: |IVA × 116 − total × 16| ≤ 58 is "within half a cent of total × 16 / 116".
        const off = Math.abs(ivaIncludedCents(total) * 116 - total * 16);
        expect(off).toBeLessThanOrEqual(58);
        expect(Math.abs(ivaIncludedCents(total) - exactIva(total))).toBeLessThan(0.5);
      }),
      { numRuns: 2000 },
    );
  });

  it('never has a tie to break: 16/116 is 4/29, so no total is exactly half a cent away', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e13 }), (total) => {
        expect((total * 8) % 58).not.toBe(29);
      }),
    );
  });

  it('grows with the total, a cent at most for each cent more', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e13 }), (total) => {
        const step = ivaIncludedCents(total + 1) - ivaIncludedCents(total);
        expect(step === 0 || step === 1).toBe(true);
      }),
    );
  });

  it('on the net, 16 % of it is the IVA give or take a cent', () => {
    // What an invoice computes from the net (base × 16 %) can differ by one cent from the share
    // of a fixed total: the receipt states the share of what was charged.
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e13 }), (total) => {
        const iva = ivaIncludedCents(total);
        const fromNet = Math.round(((total - iva) * IVA_RATE_PERCENT) / 100);
        expect(Math.abs(fromNet - iva)).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('which addresses are in Mexico', () => {
  it.each(['MX', 'mx', ' MX ', 'México', 'Mexico', 'MÉXICO', 'mexico'])(
    'takes %j for Mexico',
    (country) => {
      expect(isMexicanCountry(country)).toBe(true);
    },
  );

  it.each(['US', 'ES', 'New Mexico', 'Ciudad de México', 'Mexico, US', 'MEX', ''])(
    'does not take %j for Mexico',
    (country) => {
      expect(isMexicanCountry(country)).toBe(false);
    },
  );
});

describe('includedTax', () => {
  it('names the IVA for an address in Mexico, and nothing elsewhere or without an address', () => {
    expect(includedTax(39100, { country: 'MX' })).toEqual({
      name: 'IVA',
      ratePercent: 16,
      includedCents: 5393,
    });
    expect(includedTax(39100, { country: 'US' })).toBeNull();
    expect(includedTax(39100, null)).toBeNull();
  });
});

describe('orderAmounts', () => {
  const lines = [
    { unitPriceCents: 39100, quantity: 2 },
    { unitPriceCents: 500, quantity: 1 },
  ];

  it('adds the lines, ships for free, and the total is the subtotal', () => {
    expect(orderAmounts(lines, { country: 'ES' })).toEqual({
      subtotalCents: 78700,
      shippingCents: 0,
      totalCents: 78700,
      tax: null,
    });
  });

  it('says the IVA the total includes for an address in Mexico', () => {
    expect(orderAmounts(lines, { country: 'México' }).tax).toEqual({
      name: 'IVA',
      ratePercent: 16,
      includedCents: ivaIncludedCents(78700),
    });
  });
});

describe('formatTaxRate', () => {
  it('writes the rate as each language writes percentages', () => {
    expect(formatTaxRate(16, 'en-US')).toBe('16%');
    expect(formatTaxRate(16, 'es-MX')).toBe('16%');
    expect(formatTaxRate(8, 'fr-FR')).toBe('8\u00a0%');
  });
});
