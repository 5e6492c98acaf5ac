import { describe, expect, it } from 'vitest';
import { NOT_SHIPPED_TO, SHIPPING_COUNTRIES } from '#domain/countries';
import { countryOptions, stateOptions } from './address-options';

describe('the country list', () => {
  it('names every country the shop ships to with Intl, in the page’s language, sorted in it', () => {
    const english = countryOptions('en');
    expect(english.map((option) => option.code).sort()).toEqual([...SHIPPING_COUNTRIES].sort());
    const names = new Intl.DisplayNames('en-US', { type: 'region' });
    for (const option of english) expect(option.name).toBe(names.of(option.code));
    const collator = new Intl.Collator('en-US');
    expect([...english].sort((a, b) => collator.compare(a.name, b.name))).toEqual(english);
    expect(english[0]?.name).toBe('Afghanistan');
  });

  it('puts Mexico first on a Spanish page, then the rest as Spanish sorts them', () => {
    const spanish = countryOptions('es');
    expect(spanish[0]).toEqual({ code: 'MX', name: 'México' });
    expect(spanish.filter((option) => option.code === 'MX')).toHaveLength(1);
    const rest = spanish.slice(1);
    const collator = new Intl.Collator('es-MX');
    expect([...rest].sort((a, b) => collator.compare(a.name, b.name))).toEqual(rest);
    // Spanish names and order: Alemania before Argentina, Ñ-free but accents sorted as letters.
    expect(rest.findIndex((o) => o.code === 'DE')).toBeLessThan(
      rest.findIndex((o) => o.code === 'AR'),
    );
    expect(spanish.find((option) => option.code === 'US')?.name).toBe('Estados Unidos');
  });

  it('offers none of the destinations the shop does not ship to', () => {
    const offered = new Set(countryOptions('en').map((option) => option.code));
    for (const code of Object.keys(NOT_SHIPPED_TO)) expect(offered.has(code), code).toBe(false);
  });
});

describe('the state list', () => {
  it('lists Mexico’s 32 entities by ISO 3166-2 code, named and sorted in the page’s language', () => {
    const spanish = stateOptions('MX', 'es') ?? [];
    expect(spanish).toHaveLength(32);
    expect(spanish).toContainEqual({ code: 'CMX', name: 'Ciudad de México' });
    expect(stateOptions('MX', 'en')).toContainEqual({ code: 'CMX', name: 'Mexico City' });
    const collator = new Intl.Collator('es-MX');
    expect([...spanish].sort((a, b) => collator.compare(a.name, b.name))).toEqual(spanish);
  });

  it('lists the US states and DC, and Canada’s provinces and territories; nothing elsewhere', () => {
    expect(stateOptions('US', 'en')).toHaveLength(51);
    expect(stateOptions('US', 'es')).toContainEqual({ code: 'NY', name: 'Nueva York' });
    expect(stateOptions('CA', 'en')).toContainEqual({ code: 'ON', name: 'Ontario' });
    expect(stateOptions('CA', 'en')).toHaveLength(13);
    expect(stateOptions('DE', 'en')).toBeNull();
    expect(stateOptions('', 'en')).toBeNull();
  });
});
