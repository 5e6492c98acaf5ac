import * as z from 'zod/mini';
import { EVENT_SOURCES } from './order/events';
import { ORDER_NUMBER_PATTERN } from './order/order-number';

/**
 * What the API answers, as schemas: the browser's one API client (app/lib/api-client.ts) parses
 * every answer with them, the server's answers are typed from them, and the server's tests parse
 * what the routes really send with them. zod/mini, so the browser carries a few kilobytes of
 * checks and only for the pages that call the API. Amounts are integer US cents, but in the
 * specification's own payment record ('782.00').
 */

const Cents = z.number().check(z.int());
const Time = z.string();
const NullableText = z.nullable(z.string());
/** The shop's number of an order, 'ELY-7K3M9Q': what buyers and operators know it by. */
const OrderNumber = z.string().check(z.regex(ORDER_NUMBER_PATTERN));

const PaymentStatus = z.enum(['COMPLETED', 'PENDING', 'DENIED', 'PARTIALLY_REFUNDED', 'REFUNDED']);
const OrderType = z.enum(['subscription', 'product']);

/** As stored: ISO codes for the country and a listed state, or an old order's free text. */
const Address = z.object({
  street: z.string(),
  line2: z.optional(z.string()),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  country: z.string(),
});

const OrderLine = z.object({
  id: z.string(),
  title: z.string(),
  quantity: z.number().check(z.int()),
  unitPriceCents: Cents,
});

const Shipment = z.object({
  shippedAt: Time,
  carrier: z.string(),
  trackingNumber: z.string(),
  trackingUrl: NullableText,
  /** When an operator marked it delivered; null until then. */
  deliveredAt: z.nullable(Time),
});

const PaymentMethod = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('paypal') }),
  z.object({ kind: z.literal('card'), brand: NullableText, lastDigits: NullableText }),
]);

const Payer = z.object({
  email_address: NullableText,
  payer_id: NullableText,
  name: NullableText,
});

/** What the buyer gave at checkout (the phone in E.164, or empty); null when none was sent. */
const GivenContact = z.nullable(
  z.object({ email: z.string(), name: z.string(), phone: z.string() }),
);

const Actor = z.object({ uid: z.string(), email: NullableText });

/** A tax the total includes: the IVA, for an order shipped to Mexico (domain/order/taxes.ts). */
const IncludedTax = z.object({
  name: z.literal('IVA'),
  ratePercent: z.number(),
  includedCents: Cents,
});

// Payments: POST /api/create-order, POST /api/capture-order/:orderID.

export const CreateOrderAnswer = z.object({
  /** PayPal's order id: PayPal's buttons approve it, and the capture names it. */
  id: z.string(),
  /** What the buyer is told the order is: the notice after paying, the order page, the emails. */
  orderNumber: OrderNumber,
  status: z.literal('CREATED'),
  totalCents: Cents,
  /**
   * The secret of the order's receipt link (`/orders/ELY-7K3M9Q#token=…`). Given only here, to the
   * browser that creates the order; it proves that browser is the buyer's at capture.
   */
  receiptToken: z.string(),
});
export type CreateOrderAnswer = z.infer<typeof CreateOrderAnswer>;

/** The specification's fields of the payment record; the checkout reads status and payer's email. */
export const CaptureOrderAnswer = z.object({
  id: z.string(),
  /** COMPLETED, or PENDING while PayPal reviews the payment (the buyer has paid either way). */
  status: PaymentStatus,
  payer: Payer,
  /** USD decimal string ('782.00'), as the specification's record writes it. */
  total: z.string(),
  type: OrderType,
  tipo: z.enum(['suscripción', 'producto']),
  codigo: NullableText,
  fechaRegistro: Time,
});
export type CaptureOrderAnswer = z.infer<typeof CaptureOrderAnswer>;

/** The buyer's cancellation request (domain/order/cancellation.ts): none, open, or decided. */
const CancellationView = z.union([
  z.object({ state: z.literal('none') }),
  z.object({ state: z.literal('requested'), requestedAt: Time, reason: NullableText }),
  z.object({
    state: z.literal('declined'),
    requestedAt: Time,
    reason: NullableText,
    decidedAt: Time,
    declineReason: z.string(),
  }),
  z.object({
    state: z.literal('approved'),
    requestedAt: Time,
    reason: NullableText,
    decidedAt: Time,
  }),
]);
export type CancellationView = z.infer<typeof CancellationView>;

/**
 * `POST /api/orders/:orderRef/cancellation-request` (201 written, 200 one was open already), and the
 * console's approve and decline: where the request stands now.
 */
