import { create } from 'zustand';
import { type Address, EMPTY_ADDRESS, sameAddress } from '#domain/address';
import { formatPhoneNumber } from '../../lib/phone-format';
import { addAddress, type BookAddress, fetchProfile, saveDetails } from '../../lib/profile-client';
import { useAddressStore } from './address-store';
import { useContactStore } from './contact-store';

/**
 * The signed-in buyer's account at checkout: their saved addresses offered as choices (the default
 * chosen first, unless the buyer already typed another), their name and phone filled into an empty
 * contact, and a new address kept for the next order unless the buyer unticks the box. Loads with
 * the address form (never with the page): a guest never asks for it.
 */

/** The choice of a new address, typed at checkout. */
export const NEW_ADDRESS = 'new';

interface SavedAddressState {
  /** A buyer is signed in, so there is an account to keep the address in. */
  signedIn: boolean;
  /** The buyer's choice: keep this order's new address for the next one (ticked by default). */
  keep: boolean;
  /** The default address was chosen for the buyer. */
  filled: boolean;
  /** The account's addresses, oldest first. */
  addresses: BookAddress[];
  /** The id of the chosen address, or NEW_ADDRESS. */
  choice: string;
  /** The account holds no name and phone yet: paying keeps the contact's. */
  needsDetails: boolean;
  setKeep: (keep: boolean) => void;
}

export const useSavedAddressStore = create<SavedAddressState>()((set) => ({
  signedIn: false,
  keep: true,
  filled: false,
  addresses: [],
  choice: NEW_ADDRESS,
  needsDetails: false,
  setKeep: (keep) => set({ keep }),
}));

type IdTokenSource = () => Promise<string | null>;

/** Chooses a saved address (the form holds it) or a new one (the form starts empty). */
export function chooseAddress(id: string, defaultCountry: string | null): void {
  const { addresses, choice } = useSavedAddressStore.getState();
  const entry = addresses.find((saved) => saved.id === id);
  useSavedAddressStore.setState({ choice: entry ? id : NEW_ADDRESS, filled: false });
  if (entry) useAddressStore.getState().fill(entry.address, { kept: false });
  else if (choice !== NEW_ADDRESS) {
    useAddressStore.getState().fill({ ...EMPTY_ADDRESS, country: defaultCountry ?? '' });
  }
}

/**
 * Asks whether a buyer is signed in and, if their account keeps addresses, offers them: an
 * untouched form takes the default, a form holding one of them chooses it, one the buyer typed
 * otherwise stays a new address. The contact's empty name and phone take the account's.
 */
export async function fillFromAccount(getIdToken: IdTokenSource): Promise<void> {
  const idToken = await getIdToken().catch(() => null);
  useSavedAddressStore.setState({ signedIn: idToken !== null });
  if (!idToken) return;
  const book = await fetchProfile(idToken).catch(() => null);
  if (!book) return;
  const { name, phone } = book.profile;
  useSavedAddressStore.setState({ addresses: book.addresses, needsDetails: !name || !phone });
  const { contact, setField } = useContactStore.getState();
  if (name && !contact.name.trim()) setField('name', name);
  // Stored in E.164; shown as people write it (the checkout reads either).
  if (phone && !contact.phone.trim()) setField('phone', formatPhoneNumber(phone));

  const { address } = useAddressStore.getState();
  const typed = address.street || address.city || address.zip;
  const held = typed ? book.addresses.find((entry) => sameAddress(entry.address, address)) : null;
  if (held) {
    useSavedAddressStore.setState({ choice: held.id });
    return;
  }
  const home = book.addresses.find((entry) => entry.isDefault) ?? book.addresses[0];
  if (typed || !home) {
    useSavedAddressStore.setState({ choice: NEW_ADDRESS });
    return;
  }
  useAddressStore.getState().fill(home.address, { kept: false });
  useSavedAddressStore.setState({ choice: home.id, filled: true });
}

/**
 * After paying: keeps a new address the order ships to when the signed-in buyer left the box
 * ticked (the account's book takes the same address once, and up to its cap), and the contact's
 * name and phone when the account had none. Read now, before the checkout's state goes; sent in
 * the background (the order is paid whatever becomes of it).
 */
export function keepPaidAddress(getIdToken: IdTokenSource): void {
  const { signedIn, keep, choice, needsDetails } = useSavedAddressStore.getState();
  if (!signedIn) return;
  const keepAddress = keep && choice === NEW_ADDRESS;
  const address: Address = useAddressStore.getState().address;
  const { name, phone } = useContactStore.getState().contact;
  const keepDetails = needsDetails && name.trim() !== '' && phone.trim() !== '';
  if (!keepAddress && !keepDetails) return;
  void (async () => {
    const idToken = await getIdToken();
    if (!idToken) return;
    // The address first: the phone is read in the country of the default address.
    if (keepAddress) await addAddress(idToken, address).catch(() => null);
    if (keepDetails) await saveDetails(idToken, { name, phone });
  })().catch(() => {
    // Not kept: the buyer types it again next time, nothing else is lost.
  });
}
