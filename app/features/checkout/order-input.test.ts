import { describe, expect, it } from 'vitest';
import { cartItemFields } from '#domain/cart';
import { findProduct, isSellable } from '#domain/catalog';
import { orderInputFrom, shippingAddressFor } from './order-input';

function line(id: string, quantity: number) {
  const product = findProduct(id);
  if (!product || !isSellable(product)) throw new Error(`${id} is not sold online`);
  return { ...cartItemFields(product), quantity };
}

const address = {
  street: ' Calle 1 ',
  city: 'Ciudad de México',
  state: 'CMX',
  zip: '06700',
  country: 'MX',
};

describe('orderInputFrom', () => {
  it('sends ids and quantities, the total in cents, and asks for an address for the Octahedron', () => {
    expect(orderInputFrom([line('octahedron', 2)])).toEqual({
      lines: [{ id: 'octahedron', quantity: 2 }],
      totalCents: 78200,
      type: 'product',
      needsAddress: true,
    });
  });

  it('makes Custom ELY a subscription that ships nothing', () => {
    expect(orderInputFrom([line('custom-ely', 1)])).toMatchObject({
      totalCents: 500,
      type: 'subscription',
      needsAddress: false,
    });
  });
});

describe('shippingAddressFor', () => {
  it('sends the trimmed address when the order ships, and null otherwise', () => {
    const shipped = orderInputFrom([line('octahedron', 1)]);
    expect(shippingAddressFor(shipped, address)).toEqual({ ...address, street: 'Calle 1' });
    expect(shippingAddressFor(orderInputFrom([line('custom-ely', 1)]), address)).toBeNull();
  });

  it('sends null for an incomplete address (the server then refuses the capture)', () => {
    const shipped = orderInputFrom([line('octahedron', 1)]);
    expect(shippingAddressFor(shipped, { ...address, zip: ' ' })).toBeNull();
  });
});
