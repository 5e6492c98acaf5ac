import { CANCELLATION_EVENT_KINDS, cancellationOf } from '#domain/order/cancellation';
import { emailForEvent, recipientOf } from '#domain/order/emails';
import type { OrderEvent } from '#domain/order/events';
import type { OrderState } from '#domain/order/lifecycle';
import { includedTax, orderAmounts } from '#domain/order/taxes';
import type { OrderSummaryView } from '#domain/orders-api';
import {
  attachGuestPaymentsCte,
  guestPaymentExists,
  paymentJoin,
} from '../payments/sql/pagos-ctes';
import type { Database, Queryable } from '../platform/database';
import {
  type EventInput,
  historyCtes,
  iso,
  type LedgerOptions,
  orderRefColumn,
  type PaymentRow,
  runLedgerStatement,
  type ShipmentColumns,
  shipmentOf,
} from './ledger';
import { MY_ORDERS_LIMIT, type OrdersStore, type StoredReceipt } from './store';

/** The payment record's columns (PaymentRow: a receipt has one), and the order's beside them. */
interface ReceiptRow extends ShipmentColumns, PaymentRow {
  order_number: string;
  receipt_token: string;
  buyer_email: string | null;
  contact_email: string | null;
  ships_goods: boolean;
  state: OrderState;
  cancellation_events: Pick<OrderEvent, 'kind' | 'at' | 'details'>[];
}

const RECEIPT_COLUMNS = `o.id AS order_id, o.order_number, p.capture_id, p.uid, o.receipt_token,
  o.buyer_email,
  o.contact ->> 'email' AS contact_email, o.ships_goods,
  o.shipped_at, o.carrier, o.tracking_number, o.tracking_url, o.delivered_at,
  p.total_cents,
  p.refunded_cents, p.items, p.type, p.payer, p.status, p.address,
  p.codigo, p.fecha_registro, o.state,
  (SELECT coalesce(jsonb_agg(jsonb_build_object('kind', e.kind, 'at', e.at, 'details', e.details)
                             ORDER BY e.id), '[]'::jsonb)
   FROM order_events e
   WHERE e.order_id = o.id AND e.kind IN (${CANCELLATION_EVENT_KINDS.map((k) => `'${k}'`).join(', ')})
  ) AS cancellation_events`;

function toReceipt(row: ReceiptRow): StoredReceipt {
  const { subtotalCents, shippingCents } = orderAmounts(row.items, row.address);
  return {
    uid: row.uid,
    receiptToken: row.receipt_token,
    state: row.state,
    view: {
      orderId: row.order_id,
      orderNumber: row.order_number,
      captureId: row.capture_id,
      placedAt: iso(row.fecha_registro),
      status: row.status,
      totalCents: row.total_cents,
      refundedCents: row.refunded_cents,
      items: row.items,
      subtotalCents,
      shippingCents,
      // Of what was charged, where it shipped: the same rule the checkout showed (taxes.ts).
      tax: includedTax(row.total_cents, row.address),
      type: row.type,
      subscriptionCode: row.codigo,
      shipsGoods: row.ships_goods,
      address: row.address,
      email: recipientOf(row.payer, row.buyer_email, row.contact_email),
      shipment: shipmentOf(row),
      // Kept with the payer since November 2026; earlier payments say nothing of it.
      paymentMethod: row.payer.method ?? null,
      cancellation: cancellationOf(
        row.cancellation_events.map((event) => ({ ...event, at: iso(event.at) })),
      ),
    },
  };
}

function toSummary(row: ReceiptRow): OrderSummaryView {
  return {
    orderId: row.order_id,
    orderNumber: row.order_number,
    placedAt: iso(row.fecha_registro),
    status: row.status,
    totalCents: row.total_cents,
    refundedCents: row.refunded_cents,
    items: row.items,
    type: row.type,
    hasShipped: shipmentOf(row) !== null,
    shipment: shipmentOf(row),
  };
}

/** The order "Find my order" names: its number, and the address its emails go to (recipientOf). */
const MATCHING_ORDER = (number: string, email: string) => `
  SELECT o.id FROM orders o ${paymentJoin('p', 'o.id')}
  WHERE o.order_number = ${number}
    AND lower(coalesce(nullif(o.contact ->> 'email', ''), nullif(p.payer ->> 'email_address', ''),
                       nullif(o.buyer_email, ''))) = lower(${email})`;

/** The orders area's store on PostgreSQL (or PGlite): see store.ts. */
export class PostgresOrdersStore implements OrdersStore {
  constructor(
    private readonly db: Database,
    private readonly ledger: LedgerOptions = {},
  ) {}

