import { describe, expect, it } from 'vitest';
import { isCompleteAddress, tipoFor, trimAddress } from './payment-record';

const ADDRESS = { street: '1 Main St', city: 'Austin', state: 'TX', zip: '78701', country: 'US' };

describe('payment record rules', () => {
  it("names subscriptions 'suscripción' and everything else 'producto'", () => {
    expect(tipoFor('subscription')).toBe('suscripción');
    expect(tipoFor('product')).toBe('producto');
  });

  it('needs all five address fields, none blank', () => {
    expect(isCompleteAddress(ADDRESS)).toBe(true);
    expect(isCompleteAddress(null)).toBe(false);
    expect(isCompleteAddress({ ...ADDRESS, zip: ' ' })).toBe(false);
    expect(isCompleteAddress({ ...ADDRESS, country: undefined })).toBe(false);
  });

  it('stores the address trimmed', () => {
    expect(trimAddress({ ...ADDRESS, city: '  Austin ' }).city).toBe('Austin');
  });
});
