import { z } from 'zod';
import { CANCELLATION_REASON_MAX } from './order/cancellation';
import { OrderRefSchema, plainText } from './payments-api';

/**
 * The operator console's API (/api/admin/*), shared by the server (which validates every request
 * with these schemas) and the console at /admin (which imports only the types). Amounts are integer
 * US cents, both ways (`…Cents`).
 */

/** The console's order filters, in the operator's words. */
export const ORDER_FILTER_STATUSES = [
  'review',
  'paid',
  'shipped',
  'refunded',
  'denied',
  /** An open cancellation request of the buyer's, waiting for an operator. */
  'cancellation',
] as const;
export type OrderFilterStatus = (typeof ORDER_FILTER_STATUSES)[number];

/** An absent query parameter and an empty one (`?status=`) mean the same: no filter. */
const optionalParam = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/**
 * The instants the console's filters and page links may name: from the Unix epoch to the end of
 * year 9999 (UTC). PostgreSQL knows no year 0 (ISO's 0000-01-01 is 1 BC) and refuses it with an
 * error, and nothing the shop keeps is older than the epoch; past 9999 an offset can carry a date
 * (9999-12-31T23:59-10:00 is year 10000 in UTC).
 */
const EARLIEST_INSTANT = new Date('1970-01-01T00:00:00Z');
const LATEST_INSTANT = new Date('9999-12-31T23:59:59.999Z');

export const isWithinInstantRange = (date: Date) =>
  date.getTime() >= EARLIEST_INSTANT.getTime() && date.getTime() <= LATEST_INSTANT.getTime();

/** `2026-03-01` (midnight UTC) or a full ISO 8601 instant with its offset. */
const instant = z
  .union([z.iso.date(), z.iso.datetime({ offset: true })], {
    error: 'expected a date (2026-03-01) or an ISO 8601 time with offset',
  })
  .transform((value) => new Date(value.length === 10 ? `${value}T00:00:00Z` : value))
  .refine(isWithinInstantRange, 'expected a date from 1970-01-01 to 9999-12-31');

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
    /** Part of an order's number or PayPal id, a payer's email or a payer's name; any case. */
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
/** `GET /api/admin/payments`: a page of the payment records, newest first. */
export const PaymentsPageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(1_000).default(1_000),
  cursor: z.string().max(200).optional(),
  format: z.enum(['json', 'csv']).default('json'),
});

/** An order in a path: its number ('ELY-7K3M9Q'), or PayPal's order id. */
export const OrderRefParamSchema = z.object({
  orderRef: OrderRefSchema,
});

/**
 * `POST /api/admin/orders/:orderRef/ship`: the carrier's id (DESIGN.md "Operator"), the tracking
 * number and, for "other", the carrier's name and tracking link. Only the shape is checked here:
 * the carrier's format, check digit and link are checked by `checkShipment` (carriers.ts), whose
 * refusal the API answers as `400 { error: <code>, field }`, the same check the console makes.
 */
export const ShipRequestSchema = z.object({
  carrier: z.string().max(40),
  trackingNumber: z.string().max(80),
  carrierName: optionalParam(z.string().max(200).nullable()),
  trackingUrl: optionalParam(z.string().max(2000).nullable()),
});
export type ShipRequest = z.infer<typeof ShipRequestSchema>;

/** The most orders one packing-slip page prints (a day's parcels, not the whole shop). */
export const PACKING_SLIPS_MAX = 50;

/** `GET /api/admin/packing-slips?orders=ELY-…,ELY-…`: the orders' numbers (or PayPal ids). */
export const PackingSlipsQuerySchema = z.object({
  orders: z
    .string()
    .max(PACKING_SLIPS_MAX * 65)
    .transform((text) => [
      ...new Set(
        text
          .split(',')
          .map((ref) => ref.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z
        .array(OrderRefSchema)
        .min(1, 'name at least one order')
        .max(PACKING_SLIPS_MAX, `at most ${PACKING_SLIPS_MAX} orders at once`),
    ),
});

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

/** Approving a buyer's cancellation request: a full refund, once per `requestId` (as a refund). */
export const ApproveCancellationSchema = z.object({
  requestId: z.uuid('requestId must be a UUID'),
});

/** Declining a buyer's cancellation request: the reason the buyer is emailed (required). */
export const DeclineCancellationSchema = z.object({
  reason: plainText(CANCELLATION_REASON_MAX)
    .trim()
    .min(3, 'give the buyer a reason (at least 3 characters)'),
});

export const AuditQuerySchema = z
  .object({
    /** An operator's uid, or their email (any case). */
    actor: optionalParam(plainText(200).trim().min(1)),
    /** The order's number, or PayPal's order id. */
    orderId: optionalParam(OrderRefSchema),
    from: optionalParam(instant),
    before: optionalParam(instant),
    cursor: optionalParam(z.string().max(200)),
    limit: pageLimit,
  })
  .refine(dateRange, DATE_RANGE_ERROR);
export type AuditQuery = z.infer<typeof AuditQuerySchema>;

export type {
  ActionState,
  AttentionAnswer as AttentionResponse,
  AttentionOrderView,
  AuditAnswer as AuditResponse,
  AuditEntryView,
  ConsoleOrderRow as OrderSummary,
  ConsoleTotals as OrderTotals,
  OrderDetailAnswer as OrderDetailResponse,
  OrderDetailView as OrderDetail,
  OrderEventView,
  OrderListAnswer as OrderListResponse,
  PackingSlipsAnswer as PackingSlipsResponse,
  RefundAnswer as RefundResponse,
  RefundView,
  SentEmailView,
  ShipAnswer as DeliverResponse,
  ShipAnswer as ShipResponse,
} from './answers';
export type { ConsoleDashboardAnswer as DashboardResponse } from './subscription-admin';

/** `PUT /api/admin/products/:id/stock`: a product's id in the path. */
export const StockParamSchema = z.object({
  id: z
    .string()
    .max(60)
    .regex(/^[a-z0-9-]+$/, 'a product id is lowercase letters, digits and hyphens'),
});

/** The units on sale: a whole number from 0 to 1,000,000, or null to sell without a count. */
export const StockRequestSchema = z.object({
  available: z.number().int('a whole number of units').min(0).max(1_000_000).nullable(),
});
