import { randomBytes, randomInt } from 'node:crypto';

/**
 * The stand-in's memory: orders, issued tokens, replayable answers by PayPal-Request-Id, and the
 * failures tests ask for. One instance per server; it forgets everything at restart, as a
 * sandbox would be reset.
 */

export type Operation = 'token' | 'create' | 'get' | 'capture' | 'refund' | 'verify';

export interface Failure {
  status: number | 'timeout' | 'lost-answer';
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

export type CaptureStatus =
  | 'COMPLETED'
  | 'PENDING'
  | 'DECLINED'
  | 'PARTIALLY_REFUNDED'
  | 'REFUNDED';

export interface StandInRefund {
  id: string;
  status: 'COMPLETED';
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
  /** The payer pressed "Decline card": the next capture fails with INSTRUMENT_DECLINED. */
  declineNextCapture: boolean;
  /** Approved with `{ outcome: 'pending' }`: the capture is held for review (PENDING). */
  holdNextCapture: boolean;
  capture: StandInCapture | null;
  /** How many captures actually moved money (must never exceed 1). */
  captureCount: number;
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
      if (order.capture) this.captureOrders.delete(order.capture.id);
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

  findCapture(captureId: string): { order: StandInOrder; capture: StandInCapture } | null {
    const order = this.orders.get(this.captureOrders.get(captureId) ?? '');
    return order?.capture?.id === captureId ? { order, capture: order.capture } : null;
  }

  reset(): void {
    this.orders.clear();
    this.tokens.clear();
    this.answers.clear();
    this.captureOrders.clear();
    this.failures = [];
  }
}
