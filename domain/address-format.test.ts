import { describe, expect, it } from 'vitest';
import { addressLines, countryName, stateName } from './address-format';

describe('addresses as people read them', () => {
  it('names the country with Intl in the reader’s language', () => {
    expect(countryName('MX', 'en-US')).toBe('Mexico');
    expect(countryName('MX', 'es-MX')).toBe('México');
    expect(countryName('US', 'es-MX')).toBe('Estados Unidos');
    expect(countryName('DE', 'es-MX')).toBe('Alemania');
  });

  it('names a listed state in the reader’s language, and leaves free text as it is', () => {
    expect(stateName('MX', 'CMX', 'en-US')).toBe('Mexico City');
    expect(stateName('MX', 'CMX', 'es-MX')).toBe('Ciudad de México');
    expect(stateName('US', 'NY', 'es-MX')).toBe('Nueva York');
    expect(stateName('CA', 'BC', 'en')).toBe('British Columbia');
    expect(stateName('DE', 'Bayern', 'es-MX')).toBe('Bayern');
  });

  it('keeps an old order’s free-text country and state exactly as they were stored', () => {
    const old = {
      street: 'Av. Álvaro Obregón 121',
      city: 'Ciudad de México',
      state: 'CDMX',
      zip: '06700',
      country: 'México',
    };
    expect(countryName(old.country, 'en-US')).toBe('México');
    expect(stateName(old.country, old.state, 'en-US')).toBe('CDMX');
    expect(addressLines(old, 'en-US')).toEqual([
      'Av. Álvaro Obregón 121',
      'Ciudad de México, CDMX 06700',
      'México',
    ]);
  });

  it('writes a Mexican address as Mexico does, its second line included', () => {
    const address = {
      street: 'Av. Álvaro Obregón 121',
      line2: 'Col. Roma Norte, int. 4',
      city: 'Ciudad de México',
      state: 'CMX',
      zip: '06700',
      country: 'MX',
    };
    expect(addressLines(address, 'es-MX')).toEqual([
      'Av. Álvaro Obregón 121',
      'Col. Roma Norte, int. 4',
      '06700 Ciudad de México, Ciudad de México',
      'México',
    ]);
    expect(addressLines(address, 'en-US').at(-1)).toBe('Mexico');
  });

  it('writes a US or Canadian address city first, then state and ZIP', () => {
    expect(
      addressLines(
        { street: '1 Main St', city: 'Austin', state: 'TX', zip: '78701', country: 'US' },
        'en-US',
      ),
    ).toEqual(['1 Main St', 'Austin, Texas 78701', 'United States']);
  });
});
