import { describe, expect, it } from 'vitest';
import { isAddressValid, normaliseAddress } from '../address';
import { tipoFor } from './payment';

const ADDRESS = { street: '1 Main St', city: 'Austin', state: 'TX', zip: '78701', country: 'US' };

describe('payment record rules', () => {
  it("names subscriptions 'suscripción' and everything else 'producto'", () => {
    expect(tipoFor('subscription')).toBe('suscripción');
    expect(tipoFor('product')).toBe('producto');
  });

  it('needs all five address fields, none blank', () => {
    expect(isAddressValid(ADDRESS)).toBe(true);
    expect(isAddressValid(null)).toBe(false);
    expect(isAddressValid({ ...ADDRESS, zip: ' ' })).toBe(false);
    expect(isAddressValid({ ...ADDRESS, country: undefined })).toBe(false);
  });

  it('stores the address trimmed', () => {
    expect(normaliseAddress({ ...ADDRESS, city: '  Austin ' }).city).toBe('Austin');
  });
});