export const CancellationAnswer = z.object({ cancellation: CancellationView });
export type CancellationAnswer = z.infer<typeof CancellationAnswer>;

// Orders: GET /api/orders/:orderRef (its number, or PayPal's id), GET /api/me/orders.

export const ReceiptAnswer = z.object({
  /** PayPal's order id. */
  orderId: z.string(),
  orderNumber: OrderNumber,
  /** PayPal's id of the payment (its capture): the transaction the buyer quotes to PayPal. */
  captureId: NullableText,
  /** When the payment was recorded, ISO 8601. */
  placedAt: Time,
  status: PaymentStatus,
  totalCents: Cents,
  refundedCents: Cents,
  items: z.array(OrderLine),
  /** The lines added up; the total is this and shipping. */
  subtotalCents: Cents,
  /** Always 0: shipping is free (and insured) wherever it goes. */
  shippingCents: Cents,
  /** The tax the total includes, for an address in Mexico (the IVA); null elsewhere. */
  tax: z.nullable(IncludedTax),
  type: OrderType,
  /** 'SYN-XXXXXXXX' for a subscription. */
  subscriptionCode: NullableText,
  /** The order holds a good that is shipped (the Octahedron). */
  shipsGoods: z.boolean(),
  address: z.nullable(Address),
  /** Where the order's emails go: PayPal's payer email, else the signed-in buyer's; or none. */
  email: NullableText,
  shipment: z.nullable(Shipment),
  /** How the buyer paid (PayPal account, or card brand and last digits); null when not known. */
  paymentMethod: z.nullable(PaymentMethod),
  /** The buyer's cancellation request, if any, and what became of it. */
  cancellation: CancellationView,
});
export type ReceiptAnswer = z.infer<typeof ReceiptAnswer>;

export const OrderSummaryAnswer = z.object({
  orderId: z.string(),
  orderNumber: OrderNumber,
  placedAt: Time,
  status: PaymentStatus,
  totalCents: Cents,
  refundedCents: Cents,
  items: z.array(OrderLine),
  type: OrderType,
  /** An operator has sent it. */
  hasShipped: z.boolean(),
  /** The carrier, tracking number and tracking link once shipped; null before. */
  shipment: z.nullable(Shipment),
});
export type OrderSummaryAnswer = z.infer<typeof OrderSummaryAnswer>;

export const MyOrdersAnswer = z.object({
  /** Newest first. */
  orders: z.array(OrderSummaryAnswer),
});
export type MyOrdersAnswer = z.infer<typeof MyOrdersAnswer>;

// The buyer's data rights: GET /api/me/data, DELETE /api/me.

/** One address of the signed-in buyer's book; at most one is the default. */
const BookAddress = z.object({
  id: z.string(),
  address: Address,
  isDefault: z.boolean(),
  updatedAt: Time,
});

/** Who the buyer is to the shop, and the language of their emails (null: each order's own). */
const AccountDetails = z.object({
  name: NullableText,
  phone: NullableText,
  emailLocale: z.nullable(z.enum(['en', 'es'])),
});

/**
 * `GET /api/me/profile`, and every change to it (`PUT /api/me/profile`, `PUT
 * /api/me/email-language`, the `/api/me/addresses` routes): the account's details and its
 * addresses, oldest first.
 */
export const ProfileAnswer = z.object({
  profile: AccountDetails,
  addresses: z.array(BookAddress),
});
export type ProfileAnswer = z.infer<typeof ProfileAnswer>;

/** Everything the shop holds about a signed-in buyer's account (the download of "my data"). */
export const AccountDataAnswer = z.object({
  exportedAt: Time,
  account: z.object({
    uid: z.string(),
    email: NullableText,
    emailVerified: z.boolean(),
    displayName: NullableText,
    phoneNumber: NullableText,
    createdAt: NullableText,
    providers: z.array(z.string()),
  }),
  /** The account's paid orders, newest first, with what was given at checkout. */
  orders: z.array(
    z.object({
      orderNumber: OrderNumber,
      placedAt: Time,
      status: PaymentStatus,
      type: OrderType,
      totalCents: Cents,
      refundedCents: Cents,
      items: z.array(OrderLine),
      address: z.nullable(Address),
      contact: z.nullable(
        z.object({
          email: z.string(),
          name: z.optional(z.string()),
          phone: z.optional(z.string()),
        }),
      ),
      payer: z.object({ name: NullableText, email: NullableText }),
      subscriptionCode: NullableText,
      shipment: z.nullable(Shipment),
    }),
  ),
  /** The address kept for the next order, if the buyer saved one. */
  profile: AccountDetails,
  addresses: z.array(BookAddress),
  /** The emails the shop queued about those orders or to the account's email, oldest first. */
  emails: z.array(
    z.object({
      orderNumber: OrderNumber,
      kind: z.string(),
      recipient: NullableText,
      status: z.string(),
      queuedAt: Time,
      sentAt: NullableText,
    }),
  ),
});
export type AccountDataAnswer = z.infer<typeof AccountDataAnswer>;

