import {
  type Address,
  type AddressProblem,
  addressProblems,
  normaliseAddress,
} from '#domain/address';
import {
  type Contact,
  type ContactProblem,
  contactProblems,
  EMPTY_CONTACT,
  normaliseContact,
} from '#domain/contact';
import type { AddressInput, ContactInput } from '#domain/payments-api';
import { phoneCheckFor, phoneExtension } from '#domain/phone';
import { ApiError } from './api-error';

/**
 * The buyer's contact and address as the API takes them, checked by the rules the checkout applies
 * too (domain/contact.ts, domain/address.ts): the order's create route and the account's saved
 * address refuse the same input with the same `400` naming the field.
 */

/** What the API says of a contact it refuses (the checkout says it in the page's language). */
const CONTACT_MESSAGES: Record<ContactProblem, string> = {
  emailRequired: 'An email address is required: the receipt and updates go there.',
  emailInvalid: 'The email address is not valid.',
  nameRequired: 'A full name is required for an order that ships.',
  nameInvalid: 'The name holds characters that change how text is shown: please type it again.',
  phoneRequired: 'A phone number is required for an order that ships: the carrier may call.',
  phoneInvalid:
    'The phone number is not valid: include the country code when it is not of the country the order ships to.',
  phoneExtension: 'Give a direct phone number without an extension: the carrier calls or texts it.',
};

/** What the API says of an address it refuses, naming the field first (`400 ADDRESS_INVALID`). */
const ADDRESS_MESSAGES: Record<AddressProblem, string> = {
  countryRequired: 'country: required, an ISO 3166-1 alpha-2 code such as MX.',
  countryNotShipped: 'country: not the ISO 3166-1 alpha-2 code of a country the shop ships to.',
  streetRequired: 'street: the street and number are required.',
  cityRequired: 'city: required.',
  stateRequired: 'state: the state or province is required.',
  stateNotInList: "state: not the ISO 3166-2 code of one of the country's states (CMX, TX, ON…).",
  zipRequired: 'zip: the postal code is required.',
  zipInvalid:
    'zip: not a postal code of the country (MX and ES: 5 digits; US: 12345 or 12345-6789; CA: A1A 1A1).',
};

/**
 * The contact as stored (the phone in E.164), or a 400 naming the first field it fails. A phone
 * without a country code is read as a number of the country the order ships to.
 */
export function checkedContact(
  input: ContactInput,
  ships: boolean,
  country: string | null,
): Contact {
  const given = { ...EMPTY_CONTACT, ...input };
  const normalisePhone = phoneCheckFor(country);
  const problems = contactProblems(given, { ships, normalisePhone, phoneExtension });
  const [field, problem] = Object.entries(problems)[0] ?? [];
  if (field && problem) {
    throw new ApiError(400, 'CONTACT_INVALID', CONTACT_MESSAGES[problem], { field });
  }
  return normaliseContact(given, normalisePhone);
}

/**
 * Who receives a parcel, without an email (a saved address: the account holds the email): the
 * name and the phone as stored, or `400 CONTACT_INVALID` naming the field, both required.
 */
export function checkedRecipient(
  input: { name?: unknown; phone?: unknown },
  country: string | null,
): { name: string; phone: string } {
  const given = {
    email: '',
    name: typeof input.name === 'string' ? input.name : '',
    phone: typeof input.phone === 'string' ? input.phone : '',
  };
  const normalisePhone = phoneCheckFor(country);
  const { email: _noEmail, ...problems } = contactProblems(given, {
    ships: true,
    normalisePhone,
    phoneExtension,
  });
  const [field, problem] = Object.entries(problems)[0] ?? [];
  if (field && problem) {
    throw new ApiError(400, 'CONTACT_INVALID', CONTACT_MESSAGES[problem], { field });
  }
  const { name, phone } = normaliseContact(given, normalisePhone);
  return { name, phone };
}

/**
 * The address as stored, null when none was sent, or `400 ADDRESS_INVALID` naming the first field
 * (in the checkout's order) that breaks the rules the checkout applies too (domain/address.ts).
 */
export function checkedAddress(input: AddressInput | null | undefined): Address | null {
  if (!input) return null;
  const [field, problem] = Object.entries(addressProblems(input))[0] ?? [];
  if (field && problem) {
    throw new ApiError(400, 'ADDRESS_INVALID', ADDRESS_MESSAGES[problem], { field });
  }
  return normaliseAddress(input);
}
