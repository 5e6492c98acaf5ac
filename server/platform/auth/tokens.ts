import { createHash, timingSafeEqual } from 'node:crypto';

/** Secrets the shop compares with what a request presents: receipt tokens, ADMIN_TOKEN. */

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/**
 * Compares a presented token with the expected one in constant time: both are hashed first, so
 * neither their contents nor their lengths change how long the comparison takes. A missing token
 * never matches.
 */
export function tokenMatches(expected: string, given: string | null | undefined): boolean {
  const same = timingSafeEqual(digest(expected), digest(given ?? ''));
  return same && given !== null && given !== undefined;
}
