import { describe, expect, it } from 'vitest';
import { EMPTY_ADDRESS, isAddressComplete, missingAddressFields } from './address';

const full = {
  street: 'Av. Álvaro Obregón 121',
  city: 'CDMX',
  state: 'CDMX',
  zip: '06700',
  country: 'MX',
};

describe('isAddressComplete', () => {
  it('accepts five non-blank fields', () => {
    expect(isAddressComplete(full)).toBe(true);
  });

  it.each(['street', 'city', 'state', 'zip', 'country'] as const)('refuses a blank %s', (key) => {
    expect(isAddressComplete({ ...full, [key]: '   ' })).toBe(false);
    expect(isAddressComplete({ ...full, [key]: undefined })).toBe(false);
  });

  it('refuses null, empty and non-string values', () => {
    expect(isAddressComplete(null)).toBe(false);
    expect(isAddressComplete(EMPTY_ADDRESS)).toBe(false);
    expect(isAddressComplete({ ...full, zip: 6700 })).toBe(false);
  });
});

describe('missingAddressFields', () => {
  it('lists blank fields in form order', () => {
    expect(missingAddressFields({ ...full, city: '', country: ' ' })).toEqual(['city', 'country']);
    expect(missingAddressFields(full)).toEqual([]);
  });
});
