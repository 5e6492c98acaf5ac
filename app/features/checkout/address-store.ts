import { create } from 'zustand';
import { type Address, EMPTY_ADDRESS } from '../../../domain/address';

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

function readStored(): Address | null {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const record = parsed as Record<string, unknown>;
    const address = { ...EMPTY_ADDRESS };
    for (const key of Object.keys(EMPTY_ADDRESS) as (keyof Address)[]) {
      const value = record[key];
      if (typeof value === 'string') address[key] = value.slice(0, 200);
    }
    return address;
  } catch {
    return null;
  }
}

function store(address: Address) {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(address));
  } catch {
    // Private mode or a full quota: the form still works, it just is not remembered.
  }
}

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
    try {
      window.sessionStorage.removeItem(STORAGE_KEY);
    } catch {
      // nothing to forget
    }
  },
}));
