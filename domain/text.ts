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

/**
 * How deeply a request's JSON may nest (`[[…]]`, `{"a":{"b":…}}`): far more than any body the shop
 * takes (create-order's is 3 deep, PayPal's events under 10), and few enough that nothing reading a
 * body can run out of stack on it. 8 KB of brackets is 4,000 levels.
 */
export const MAX_JSON_DEPTH = 64;

/** Where a string no database can keep stands ('address.street'), and what is wrong with it. */
export interface UnstorableString {
  path: string;
  problem: 'lone-surrogate' | 'nul';
}

/** A JSON value that nests deeper than MAX_JSON_DEPTH. */
export interface TooDeep {
  problem: 'too-deep';
}

function problemOf(text: string): UnstorableString['problem'] | null {
  if (!isWellFormed(text)) return 'lone-surrogate';
  return text.includes('\u0000') ? 'nul' : null;
}

/** A value still to look at: its key (checked first), where it stands, how deep. */
interface Pending {
  key: string | null;
  value: unknown;
  path: string;
  depth: number;
}

/** What findJsonProblem looks for, and where the value stands ('query', or '' for a body). */
export interface JsonCheck {
  path?: string;
  maxDepth?: number;
  /** false: only the depth is checked, every string is taken as it is (a provider's words). */
  text?: boolean;
}

/** A string no database can keep, or nesting too deep to read safely. */
export type JsonProblem = UnstorableString | TooDeep;

/**
 * The first string inside a parsed JSON value (keys included) that holds a lone surrogate or a
 * NUL, or `too-deep` once it nests deeper than `maxDepth`; null when it can be taken as it is.
 * Iterative, with its own stack: a hostile body as deep as the body limit allows is answered, never
 * a stack overflow. Looks in document order, each key before its value.
 */
export function findJsonProblem(
  value: unknown,
  { path = '', maxDepth = MAX_JSON_DEPTH, text = true }: JsonCheck = {},
): JsonProblem | null {
  const textProblem = (candidate: string) => (text ? problemOf(candidate) : null);
  const pending: Pending[] = [{ key: null, value, path, depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const keyProblem = next.key === null ? null : textProblem(next.key);
    if (keyProblem) return { path: next.path, problem: keyProblem };
    const here = next.value;
    if (typeof here === 'string') {
      const problem = textProblem(here);
      if (problem) return { path: next.path || '(body)', problem };
      continue;
    }
    if (here === null || typeof here !== 'object') continue;
    if (next.depth >= maxDepth) return { problem: 'too-deep' };
    const entries = Array.isArray(here)
      ? here.map((item, index) => [String(index), item] as const)
      : Object.entries(here);
    // Last in, first out: pushed from the end, the first entry is looked at next.
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, item] = entries[index] as (typeof entries)[number];
      const child = next.path ? `${next.path}.${key}` : key;
      pending.push({ key, value: item, path: child, depth: next.depth + 1 });
    }
  }
  return null;
}
