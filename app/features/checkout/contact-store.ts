import { create } from 'zustand';
import type { Contact } from '#domain/contact';
import { forgetFields, readStoredFields, storeFields } from './stored-fields';

// domain/contact.ts's EMPTY_CONTACT, not imported: that module's rules (and the validators they
// use) load when the contact is first checked, never with the checkout's first paint.
const EMPTY_CONTACT: Contact = { email: '', name: '', phone: '' };

/**
 * The buyer's contact being typed at checkout, kept like the address (sessionStorage); the
 * payment callbacks read it through getState(), always current.
 */
const STORAGE_KEY = 'ely.checkout-contact.v1';

interface ContactState {
  contact: Contact;
  setField: (field: keyof Contact, value: string) => void;
  /** Puts back what this tab typed; else the signed-in buyer's email, when there is one. */
  restore: (accountEmail: string | null) => void;
  clear: () => void;
}

export const useContactStore = create<ContactState>()((set, get) => ({
  contact: EMPTY_CONTACT,
  setField: (field, value) => {
    const contact = { ...get().contact, [field]: value };
    set({ contact });
    storeFields(STORAGE_KEY, contact);
  },
  restore: (accountEmail) => {
    const stored = readStoredFields(STORAGE_KEY, EMPTY_CONTACT);
    if (stored) set({ contact: stored });
    else if (accountEmail && !get().contact.email) {
      set({ contact: { ...get().contact, email: accountEmail } });
    }
  },
  clear: () => {
    set({ contact: EMPTY_CONTACT });
    forgetFields(STORAGE_KEY);
  },
}));
