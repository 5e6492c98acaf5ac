import { randomBytes, randomInt } from 'node:crypto';
import { BillingState } from './billing-state';

/**
 * The stand-in's memory: orders, issued tokens, replayable answers by PayPal-Request-Id, and the
 * failures tests ask for. One instance per server; it forgets everything at restart, as a
 * sandbox would be reset.
 */

/** PayPal's calls a test can make fail; 'update' is the order's PATCH. */
export type Operation = 'token' | 'create' | 'get' | 'update' | 'capture' | 'refund' | 'verify';

export interface Failure {
  /**
   * 'timeout': held, then dropped unanswered (PayPal never acted); 'lost-answer': PayPal acts and
   * its answer is lost; 'slow': PayPal takes `hangMs` to act, then answers (a request repeated
   * meanwhile with the same PayPal-Request-Id is refused, as PayPal may refuse it); or a status.
   */
  status: number | 'timeout' | 'lost-answer' | 'slow';
  remaining: number;
  operation: Operation | 'any';
  /** How long a 'timeout' holds the request before dropping it. */
  hangMs: number;
}

export interface StandInPayer {
  email_address: string | null;
  given_name: string;
  surname: string;
  payer_id: string;
  funding: 'paypal' | 'card';
}

/**
 * What capturing the order does, as chosen by the payer's approval (the stand-in's dialog, or a
 * test): it completes; PayPal holds it for review (PENDING); the card is declined (422
 * INSTRUMENT_DECLINED on every capture until the payer approves again: PayPal does not promise the
 * order goes back to CREATED, so the stand-in leaves it APPROVED); the order completes with the
 * capture DECLINED (201, order COMPLETED: the order can never be paid again); or PayPal wants the
 * payer back (REDIRECT_PAYER_FOR_ALTERNATE_FUNDING, PAYER_ACTION_REQUIRED).
 */
export const CAPTURE_OUTCOMES = [
  'completed',
  'pending',
  'declined',
  'declined-after-capture',
  'alternate-funding',
  'payer-action',
] as const;
export type CaptureOutcome = (typeof CAPTURE_OUTCOMES)[number];

export type CaptureStatus =
  | 'COMPLETED'
  | 'PENDING'
  | 'DECLINED'
  | 'PARTIALLY_REFUNDED'
  | 'REFUNDED';

export interface StandInRefund {
  id: string;
  /** PENDING until PayPal settles it (a test control), as a refund of an eCheck or a held balance. */
  status: 'COMPLETED' | 'PENDING' | 'FAILED';
  /** USD decimal string. */
  value: string;
  note: string | null;
  time: string;
}

export interface StandInCapture {
  id: string;
  status: CaptureStatus;
  /** USD decimal string: the order's amount. */
  value: string;
  time: string;
  updateTime: string;
  refunds: StandInRefund[];
}

export interface StandInOrder {
  id: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  intent: 'CAPTURE';
  purchaseUnits: Record<string, unknown>[];
  createTime: string;
  updateTime: string;
  payer: StandInPayer | null;
  /** Where the shipping address comes from, as the create request's experience context said. */
  shippingPreference: 'GET_FROM_FILE' | 'NO_SHIPPING' | 'SET_PROVIDED_ADDRESS';
  /** How many PATCH requests changed the order. */
  patchCount: number;
  /** The first purchase unit's shipping address when it was captured: where the money says it goes. */
  shippingAtCapture: unknown;
  /** What the next capture does, as the payer's last approval decided. */
  captureOutcome: CaptureOutcome;
  capture: StandInCapture | null;
  /** How many captures actually moved money (must never exceed 1). */
  captureCount: number;
  /** How many capture requests PayPal decided on (declined ones too; replays not counted). */
  captureAttempts: number;
}

export interface StoredAnswer {
  status: number;
  body: unknown;
  /** When it was first given, ms since the epoch (replays are kept for PayPal's window). */
  at?: number;
}

/**
 * How long the stand-in remembers, as PayPal does (so a long local run stays in bounded memory):
 * a PayPal-Request-Id's answer is replayed for 6 hours; an order never approved can be approved
 * for 3 hours; an access token lives 9 hours. Orders with a capture are kept 72 hours after their
 * last change, long past anything the shop asks about them (its reconciler finishes an order
 * within 3 hours, a review within days at PayPal but minutes here).
 */
