/**
 * Messages with values in them: `'{brand} ending in {digits}'`. The pages' catalogues and the
 * domain's own wording (a payment method, say) fill them in the same way.
 */

/** Replaces each `{name}` with its value; a name without a value stays as written. */
export function fill(template: string, values: Readonly<Record<string, string | number>> = {}) {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}
