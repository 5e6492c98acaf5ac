import { create } from 'zustand';
import { formatPhoneNumber } from '../../lib/phone-format';
import { fetchSavedAddress, saveAddress } from '../../lib/saved-address-client';
import { useAddressStore } from './address-store';
import { useContactStore } from './contact-store';

/**
 * The signed-in buyer's saved address at checkout: an untouched form is filled from it, and the
 * address an order was paid with is kept for the next one unless the buyer unticks the box. Loads
 * with the address form (never with the page): a guest never asks for it.
 */

interface SavedAddressState {
  /** A buyer is signed in, so there is an account to keep the address in. */
  signedIn: boolean;
  /** The buyer's choice: keep this order's address for the next one (ticked by default). */
  keep: boolean;
  /** The form was filled from the account's saved address. */
  filled: boolean;
  setKeep: (keep: boolean) => void;
}

export const useSavedAddressStore = create<SavedAddressState>()((set) => ({
  signedIn: false,
  keep: true,
  filled: false,
  setKeep: (keep) => set({ keep }),
}));

type IdTokenSource = () => Promise<string | null>;

/**
 * Asks whether a buyer is signed in and, if they saved an address, fills the form with it, and the
 * contact's name and phone where they are empty. A form the buyer already typed in is left alone.
 */
export async function fillFromSavedAddress(getIdToken: IdTokenSource): Promise<void> {
  const idToken = await getIdToken().catch(() => null);
  useSavedAddressStore.setState({ signedIn: idToken !== null });
  if (!idToken) return;
  const saved = await fetchSavedAddress(idToken).catch(() => null);
  if (!saved) return;
  const { address, fill } = useAddressStore.getState();
  if (address.street || address.city || address.zip) return;
  fill(saved.address);
  const { contact, setField } = useContactStore.getState();
  if (!contact.name.trim()) setField('name', saved.name);
  // Stored in E.164; shown as people write it (the checkout reads either).
  if (!contact.phone.trim()) setField('phone', formatPhoneNumber(saved.phone));
  useSavedAddressStore.setState({ filled: true });
}

/**
 * After paying: keeps the address the order ships to, and who receives it, when the signed-in
 * buyer left the box ticked. Read now, before the checkout's state goes; sent in the background
 * (the order is paid whatever becomes of it).
 */
export function keepPaidAddress(getIdToken: IdTokenSource): void {
  const { signedIn, keep } = useSavedAddressStore.getState();
  if (!signedIn || !keep) return;
  const { address } = useAddressStore.getState();
  const { contact } = useContactStore.getState();
  void (async () => {
    const idToken = await getIdToken();
    if (idToken) await saveAddress(idToken, { name: contact.name, phone: contact.phone, address });
  })().catch(() => {
    // Not kept: the buyer types it again next time, nothing else is lost.
  });
}
