import { describe, expect, it } from 'vitest';
import { formatPhoneNumber } from './phone-format';

describe('formatPhoneNumber', () => {
  it('groups Mexican numbers by area: two digits for Mexico City, three elsewhere', () => {
    expect(formatPhoneNumber('+525598761959')).toBe('+52 55 9876 1959');
    expect(formatPhoneNumber('+523312345678')).toBe('+52 33 1234 5678');
    expect(formatPhoneNumber('+522221234567')).toBe('+52 222 123 4567');
  });

  it('keeps the old mobile prefix 1 apart', () => {
    expect(formatPhoneNumber('+5215598761959')).toBe('+52 1 55 9876 1959');
  });

  it('groups North American numbers 3-3-4', () => {
    expect(formatPhoneNumber('+16505550123')).toBe('+1 650 555 0123');
  });

  it('returns any other number as stored', () => {
    expect(formatPhoneNumber('+447700900123')).toBe('+447700900123');
    expect(formatPhoneNumber('+52123')).toBe('+52123');
  });
});