  /** "Find my order": see store.ts. One statement, matched or not. */
  async requestOrderLink(request: { email: string; orderNumber: string }): Promise<boolean> {
    const event: EventInput = { source: 'find-order', kind: 'link-requested' };
    const rows = await runLedgerStatement<{ id: string }>(
      this.db,
      {
        name: 'request-order-link',
        build: (params, withEmail) => `WITH target AS (${MATCHING_ORDER(
          params.add(request.orderNumber),
          params.add(request.email),
        )}),
          ${historyCtes(params, 'logged', 'target', event, withEmail ? emailForEvent(event, 'as-recorded') : null)}
          SELECT order_id AS id FROM logged`,
      },
      this.ledger,
    );
    return rows.length > 0;
  }

  /**
   * The buyer's cancellation request (store.ts): the order's column moves from none to
   * 'requested' before it ships, with the event and its email, in one statement.
   */
  async requestCancellation(orderId: string, reason: string | null): Promise<boolean> {
    const event: EventInput = {
      source: 'order-page',
      kind: 'cancellation-requested',
      details: { reason },
    };
    const rows = await runLedgerStatement<{ id: string }>(
      this.db,
      {
        name: 'request-cancellation',
        build: (params, withEmail) => `WITH requested AS (
          UPDATE orders SET cancellation = 'requested', updated_at = now()
          WHERE id = ${params.add(orderId)} AND cancellation IS NULL AND shipped_at IS NULL
          RETURNING id
        ), ${historyCtes(params, 'logged', 'requested', event, withEmail ? emailForEvent(event, 'as-recorded') : null)}
        SELECT id FROM requested`,
      },
      this.ledger,
    );
    return rows.length > 0;
  }

  /** A paid order's receipt, or null when there is no such order or it was never paid. */
  async findReceipt(orderRef: string): Promise<StoredReceipt | null> {
    const { rows } = await this.db.query<ReceiptRow>(
      `SELECT ${RECEIPT_COLUMNS} FROM orders o ${paymentJoin('p', 'o.id')}
       WHERE o.${orderRefColumn(orderRef)} = $1`,
      [orderRef],
    );
    return rows[0] ? toReceipt(rows[0]) : null;
  }

  /** The paid orders whose record carries this uid, newest first. */
  async listBuyerOrders(uid: string, limit = MY_ORDERS_LIMIT): Promise<OrderSummaryView[]> {
    const { rows } = await this.db.query<ReceiptRow>(
      `SELECT ${RECEIPT_COLUMNS} FROM orders o ${paymentJoin('p', 'o.id')}
       WHERE p.uid = $1
       ORDER BY p.fecha_registro DESC, o.created_at DESC, p.order_id DESC
       LIMIT $2`,
      [uid, limit],
    );
    return rows.map(toSummary);
  }

  /**
   * One statement: the orders, their payment records and their events change together or not at
   * all. \`uid IS NULL\` is checked again on the locked rows (READ COMMITTED re-reads a row another
   * transaction changed), so two accounts asking at once never both take an order.
   */
  async attachGuestOrders(uid: string, verifiedEmail: string): Promise<string[]> {
    const { rows } = await this.db.query<{ order_number: string }>(
      `WITH claimed AS (
         UPDATE orders o SET uid = $1, updated_at = now()
         WHERE o.uid IS NULL AND lower(o.contact ->> 'email') = lower($2)
           AND ${guestPaymentExists('o.id')}
         RETURNING o.id, o.order_number
       ), ${attachGuestPaymentsCte('recorded', 'claimed', '$1')}, events AS (
         INSERT INTO order_events (order_id, source, kind, details, actor_uid, actor_email)
         SELECT c.id, 'account', 'attached-to-account', jsonb_build_object('email', $2::text),
                $1, $2
         FROM claimed c
         RETURNING order_id
       )
       SELECT c.order_number FROM claimed c
       WHERE c.id IN (SELECT order_id FROM recorded) AND c.id IN (SELECT order_id FROM events)
       ORDER BY c.order_number`,
      [uid, verifiedEmail],
    );
    return rows.map((row) => row.order_number);
  }
}

/**
 * The number of the order an address names (by its number, or by PayPal's id in a link made
 * before order numbers) when the order has a page, /orders/<number>: it has a payment record
 * (paid, under review, denied or refunded), as the receipt API answers only for those. Null for
 * any other: the static site answers its address with the 404 page.
 */
export async function orderPageNumber(db: Queryable, orderRef: string): Promise<string | null> {
  const { rows } = await db.query<{ order_number: string }>(
    `SELECT o.order_number FROM orders o ${paymentJoin('p', 'o.id')}
     WHERE o.${orderRefColumn(orderRef)} = $1`,
    [orderRef],
  );
  return rows[0]?.order_number ?? null;
}
