import { z } from 'zod';
import type { Address } from './address';
import { normaliseTrackingNumber, TRACKING_NUMBER_PATTERN } from './carriers';
import type { EventSource } from './order/events';
import type { OrderLine, OrderType, Shipment } from './order/order';
import type { Payer, PaymentStatus } from './order/payment';
import { OrderIdSchema, plainText } from './payments-api';

/**
 * The operator console's API (/api/admin/*), shared by the server (which validates every request
 * with these schemas) and the console at /admin (which imports only the types). Amounts are integer
 * US cents, both ways (`…Cents`).
 */

/** The console's order filters, in the operator's words. */
export const ORDER_FILTER_STATUSES = ['review', 'paid', 'shipped', 'refunded', 'denied'] as const;
export type OrderFilterStatus = (typeof ORDER_FILTER_STATUSES)[number];

/** An absent query parameter and an empty one (`?status=`) mean the same: no filter. */
const optionalParam = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** `2026-03-01` (midnight UTC) or a full ISO 8601 instant with its offset. */
const instant = z
  .union([z.iso.date(), z.iso.datetime({ offset: true })], {
    error: 'expected a date (2026-03-01) or an ISO 8601 time with offset',
  })
  .transform((value) => new Date(value.length === 10 ? `${value}T00:00:00Z` : value));

/** Searches look inside ids, emails and names: fewer than 3 characters would match everything. */
export const SEARCH_MIN_LENGTH = 3;

const pageLimit = z.coerce.number().int().min(1).max(200).default(50);

const dateRange = <T extends { from?: Date | undefined; before?: Date | undefined }>(query: T) =>
  !query.from || !query.before || query.from < query.before;
const DATE_RANGE_ERROR = { error: 'from must be earlier than before', path: ['before'] };

export const OrderListQuerySchema = z
  .object({
    status: optionalParam(z.enum(ORDER_FILTER_STATUSES)),
    type: optionalParam(z.enum(['product', 'subscription'])),
    /** On or after this instant (fecha_registro). */
    from: optionalParam(instant),
    /** Strictly before this instant. */
    before: optionalParam(instant),
    /** Part of an order id, a payer's email or a payer's name; any case. */
    q: optionalParam(
      plainText(100)
        .trim()
        .min(SEARCH_MIN_LENGTH, `search for at least ${SEARCH_MIN_LENGTH} characters`),
    ),
    /** `nextCursor` of the previous page. */
    cursor: optionalParam(z.string().max(200)),
    limit: pageLimit,
    format: optionalParam(z.enum(['json', 'csv'])),
  })
  .refine(dateRange, DATE_RANGE_ERROR);
export type OrderListQuery = z.infer<typeof OrderListQuerySchema>;
/** One row of the orders list. */
export interface OrderSummary {
  orderId: string;
  /** When the payment was recorded. */
  recordedAt: string;
  type: OrderType;
  status: PaymentStatus;
  totalCents: number;
  refundedCents: number;
  payerEmail: string | null;
  payerName: string | null;
  /** Units in the order. */
  quantity: number;
  /** Holds a good to ship (the Octahedron). */
  needsShipping: boolean;
  shippedAt: string | null;
}

/** Of every order the filters select (all pages). */
export interface OrderTotals {
  count: number;
  totalCents: number;
  refundedCents: number;
}

export interface OrderListResponse {
  orders: OrderSummary[];
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
  /** Sent with the first page only (no cursor): they do not change from page to page. */
  totals: OrderTotals | null;
}

/** `GET /api/admin/payments`: a page of the payment records, newest first. */
export const PaymentsPageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(1_000).default(1_000),
  cursor: z.string().max(200).optional(),
  format: z.enum(['json', 'csv']).default('json'),
});

/** A captured order whose payment record the database refused: an operator must look at it. */
export interface AttentionOrderView {
  orderId: string;
  state: string;
  totalCents: number;
  reason: string;
  since: string;
  createdAt: string;
}

export interface AttentionResponse {
  orders: AttentionOrderView[];
}

export const OrderIdParamSchema = z.object({
  orderId: OrderIdSchema,
});

/** Who did something, for operators' actions. */
export interface ActorView {
  uid: string;
  email: string | null;
}

/** One line of an order's history: who or what did what, when. */
export interface OrderEventView {
  id: number;
  orderId: string;
  at: string;
  source: EventSource;
  kind: string;
  details: Record<string, unknown>;
  actor: ActorView | null;
}

