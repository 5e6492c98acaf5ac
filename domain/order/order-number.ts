import type { RandomFill } from '../subscription-code';

/**
 * The shop's own name for an order, the one buyers and operators read: 'ELY-' and 6 characters of
 * an alphabet without the characters read as others (no 0/O, no 1/I), so it survives being read
 * out on the phone or typed from a printed receipt. Drawn from the platform's cryptographic random
 * source when the order is created: not sequential, so it tells nobody how many orders the shop
 * takes, and 32⁶ (about a billion) numbers keep collisions rare; the database's unique constraint
 * catches the rare one and the order draws again. PayPal's order id stays the key PayPal knows.
 */

export const ORDER_NUMBER_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const ORDER_NUMBER_PREFIX = 'ELY-';
const NUMBER_LENGTH = 6;

/** 'ELY-7K3M9Q'. Never matches PayPal's order ids (`ORDER_ID_PATTERN`), which have no hyphen. */
export const ORDER_NUMBER_PATTERN = /^ELY-[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{6}$/;

const cryptoFill: RandomFill = (bytes) => globalThis.crypto.getRandomValues(bytes);

export function generateOrderNumber(fill: RandomFill = cryptoFill): string {
  // 256 is 8 × 32: every byte maps to one character and each character is equally likely.
  const bytes = fill(new Uint8Array(NUMBER_LENGTH));
  let number = ORDER_NUMBER_PREFIX;
  for (const byte of bytes) number += ORDER_NUMBER_ALPHABET[byte % ORDER_NUMBER_ALPHABET.length];
  return number;
}

export function isOrderNumber(text: string): boolean {
  return ORDER_NUMBER_PATTERN.test(text);
}
