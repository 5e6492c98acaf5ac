import type { Address } from '../../domain/address';
import type { OrderLine, OrderType } from '../../domain/order';
import type { Payer, PaymentRecord, Tipo } from '../../domain/payment-record';
import type { Database, Queryable } from './database';

/** The typed queries of the payments feature; nothing else writes these tables. */

export interface StoredOrder {
  id: string;
  totalCents: number;
  items: OrderLine[];
  type: OrderType;
  shipped: boolean;
  status: string;
  captureAttempt: number;
  codigo: string | null;
  createdAt: string;
}

interface OrderRow {
  id: string;
  total_cents: number;
  items: OrderLine[];
  type: OrderType;
  shipped: boolean;
  status: string;
  capture_attempt: number;
  codigo: string | null;
  created_at: Date | string;
}

interface PagoRow {
  order_id: string;
  total: string;
  items: OrderLine[];
  type: OrderType;
  payer: Payer;
  status: string;
  address: Address | null;
  codigo: string | null;
  fecha_registro: Date | string;
  tipo: Tipo;
  uid: string | null;
  capture_id: string | null;
}

const PAGO_COLUMNS = `order_id, total::text AS total, items, type, payer, status, address, codigo,
  fecha_registro, tipo, uid, capture_id`;

const UNIQUE_VIOLATION = '23505';

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pgError = error as { code?: string; constraint?: string } | null;
  return (
    pgError?.code === UNIQUE_VIOLATION &&
    (constraint === undefined || pgError.constraint === constraint)
  );
}

const iso = (value: Date | string) => new Date(value).toISOString();

function toOrder(row: OrderRow): StoredOrder {
  return {
    id: row.id,
    totalCents: row.total_cents,
    items: row.items,
    type: row.type,
    shipped: row.shipped,
    status: row.status,
    captureAttempt: row.capture_attempt,
    codigo: row.codigo,
    createdAt: iso(row.created_at),
  };
}

function toRecord(row: PagoRow): PaymentRecord {
  return {
    orderId: row.order_id,
    total: row.total,
    items: row.items,
    type: row.type,
    payer: row.payer,
    status: row.status,
    address: row.address,
    codigo: row.codigo,
    fechaRegistro: iso(row.fecha_registro),
    tipo: row.tipo,
    uid: row.uid,
    captureId: row.capture_id,
  };
}

export class PaymentsStore {
  constructor(private readonly db: Database) {}

  /** Stores a new order; throws a unique violation on `orders_codigo_key` if the code is taken. */
  async insertOrder(order: Omit<StoredOrder, 'createdAt' | 'captureAttempt'>): Promise<void> {
    await this.db.query(
      `INSERT INTO orders (id, total_cents, items, type, shipped, status, codigo)
       VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7)
       ON CONFLICT (id) DO NOTHING`,
      [
        order.id,
        order.totalCents,
        JSON.stringify(order.items),
        order.type,
        order.shipped,
        order.status,
        order.codigo,
      ],
    );
  }

  async findOrder(id: string): Promise<StoredOrder | null> {
    const { rows } = await this.db.query<OrderRow>('SELECT * FROM orders WHERE id = $1', [id]);
    return rows[0] ? toOrder(rows[0]) : null;
  }

  /** After a decline: the next capture is a new attempt (compare-and-set, so concurrent ones bump once). */
  async nextCaptureAttempt(id: string, declinedAttempt: number): Promise<void> {
    await this.db.query(
      'UPDATE orders SET capture_attempt = capture_attempt + 1 WHERE id = $1 AND capture_attempt = $2',
      [id, declinedAttempt],
    );
  }

  async findPaymentRecord(orderId: string): Promise<PaymentRecord | null> {
    const { rows } = await this.db.query<PagoRow>(
      `SELECT ${PAGO_COLUMNS} FROM pagos WHERE order_id = $1`,
      [orderId],
    );
    return rows[0] ? toRecord(rows[0]) : null;
  }

  /**
   * Writes the record unless one exists for the order. The primary key decides, in the database,
   * which of any number of concurrent writers (in any number of processes) wins; every writer
   * gets the record that was kept.
   */
  async savePaymentRecord(
    record: PaymentRecord,
    target: Queryable = this.db,
  ): Promise<{ record: PaymentRecord; inserted: boolean }> {
    // One round trip: the record, and the order marked paid when the record is new.
    const { rows } = await target.query<PagoRow>(
      `WITH saved AS (
         INSERT INTO pagos (order_id, total, items, type, payer, status, address, codigo,
                            fecha_registro, tipo, uid, capture_id)
         VALUES ($1, $2::numeric, $3::jsonb, $4, $5::jsonb, $6, $7::jsonb, $8, $9, $10, $11, $12)
         ON CONFLICT (order_id) DO NOTHING
         RETURNING *
       ), paid AS (
         UPDATE orders SET status = 'COMPLETED'
         WHERE id = (SELECT order_id FROM saved) AND status <> 'COMPLETED'
       )
       SELECT ${PAGO_COLUMNS} FROM saved`,
      [
        record.orderId,
        record.total,
        JSON.stringify(record.items),
        record.type,
        JSON.stringify(record.payer),
        record.status,
        record.address === null ? null : JSON.stringify(record.address),
        record.codigo,
        record.fechaRegistro,
        record.tipo,
        record.uid,
        record.captureId,
      ],
    );
    if (rows[0]) return { record: toRecord(rows[0]), inserted: true };
    const existing = await this.findPaymentRecord(record.orderId);
    if (!existing) throw new Error(`Payment record ${record.orderId} vanished after a conflict`);
    return { record: existing, inserted: false };
  }

  /** Newest first. */
  async listPaymentRecords(limit = 1000): Promise<PaymentRecord[]> {
    const { rows } = await this.db.query<PagoRow>(
      `SELECT ${PAGO_COLUMNS} FROM pagos ORDER BY fecha_registro DESC, order_id DESC LIMIT $1`,
      [limit],
    );
    return rows.map(toRecord);
  }
}
