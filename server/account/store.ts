import type { Address } from '#domain/address';
import type { Contact } from '#domain/contact';
import type { OrderLine, OrderLocale, OrderType, Shipment } from '#domain/order/order';
import type { PaymentStatus } from '#domain/order/payment';

/**
 * What the shop holds about one buyer's account, for their data rights (ARCO): their orders, to
 * download (with the emails sent about them, which the mail area answers:
 * `OrderMailer.emailsOfBuyer`); and leaving, to delete the account while the orders stay for
 * accounting. `postgres-store.ts` beside it implements it.
 */

export interface ExportedOrder {
  orderNumber: string;
  placedAt: string;
  status: PaymentStatus;
  type: OrderType;
  totalCents: number;
  refundedCents: number;
  items: OrderLine[];
  /** Where it ships, as given at checkout. */
  address: Address | null;
  /** The checkout's contact: email, name, phone. */
  contact: Contact | null;
  /** Who paid, as PayPal told it: name and email (a card may give none). */
  payer: { name: string | null; email: string | null };
  subscriptionCode: string | null;
  shipment: Shipment | null;
}

/** One address of the buyer's book (`account_addresses`). */
export interface BookAddress {
  id: string;
  address: Address;
  isDefault: boolean;
  updatedAt: string;
}

/** The account's details (`account_profiles`): null where never given. */
export interface AccountDetails {
  name: string | null;
  phone: string | null;
  /** The language of the account's emails; null: each order's (subscription's) own. */
  emailLocale: OrderLocale | null;
}

/** What adding an address did: added, already in the book (nothing added), or the book is full. */
export type AddOutcome = 'added' | 'exists' | 'full';

export interface AccountStore {
  /** The account's paid orders (the uid on the payment record), newest first. */
  orders(uid: string): Promise<ExportedOrder[]>;
  /** Every email the shop queued about those orders, or addressed to `email`, oldest first. */
  /** The account's details (nulls when it has none). */
  details(uid: string): Promise<AccountDetails>;
  /** Keeps the name and phone, already checked. */
  saveDetails(uid: string, details: { name: string; phone: string }): Promise<void>;
  /** The language each of these accounts chose for its emails, by uid; one that chose none is missing. */
  emailLocales(uids: string[]): Promise<Map<string, OrderLocale>>;
  /** Keeps the language of the account's emails (null: each order's own). */
  setEmailLocale(uid: string, locale: OrderLocale | null): Promise<void>;
  /** The account's addresses, oldest first. */
  addresses(uid: string): Promise<BookAddress[]>;
  /**
   * Adds an address, already checked, unless the same one is there or the book holds `cap`: the
   * first address is the default, and so is one added with `makeDefault`.
   */
  addAddress(
    uid: string,
    address: Address,
    options: { makeDefault: boolean; cap: number },
  ): Promise<AddOutcome>;
  /** Replaces one of the account's addresses; false when the account has none with this id. */
  updateAddress(uid: string, id: string, address: Address): Promise<boolean>;
  /** Makes one of the account's addresses its only default; false when it has none with this id. */
  makeDefault(uid: string, id: string): Promise<boolean>;
  /** Deletes one address (the oldest left becomes the default); false when there was none. */
  deleteAddress(uid: string, id: string): Promise<boolean>;
  /** Records a download of the account's data. */
  recordExport(uid: string, details: Record<string, unknown>): Promise<void>;
  /**
   * Takes the uid off every order of the account (each with a 'detached-from-account' event),
   * deletes its details and addresses and records the deletion, then runs `deleteAccount` in the same transaction: if it throws, nothing
   * is changed. Returns how many orders were kept.
   */
  leave(uid: string, deleteAccount: () => Promise<void>): Promise<number>;
}
