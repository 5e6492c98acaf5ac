import { describe, expect, it } from 'vitest';
import { isAddressComplete, trimAddress } from '../address';
import { tipoFor } from './payment';

const ADDRESS = { street: '1 Main St', city: 'Austin', state: 'TX', zip: '78701', country: 'US' };

describe('payment record rules', () => {
  it("names subscriptions 'suscripción' and everything else 'producto'", () => {
    expect(tipoFor('subscription')).toBe('suscripción');
    expect(tipoFor('product')).toBe('producto');
  });

  it('needs all five address fields, none blank', () => {
    expect(isAddressComplete(ADDRESS)).toBe(true);
    expect(isAddressComplete(null)).toBe(false);
    expect(isAddressComplete({ ...ADDRESS, zip: ' ' })).toBe(false);
    expect(isAddressComplete({ ...ADDRESS, country: undefined })).toBe(false);
  });

  it('stores the address trimmed', () => {
    expect(trimAddress({ ...ADDRESS, city: '  Austin ' }).city).toBe('Austin');
  });
});
