import type { Address } from './address';
import { isCountryCode } from './countries';
import { subdivisionName } from './subdivisions';

/**
 * An address as people read it (the order page, the emails, the operator console): the country's
 * name from `Intl.DisplayNames` and the state's name, in the reader's language. An order stored
 * before addresses held codes keeps its free-text country and state exactly as typed.
 */

const regionNames = new Map<string, Intl.DisplayNames>();

/** The country's name in `locale` ('en-US', 'es-MX'); any other text as it is. */
export function countryName(country: string, locale: string): string {
  if (!isCountryCode(country)) return country;
  let names = regionNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames(locale, { type: 'region', fallback: 'code' });
    regionNames.set(locale, names);
  }
  return names.of(country) ?? country;
}

/** The state's name where the country has a list; free text (or an unknown code) as it is. */
export function stateName(country: string, state: string, locale: string): string {
  return subdivisionName(country, state, locale) ?? state;
}

/** Countries whose addresses put the city before the state and the postal code after them. */
const CITY_FIRST = new Set(['US', 'CA']);

/**
 * The address in lines: street, second line, locality, country. Most of the world, Mexico and
 * Spain included, writes the postal code before the city ('06700 Ciudad de México'); the US and
 * Canada after the state. An old free-text address reads as it did before codes.
 */
export function addressLines(address: Address, locale: string): string[] {
  const state = stateName(address.country, address.state, locale);
  const locality =
    CITY_FIRST.has(address.country) || !isCountryCode(address.country)
      ? `${address.city}, ${state} ${address.zip}`
      : `${address.zip} ${address.city}, ${state}`;
  return [
    address.street,
    ...(address.line2 ? [address.line2] : []),
    locality,
    countryName(address.country, locale),
  ];
}
