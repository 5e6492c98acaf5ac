import type { Address } from '#domain/address';
import type { MailKind, MailStatus } from '#domain/order/emails';
import type { OrderEventKind } from '#domain/order/events';
import type { OrderLine, OrderType } from '#domain/order/order';
import type { Payer, PaymentStatus } from '#domain/order/payment';
import type { Locale } from '#site/locales';

/**
 * The mail outbox as the mailer sees it: the emails the shop owes its buyers, claimed a few at a
 * time (safely by any number of processes), and what became of each. The rows themselves are
 * written with the order's history (server/orders/ledger.ts). `postgres-store.ts` beside
 * it is the PostgreSQL (and PGlite) implementation.
 */
export interface MailOutbox {
  /** Leases up to `limit` due emails to one mailer for `leaseS` seconds (SKIP LOCKED). */
  claimDue(options: { limit: number; leaseS: number }): Promise<ClaimedFromOutbox[]>;
  markSent(id: number, recipient: string): Promise<void>;
  /** Nothing to send it to (or nothing to tell): not sent, and not tried again. */
  markSkipped(id: number, reason: string): Promise<void>;
  retryLater(id: number, error: string, delayS: number): Promise<void>;
  giveUp(id: number, error: string): Promise<void>;
  /** An order's owed emails, oldest first. */
  forOrder(orderId: string): Promise<OutboxRow[]>;
  /** The emails the shop owes or sent the buyer about an order, oldest first, with their event. */
  emailsFor(orderId: string): Promise<OrderEmailRow[]>;
  /**
   * The emails about a buyer's orders (their payment records' uid), and those sent to their
   * verified email, oldest first: part of the account's data download.
   */
  emailsOfBuyer(uid: string, email: string | null): Promise<BuyerEmailRow[]>;
  /** Makes an order's queued emails due now. */
  makeDueNow(orderId: string): Promise<void>;
}

export type { MailKind, MailStatus };

/** One owed email with everything its template needs, as claimed by a mailer. */
export interface ClaimedMail {
  id: number;
  /** PayPal's order id: the key of the order's emails (their Message-IDs name it). */
  orderId: string;
  /** The order's number, 'ELY-7K3M9Q': what the email calls the order. */
  orderNumber: string;
  kind: MailKind;
  dedupeKey: string;
  /** How many times it has been claimed, this one included. */
  attempt: number;
  /** The buyer's account (the payment record's, else the order's), whose chosen language wins. */
  uid: string | null;
  /** The event that called for it. */
  event: { id: number; kind: OrderEventKind; at: string; details: Record<string, unknown> };
  order: MailOrderFacts | null;
  /** A checkout-recovery email's facts (the order has no payment record); null for the others. */
  recovery: RecoveryFacts | null;
}

/**
 * An email as the outbox's claim gives it: a recovery email's cart without its link's token, which
 * the recovery area keeps (the mailer asks it: `RecoveryLinks`).
 */
export type ClaimedFromOutbox = Omit<ClaimedMail, 'recovery'> & {
  recovery: Omit<RecoveryFacts, 'token'> | null;
};

/** What the recovery email of an abandoned checkout says: its cart and the restore link's token. */
export interface RecoveryFacts {
  token: string;
  locale: Locale;
  contactEmail: string | null;
  items: OrderLine[];
  totalCents: number;
}

/**
 * The order as the email tells of it (the payment's status and refunds as they stood at the
 * event); null when the order has no payment record.
 */
export interface MailOrderFacts {
  receiptToken: string;
  /** The language the order was placed in: its emails speak it. */
  locale: Locale;
  buyerEmail: string | null;
  /** The email given at checkout: every email of the order goes there first. */
  contactEmail: string | null;
  payer: Payer;
  status: PaymentStatus;
  totalCents: number;
  refundedCents: number;
  /**
   * What the order's earlier refund emails told of (0 when none): a refund email whose event does
   * not carry the amount (PayPal's notice of the refund got there before the shop's own write)
   * tells of the difference.
   */
  refundedBeforeCents: number;
  items: OrderLine[];
  type: OrderType;
  subscriptionCode: string | null;
  address: Address | null;
  placedAt: string;
  shipsGoods: boolean;
  shipment: {
    shippedAt: string;
    carrier: string;
    trackingNumber: string;
    trackingUrl: string | null;
  } | null;
}

export interface OutboxRow {
  id: number;
  orderId: string;
  eventId: number;
  kind: MailKind;
  dedupeKey: string;
  status: MailStatus;
  attempts: number;
  recipient: string | null;
  lastError: string | null;
  /** Seconds from now (the database's clock) until the next attempt; negative when due. */
  dueInS: number;
}

/** An email of an order as the console shows it. */
export interface OrderEmailRow {
  id: string;
  kind: MailKind;
  status: MailStatus;
  recipient: string | null;
  paymentStatus: string | null;
  eventKind: string;
  /** The order's language and number: the email's subject as the buyer received it. */
  locale: Locale;
  orderNumber: string;
  /** When it was sent, or when it was owed if it is not sent (yet). */
  at: string;
}

/** An email about a buyer's order, as their data download lists it. */
export interface BuyerEmailRow {
  orderNumber: string;
  /** 'confirmation', 'shipped', 'refund'… */
  kind: string;
  recipient: string | null;
  /** queued, sent, skipped or failed. */
  status: string;
  queuedAt: string;
  sentAt: string | null;
}
