import type {
  AttentionResponse,
  AuditQuery,
  AuditResponse,
  DashboardResponse,
  DeliverResponse,
  OrderDetailResponse,
  OrderEventView,
  OrderListQuery,
  OrderListResponse,
  PackingSlipsResponse,
  RefundRequestBody,
  RefundResponse,
  RefundView,
  SentEmailView,
  ShipRequest,
  ShipResponse,
} from '#domain/admin-api';
import type { CancellationAnswer, StockOverviewAnswer } from '#domain/answers';
import { checkShipment, type ShipmentRefusalCode } from '#domain/carriers';
import { toDecimal } from '#domain/money';
import {
  approveCancellationRefusal,
  cancellationOf,
  declineCancellationRefusal,
} from '#domain/order/cancellation';
import type { Actor, OrderEvent } from '#domain/order/events';
import {
  cancelRefusal,
  deliverRefusal,
  refundRefusal,
  shipRefusal,
} from '#domain/order/operator-actions';
import { type PagoRecord, toPagoRecord } from '#domain/order/payment';
import type { OrderMailer } from '../mail/mailer';
import { emailSubject } from '../mail/order-email-content';
import { ApiError } from '../platform/api-error';
import { addressCell, type CsvColumn, csvHeader, csvLine, itemsCell } from '../platform/csv';
import { refusalError } from '../platform/order-refusal';
import type { RefundService, StoredRefund } from '../refunds/service';
import { actionState } from './actions';
import { orderNumberQrSvg } from './barcode';
import { decodeAuditCursor, decodeListCursor, encodeAuditCursor, encodeListCursor } from './cursor';
import { dashboardOf, firstDayNeeded, SHOP_TIME_ZONE, shopDay } from './dashboard';
import type {
  ConsoleStore,
  ListPosition,
  OrderExportRow,
  OrderFilter,
  ShipmentFields,
} from './store';

/**
 * What the operator console does, over the payments feature's stores and its RefundService:
 * lists and exports orders, shows one with its history, ships it, refunds it, and answers the
 * audit trail. Every action is written with the operator as its actor (order_events, source
 * 'operator'), in the same statement as the change it tells of.
 */

export interface ConsoleServiceDeps {
  console: ConsoleStore;
  refunds: RefundService;
  /** The mail area: the emails of an order. */
  emails: Pick<OrderMailer, 'emailsFor'>;
}

/** Rows per query while exporting: large enough to be quick, small enough to stream. */
const EXPORT_BATCH = 1_000;

const notFound = () =>
  new ApiError(404, 'ORDER_NOT_FOUND', 'There is no order with this number or id.');

function filterOf(query: Pick<OrderListQuery, 'status' | 'type' | 'from' | 'before' | 'q'>) {
  return {
    status: query.status,
    type: query.type,
    from: query.from,
    before: query.before,
    search: query.q,
  } satisfies OrderFilter;
}

function eventView(event: OrderEvent): OrderEventView {
  return { ...event };
}

function refundView(refund: StoredRefund): RefundView {
  return {
    requestId: refund.requestId,
    amountCents: refund.amountCents,
    status: refund.status,
    reason: refund.reason,
    paypalId: refund.paypalId,
    actor: refund.actor,
    createdAt: refund.createdAt,
  };
}

/** The API's words for a refused shipment (the console says it from its own catalogue). */
const SHIPMENT_REFUSAL_MESSAGES: Record<ShipmentRefusalCode, string> = {
  CARRIER_UNKNOWN:
    'Choose a carrier of the list: dhl, fedex, ups, estafeta, paquetexpress, correos-de-mexico, 99minutos or other.',
  CARRIER_NAME_INVALID:
    "Name the carrier in 2 to 60 letters, digits, spaces and & . , ' ( ) - / only.",
  TRACKING_NUMBER_INVALID: "This tracking number does not have the carrier's format.",
  TRACKING_CHECK_DIGIT:
    "This tracking number's check digit does not match: check it against the label.",
  TRACKING_URL_INVALID: 'Give the tracking page as an http:// or https:// address.',
};

