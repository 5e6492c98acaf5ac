import type { Contact } from '#domain/contact';
import type { Actor } from '#domain/order/events';
import type { OrderLine } from '#domain/order/order';
import type { Locale } from '#site/locales';

/**
 * Abandoned checkouts: orders created and never paid (state created, approved or expired, and no
 * payment record), the one email that brings their buyer back to a fresh checkout with the same
 * cart, and the purge that deletes them 30 days after they were started. `postgres-store.ts` is
 * the PostgreSQL (and PGlite) implementation.
 */
export interface RecoveryStore {
  /** Abandoned checkouts created before `createdBefore`, newest first. */
  abandoned(createdBefore: Date, limit: number): Promise<AbandonedRow[]>;
  /** One order (by its number or PayPal's id) as the list sees it, abandoned or not. */
  checkout(orderRef: string): Promise<AbandonedRow | null>;
  /**
   * Keeps the recovery link's token and writes the operator's 'recovery-emailed' event with its
   * email, in one statement, once per order and only while the order is still unpaid: false when
   * nothing was written.
   */
  recordRecovery(orderId: string, token: string, actor: Actor): Promise<boolean>;
  /** The cart of the unpaid order a recovery link names; null for none (or one paid since). */
  restore(token: string): Promise<{ locale: Locale; items: OrderLine[] } | null>;
  /** The recovery link's token of each of these orders that has one, by order id. */
  tokens(orderIds: string[]): Promise<Map<string, string>>;
  /** Deletes the abandoned checkouts created before `createdBefore`; how many, noted as a run. */
  purge(createdBefore: Date): Promise<number>;
  lastPurge(): Promise<{ at: string; purged: number } | null>;
}

export interface AbandonedRow {
  orderId: string;
  orderNumber: string;
  createdAt: string;
  state: string;
  locale: Locale;
  contact: Contact | null;
  items: OrderLine[];
  totalCents: number;
  /** Unpaid (created, approved, expired) with no payment record. */
  abandoned: boolean;
  recovery: { at: string; actor: Actor } | null;
}
