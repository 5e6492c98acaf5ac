import { type Address, sameAddress } from '#domain/address';
import type { Contact } from '#domain/contact';
import type { OrderLine, OrderLocale, OrderType } from '#domain/order/order';
import type { Payer, PaymentStatus } from '#domain/order/payment';
import { iso, type ShipmentColumns, shipmentOf } from '../orders/ledger';
import type { Database } from '../platform/database';
import type { Queryable } from '../platform/sql';
import type { AccountDetails, AccountStore, AddOutcome, BookAddress, ExportedOrder } from './store';

interface OrderRow extends ShipmentColumns {
  order_number: string;
  fecha_registro: Date | string;
  status: PaymentStatus;
  type: OrderType;
  total_cents: number;
  refunded_cents: number;
  items: OrderLine[];
  address: Address | null;
  contact: Contact | null;
  payer: Payer;
  codigo: string | null;
}

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

  async orders(uid: string): Promise<ExportedOrder[]> {
    const { rows } = await this.db.query<OrderRow>(
      `SELECT o.order_number, p.fecha_registro, p.status, p.type, p.total_cents,
              p.refunded_cents, p.items, p.address, o.contact, p.payer,
              p.codigo, o.shipped_at, o.carrier, o.tracking_number, o.tracking_url,
              o.delivered_at
       FROM pagos p JOIN orders o ON o.id = p.order_id
       WHERE p.uid = $1
       ORDER BY p.fecha_registro DESC, p.order_id DESC`,
      [uid],
    );
    return rows.map((row) => ({
      orderNumber: row.order_number,
      placedAt: iso(row.fecha_registro),
      status: row.status,
      type: row.type,
      totalCents: row.total_cents,
      refundedCents: row.refunded_cents,
      items: row.items,
      address: row.address,
      contact: row.contact,
      payer: { name: row.payer.name ?? null, email: row.payer.email_address ?? null },
      subscriptionCode: row.codigo,
      shipment: shipmentOf(row),
    }));
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

  async leave(uid: string, deleteAccount: () => Promise<void>): Promise<number> {
    return this.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        `WITH mine AS (
           SELECT o.id FROM orders o WHERE o.uid = $1
           UNION SELECT p.order_id FROM pagos p WHERE p.uid = $1
         ), orders_left AS (
           UPDATE orders o SET uid = NULL, updated_at = now() FROM mine m WHERE o.id = m.id
           RETURNING o.id
         ), records_left AS (
           UPDATE pagos p SET uid = NULL, updated_at = now() FROM mine m WHERE p.order_id = m.id
           RETURNING p.order_id
         ), events AS (
           INSERT INTO order_events (order_id, source, kind, details, actor_uid)
           SELECT m.id, 'account', 'detached-from-account', '{}'::jsonb, $1 FROM mine m
           RETURNING order_id
         )
         SELECT id FROM mine
         WHERE id IN (SELECT id FROM orders_left UNION ALL SELECT order_id FROM records_left)
           AND id IN (SELECT order_id FROM events)`,
        [uid],
      );
      await tx.query('DELETE FROM account_addresses WHERE uid = $1', [uid]);
      await tx.query('DELETE FROM account_profiles WHERE uid = $1', [uid]);
      await tx.query(
        `INSERT INTO account_events (uid, kind, details) VALUES ($1, 'account-deleted', $2)`,
        [uid, JSON.stringify({ ordersKept: rows.length })],
      );
      await deleteAccount();
      return rows.length;
    });
  }
}