const sameShipment = (a: ShipmentFields, b: ShipmentFields) =>
  a.carrier === b.carrier &&
  a.trackingNumber === b.trackingNumber &&
  a.trackingUrl === b.trackingUrl;

export const ORDER_CSV_COLUMNS: readonly CsvColumn<OrderExportRow>[] = [
  ['orderNumber', (r) => r.orderNumber],
  // PayPal's order id: what PayPal's own reports and disputes name.
  ['orderId', (r) => r.orderId],
  ['recordedAt', (r) => r.recordedAt],
  ['type', (r) => r.type],
  ['status', (r) => r.status],
  // Dollars with two decimals, as a spreadsheet sums them.
  ['totalUsd', (r) => toDecimal(r.totalCents)],
  ['refundedUsd', (r) => toDecimal(r.refundedCents)],
  ['contactName', (r) => r.contact?.name || null],
  ['contactEmail', (r) => r.contact?.email || null],
  ['contactPhone', (r) => r.contact?.phone || null],
  ['payerEmail', (r) => r.payerEmail],
  ['payerName', (r) => r.payerName],
  ['payerId', (r) => r.payerId],
  ['uid', (r) => r.uid],
  ['subscriptionCode', (r) => r.subscriptionCode],
  ['captureId', (r) => r.captureId],
  ['quantity', (r) => String(r.quantity)],
  ['items', (r) => itemsCell(r.items)],
  ['address', (r) => addressCell(r.address)],
  ['shippedAt', (r) => r.shippedAt],
  ['carrier', (r) => r.carrier],
  ['trackingNumber', (r) => r.trackingNumber],
];

/** At most this many orders needing attention are listed (each is a fault to fix, not a queue). */
const ATTENTION_LIMIT = 100;

/** The payment records' CSV, in the specification's names, as scripts have read it since. */
const PAYMENT_CSV_COLUMNS: readonly CsvColumn<PagoRecord>[] = [
  ['orderId', (r) => r.orderId],
  ['fechaRegistro', (r) => r.fechaRegistro],
  ['tipo', (r) => r.tipo],
  ['type', (r) => r.type],
  ['total', (r) => r.total],
  ['status', (r) => r.status],
  ['codigo', (r) => r.codigo],
  ['payerEmail', (r) => r.payer.email_address],
  ['payerName', (r) => r.payer.name],
  ['payerId', (r) => r.payer.payer_id],
  ['uid', (r) => r.uid],
  ['captureId', (r) => r.captureId],
  ['items', (r) => itemsCell(r.items)],
  ['address', (r) => addressCell(r.address)],
];

export class ConsoleService {
  constructor(private readonly deps: ConsoleServiceDeps) {}

  async list(query: OrderListQuery): Promise<OrderListResponse> {
    const filter = filterOf(query);
    const after = query.cursor ? decodeListCursor(query.cursor) : undefined;
    const [page, totals] = await Promise.all([
      this.deps.console.listOrders(filter, query.limit, after),
      after ? null : this.deps.console.totals(filter),
    ]);
    return {
      orders: page.rows,
      nextCursor: page.next ? encodeListCursor(page.next) : null,
      totals,
    };
  }

  /** The whole filtered list as CSV, a batch of rows at a time (the cursor is ignored). */
  async *exportCsv(query: OrderListQuery): AsyncGenerator<string> {
    const filter = filterOf(query);
    // The header comes with the first rows: a download starts once the database has answered.
    let header = csvHeader(ORDER_CSV_COLUMNS);
    let after: ListPosition | undefined;
    do {
      const page = await this.deps.console.exportOrders(filter, EXPORT_BATCH, after);
      yield header + page.rows.map((row) => csvLine(ORDER_CSV_COLUMNS, row)).join('');
      header = '';
      after = page.next ?? undefined;
    } while (after);
  }

