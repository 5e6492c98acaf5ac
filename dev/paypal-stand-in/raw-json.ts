/**
 * JSON as bytes, not as values: PayPal signs the exact bytes of a webhook event, and a parse and a
 * re-serialisation changes them (`\u00e9` becomes `é`, `\/` becomes `/`, `1.0` becomes `1`).
 */

/**
 * Serialises as PayPal's own servers do: every character beyond ASCII as a `\uXXXX` escape and
 * every `/` as `\/`. Both are valid JSON that `JSON.stringify` would write differently, so a
 * receiver that re-serialises what it parsed computes another signature, as it would with PayPal.
 */
export function paypalJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/[\u007f-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)
    .replaceAll('/', '\\/');
}

/**
 * The text of a top-level member's value in a JSON object, exactly as written (surrounding blanks
 * trimmed), or null when the text is not an object or has no such member. The text is assumed to
 * be valid JSON (parse it first).
 */
export function rawMember(json: string, name: string): string | null {
  const start = json.search(/\S/);
  if (json[start] !== '{') return null;
  let depth = 0;
  let expectingKey = false;
  let key: string | null = null;
  let valueStart = -1;
  for (let index = start; index < json.length; ) {
    const char = json[index];
    if (char === '"') {
      const end = stringEnd(json, index);
      if (depth === 1 && expectingKey) {
        key = JSON.parse(json.slice(index, end)) as string;
        expectingKey = false;
      }
      index = end;
      continue;
    }
    if (char === '{' || char === '[') {
      depth += 1;
      if (depth === 1) expectingKey = true;
    } else if (char === '}' || char === ']') {
      if (depth === 1 && valueStart >= 0) return json.slice(valueStart, index).trim();
      depth -= 1;
    } else if (depth === 1 && char === ':') {
      if (key === name) valueStart = index + 1;
    } else if (depth === 1 && char === ',') {
      if (valueStart >= 0) return json.slice(valueStart, index).trim();
      expectingKey = true;
      key = null;
    }
    index += 1;
  }
  return null;
}

/** The index just past the string literal that opens at `at`. */
function stringEnd(json: string, at: number): number {
  let index = at + 1;
  while (index < json.length && json[index] !== '"') index += json[index] === '\\' ? 2 : 1;
  return index + 1;
}
