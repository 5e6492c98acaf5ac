import { SHIPPING_COUNTRIES } from '#domain/countries';
import { subdivisionsOf } from '#domain/subdivisions';
import { LOCALE_SETTINGS, type Locale } from '#site/locales';

/**
 * The address form's lists, in the page's language: countries named by `Intl.DisplayNames` (no
 * list of names is kept) and sorted by `Intl.Collator`, Mexico first on a Spanish page (the shop
 * ships from Mexico City, and most buyers reading Spanish ship there); states by their ISO 3166-2
 * code, named from domain/subdivisions.ts. Loaded with the address form, never with the page.
 */

export interface AddressOption {
  /** What the address stores: an ISO 3166-1 or 3166-2 code. */
  code: string;
  name: string;
}

/** The country a Spanish page offers first (and chooses until the buyer picks another). */
export const FIRST_COUNTRY: Partial<Record<Locale, string>> = { es: 'MX' };

const byName = (locale: Locale) => {
  const collator = new Intl.Collator(LOCALE_SETTINGS[locale].intl);
  return (a: AddressOption, b: AddressOption) => collator.compare(a.name, b.name);
};

export function countryOptions(locale: Locale): AddressOption[] {
  const names = new Intl.DisplayNames(LOCALE_SETTINGS[locale].intl, { type: 'region' });
  const sorted = SHIPPING_COUNTRIES.map((code) => ({ code, name: names.of(code) ?? code })).sort(
    byName(locale),
  );
  const first = FIRST_COUNTRY[locale];
  const lead = sorted.find((option) => option.code === first);
  return lead ? [lead, ...sorted.filter((option) => option !== lead)] : sorted;
}

/** The country's states, or null where the state is typed. */
export function stateOptions(country: string, locale: Locale): AddressOption[] | null {
  const listed = subdivisionsOf(country);
  if (!listed) return null;
  return listed
    .map((subdivision) => ({ code: subdivision.code, name: subdivision[locale] }))
    .sort(byName(locale));
}