  /** A page of the payment records in the specification's shape, newest first. */
  async paymentsPage(
    limit: number,
    cursor: string | undefined,
  ): Promise<{ payments: PagoRecord[]; next: string | null }> {
    const page = await this.deps.console.paymentsPage(
      limit,
      cursor ? decodeListCursor(cursor) : undefined,
    );
    return {
      payments: page.payments.map(toPagoRecord),
      next: page.next ? encodeListCursor(page.next) : null,
    };
  }

  /** Every payment record as CSV, read a thousand at a time. */
  async *paymentsCsv(): AsyncGenerator<string> {
    // The header comes with the first rows: a download starts once the database has answered.
    let header = csvHeader(PAYMENT_CSV_COLUMNS);
    let after: ListPosition | undefined;
    do {
      const page = await this.deps.console.paymentsPage(EXPORT_BATCH, after);
      yield header +
        page.payments
          .map((payment) => csvLine(PAYMENT_CSV_COLUMNS, toPagoRecord(payment)))
          .join('');
      header = '';
      after = page.next ?? undefined;
    } while (after);
  }

  /** Captured orders whose record the database refused: what an operator must look at first. */
  async attention(): Promise<AttentionResponse> {
    return { orders: await this.deps.console.ordersNeedingAttention(ATTENTION_LIMIT) };
  }

  /** The home view's figures as of `now` (dashboard.ts), with the stock's units per product. */
  async dashboard(
    now: Date,
    stock: StockOverviewAnswer['products'],
    openInvoiceRequests = 0,
    subscriptions?: DashboardResponse['subscriptions'],
  ): Promise<DashboardResponse> {
    const today = shopDay(now);
    const figures = await this.deps.console.dashboardFigures(
      firstDayNeeded(today),
      today,
      SHOP_TIME_ZONE,
    );
    return dashboardOf(today, figures, stock, openInvoiceRequests, subscriptions);
  }

  /** What can still be refunded of an order's payment, in cents, as the refunds area counts it. */
  private async refundableCents(orderId: string): Promise<number> {
    return (await this.deps.refunds.unrefundedCents([orderId])).get(orderId) ?? 0;
  }

  /** An order by its number or PayPal's id, with its payment, history, refunds and emails. */
  async detail(orderRef: string): Promise<OrderDetailResponse> {
    const order = await this.deps.console.order(orderRef);
    if (!order) throw notFound();
    const orderId = order.id;
    const [record, facts, events, refunds, refundableCents, emailRows] = await Promise.all([
      this.deps.console.payment(orderId),
      this.deps.console.buyerFacts(orderId),
      this.deps.console.events(orderId),
      this.deps.refunds.refundsOf(orderId),
      this.refundableCents(orderId),
      this.deps.emails.emailsFor(orderId),
    ]);
    const cancellation = cancellationOf(events);
    const emails = emailRows.map(
      (row): SentEmailView => ({
        id: row.id,
        kind: row.kind,
        to: row.recipient,
        subject: emailSubject(row),
        status: row.status,
        at: row.at,
      }),
    );
    return {
      order: {
        orderId: order.id,
        orderNumber: order.orderNumber,
        state: order.state,
        type: order.type,
        items: order.items,
        totalCents: order.totalCents,
        createdAt: order.createdAt,
        needsShipping: order.shipsGoods,
        address: record?.address ?? order.address,
        contact: facts?.contact ?? null,
        subscriptionCode: order.subscriptionCode,
        uid: record?.uid ?? order.uid,
        payment: record
          ? {
              status: record.status,
              recordedAt: record.recordedAt,
              payer: record.payer,
              captureId: record.captureId,
              refundedCents: record.refundedCents,
              refundableCents: Math.max(0, refundableCents),
            }
          : null,
        shipment: order.shipment,
        actions: {
          ship: actionState(shipRefusal(order, record)),
          refund: actionState(refundRefusal(order, record, refundableCents)),
          deliver: actionState(deliverRefusal(order)),
          cancel: actionState(cancelRefusal(order, record)),
          approveCancellation: actionState(
            approveCancellationRefusal(order, record, refundableCents, cancellation),
          ),
          declineCancellation: actionState(declineCancellationRefusal(cancellation)),
        },
        cancellation,
      },
      events: events.map(eventView),
      refunds: refunds.map(refundView),
      emails,
    };
  }

