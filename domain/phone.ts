import { isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { PhoneCheck, PhoneExtension } from './contact';

/**
 * A phone number a carrier can call, in E.164: with its country code, or a Mexican number
 * without one (the shop is in Mexico City). libphonenumber-js's own metadata says which numbers
 * are valid; null for anything else, and for a number with an extension (E.164 has no place
 * for one: `phoneExtension` says which it was, and the checkout asks for a direct number).
 */
export const normalisePhone: PhoneCheck = (phone) => {
  const parsed = parsePhoneNumberFromString(phone, 'MX');
  return parsed?.isValid() && !parsed.ext ? parsed.number : null;
};

/**
 * The phone check for an order shipping to `country` (ISO 3166-1): a number without a country code
 * is read as one of that country, as the buyer would dial it there; Mexico's when the order ships
 * nowhere or to a country libphonenumber-js does not know. A number with an extension fails too.
 */
export function phoneCheckFor(country: string | null): PhoneCheck {
  if (!country || country === 'MX' || !isSupportedCountry(country)) return normalisePhone;
  return (phone) => {
    const parsed = parsePhoneNumberFromString(phone, country);
    return parsed?.isValid() && !parsed.ext ? parsed.number : null;
  };
}

/** The extension libphonenumber-js reads after the number ('ext. 99', 'x99', '#99', ', 99'). */
export const phoneExtension: PhoneExtension = (phone) =>
  parsePhoneNumberFromString(phone, 'MX')?.ext ?? null;
