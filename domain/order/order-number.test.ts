import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { ORDER_ID_PATTERN } from './order';
import {
  generateOrderNumber,
  isOrderNumber,
  ORDER_NUMBER_ALPHABET,
  ORDER_NUMBER_PATTERN,
} from './order-number';

/** The random source as a test drives it: these bytes, in this order, then zeros. */
const bytesOf =
  (...bytes: number[]) =>
  (buffer: Uint8Array<ArrayBuffer>) => {
    buffer.fill(0);
    buffer.set(bytes.splice(0, buffer.length));
    return buffer;
  };

describe('the order number’s alphabet', () => {
  it('is 32 characters, digits and capitals, none of them read as another (no 0/O, 1/I)', () => {
    expect(ORDER_NUMBER_ALPHABET).toBe('23456789ABCDEFGHJKLMNPQRSTUVWXYZ');
    expect(new Set(ORDER_NUMBER_ALPHABET).size).toBe(32);
    for (const lookalike of ['0', 'O', '1', 'I']) {
      expect(ORDER_NUMBER_ALPHABET).not.toContain(lookalike);
    }
  });
});

describe('generateOrderNumber', () => {
  it("is 'ELY-' and 6 characters of the alphabet, whatever the random source gives", () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 6, maxLength: 6 }), (bytes) => {
        const number = generateOrderNumber(bytesOf(...bytes));
        expect(number).toMatch(ORDER_NUMBER_PATTERN);
        expect(isOrderNumber(number)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('maps every byte to a character with no bias (256 is 8 × 32: no byte is skipped)', () => {
    // Byte b and byte b + 32k are the same character: each character is 8 bytes of 256.
    expect(generateOrderNumber(bytesOf(0, 31, 32, 63, 224, 255))).toBe('ELY-2Z2Z2Z');
    expect(generateOrderNumber(bytesOf(1, 2, 3, 8, 9, 30))).toBe('ELY-345ABY');
    const counts = new Map<string, number>();
    for (let byte = 0; byte < 256; byte += 1) {
      const character = generateOrderNumber(bytesOf(byte)).slice(4, 5);
      counts.set(character, (counts.get(character) ?? 0) + 1);
    }
    expect([...counts.keys()].sort().join('')).toBe([...ORDER_NUMBER_ALPHABET].sort().join(''));
    expect(new Set(counts.values())).toEqual(new Set([8]));
  });

  it('draws from the platform’s cryptographic source, and consecutive numbers are no sequence', () => {
    const source = vi.spyOn(globalThis.crypto, 'getRandomValues');
    try {
      // 300 of 32⁶: the chance of a repeat is about 4 in 100,000 (the database catches those).
      const numbers = Array.from({ length: 300 }, () => generateOrderNumber());
      expect(source).toHaveBeenCalledTimes(300);
      for (const number of numbers) expect(number).toMatch(ORDER_NUMBER_PATTERN);
      expect(new Set(numbers).size).toBe(numbers.length);
      // A counter's next number differs from the last in its last character, by one.
      const position = (text: string) => ORDER_NUMBER_ALPHABET.indexOf(text.slice(-1));
      const counted = numbers.slice(1).filter((number, index) => {
        const previous = numbers[index] ?? '';
        return (
          number.slice(0, -1) === previous.slice(0, -1) &&
          position(number) === position(previous) + 1
        );
      });
      expect(counted).toEqual([]);
    } finally {
      source.mockRestore();
    }
  });
});

describe('isOrderNumber', () => {
  it.each([
    ['ELY-7K3M9Q', true],
    ['ELY-222222', true],
    ['ELY-ZZZZZZ', true],
    ['ely-7k3m9q', false],
    ['ELY-7K3M9', false],
    ['ELY-7K3M9QQ', false],
    ['ELY-7K3M0Q', false],
    ['ELY-7K3MOQ', false],
    ['ELY-7K3M1Q', false],
    ['ELY-7K3MIQ', false],
    ['SYN-7K3M9Q', false],
    ['5O190127TN364715T', false],
    [' ELY-7K3M9Q', false],
  ])('%s: %s', (text, expected) => {
    expect(isOrderNumber(text)).toBe(expected);
  });

  it('never takes a PayPal order id, nor PayPal’s pattern a number: a route can tell them apart', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 6, maxLength: 6 }), (bytes) => {
        expect(ORDER_ID_PATTERN.test(generateOrderNumber(bytesOf(...bytes)))).toBe(false);
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(ORDER_ID_PATTERN), (paypalId) => {
        expect(isOrderNumber(paypalId)).toBe(false);
      }),
    );
  });
});
