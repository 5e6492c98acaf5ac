import { type Address, sameAddress } from '#domain/address';
import type { OrderLocale } from '#domain/order/order';
import { detachOrdersOfAccount, ordersForDownload } from '../orders/forget';
import { iso, shipmentOf } from '../orders/ledger';
import { detachPayments, orderIdsPaidBy, paymentsOfAccount } from '../payments/forget';
import type { Database } from '../platform/database';
import type { Queryable } from '../platform/sql';
import type { AccountDetails, AccountStore, AddOutcome, BookAddress, ExportedOrder } from './store';

interface BookRow {
  id: string;
  address: Address;
  is_default: boolean;
  updated_at: Date | string;
}

const bookAddressOf = (row: BookRow): BookAddress => ({
  id: row.id,
  address: row.address,
  isDefault: row.is_default,
  updatedAt: iso(row.updated_at),
});

/** Two buyers' changes to one book wait for each other (the cap and the one default hold). */
const lockBook = (tx: Queryable, uid: string) =>
  tx.query("SELECT pg_advisory_xact_lock(hashtext('account_addresses:' || $1))", [uid]);

/** The account area's store on PostgreSQL (or PGlite): see store.ts. */
export class PostgresAccountStore implements AccountStore {
  constructor(private readonly db: Database) {}

  /** The buyer's payment records (the payments area's) with their orders (the orders area's). */
  async orders(uid: string): Promise<ExportedOrder[]> {
    const payments = await paymentsOfAccount(this.db, uid);
    const orders = await ordersForDownload(
      this.db,
      payments.map((payment) => payment.order_id),
    );
    return payments.flatMap((payment) => {
      const order = orders.get(payment.order_id);
      if (!order) return [];
      return [
        {
          orderNumber: order.order_number,
          placedAt: iso(payment.fecha_registro),
          status: payment.status,
          type: payment.type,
          totalCents: payment.total_cents,
          refundedCents: payment.refunded_cents,
          items: payment.items,
          address: payment.address,
          contact: order.contact,
          payer: { name: payment.payer.name ?? null, email: payment.payer.email_address ?? null },
          subscriptionCode: payment.codigo,
          shipment: shipmentOf(order),
        },
      ];
    });
  }

  async details(uid: string): Promise<AccountDetails> {
    const { rows } = await this.db.query<{
      name: string | null;
      phone: string | null;
      email_locale: OrderLocale | null;
    }>('SELECT name, phone, email_locale FROM account_profiles WHERE uid = $1', [uid]);
    const row = rows[0];
    return {
      name: row?.name ?? null,
      phone: row?.phone ?? null,
      emailLocale: row?.email_locale ?? null,
    };
  }

  async saveDetails(uid: string, details: { name: string; phone: string }): Promise<void> {
    await this.db.query(
      `INSERT INTO account_profiles (uid, name, phone) VALUES ($1, $2, $3)
       ON CONFLICT (uid) DO UPDATE
         SET name = EXCLUDED.name, phone = EXCLUDED.phone, updated_at = now()`,
      [uid, details.name, details.phone],
    );
  }

  async emailLocales(uids: string[]): Promise<Map<string, OrderLocale>> {
    if (uids.length === 0) return new Map();
    const { rows } = await this.db.query<{ uid: string; email_locale: OrderLocale }>(
      `SELECT uid, email_locale FROM account_profiles
        WHERE uid = ANY($1::text[]) AND email_locale IS NOT NULL`,
      [uids],
    );
    return new Map(rows.map((row) => [row.uid, row.email_locale]));
  }

  async setEmailLocale(uid: string, locale: OrderLocale | null): Promise<void> {
    await this.db.query(
      `INSERT INTO account_profiles (uid, email_locale) VALUES ($1, $2)
       ON CONFLICT (uid) DO UPDATE SET email_locale = EXCLUDED.email_locale, updated_at = now()`,
      [uid, locale],
    );
  }

  async addresses(uid: string): Promise<BookAddress[]> {
    const { rows } = await this.db.query<BookRow>(
      `SELECT id, address, is_default, updated_at FROM account_addresses
       WHERE uid = $1 ORDER BY created_at, id`,
      [uid],
    );
    return rows.map(bookAddressOf);
  }

