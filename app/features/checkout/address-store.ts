import { create } from 'zustand';
import { type Address, EMPTY_ADDRESS } from '../../../domain/address';
import { forgetFields, readStoredFields, storeFields } from './stored-fields';

/**
 * The shipping address being typed at checkout. Kept in sessionStorage so a reload or a detour
 * to the cart loses nothing; the payment callbacks read it through getState(), always current.
 */
const STORAGE_KEY = 'ely.checkout-address.v1';

interface AddressState {
  address: Address;
  setField: (field: keyof Address, value: string) => void;
  restore: () => void;
  clear: () => void;
}

const readStored = () => readStoredFields(STORAGE_KEY, EMPTY_ADDRESS);
const store = (address: Address) => storeFields(STORAGE_KEY, address);

export const useAddressStore = create<AddressState>()((set, get) => ({
  address: EMPTY_ADDRESS,
  setField: (field, value) => {
    const address = { ...get().address, [field]: value };
    set({ address });
    store(address);
  },
  restore: () => {
    const stored = readStored();
    if (stored) set({ address: stored });
  },
  clear: () => {
    set({ address: EMPTY_ADDRESS });
    forgetFields(STORAGE_KEY);
  },
}));
