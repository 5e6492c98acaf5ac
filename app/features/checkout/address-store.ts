import { create } from 'zustand';
import { type Address, EMPTY_ADDRESS } from '#domain/address';
import { isShippingCountry } from '#domain/countries';
import { subdivisionsOf } from '#domain/subdivisions';
import { forgetFields, readStoredFields, storeFields } from './stored-fields';

/**
 * The shipping address being typed at checkout. Kept in sessionStorage so a reload or a detour
 * to the cart loses nothing; the payment callbacks read it through getState(), always current.
 */
const STORAGE_KEY = 'ely.checkout-address.v1';

/** Every field a string, the optional second line too. */
export type AddressForm = Required<Address>;

interface AddressState {
  address: AddressForm;
  setField: (field: keyof Address, value: string) => void;
  /** Puts back what this tab typed; an empty country becomes the page's first one, if any. */
  restore: (defaultCountry: string | null) => void;
  /**
   * Fills the form with a whole address. A saved address of the account (`kept: false`) is not
   * stored in the tab: a reload offers the account's addresses again, not a copy of one.
   */
  fill: (address: Address, options?: { kept?: boolean }) => void;
  clear: () => void;
}

const readStored = () => readStoredFields(STORAGE_KEY, EMPTY_ADDRESS);
const store = (address: AddressForm) => storeFields(STORAGE_KEY, address);

/** A state still valid in the (new) country: a listed code of its list, or text where none. */
function stateFor(country: string, state: string, previousCountry: string): string {
  const listed = subdivisionsOf(country);
  if (listed) return listed.some((subdivision) => subdivision.code === state) ? state : '';
  // From a list to free text: a code such as 'CMX' means nothing in the new country.
  return subdivisionsOf(previousCountry) ? '' : state;
}

/**
 * What storage holds, made fit for the form: an address typed before codes (its country
 * 'México', its state 'CDMX') keeps its street, city and postal code, and asks for the rest again.
 */
function fromStorage(stored: AddressForm): AddressForm {
  const country = isShippingCountry(stored.country) ? stored.country : '';
  return { ...stored, country, state: stateFor(country, stored.state, stored.country) };
}

export const useAddressStore = create<AddressState>()((set, get) => ({
  address: EMPTY_ADDRESS,
  setField: (field, value) => {
    const current = get().address;
    const address = { ...current, [field]: value };
    if (field === 'country') address.state = stateFor(value, current.state, current.country);
    set({ address });
    store(address);
  },
  restore: (defaultCountry) => {
    const stored = readStored();
    const address = stored ? fromStorage(stored) : get().address;
    if (address.country === '' && defaultCountry) {
      set({ address: { ...address, country: defaultCountry } });
      return;
    }
    if (stored) set({ address });
  },
  fill: (given, { kept = true } = {}) => {
    const address = { ...EMPTY_ADDRESS, ...given, line2: given.line2 ?? '' };
    set({ address });
    if (kept) store(address);
    else forgetFields(STORAGE_KEY);
  },
  clear: () => {
    set({ address: EMPTY_ADDRESS });
    forgetFields(STORAGE_KEY);
  },
}));
