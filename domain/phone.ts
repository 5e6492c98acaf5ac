import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { PhoneCheck } from './contact';

/**
 * A phone number a carrier can call, in E.164: with its country code, or a Mexican number
 * without one (the shop is in Mexico City). libphonenumber-js's own metadata says which numbers
 * are valid; null for anything else.
 */
export const normalisePhone: PhoneCheck = (phone) => {
  const parsed = parsePhoneNumberFromString(phone, 'MX');
  return parsed?.isValid() ? parsed.number : null;
};
