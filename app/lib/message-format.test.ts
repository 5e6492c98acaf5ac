import { describe, expect, it } from 'vitest';
import { around, fill, placeholdersOf, plural, segments } from './message-format';

describe('messages with values', () => {
  it('fills placeholders, and leaves one without a value as written', () => {
    expect(fill('Order {orderId} for {name}', { orderId: 'ELY-7K3M9Q' })).toBe(
      'Order ELY-7K3M9Q for {name}',
    );
    expect(placeholdersOf('{b} and {a} and {b}')).toEqual(['a', 'b', 'b']);
  });

  it('picks the plural form by the language’s rules, with zero for none at all', () => {
    const forms = { zero: 'Cart', one: 'Cart, {count} item', other: 'Cart, {count} items' };
    expect(plural('en-US', 0, forms)).toBe('Cart');
    expect(plural('en-US', 1, forms)).toBe('Cart, 1 item');
    expect(plural('es-MX', 2, { one: '{count} producto', other: '{count} productos' })).toBe(
      '2 productos',
    );
    // A formatted count replaces the number.
    expect(plural('en-US', 1200, forms, { count: '1,200' })).toBe('Cart, 1,200 items');
  });

  it('cuts a message around the elements it holds', () => {
    expect(around('Write to {email} today', 'email')).toEqual(['Write to ', ' today']);
    expect(segments('By paying you accept the {terms} and the {privacy}.')).toEqual([
      'By paying you accept the ',
      { name: 'terms' },
      ' and the ',
      { name: 'privacy' },
      '.',
    ]);
    expect(segments('{terms}')).toEqual([{ name: 'terms' }]);
  });
});