  async addAddress(
    uid: string,
    address: Address,
    options: { makeDefault: boolean; cap: number },
  ): Promise<AddOutcome> {
    return this.db.transaction(async (tx) => {
      await lockBook(tx, uid);
      const { rows } = await tx.query<{ address: Address }>(
        'SELECT address FROM account_addresses WHERE uid = $1',
        [uid],
      );
      if (rows.some((row) => sameAddress(row.address, address))) return 'exists';
      if (rows.length >= options.cap) return 'full';
      const makeDefault = options.makeDefault || rows.length === 0;
      if (makeDefault) {
        await tx.query('UPDATE account_addresses SET is_default = false WHERE uid = $1', [uid]);
      }
      await tx.query(
        'INSERT INTO account_addresses (uid, address, is_default) VALUES ($1, $2, $3)',
        [uid, JSON.stringify(address), makeDefault],
      );
      return 'added';
    });
  }

  async updateAddress(uid: string, id: string, address: Address): Promise<boolean> {
    const { rows } = await this.db.query<{ id: string }>(
      `UPDATE account_addresses SET address = $3, updated_at = now()
       WHERE uid = $1 AND id = $2 RETURNING id`,
      [uid, id, JSON.stringify(address)],
    );
    return rows.length > 0;
  }

  async makeDefault(uid: string, id: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      await lockBook(tx, uid);
      const found = await tx.query<{ id: string }>(
        'SELECT id FROM account_addresses WHERE uid = $1 AND id = $2',
        [uid, id],
      );
      if (found.rows.length === 0) return false;
      // Two statements: the unique index on the default is checked row by row.
      await tx.query(
        'UPDATE account_addresses SET is_default = false WHERE uid = $1 AND id <> $2',
        [uid, id],
      );
      await tx.query('UPDATE account_addresses SET is_default = true WHERE uid = $1 AND id = $2', [
        uid,
        id,
      ]);
      return true;
    });
  }

  async deleteAddress(uid: string, id: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      await lockBook(tx, uid);
      const { rows } = await tx.query<{ id: string }>(
        'DELETE FROM account_addresses WHERE uid = $1 AND id = $2 RETURNING id',
        [uid, id],
      );
      if (rows.length === 0) return false;
      await tx.query(
        `UPDATE account_addresses SET is_default = true
         WHERE id = (SELECT id FROM account_addresses WHERE uid = $1 ORDER BY created_at, id LIMIT 1)
           AND NOT EXISTS (SELECT 1 FROM account_addresses WHERE uid = $1 AND is_default)`,
        [uid],
      );
      return true;
    });
  }

  async recordExport(uid: string, details: Record<string, unknown>): Promise<void> {
    await this.db.query(
      `INSERT INTO account_events (uid, kind, details) VALUES ($1, 'data-exported', $2)`,
      [uid, JSON.stringify(details)],
    );
  }

  /**
   * One transaction: the buyer's orders and payment records are detached (the orders area and
   * the payments area each change their own rows, each detached order with its event), the
   * account's own rows deleted, the deletion noted, and the identity provider's account deleted.
   */
  async leave(uid: string, deleteAccount: () => Promise<void>): Promise<number> {
    return this.db.transaction(async (tx) => {
      const paidBy = await orderIdsPaidBy(tx, uid);
      const orders = await detachOrdersOfAccount(tx, uid, paidBy);
      const records = await detachPayments(
        tx,
        orders.map((order) => order.id),
      );
      const kept = orders.filter((order) => order.detached || records.has(order.id));
      await tx.query('DELETE FROM account_addresses WHERE uid = $1', [uid]);
      await tx.query('DELETE FROM account_profiles WHERE uid = $1', [uid]);
      await tx.query(
        `INSERT INTO account_events (uid, kind, details) VALUES ($1, 'account-deleted', $2)`,
        [uid, JSON.stringify({ ordersKept: kept.length })],
      );
      await deleteAccount();
      return kept.length;
    });
  }
}