  /**
   * Records the shipment (the buyer's shipping email and receipt follow the 'shipped' event).
   * The same shipment again changes nothing and answers as the first time; any other answer
   * for an order that cannot ship now is 409 with the reason.
   */
  async ship(orderRef: string, request: ShipRequest, actor: Actor): Promise<ShipResponse> {
    const order = await this.deps.console.order(orderRef);
    if (!order) throw notFound();
    const orderId = order.id;
    const checked = checkShipment(request);
    if (!checked.ok) {
      throw new ApiError(400, checked.code, SHIPMENT_REFUSAL_MESSAGES[checked.code], {
        field: checked.field,
        carrier: checked.carrier,
      });
    }
    const { carrier, trackingNumber, trackingUrl } = checked.shipment;
    const wanted: ShipmentFields = { carrier, trackingNumber, trackingUrl };
    if (order.shipment && sameShipment(order.shipment, wanted)) {
      return { shipment: order.shipment, changed: false };
    }
    const result = await this.deps.console.ship(orderId, wanted, actor);
    if (result.kind === 'shipped') return { shipment: result.shipment, changed: true };

    // Nothing was written: say why, from the order as it is now (another operator may have
    // shipped it a moment ago, with this very shipment).
    const [now, record] = await Promise.all([
      this.deps.console.order(orderId),
      this.deps.console.payment(orderId),
    ]);
    if (now?.shipment && sameShipment(now.shipment, wanted)) {
      return { shipment: now.shipment, changed: false };
    }
    const refusal = now ? shipRefusal(now, record) : null;
    if (refusal) throw refusalError(refusal);
    throw new ApiError(
      409,
      'ORDER_CHANGED',
      'The order changed meanwhile: reload it and try again.',
    );
  }

  /**
   * Marks a shipped order delivered (the order page's last step): once; a repeat changes nothing
   * and answers as the first time; an order not shipped is 409 NOT_SHIPPED.
   */
  async deliver(orderRef: string, actor: Actor): Promise<DeliverResponse> {
    const order = await this.deps.console.order(orderRef);
    if (!order) throw notFound();
    if (order.shipment?.deliveredAt) return { shipment: order.shipment, changed: false };
    const deliveredAt = await this.deps.console.deliver(order.id, actor);
    const now = deliveredAt ? null : await this.deps.console.order(order.id);
    if (deliveredAt && order.shipment) {
      return { shipment: { ...order.shipment, deliveredAt }, changed: true };
    }
    // Nothing was written: delivered a moment ago by another operator, or not shipped.
    if (now?.shipment?.deliveredAt) return { shipment: now.shipment, changed: false };
    const refusal = deliverRefusal(now ?? order);
    if (refusal) throw refusalError(refusal);
    throw new ApiError(
      409,
      'ORDER_CHANGED',
      'The order changed meanwhile: reload it and try again.',
    );
  }

  /**
   * The packing slips of these orders, in the order asked for: items and quantities, the ship-to
   * address, the contact's name and phone, and the number as a QR code drawn here. An order that
   * does not exist, or holds nothing to ship, is 404 with its reference (nothing is printed).
   */
  async packingSlips(orderRefs: string[]): Promise<PackingSlipsResponse> {
    const slips = await Promise.all(
      orderRefs.map(async (ref) => {
        const order = await this.deps.console.order(ref);
        if (!order?.shipsGoods) {
          throw new ApiError(404, 'ORDER_NOT_FOUND', `There is no order to ship named ${ref}.`, {
            orderRef: ref,
          });
        }
        const [record, facts, barcodeSvg] = await Promise.all([
          this.deps.console.payment(order.id),
          this.deps.console.buyerFacts(order.id),
          orderNumberQrSvg(order.orderNumber),
        ]);
        return {
          orderNumber: order.orderNumber,
          locale: facts?.locale ?? 'en',
          placedAt: record?.recordedAt ?? order.createdAt,
          items: order.items.map(({ id, title, quantity }) => ({ id, title, quantity })),
          address: record?.address ?? order.address,
          contact: facts?.contact ? { name: facts.contact.name, phone: facts.contact.phone } : null,
          barcodeSvg,
        };
      }),
    );
    return { slips };
  }