/** The account is gone at Firebase; its orders were kept, without it. */
export const DeleteAccountAnswer = z.object({
  deleted: z.literal(true),
  ordersKept: z.number().check(z.int()),
});
export type DeleteAccountAnswer = z.infer<typeof DeleteAccountAnswer>;

// The operator console: /api/admin/*.

/**
 * Who the console talks to: an operator (a Firebase account with the claim `admin: true`), or
 * the read-only ADMIN_TOKEN of scripts (no uid, no email).
 */
export const OperatorAnswer = z.object({
  uid: NullableText,
  email: NullableText,
  role: z.enum(['operator', 'read-only']),
});
export type OperatorAnswer = z.infer<typeof OperatorAnswer>;
export type OperatorRole = OperatorAnswer['role'];

/** One row of the orders list. */
export const ConsoleOrderRow = z.object({
  orderId: z.string(),
  /** Null only for a payment record whose order is missing (the record is kept all the same). */
  orderNumber: z.nullable(OrderNumber),
  /** When the payment was recorded. */
  recordedAt: Time,
  type: OrderType,
  status: PaymentStatus,
  totalCents: Cents,
  refundedCents: Cents,
  /** The PayPal payer: a second fact beside the contact the buyer gave. */
  payerEmail: NullableText,
  payerName: NullableText,
  contact: GivenContact,
  /** Units in the order. */
  quantity: z.number(),
  /** Holds a good to ship (the Octahedron). */
  needsShipping: z.boolean(),
  shippedAt: z.nullable(Time),
});
export type ConsoleOrderRow = z.infer<typeof ConsoleOrderRow>;

/** Of every order the filters select (all pages). */
export const ConsoleTotals = z.object({
  count: z.number(),
  totalCents: Cents,
  refundedCents: Cents,
});
export type ConsoleTotals = z.infer<typeof ConsoleTotals>;

export const OrderListAnswer = z.object({
  orders: z.array(ConsoleOrderRow),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: NullableText,
  /** Sent with the first page only (no cursor): they do not change from page to page. */
  totals: z.nullable(ConsoleTotals),
});
export type OrderListAnswer = z.infer<typeof OrderListAnswer>;

/** A captured order whose payment record the database refused: an operator must look at it. */
export const AttentionAnswer = z.object({
  orders: z.array(
    z.object({
      orderId: z.string(),
      orderNumber: OrderNumber,
      state: z.string(),
      totalCents: Cents,
      reason: z.string(),
      since: Time,
      createdAt: Time,
    }),
  ),
});
export type AttentionAnswer = z.infer<typeof AttentionAnswer>;
export type AttentionOrderView = AttentionAnswer['orders'][number];

/** One line of an order's history: who or what did what, when. */
export const OrderEventView = z.object({
  id: z.number(),
  orderId: z.string(),
  at: Time,
  source: z.enum(EVENT_SOURCES),
  kind: z.string(),
  details: z.record(z.string(), z.unknown()),
  actor: z.nullable(Actor),
});
export type OrderEventView = z.infer<typeof OrderEventView>;

export const RefundView = z.object({
  requestId: z.string(),
  amountCents: Cents,
  status: z.enum(['requested', 'completed', 'pending', 'failed']),
  reason: z.string(),
  paypalId: NullableText,
  actor: z.nullable(Actor),
  createdAt: Time,
});
export type RefundView = z.infer<typeof RefundView>;

/** An email the shop sent, or owes, the buyer about the order (from the mail outbox). */
export const SentEmailView = z.object({
  id: z.string(),
  /** What the email is about: 'confirmation', 'payment-completed', 'refund', 'shipped' … */
  kind: z.string(),
  /** Null until the mailer picks an address (and when there was none to send to). */
  to: NullableText,
  subject: z.string(),
  /** queued: not sent yet (or retrying); skipped: no address to send to; failed: gave up. */
  status: z.enum(['queued', 'sent', 'skipped', 'failed']),
  /** When it was sent, or when it was owed. */
  at: Time,
});
export type SentEmailView = z.infer<typeof SentEmailView>;

