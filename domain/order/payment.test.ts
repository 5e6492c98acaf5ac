import { describe, expect, it } from 'vitest';
import { isAddressValid, normaliseAddress } from '../address';
import { describePaymentMethod, tipoFor } from './payment';

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

describe('describePaymentMethod', () => {
  const words = {
    paypal: 'PayPal account',
    card: '{brand} ending in {digits}',
    cardNoDigits: '{brand} card',
    cardUnknown: 'Card',
  };
  it('names a PayPal account, and a card by its brand’s own name and last digits', () => {
    expect(describePaymentMethod({ kind: 'paypal' }, words)).toBe('PayPal account');
    expect(describePaymentMethod({ kind: 'card', brand: 'AMEX', lastDigits: '0005' }, words)).toBe(
      'American Express ending in 0005',
    );
    expect(describePaymentMethod({ kind: 'card', brand: 'VISA', lastDigits: null }, words)).toBe(
      'Visa card',
    );
  });
  it('shows a brand code it does not know as PayPal sent it, and a card without one as a card', () => {
    expect(describePaymentMethod({ kind: 'card', brand: 'ELO', lastDigits: '1234' }, words)).toBe(
      'ELO ending in 1234',
    );
    expect(describePaymentMethod({ kind: 'card', brand: null, lastDigits: '1234' }, words)).toBe(
      'Card',
    );
  });
});
