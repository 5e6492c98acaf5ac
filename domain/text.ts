/**
 * Text that may be stored. PostgreSQL refuses a NUL in `text` and `jsonb`, and a JSON string can
 * carry a lone UTF-16 surrogate that is no character at all (`"\ud800"`), which no UTF-8 database
 * can hold either. What a browser sends is checked and refused (a 400 that names the field);
 * what a payment provider sends is made storable, because the money has moved by then and the
 * record must be written whatever the provider put in a payer's name.
 */

/** Unicode's Cc: C0 controls, DEL and C1 controls. */
const CONTROL_CHARACTERS = /\p{Cc}/gu;
/** A high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** True when every UTF-16 code unit belongs to a character (no lone surrogate). */
export function isWellFormed(text: string): boolean {
  LONE_SURROGATE.lastIndex = 0;
  return !LONE_SURROGATE.test(text);
}

/** True when the text holds a control character (a NUL, a line break, an escape…). */
export function hasControlCharacters(text: string): boolean {
  CONTROL_CHARACTERS.lastIndex = 0;
  return CONTROL_CHARACTERS.test(text);
}

/**
 * The text as it can be stored and shown: lone surrogates become U+FFFD (the replacement
 * character, as a UTF-8 decoder would show them), control characters become spaces, runs of
 * white space one space, and it is cut to `max` code points (never inside a character).
 */
export function toStorableText(text: string, max: number): string {
  const cleaned = text
    .replace(LONE_SURROGATE, '\uFFFD')
    .replace(CONTROL_CHARACTERS, ' ')
    .replace(/\s+/gu, ' ')
    .trim()
    .normalize('NFC');
  const characters = Array.from(cleaned);
  return characters.length <= max ? cleaned : characters.slice(0, max).join('').trimEnd();
}

/** Where a string no database can keep stands ('address.street'), and what is wrong with it. */
export interface UnstorableString {
  path: string;
  problem: 'lone-surrogate' | 'nul';
}

function problemOf(text: string): UnstorableString['problem'] | null {
  if (!isWellFormed(text)) return 'lone-surrogate';
  return text.includes('\u0000') ? 'nul' : null;
}

/**
 * The first string inside a parsed JSON value (keys included) that holds a lone surrogate or a
 * NUL, or null when every string can be stored.
 */
export function findUnstorableString(value: unknown, path = ''): UnstorableString | null {
  if (typeof value === 'string') {
    const problem = problemOf(value);
    return problem ? { path: path || '(body)', problem } : null;
  }
  if (value === null || typeof value !== 'object') return null;
  const entries = Array.isArray(value)
    ? value.map((item, index) => [String(index), item] as const)
    : Object.entries(value);
  for (const [key, item] of entries) {
    const here = path ? `${path}.${key}` : key;
    const problem = problemOf(key);
    if (problem) return { path: here, problem };
    const found = findUnstorableString(item, here);
    if (found) return found;
  }
  return null;
}