export interface RefundView {
  requestId: string;
  amountCents: number;
  status: 'requested' | 'completed' | 'pending' | 'failed';
  reason: string;
  paypalId: string | null;
  actor: ActorView | null;
  createdAt: string;
}

/** An email the shop sent, or owes, the buyer about the order (from the mail outbox). */
export interface SentEmailView {
  id: string;
  /** What the email is about: 'confirmation', 'payment-completed', 'refund', 'shipped' … */
  kind: string;
  /** Null until the mailer picks an address (and when there was none to send to). */
  to: string | null;
  subject: string;
  /** queued: not sent yet (or retrying); skipped: no address to send to; failed: gave up. */
  status: 'queued' | 'sent' | 'skipped' | 'failed';
  /** When it was sent, or when it was owed. */
  at: string;
}

/** Whether an operator action is possible now, and if not, why (the server checks again). */
export type ActionState = { allowed: true } | { allowed: false; reason: string };

export interface OrderDetail {
  orderId: string;
  /** The order's state in the shop's words (created … captured, refunded). */
  state: string;
  type: OrderType;
  items: OrderLine[];
  totalCents: number;
  createdAt: string;
  needsShipping: boolean;
  address: Address | null;
  subscriptionCode: string | null;
  /** The signed-in buyer's uid, or null for a guest. */
  uid: string | null;
  /** Null until a payment is recorded. */
  payment: {
    status: PaymentStatus;
    recordedAt: string;
    payer: Payer;
    captureId: string | null;
    refundedCents: number;
    /** What can still be refunded (refunds under way included). */
    refundableCents: number;
  } | null;
  shipment: Shipment | null;
  actions: { ship: ActionState; refund: ActionState };
}

export interface OrderDetailResponse {
  order: OrderDetail;
  /** Oldest first. */
  events: OrderEventView[];
  refunds: RefundView[];
  emails: SentEmailView[];
}

/** A carrier's or person's name: letters (any script), digits, spaces and & . , ' ( ) - / */
const CARRIER_NAME = /^[\p{L}\p{N}][\p{L}\p{N} &.,'()/-]*$/u;

export const ShipRequestSchema = z.object({
  carrier: z
    .string()
    .trim()
    .min(2, 'name the carrier')
    .max(60)
    .regex(CARRIER_NAME, "use letters, digits, spaces and & . , ' ( ) - / only"),
  trackingNumber: z
    .string()
    .max(80)
    .transform(normaliseTrackingNumber)
    .pipe(
      z
        .string()
        .regex(
          TRACKING_NUMBER_PATTERN,
          'a tracking number is 6 to 40 letters, digits or hyphens (spaces are ignored)',
        ),
    ),
  /** Optional for a carrier the shop knows (its own link is used); https only. */
  trackingUrl: optionalParam(
    z
      .url({ protocol: /^https$/, error: 'the tracking link must be an https:// address' })
      .max(500)
      .nullable(),
  ),
});
export type ShipRequest = z.infer<typeof ShipRequestSchema>;

export interface ShipResponse {
  shipment: Shipment;
  /** False when the same shipment had been recorded already (a repeat changes nothing). */
  changed: boolean;
}

export const REFUND_REASON_MAX = 500;

export const RefundRequestSchema = z.object({
  /** In cents; null refunds whatever is left. */
  amountCents: z
    .number({ error: 'amountCents must be a whole number of cents, or null for the rest' })
    .int('amountCents must be a whole number of cents')
    .min(1, 'a refund is at least 1 cent')
    .max(100_000_000)
    .nullable(),
  reason: plainText(REFUND_REASON_MAX).trim().min(3, 'give a reason (at least 3 characters)'),
  /** Made by the console when the confirmation opens; a repeat with it refunds nothing more. */
  requestId: z.uuid('requestId must be a UUID'),
});
export type RefundRequestBody = z.infer<typeof RefundRequestSchema>;

export interface RefundResponse {
  refund: RefundView;
  status: PaymentStatus;
  refundedCents: number;
}

export const AuditQuerySchema = z
  .object({
    /** An operator's uid, or their email (any case). */
    actor: optionalParam(plainText(200).trim().min(1)),
    orderId: optionalParam(OrderIdSchema),
    from: optionalParam(instant),
    before: optionalParam(instant),
    cursor: optionalParam(z.string().max(200)),
    limit: pageLimit,
  })
  .refine(dateRange, DATE_RANGE_ERROR);
export type AuditQuery = z.infer<typeof AuditQuerySchema>;

export interface AuditResponse {
  /** Operators' actions, newest first. */
  entries: OrderEventView[];
  nextCursor: string | null;
}
