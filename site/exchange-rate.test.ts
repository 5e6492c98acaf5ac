import { describe, expect, it } from 'vitest';
import { DEFAULT_PESO_ESTIMATE_RATE, pesoEstimateRate } from './exchange-rate';

describe('the peso estimate’s rate from the build’s environment', () => {
  it('is the default when the environment names none', () => {
    expect(pesoEstimateRate({})).toEqual(DEFAULT_PESO_ESTIMATE_RATE);
    expect(pesoEstimateRate({ VITE_PESO_PER_DOLLAR: ' ', VITE_PESO_RATE_AS_OF: '' })).toEqual(
      DEFAULT_PESO_ESTIMATE_RATE,
    );
  });

  it('is the operator’s when both variables are set and valid, spaces trimmed', () => {
    expect(
      pesoEstimateRate({ VITE_PESO_PER_DOLLAR: ' 18.0525 ', VITE_PESO_RATE_AS_OF: '2027-01-04' }),
    ).toEqual({ pesosPerDollar: '18.0525', asOf: '2027-01-04' });
    expect(
      pesoEstimateRate({ VITE_PESO_PER_DOLLAR: '19', VITE_PESO_RATE_AS_OF: '2028-02-29' }),
    ).toEqual({ pesosPerDollar: '19', asOf: '2028-02-29' });
  });

  it.each([
    ['17,39', 'a comma'],
    ['17.39001', 'five decimals'],
    ['1000', 'a thousand or more'],
    ['0', 'zero'],
    ['0.0000', 'zero with decimals'],
    ['-17', 'a sign'],
    ['MXN 17.39', 'a currency'],
  ])('refuses %s as a rate (%s), naming the variable', (rate) => {
    expect(() =>
      pesoEstimateRate({ VITE_PESO_PER_DOLLAR: rate, VITE_PESO_RATE_AS_OF: '2027-01-04' }),
    ).toThrow(/^VITE_PESO_PER_DOLLAR: .* is not a rate/);
  });

  it.each([
    ['2027-02-30', 'a day February lacks'],
    ['2027-1-4', 'digits missing'],
    ['04/01/2027', 'another order'],
  ])('refuses %s as the day (%s), naming the variable', (day) => {
    expect(() =>
      pesoEstimateRate({ VITE_PESO_PER_DOLLAR: '18.05', VITE_PESO_RATE_AS_OF: day }),
    ).toThrow(/^VITE_PESO_RATE_AS_OF: .* is not a day/);
  });

  it('refuses one variable without the other', () => {
    expect(() => pesoEstimateRate({ VITE_PESO_PER_DOLLAR: '18.05' })).toThrow(
      /^VITE_PESO_RATE_AS_OF: "" is not a day/,
    );
    expect(() => pesoEstimateRate({ VITE_PESO_RATE_AS_OF: '2027-01-04' })).toThrow(
      /^VITE_PESO_PER_DOLLAR: "" is not a rate/,
    );
  });
});
