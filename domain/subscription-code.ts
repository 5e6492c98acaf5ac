/**
 * The code a subscriber receives: 'SYN-' plus 8 uppercase letters or digits, drawn from the
 * platform's cryptographic random source (Web Crypto, present in browsers and Node 20+).
 */

export const SUBSCRIPTION_CODE_PATTERN = /^SYN-[A-Z0-9]{8}$/;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const CODE_LENGTH = 8;
/** Bytes at or above this are rejected so every character is equally likely (252 = 36 × 7). */
const UNBIASED_LIMIT = 256 - (256 % ALPHABET.length);

/** Fills the array it is given with random bytes and returns it (as `crypto.getRandomValues`). */
export type RandomFill = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>;

const cryptoFill: RandomFill = (bytes) => globalThis.crypto.getRandomValues(bytes);

export function generateSubscriptionCode(fill: RandomFill = cryptoFill): string {
  let code = '';
  while (code.length < CODE_LENGTH) {
    for (const byte of fill(new Uint8Array(16))) {
      if (byte >= UNBIASED_LIMIT) continue;
      code += ALPHABET[byte % ALPHABET.length];
      if (code.length === CODE_LENGTH) break;
    }
  }
  return `SYN-${code}`;
}
