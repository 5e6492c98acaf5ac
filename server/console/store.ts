import type { Address } from '#domain/address';
import type { OrderFilterStatus, OrderSummary, OrderTotals } from '#domain/admin-api';
import type { Contact } from '#domain/contact';
import type { Actor, OrderEvent } from '#domain/order/events';
import type { Order, OrderLine, OrderType, Shipment } from '#domain/order/order';
import type { Payment } from '#domain/order/payment';
import type { Locale } from '#site/locales';
import type { OrderNeedingAttention } from '../orders/console-queries';
import type { ListPosition } from '../platform/keyset';

/**
 * What the operator console reads and writes: the orders list (filters, search, keyset pages,
 * totals, the export), an order with its payment, history and emails, shipping, the audit trail
 * and the orders that need attention. `postgres-store.ts` beside it is the PostgreSQL (and PGlite)
 * implementation, reading every list newest first from an index in that order (migration 5).
 */
export interface ConsoleStore {
  listOrders(
    filter: OrderFilter,
    limit: number,
    after?: ListPosition,
  ): Promise<OrdersPage<OrderSummary>>;
  exportOrders(
    filter: OrderFilter,
    limit: number,
    after?: ListPosition,
  ): Promise<OrdersPage<OrderExportRow>>;
  totals(filter: OrderFilter): Promise<OrderTotals>;
  /** An order named by its number or by PayPal's order id; the other methods take PayPal's. */
  order(orderRef: string): Promise<Order | null>;
  payment(orderId: string): Promise<Payment | null>;
  events(orderId: string): Promise<OrderEvent[]>;
  ship(orderId: string, shipment: ShipmentFields, actor: Actor): Promise<ShipResult>;
  /** What a packing slip and the order's page need beside the order: its language and the checkout's contact. */
  buyerFacts(orderId: string): Promise<{ locale: Locale; contact: Contact | null } | null>;
  /**
   * An operator's decision on the buyer's open cancellation request: the order's column moves
   * from 'requested' to the decision, with its event (details: the reason when declined, the
   * refund when approved) and, for a decline, the buyer's email. False when no request was open.
   */
  decideCancellation(
    orderId: string,
    decision: 'approved' | 'declined',
    details: Record<string, unknown>,
    actor: Actor,
  ): Promise<boolean>;
  /** Marks a shipped order delivered, once; the time it was, or null when nothing was written. */
  deliver(orderId: string, actor: Actor): Promise<string | null>;
  audit(
    filter: AuditFilter,
    limit: number,
    after?: AuditPosition,
  ): Promise<{ rows: AuditEntry[]; next: AuditPosition | null }>;
  paymentsPage(
    limit: number,
    after?: ListPosition,
  ): Promise<{ payments: Payment[]; next: ListPosition | null }>;
  ordersNeedingAttention(limit: number): Promise<AttentionOrder[]>;
  /** The home view's figures, days `sinceDay` to `untilDay` in `timeZone`: dashboard.ts. */
  dashboardFigures(sinceDay: string, untilDay: string, timeZone: string): Promise<DashboardFigures>;
}

/**
 * Sales per day in the shop's time zone (payments PayPal completed, refunded since or not, net of
 * what was refunded: a refund counts on its sale's day), and what waits for someone.
 */
export interface DashboardFigures {
  days: { day: string; orders: number; netCents: number }[];
  /** Paid orders of goods (refunded in part or not) that have not shipped. */
  toShip: { orders: number };
  /** Payments PayPal holds for review: not money yet, nothing to ship yet. */
  pendingPayments: { orders: number; totalCents: number };
  /** Buyers' cancellation requests no operator has decided yet. */
  cancellationRequests: { orders: number };
}

export type { ListPosition };

export interface OrderFilter {
  status?: OrderFilterStatus | undefined;
  type?: OrderType | undefined;
  from?: Date | undefined;
  before?: Date | undefined;
  /** Part of an order id, payer email or payer name. */
  search?: string | undefined;
}

/** A row of the export: the list's row and what a fulfilment spreadsheet needs besides. */
export interface OrderExportRow extends OrderSummary {
  items: OrderLine[];
  address: Address | null;
  subscriptionCode: string | null;
  uid: string | null;
  captureId: string | null;
  payerId: string | null;
  carrier: string | null;
  trackingNumber: string | null;
}

export interface OrdersPage<Row> {
  rows: Row[];
  /** Where the next page starts; null on the last page. */
  next: ListPosition | null;
}

export interface AuditFilter {
  /** An operator's uid, or their email (any case). */
  actor?: string | undefined;
  /** The order's number, or PayPal's order id. */
  orderRef?: string | undefined;
  from?: Date | undefined;
  before?: Date | undefined;
}

/** An operator's action, and the number of the order it was taken on. */
export type AuditEntry = OrderEvent & { orderNumber: string };

export interface AuditPosition {
  at: string;
  id: number;
}

/** What the operator gives when shipping: the rest is the database's. */
export type ShipmentFields = Pick<Shipment, 'carrier' | 'trackingNumber' | 'trackingUrl'>;

/** What shipping asked of the database, and what it found. */
export type ShipResult =
  | { kind: 'shipped'; shipment: Shipment }
  /** Nothing written: the order was not in a state to ship (the caller says which). */
  | { kind: 'not-shipped' };

/** A captured order whose payment record the database refused, and why (the orders area's query). */
export type AttentionOrder = OrderNeedingAttention;