export const RETENTION_MS = {
  answer: 6 * 3_600_000,
  unapprovedOrder: 3 * 3_600_000,
  capturedOrder: 72 * 3_600_000,
  token: 9 * 3_600_000,
} as const;

/** Forgetting runs at most this often, on the next order created. */
const SWEEP_EVERY_MS = 60_000;

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** PayPal-looking ids: 17 uppercase letters and digits ('5O190127TN364715T'). */
export function paypalId(length = 17): string {
  let id = '';
  for (let i = 0; i < length; i += 1) id += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return id;
}

export class StandInState {
  readonly orders = new Map<string, StandInOrder>();
  /** Access tokens and when they were issued. */
  readonly tokens = new Map<string, number>();
  /** Successful answers by operation and PayPal-Request-Id, replayed on a repeat. */
  readonly answers = new Map<string, StoredAnswer>();
  /** Which order each capture belongs to. */
  readonly captureOrders = new Map<string, string>();
  /** Which capture each refund belongs to. */
  readonly refundCaptures = new Map<string, string>();
  /** Requests being processed, by operation and PayPal-Request-Id: a repeat meanwhile is refused. */
  readonly inFlight = new Set<string>();
  /** Catalog products, plans and subscriptions (Subscriptions v1). */
  readonly billing = new BillingState();
  /** The next refund is left PENDING (a test asked for it). */
  holdNextRefund = false;
  failures: Failure[] = [];
  private lastSweep = 0;

  constructor(private readonly now: () => number = Date.now) {}

  issueToken(): string {
    const token = `A21AA${randomBytes(24).toString('base64url')}`;
    this.tokens.set(token, this.now());
    return token;
  }

  isValidToken(token: string): boolean {
    const issued = this.tokens.get(token);
    return issued !== undefined && this.now() - issued < RETENTION_MS.token;
  }

  rememberAnswer(key: string, answer: StoredAnswer): void {
    this.answers.set(key, { ...answer, at: this.now() });
  }

  addOrder(order: StandInOrder): void {
    this.orders.set(order.id, order);
    if (this.now() - this.lastSweep >= SWEEP_EVERY_MS) this.forgetOld();
  }

  /** Forgets what PayPal itself would no longer know (RETENTION_MS). */
  forgetOld(): void {
    const now = this.now();
    this.lastSweep = now;
    for (const [key, answer] of this.answers) {
      if (now - (answer.at ?? now) >= RETENTION_MS.answer) this.answers.delete(key);
    }
    for (const [token, issued] of this.tokens) {
      if (now - issued >= RETENTION_MS.token) this.tokens.delete(token);
    }
    for (const [id, order] of this.orders) {
      const age = now - Date.parse(order.updateTime);
      const limit = order.capture ? RETENTION_MS.capturedOrder : RETENTION_MS.unapprovedOrder;
      if (age < limit) continue;
      this.orders.delete(id);
      if (order.capture) {
        this.captureOrders.delete(order.capture.id);
        for (const refund of order.capture.refunds) this.refundCaptures.delete(refund.id);
      }
    }
  }

  /** The failure to apply to this call, if a test asked for one. */
  takeFailure(operation: Operation): Failure | null {
    const failure = this.failures.find(
      (candidate) => candidate.operation === 'any' || candidate.operation === operation,
    );
    if (!failure) return null;
    failure.remaining -= 1;
    if (failure.remaining <= 0) this.failures = this.failures.filter((f) => f !== failure);
    return failure;
  }

  findRefund(
    refundId: string,
  ): { order: StandInOrder; capture: StandInCapture; refund: StandInRefund } | null {
    const found = this.findCapture(this.refundCaptures.get(refundId) ?? '');
    const refund = found?.capture.refunds.find((candidate) => candidate.id === refundId);
    return found && refund ? { ...found, refund } : null;
  }

  findCapture(captureId: string): { order: StandInOrder; capture: StandInCapture } | null {
    const order = this.orders.get(this.captureOrders.get(captureId) ?? '');
    return order?.capture?.id === captureId ? { order, capture: order.capture } : null;
  }

  reset(): void {
    this.orders.clear();
    this.tokens.clear();
    this.answers.clear();
    this.captureOrders.clear();
    this.refundCaptures.clear();
    this.inFlight.clear();
    this.holdNextRefund = false;
    this.failures = [];
    this.billing.reset();
  }
}
