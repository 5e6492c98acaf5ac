/**
 * The shipping address of an order holding a shipped good, and the rule both the checkout page
 * and the payments API apply to it: all five fields present and not blank.
 */
export interface Address {
  street: string;
  city: string;
  state: string;
  zip: string;
  country: string;
}

export const ADDRESS_KEYS = [
  'street',
  'city',
  'state',
  'zip',
  'country',
] as const satisfies readonly (keyof Address)[];

export const ADDRESS_INCOMPLETE_MESSAGE = 'Please complete the shipping address before paying.';

export const EMPTY_ADDRESS: Address = { street: '', city: '', state: '', zip: '', country: '' };

/** True when every field holds something other than white space. */
export function isAddressComplete(
  address: Partial<Record<keyof Address, unknown>> | null | undefined,
): address is Address {
  if (!address) return false;
  return ADDRESS_KEYS.every((key) => {
    const value = address[key];
    return typeof value === 'string' && value.trim() !== '';
  });
}

/** The fields still missing, in form order (for pointing the visitor at the first one). */
export function missingAddressFields(address: Partial<Address>): (keyof Address)[] {
  return ADDRESS_KEYS.filter((key) => (address[key] ?? '').trim() === '');
}

/** The address with surrounding blanks removed, as it is sent and stored. */
export function trimAddress(address: Address): Address {
  return {
    street: address.street.trim(),
    city: address.city.trim(),
    state: address.state.trim(),
    zip: address.zip.trim(),
    country: address.country.trim(),
  };
}
