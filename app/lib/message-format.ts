/**
 * Messages with values in them. A catalogue's message is data (it travels from the build to the
 * browser inside the page): `'Decrease quantity of {title}'`, filled in with `fill`, or plural
 * forms chosen by Intl.PluralRules for the page's language.
 */
import { fill } from '#domain/template';

export { fill };

/** A message that depends on a number: Intl's plural categories, and `zero` for none at all. */
export interface PluralForms {
  readonly zero?: string;
  readonly one: string;
  readonly two?: string;
  readonly few?: string;
  readonly many?: string;
  readonly other: string;
}

const rules = new Map<string, Intl.PluralRules>();

/** The form for `count` in the locale, filled in with `{count}` and the other values. */
export function plural(
  locale: string,
  count: number,
  forms: PluralForms,
  values: Readonly<Record<string, string | number>> = {},
): string {
  let rule = rules.get(locale);
  if (!rule) {
    rule = new Intl.PluralRules(locale);
    rules.set(locale, rule);
  }
  const category = rule.select(count) as keyof PluralForms;
  const form = (count === 0 ? forms.zero : undefined) ?? forms[category] ?? forms.other;
  return fill(form, { count, ...values });
}

/** Every `{name}` a message uses: a test checks each language's messages use the same. */
export function placeholdersOf(message: string): string[] {
  return [...message.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort();
}

/**
 * A message around one placeholder, for when the value is an element (a link): 'Write to {email}
 * today' → ['Write to ', ' today'].
 */
export function around(template: string, name: string): [before: string, after: string] {
  const [before = '', after = ''] = template.split(`{${name}}`);
  return [before, after];
}

/**
 * A message cut at its placeholders, for when values are elements (links): 'Accept the {terms}.'
 * → ['Accept the ', { name: 'terms' }, '.'].
 */
export function segments(template: string): (string | { name: string })[] {
  return template
    .split(/(\{\w+\})/)
    .filter((part) => part !== '')
    .map((part) => (/^\{\w+\}$/.test(part) ? { name: part.slice(1, -1) } : part));
}
