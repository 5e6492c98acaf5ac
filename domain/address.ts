import { isShippingCountry } from './countries';
import { subdivisionsOf } from './subdivisions';

/**
 * The shipping address of an order holding a shipped good, and the rules the checkout page and
 * the payments API both apply to it: the specification's five fields, all required, the country an
 * ISO 3166-1 code the shop ships to, the state an ISO 3166-2 code where the country has a fixed
 * list (MX, US, CA), and the postal code in the form its country writes it (MX, US, CA, ES).
 */
export interface Address {
  street: string;
  /** What a Mexican carrier needs beside the street: colonia, interior, references. Optional. */
  line2?: string;
  city: string;
  /** An ISO 3166-2 code ('CMX', 'TX', 'ON') where the country has a list; free text elsewhere. */
  state: string;
  zip: string;
  /** ISO 3166-1 alpha-2 ('MX'). Orders stored before codes may hold free text ('México'). */
  country: string;
}

export type AddressField = keyof Address;

/** The fields as the checkout shows them: the country first, since it decides the others' rules. */
export const ADDRESS_FIELDS = [
  'country',
  'street',
  'line2',
  'city',
  'state',
  'zip',
] as const satisfies readonly AddressField[];

export const ADDRESS_INCOMPLETE_MESSAGE = 'Please complete the shipping address before paying.';

/** The form's empty state: every field a string, the optional line too. */
export const EMPTY_ADDRESS: Required<Address> = {
  country: '',
  street: '',
  line2: '',
  city: '',
  state: '',
  zip: '',
};

export type AddressProblem =
  | 'countryRequired'
  | 'countryNotShipped'
  | 'streetRequired'
  | 'cityRequired'
  | 'stateRequired'
  | 'stateNotInList'
  | 'zipRequired'
  | 'zipInvalid';

export type AddressProblems = Partial<Record<AddressField, AddressProblem>>;

/** An address as it may arrive: from a form, a request, storage. */
export type AddressInput = Partial<Record<AddressField, string | undefined>>;

/** The countries whose postal codes are checked; any other takes any non-blank text. */
export type PostalCountry = 'MX' | 'US' | 'CA' | 'ES';

/** Each checked country's postal code: its shape, and how it is written once recognised. */
const POSTAL_RULES: Record<PostalCountry, (zip: string) => string | null> = {
  MX: (zip) => (/^\d{5}$/.test(zip) ? zip : null),
  US: (zip) => {
    const match = /^(\d{5})(?:[ -]?(\d{4}))?$/.exec(zip);
    if (!match) return null;
    return match[2] ? `${match[1]}-${match[2]}` : (match[1] ?? null);
  },
  // Canada Post never uses D, F, I, O, Q or U, nor W or Z first: 'K1A 0B1', one space.
  CA: (zip) => {
    const match = /^([ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z])(\d[ABCEGHJ-NPRSTV-Z]\d)$/.exec(
      zip.replace(/\s+/g, '').toUpperCase(),
    );
    return match ? `${match[1]} ${match[2]}` : null;
  },
  // Five digits, the first two a province (01 Álava … 52 Melilla).
  ES: (zip) => (/^(?:0[1-9]|[1-4]\d|5[0-2])\d{3}$/.test(zip) ? zip : null),
};

export function checksPostalCode(country: string): country is PostalCountry {
  return country in POSTAL_RULES;
}

/** The postal code as its country writes it, or null when it breaks the country's rule. */
export function normalisePostalCode(country: string, zip: string): string | null {
  const trimmed = zip.trim();
  if (trimmed === '') return null;
  return checksPostalCode(country) ? POSTAL_RULES[country](trimmed) : trimmed;
}

const text = (value: string | undefined) => (value ?? '').trim();
const countryOf = (address: AddressInput) => text(address.country).toUpperCase();

/** A listed state's code as typed ('cmx', 'MX-CMX') written as stored ('CMX'); text elsewhere. */
function stateOf(country: string, state: string | undefined): string {
  const trimmed = text(state);
  if (!subdivisionsOf(country)) return trimmed;
  const upper = trimmed.toUpperCase();
  return upper.startsWith(`${country}-`) ? upper.slice(country.length + 1) : upper;
}

/**
 * What is wrong with each field, every problem at once, in the order the form shows the fields;
 * empty when the address can be shipped to.
 */
export function addressProblems(address: AddressInput | null | undefined): AddressProblems {
  const given = address ?? {};
  const problems: AddressProblems = {};
  const country = countryOf(given);
  if (!country) problems.country = 'countryRequired';
  else if (!isShippingCountry(country)) problems.country = 'countryNotShipped';
  if (!text(given.street)) problems.street = 'streetRequired';
  if (!text(given.city)) problems.city = 'cityRequired';
  const state = stateOf(country, given.state);
  const listed = subdivisionsOf(country);
  if (!state) problems.state = 'stateRequired';
  else if (listed && !listed.some((subdivision) => subdivision.code === state)) {
    problems.state = 'stateNotInList';
  }
  if (!text(given.zip)) problems.zip = 'zipRequired';
  else if (normalisePostalCode(country, text(given.zip)) === null) problems.zip = 'zipInvalid';
  return problems;
}

export function isAddressValid(address: AddressInput | null | undefined): address is Address {
  return Object.keys(addressProblems(address)).length === 0;
}

/**
 * A valid address as it is sent, stored and sent to PayPal: trimmed, codes in capitals, the postal
 * code as its country writes it, no second line when it is blank.
 */
export function normaliseAddress(address: AddressInput): Address {
  const country = countryOf(address);
  const line2 = text(address.line2);
  return {
    street: text(address.street),
    ...(line2 ? { line2 } : {}),
    city: text(address.city),
    state: stateOf(country, address.state),
    zip: normalisePostalCode(country, text(address.zip)) ?? text(address.zip),
    country,
  };
}

/** How many addresses an account keeps (the API refuses one more: `409 ADDRESS_BOOK_FULL`). */
export const ADDRESS_BOOK_CAP = 10;

/** Field by field; a missing second line is the same as a blank one. */
export function sameAddress(a: Address, b: Address | null | undefined): boolean {
  return b != null && ADDRESS_FIELDS.every((field) => (a[field] ?? '') === (b[field] ?? ''));
}
