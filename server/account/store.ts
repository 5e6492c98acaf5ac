import type { Address } from '../../domain/address';
import type { Contact } from '../../domain/contact';
import type { OrderLine, OrderType, Shipment } from '../../domain/order/order';
import type { PaymentStatus } from '../../domain/order/payment';

/**
 * What the shop holds about one buyer's account, for their data rights (ARCO): their orders and
 * the emails sent about them, to download; and leaving, to delete the account while the orders
 * stay for accounting. `postgres-store.ts` beside it implements it.
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

export interface ExportedEmail {
  orderNumber: string;
  /** 'confirmation', 'shipped', 'refund'… */
  kind: string;
  recipient: string | null;
  /** queued, sent, skipped or failed. */
  status: string;
  queuedAt: string;
  sentAt: string | null;
}

/** The address the buyer keeps for their next order (`saved_addresses`). */
export interface SavedAddress {
  name: string;
  phone: string;
  address: Address;
  updatedAt: string;
}

export interface AccountStore {
  /** The account's paid orders (the uid on the payment record), newest first. */
  orders(uid: string): Promise<ExportedOrder[]>;
  /** Every email the shop queued about those orders, or addressed to `email`, oldest first. */
  emails(uid: string, email: string | null): Promise<ExportedEmail[]>;
  /** The account's saved address, or null. */
  savedAddress(uid: string): Promise<SavedAddress | null>;
  /** Keeps (or replaces) the account's saved address, already checked; returns it as stored. */
  saveAddress(uid: string, saved: Omit<SavedAddress, 'updatedAt'>): Promise<SavedAddress>;
  /** Forgets the account's saved address; whether there was one. */
  forgetAddress(uid: string): Promise<boolean>;
  /** Records a download of the account's data. */
  recordExport(uid: string, details: Record<string, unknown>): Promise<void>;
  /**
   * Takes the uid off every order of the account (each with a 'detached-from-account' event),
   * deletes its saved address and records the deletion, then runs `deleteAccount` in the same transaction: if it throws, nothing
   * is changed. Returns how many orders were kept.
   */
  leave(uid: string, deleteAccount: () => Promise<void>): Promise<number>;
}
