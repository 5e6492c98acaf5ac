import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CFDI_USES,
  findCfdiUse,
  isAllowedCombination,
  regimesFor,
  TAX_REGIMES,
  usesFor,
} from './sat-catalogues';

const regime = fc.constantFrom(...TAX_REGIMES.map((r) => r.code));
const use = fc.constantFrom(...CFDI_USES.map((u) => u.code));
const personType = fc.constantFrom('fisica' as const, 'moral' as const, null);

describe('SAT catalogues', () => {
  it('has each code once, with a Spanish and an English name', () => {
    for (const list of [TAX_REGIMES, CFDI_USES]) {
      const codes = list.map((entry) => entry.code);
      expect(new Set(codes).size).toBe(codes.length);
      for (const entry of list) {
        expect(entry.es.length).toBeGreaterThan(0);
        expect(entry.en.length).toBeGreaterThan(0);
      }
    }
  });

  it('names only regimes of the catalogue in each use', () => {
    for (const entry of CFDI_USES) {
      for (const code of entry.regimes) expect(TAX_REGIMES.map((r) => r.code)).toContain(code);
    }
  });

  it('follows the SAT on the combinations a buyer asks for most', () => {
    expect(isAllowedCombination('612', 'G03')).toBe(true);
    expect(isAllowedCombination('601', 'G03', 'moral')).toBe(true);
    expect(isAllowedCombination('626', 'I04', 'fisica')).toBe(true);
    expect(isAllowedCombination('605', 'D01', 'fisica')).toBe(true);
    expect(isAllowedCombination('616', 'S01')).toBe(true);
    // Sin obligaciones fiscales deducts nothing; a salaried person deducts no business expense.
    expect(isAllowedCombination('616', 'G03')).toBe(false);
    expect(isAllowedCombination('605', 'G03')).toBe(false);
    // Personal deductions are for personas físicas only.
    expect(isAllowedCombination('601', 'D01', 'moral')).toBe(false);
    expect(isAllowedCombination('612', 'D01', 'moral')).toBe(false);
    // Payments and payroll are other kinds of CFDI, never a sale's.
    expect(isAllowedCombination('605', 'CN01')).toBe(false);
    expect(isAllowedCombination('601', 'CP01')).toBe(false);
  });

  it('offers for a regime exactly the sale uses that list it and fit the taxpayer', () => {
    fc.assert(
      fc.property(regime, use, personType, (r, u, kind) => {
        const entry = findCfdiUse(u);
        const expected =
          entry?.forSale &&
          entry.regimes.includes(r) &&
          (kind === null || entry.for.includes(kind));
        expect(isAllowedCombination(r, u, kind)).toBe(expected);
        expect(usesFor(r, kind).some((offered) => offered.code === u)).toBe(expected);
      }),
    );
  });

  it('leaves every regime a use to choose (S01 at least), and splits regimes by taxpayer', () => {
    for (const r of TAX_REGIMES) {
      for (const kind of r.for) expect(usesFor(r.code, kind).map((u) => u.code)).toContain('S01');
    }
    expect(regimesFor('moral').map((r) => r.code)).toEqual([
      '601',
      '603',
      '610',
      '620',
      '622',
      '623',
      '624',
      '626',
    ]);
    expect(regimesFor('fisica').map((r) => r.code)).toContain('612');
    expect(regimesFor('fisica').map((r) => r.code)).not.toContain('601');
    expect(regimesFor(null)).toHaveLength(TAX_REGIMES.length);
  });
});