/** What an operator's refused action was refused for: the rule's code and the facts it needs. */
const ShipmentFacts = z.object({
  shippedAt: Time,
  carrier: z.string(),
  trackingNumber: z.string(),
});
const ActionRefusal = z.union([
  z.object({ code: z.literal('NOT_PAID'), state: z.string() }),
  z.object({ code: z.literal('UNDER_REVIEW') }),
  z.object({ code: z.literal('PAYMENT_DENIED') }),
  z.object({ code: z.literal('REFUNDED') }),
  z.object({ code: z.literal('NOTHING_TO_SHIP'), subscription: z.boolean() }),
  z.object({ code: z.literal('ALREADY_SHIPPED'), shipment: ShipmentFacts }),
  z.object({ code: z.literal('NOTHING_TO_REFUND') }),
  z.object({ code: z.literal('NOT_SHIPPED') }),
  z.object({ code: z.literal('ALREADY_DELIVERED'), deliveredAt: Time }),
  z.object({ code: z.literal('CANCELLATION_DECLINED') }),
  z.object({ code: z.literal('NO_CANCELLATION_REQUEST') }),
]);

export type ActionRefusalView = z.infer<typeof ActionRefusal>;

/**
 * Whether an operator action is possible now, and if not, why: the order model's code and facts
 * (domain/order/operator-actions.ts), which the console words in its language. The server checks
 * again when the action is tried.
 */
const ActionState = z.union([
  z.object({ allowed: z.literal(true) }),
  z.object({ allowed: z.literal(false), refusal: ActionRefusal }),
]);
export type ActionState = z.infer<typeof ActionState>;

export const OrderDetailView = z.object({
  /** PayPal's order id. */
  orderId: z.string(),
  orderNumber: OrderNumber,
  /** The order's state in the shop's words (created … captured, refunded). */
  state: z.string(),
  type: OrderType,
  items: z.array(OrderLine),
  totalCents: Cents,
  createdAt: Time,
  needsShipping: z.boolean(),
  address: z.nullable(Address),
  contact: GivenContact,
  subscriptionCode: NullableText,
  /** The signed-in buyer's uid, or null for a guest. */
  uid: NullableText,
  /** Null until a payment is recorded. */
  payment: z.nullable(
    z.object({
      status: PaymentStatus,
      recordedAt: Time,
      payer: Payer,
      captureId: NullableText,
      refundedCents: Cents,
      /** What can still be refunded (refunds under way included). */
      refundableCents: Cents,
    }),
  ),
  shipment: z.nullable(Shipment),
  /** Shipping, refunding and marking delivered, as the console offers them; cancelling (refund in full, never ship). */
  actions: z.object({
    ship: ActionState,
    refund: ActionState,
    deliver: ActionState,
    cancel: ActionState,
    /** Approving the buyer's open cancellation request (a full refund), and declining it. */
    approveCancellation: ActionState,
    declineCancellation: ActionState,
  }),
  /** The buyer's cancellation request, if any, and what became of it. */
  cancellation: CancellationView,
});
export type OrderDetailView = z.infer<typeof OrderDetailView>;

export const OrderDetailAnswer = z.object({
  order: OrderDetailView,
  /** Oldest first. */
  events: z.array(OrderEventView),
  refunds: z.array(RefundView),
  emails: z.array(SentEmailView),
});
export type OrderDetailAnswer = z.infer<typeof OrderDetailAnswer>;

export const ShipAnswer = z.object({
  shipment: Shipment,
  /** False when the same shipment had been recorded already (a repeat changes nothing). */
  changed: z.boolean(),
});
export type ShipAnswer = z.infer<typeof ShipAnswer>;

export const RefundAnswer = z.object({
  refund: RefundView,
  status: PaymentStatus,
  refundedCents: Cents,
});
export type RefundAnswer = z.infer<typeof RefundAnswer>;

/** An operator's action, with the number of the order it was taken on. */
export const AuditEntryView = z.extend(OrderEventView, { orderNumber: OrderNumber });
export type AuditEntryView = z.infer<typeof AuditEntryView>;

export const AuditAnswer = z.object({
  /** Operators' actions, newest first. */
  entries: z.array(AuditEntryView),
  nextCursor: NullableText,
});
export type AuditAnswer = z.infer<typeof AuditAnswer>;

/**
 * `POST /api/find-order` (202): the same answer whether or not the email and the number match an
 * order, so that nobody can learn from it which orders exist or whose they are.
 */
export const FindOrderAnswer = z.object({ status: z.literal('received') });
export type FindOrderAnswer = z.infer<typeof FindOrderAnswer>;