  async refund(orderRef: string, body: RefundRequestBody, actor: Actor): Promise<RefundResponse> {
    const order = await this.deps.console.order(orderRef);
    if (!order) throw notFound();
    const orderId = order.id;
    try {
      const outcome = await this.deps.refunds.refund(orderId, body, actor);
      // Read again: PayPal's refund webhook may have brought the record up to date first.
      const record = (await this.deps.console.payment(orderId)) ?? outcome.payment;
      return {
        refund: refundView(outcome.refund),
        status: record.status,
        refundedCents: record.refundedCents,
      };
    } catch (error) {
      if (error instanceof ApiError && error.code === 'NOT_REFUNDABLE') {
        // The service's word is final; say in the console's words why.
        const [record, refundableCents] = await Promise.all([
          this.deps.console.payment(orderId),
          this.refundableCents(orderId),
        ]);
        const refusal = refundRefusal(order, record, refundableCents);
        if (refusal) throw refusalError(refusal);
      }
      throw error;
    }
  }

  /**
   * Approves the buyer's open cancellation request: a refund of everything left through the
   * refund path (the buyer's refund email follows its event), then the approval in the order's
   * history. `requestId` makes a retry the same refund. Refused (409) when no request is open or
   * the order cannot be cancelled now (it shipped: decline it, it is a return now).
   */
  async approveCancellation(
    orderRef: string,
    requestId: string,
    actor: Actor,
  ): Promise<CancellationAnswer> {
    const order = await this.deps.console.order(orderRef);
    if (!order) throw notFound();
    const [record, events, refundableCents] = await Promise.all([
      this.deps.console.payment(order.id),
      this.deps.console.events(order.id),
      this.refundableCents(order.id),
    ]);
    const cancellation = cancellationOf(events);
    // A retry after the refund was made but before the approval was written refunds nothing new.
    const refundMade = cancellation.state === 'requested' && refundableCents <= 0;
    const refusal = refundMade
      ? null
      : approveCancellationRefusal(order, record, refundableCents, cancellation);
    if (refusal) throw refusalError(refusal);
    let refundId: string | null = null;
    if (!refundMade) {
      const outcome = await this.refund(
        order.id,
        { amountCents: null, reason: 'Cancelled at the buyer’s request', requestId },
        actor,
      );
      refundId = outcome.refund.paypalId;
    }
    await this.deps.console.decideCancellation(order.id, 'approved', { refundId }, actor);
    return { cancellation: cancellationOf(await this.deps.console.events(order.id)) };
  }

  /** Declines the buyer's open cancellation request with the operator's reason (emailed to them). */
  async declineCancellation(
    orderRef: string,
    reason: string,
    actor: Actor,
  ): Promise<CancellationAnswer> {
    const order = await this.deps.console.order(orderRef);
    if (!order) throw notFound();
    const written = await this.deps.console.decideCancellation(
      order.id,
      'declined',
      { reason },
      actor,
    );
    const cancellation = cancellationOf(await this.deps.console.events(order.id));
    if (!written) {
      const refusal = declineCancellationRefusal(cancellation);
      if (refusal) throw refusalError(refusal);
    }
    return { cancellation };
  }

  async audit(query: AuditQuery): Promise<AuditResponse> {
    const after = query.cursor ? decodeAuditCursor(query.cursor) : undefined;
    const page = await this.deps.console.audit(
      { actor: query.actor, orderRef: query.orderId, from: query.from, before: query.before },
      query.limit,
      after,
    );
    return {
      entries: page.rows,
      nextCursor: page.next ? encodeAuditCursor(page.next) : null,
    };
  }
}
