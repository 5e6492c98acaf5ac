import type { Address } from '../../domain/address';
import type { Contact } from '../../domain/contact';
import type { OrderLine, OrderType } from '../../domain/order/order';
import type { Payer, PaymentStatus } from '../../domain/order/payment';
import type { Database } from '../platform/database';
import { iso, type ShipmentColumns, shipmentOf } from '../platform/order-ledger';
import type { AccountStore, ExportedEmail, ExportedOrder, SavedAddress } from './store';

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

interface EmailRow {
  order_number: string;
  kind: string;
  recipient: string | null;
  status: string;
  created_at: Date | string;
  sent_at: Date | string | null;
}

interface SavedAddressRow {
  name: string;
  phone: string;
  address: Address;
  updated_at: Date | string;
}

const savedAddressOf = (row: SavedAddressRow): SavedAddress => ({
  name: row.name,
  phone: row.phone,
  address: row.address,
  updatedAt: iso(row.updated_at),
});

/** The account area's store on PostgreSQL (or PGlite): see store.ts. */
export class PostgresAccountStore implements AccountStore {
  constructor(private readonly db: Database) {}

  async orders(uid: string): Promise<ExportedOrder[]> {
    const { rows } = await this.db.query<OrderRow>(
      `SELECT o.order_number, p.fecha_registro, p.status, p.type, (p.total * 100)::int AS total_cents,
              (p.refunded * 100)::int AS refunded_cents, p.items, p.address, o.contact, p.payer,
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

  async emails(uid: string, email: string | null): Promise<ExportedEmail[]> {
    const { rows } = await this.db.query<EmailRow>(
      `SELECT o.order_number, m.kind, m.recipient, m.status, m.created_at, m.sent_at
       FROM mail_outbox m JOIN orders o ON o.id = m.order_id
       WHERE m.order_id IN (SELECT order_id FROM pagos WHERE uid = $1)
          OR ($2::text IS NOT NULL AND lower(m.recipient) = lower($2::text))
       ORDER BY m.created_at, m.id`,
      [uid, email],
    );
    return rows.map((row) => ({
      orderNumber: row.order_number,
      kind: row.kind,
      recipient: row.recipient,
      status: row.status,
      queuedAt: iso(row.created_at),
      sentAt: row.sent_at ? iso(row.sent_at) : null,
    }));
  }

  async savedAddress(uid: string): Promise<SavedAddress | null> {
    const { rows } = await this.db.query<SavedAddressRow>(
      'SELECT name, phone, address, updated_at FROM saved_addresses WHERE uid = $1',
      [uid],
    );
    return rows[0] ? savedAddressOf(rows[0]) : null;
  }

  async saveAddress(uid: string, saved: Omit<SavedAddress, 'updatedAt'>): Promise<SavedAddress> {
    const { rows } = await this.db.query<SavedAddressRow>(
      `INSERT INTO saved_addresses (uid, name, phone, address) VALUES ($1, $2, $3, $4)
       ON CONFLICT (uid) DO UPDATE
         SET name = EXCLUDED.name, phone = EXCLUDED.phone, address = EXCLUDED.address,
             updated_at = now()
       RETURNING name, phone, address, updated_at`,
      [uid, saved.name, saved.phone, JSON.stringify(saved.address)],
    );
    const [row] = rows;
    if (!row) throw new Error('the saved address was not written');
    return savedAddressOf(row);
  }

  async forgetAddress(uid: string): Promise<boolean> {
    const { rows } = await this.db.query<{ uid: string }>(
      'DELETE FROM saved_addresses WHERE uid = $1 RETURNING uid',
      [uid],
    );
    return rows.length > 0;
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
      await tx.query('DELETE FROM saved_addresses WHERE uid = $1', [uid]);
      await tx.query(
        `INSERT INTO account_events (uid, kind, details) VALUES ($1, 'account-deleted', $2)`,
        [uid, JSON.stringify({ ordersKept: rows.length })],
      );
      await deleteAccount();
      return rows.length;
    });
  }
}
