import { describe, expect, it } from 'vitest';
import { findOrderProblems, normaliseFindOrder } from './find-order';

/** "Find my order"'s rules, the page's and the API's: what is compared, and what is refused. */
describe('normaliseFindOrder', () => {
  it('takes the number as people type it: any case, spaces, without its prefix', () => {
    for (const typed of ['ELY-7K3M9Q', 'ely-7k3m9q', ' ELY-7K3 M9Q ', '7k3m9q']) {
      expect(normaliseFindOrder({ email: ' ana@example.com ', orderNumber: typed })).toEqual({
        email: 'ana@example.com',
        orderNumber: 'ELY-7K3M9Q',
      });
    }
  });
});

describe('findOrderProblems', () => {
  const ok = { email: 'ana@example.com', orderNumber: 'ELY-7K3M9Q' };

  it('finds nothing wrong with an address and a well-formed number', () => {
    expect(findOrderProblems(ok)).toEqual([]);
  });

  it('names each field’s first problem, the email first', () => {
    expect(findOrderProblems({ email: ' ', orderNumber: '' })).toEqual([
      { field: 'email', problem: 'emailRequired' },
      { field: 'orderNumber', problem: 'orderNumberRequired' },
    ]);
    for (const email of ['ana@', 'Ana <ana@example.com>', 'a@example.com,b@example.com']) {
      expect(findOrderProblems({ ...ok, email }), email).toEqual([
        { field: 'email', problem: 'emailInvalid' },
      ]);
    }
    // A 0, an O, a 1 or an I is never in a number; PayPal's ids are not numbers.
    for (const orderNumber of ['ELY-7K3M90', 'ELY-OOOOOO', 'ELY-7K3M9', '5O190127TN364715T']) {
      expect(findOrderProblems({ ...ok, orderNumber }), orderNumber).toEqual([
        { field: 'orderNumber', problem: 'orderNumberInvalid' },
      ]);
    }
  });
});
