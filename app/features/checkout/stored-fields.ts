/**
 * What the buyer types at checkout (the contact, the address), kept in sessionStorage so a reload
 * or a detour to the cart loses nothing. Only the known fields are read back, as strings of at
 * most 254 characters: storage is the visitor's, anything may be in it.
 */
export function readStoredFields<T extends { [K in keyof T]: string }>(
  key: string,
  empty: T,
): T | null {
  try {
    const raw = window.sessionStorage.getItem(key);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const record = parsed as Record<string, unknown>;
    const fields = { ...empty };
    for (const field of Object.keys(empty) as (keyof T)[]) {
      const value = record[field as string];
      if (typeof value === 'string') fields[field] = value.slice(0, 254) as T[keyof T];
    }
    return fields;
  } catch {
    return null;
  }
}

export function storeFields(key: string, fields: object) {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(fields));
  } catch {
    // Private mode or a full quota: the form still works, it just is not remembered.
  }
}

export function forgetFields(key: string) {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // nothing to forget
  }
}