/** Every refusal of every route: `{ error: 'CODE', message, … }` (PayPal's issue, when it refused). */
export const RefusalAnswer = z.object({
  error: z.string(),
  message: z.string(),
  issue: z.optional(z.string()),
  /** The field of the request a refusal is about (`ADDRESS_INVALID`, `INVALID_REQUEST`). */
  field: z.optional(z.string()),
  /** The product a refusal is about (`409 SOLD_OUT`). */
  product: z.optional(z.string()),
  /** What can still be refunded (`409 REFUND_TOO_LARGE`), integer cents. */
  remainingCents: z.optional(Cents),
  /** An order refused an action: its state (`NOT_PAID`), whether it is a subscription (`NOTHING_TO_SHIP`). */
  state: z.optional(z.string()),
  subscription: z.optional(z.boolean()),
  /** The shipment that was made already (`ALREADY_SHIPPED`). */
  shipment: z.optional(ShipmentFacts),
  /** Seconds until an email may be sent again (`429 RESEND_TOO_SOON`). */
  retryAfterS: z.optional(Cents),
});

/** Sales of a span: payments PayPal completed, how many, and their total net of refunds. */
const SalesFigure = z.object({ orders: z.number().check(z.int()), netCents: Cents });

/**
 * `GET /api/admin/dashboard`: the console's home view. Days are calendar days in `timeZone`
 * (the shop's, America/Mexico_City); `daily` holds the last 30, oldest first, today last.
 */
export const DashboardAnswer = z.object({
  timeZone: z.string(),
  today: z.string(),
  sales: z.object({ today: SalesFigure, month: SalesFigure }),
  toShip: z.object({ orders: z.number().check(z.int()) }),
  pendingPayments: z.object({ orders: z.number().check(z.int()), totalCents: Cents }),
  /** Invoice (CFDI) requests waiting for the operator to attach their factura. */
  invoiceRequests: z.object({ open: z.number().check(z.int()) }),
  /** Buyers' cancellation requests no operator has decided yet. */
  cancellationRequests: z.object({ orders: z.number().check(z.int()) }),
  /** Each limited product: units on sale (null: no limit), held by unpaid orders, sold. */
  stock: z.array(
    z.object({
      productId: z.string(),
      title: z.string(),
      available: z.nullable(z.number()),
      held: z.number(),
      sold: z.number(),
    }),
  ),
  daily: z.array(z.object({ day: z.string(), orders: z.number().check(z.int()), netCents: Cents })),
});
export type DashboardAnswer = z.infer<typeof DashboardAnswer>;

/** `GET /api/stock`: the units on sale of every limited product (absent: not limited). */
export const StockAnswer = z.object({
  products: z.record(z.string(), z.object({ available: z.number() })),
});
export type StockAnswer = z.infer<typeof StockAnswer>;

const StockChange = z.object({
  productId: z.string(),
  at: z.string(),
  from: z.nullable(z.number()),
  to: z.nullable(z.number()),
  actor: Actor,
});

/** `PUT /api/admin/products/:id/stock`: the change, as the audit keeps it. */
export const StockChangeAnswer = StockChange;
export type StockChangeAnswer = z.infer<typeof StockChangeAnswer>;

/** `GET /api/admin/stock`: every product that ships, its units, and the latest changes. */
export const StockOverviewAnswer = z.object({
  products: z.array(
    z.object({
      productId: z.string(),
      title: z.string(),
      available: z.nullable(z.number()),
      held: z.number(),
      sold: z.number(),
    }),
  ),
  changes: z.array(StockChange),
});
export type StockOverviewAnswer = z.infer<typeof StockOverviewAnswer>;

/** `409 SOLD_OUT` from create-order: the product short of units, and how many are left. */
export const SoldOutAnswer = z.object({
  error: z.literal('SOLD_OUT'),
  message: z.string(),
  product: z.string(),
  available: z.optional(z.number()),
});

/** One order's packing slip: what goes in the parcel, where it goes, whom the carrier calls. */
export const PackingSlipView = z.object({
  orderNumber: OrderNumber,
  /** The order's language: the slip speaks it. */
  locale: z.enum(['en', 'es']),
  placedAt: Time,
  items: z.array(z.object({ id: z.string(), title: z.string(), quantity: Cents })),
  address: z.nullable(Address),
  /** The contact given at checkout; null for orders placed before checkout asked. */
  contact: z.nullable(z.object({ name: z.string(), phone: z.string() })),
  /** The order number as a QR code, an `<svg>` drawn by the server, named by the number. */
  barcodeSvg: z.string(),
});
export type PackingSlipView = z.infer<typeof PackingSlipView>;

export const PackingSlipsAnswer = z.object({
  /** In the order asked for. */
  slips: z.array(PackingSlipView),
});
export type PackingSlipsAnswer = z.infer<typeof PackingSlipsAnswer>;
