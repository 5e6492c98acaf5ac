import type { Address } from '../../domain/address';
import type { Payer, PaymentStatus } from '../../domain/order/payment';
import type { OrderType, PricedLine } from '../../domain/order/pricing';
import type { OrderSummaryView, ReceiptView, ShipmentView } from '../../domain/orders-api';
import type { Database } from '../platform/database';

/**
 * What a buyer may read of their orders: a paid order's receipt (with the secrets that decide who
 * may see it), a signed-in buyer's own orders, and the buyer's email the order's mail goes to.
 * Only orders with a payment record have a receipt: an order never paid is nothing to show.
 */

/** A receipt with who may see it; the route strips these before answering. */
export interface StoredReceipt {
  view: ReceiptView;
  /** The uid on the payment record: that signed-in buyer may see it. */
  uid: string | null;
  /** Whoever holds the receipt link's token may see it. */
  receiptToken: string;
}

interface ReceiptRow {
  order_id: string;
  uid: string | null;
  receipt_token: string;
  buyer_email: string | null;
  shipped: boolean;
  shipped_at: Date | string | null;
  carrier: string | null;
  tracking_number: string | null;
  tracking_url: string | null;
  total: string;
  refunded: string;
  items: PricedLine[];
  type: OrderType;
  payer: Payer;
  status: PaymentStatus;
  address: Address | null;
  codigo: string | null;
  fecha_registro: Date | string;
}

const RECEIPT_COLUMNS = `o.id AS order_id, p.uid, o.receipt_token, o.buyer_email, o.shipped,
  o.shipped_at, o.carrier, o.tracking_number, o.tracking_url, p.total::text AS total,
  p.refunded::text AS refunded, p.items, p.type, p.payer, p.status, p.address, p.codigo,
  p.fecha_registro`;

const iso = (value: Date | string) => new Date(value).toISOString();

function shipmentOf(row: ReceiptRow): ShipmentView | null {
  if (!row.shipped_at || !row.carrier || !row.tracking_number) return null;
  return {
    shippedAt: iso(row.shipped_at),
    carrier: row.carrier,
    trackingNumber: row.tracking_number,
    trackingUrl: row.tracking_url,
  };
}

/** Where the order's emails go: PayPal's payer email, else the signed-in buyer's own. */
export function recipientOf(payer: Payer, buyerEmail: string | null): string | null {
  return payer.email_address || buyerEmail || null;
}

function toReceipt(row: ReceiptRow): StoredReceipt {
  return {
    uid: row.uid,
    receiptToken: row.receipt_token,
    view: {
      orderId: row.order_id,
      placedAt: iso(row.fecha_registro),
      status: row.status,
      total: row.total,
      refunded: row.refunded,
      items: row.items,
      type: row.type,
      codigo: row.codigo,
      shipsGoods: row.shipped,
      address: row.address,
      email: recipientOf(row.payer, row.buyer_email),
      shipment: shipmentOf(row),
    },
  };
}

function toSummary(row: ReceiptRow): OrderSummaryView {
  return {
    orderId: row.order_id,
    placedAt: iso(row.fecha_registro),
    status: row.status,
    total: row.total,
    refunded: row.refunded,
    items: row.items,
    type: row.type,
    shipped: shipmentOf(row) !== null,
  };
}

/** The most orders "My orders" lists (a buyer with more is a conversation, not a page). */
export const MY_ORDERS_LIMIT = 100;

export class OrdersStore {
  constructor(private readonly db: Database) {}

  /** A paid order's receipt, or null when there is no such order or it was never paid. */
  async findReceipt(orderId: string): Promise<StoredReceipt | null> {
    const { rows } = await this.db.query<ReceiptRow>(
      `SELECT ${RECEIPT_COLUMNS} FROM orders o JOIN pagos p ON p.order_id = o.id WHERE o.id = $1`,
      [orderId],
    );
    return rows[0] ? toReceipt(rows[0]) : null;
  }

  /** The paid orders whose record carries this uid, newest first. */
  async listBuyerOrders(uid: string, limit = MY_ORDERS_LIMIT): Promise<OrderSummaryView[]> {
    const { rows } = await this.db.query<ReceiptRow>(
      `SELECT ${RECEIPT_COLUMNS} FROM pagos p JOIN orders o ON o.id = p.order_id
       WHERE p.uid = $1
       ORDER BY p.fecha_registro DESC, o.created_at DESC, p.order_id DESC
       LIMIT $2`,
      [uid, limit],
    );
    return rows.map(toSummary);
  }

  /**
   * Keeps the signed-in buyer's email on their order while it is unpaid (the record is written
   * at capture; the email goes with it). Never on another buyer's order.
   */
  async rememberBuyerEmail(orderId: string, buyer: { uid: string; email: string }): Promise<void> {
    await this.db.query(
      `UPDATE orders SET buyer_email = $2
       WHERE id = $1 AND (uid IS NULL OR uid = $3)
         AND state IN ('created', 'approved', 'capturing')
         AND buyer_email IS DISTINCT FROM $2`,
      [orderId, buyer.email, buyer.uid],
    );
  }
}
