import { describe, expect, it } from 'vitest';
import {
  ISO_COUNTRY_CODES,
  isShippingCountry,
  NOT_SHIPPED_TO,
  SHIPPING_COUNTRIES,
} from './countries';

describe('the countries the shop ships to', () => {
  it('starts from every code of ISO 3166-1, each once, each one Intl can name', () => {
    expect(ISO_COUNTRY_CODES).toHaveLength(249);
    expect(new Set(ISO_COUNTRY_CODES).size).toBe(249);
    expect([...ISO_COUNTRY_CODES].sort()).toEqual(ISO_COUNTRY_CODES);
    const names = new Intl.DisplayNames('en', { type: 'region', fallback: 'none' });
    for (const code of ISO_COUNTRY_CODES) {
      expect(code).toMatch(/^[A-Z]{2}$/);
      expect(names.of(code), code).toBeTruthy();
    }
  });

  it('leaves out only the documented exclusions, each with its reason', () => {
    for (const [code, reason] of Object.entries(NOT_SHIPPED_TO)) {
      expect(ISO_COUNTRY_CODES, code).toContain(code);
      expect(isShippingCountry(code), code).toBe(false);
      expect(reason.length).toBeGreaterThan(5);
    }
    expect(SHIPPING_COUNTRIES).toHaveLength(249 - Object.keys(NOT_SHIPPED_TO).length);
    for (const code of ['MX', 'US', 'CA', 'ES', 'PR', 'GB', 'JP', 'BR']) {
      expect(isShippingCountry(code), code).toBe(true);
    }
    expect(isShippingCountry('mx')).toBe(false);
    expect(isShippingCountry('UK')).toBe(false);
  });
});
