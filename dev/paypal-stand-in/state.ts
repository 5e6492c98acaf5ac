import { randomBytes, randomInt } from 'node:crypto';

/**
 * The stand-in's memory: orders, issued tokens, replayable answers by PayPal-Request-Id, and the
 * failures tests ask for. One instance per server; it forgets everything at restart, as a
 * sandbox would be reset.
 */

export type Operation = 'token' | 'create' | 'get' | 'capture' | 'refund' | 'verify';

export interface Failure {
  status: number | 'timeout';
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
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** PayPal-looking ids: 17 uppercase letters and digits ('5O190127TN364715T'). */
export function paypalId(length = 17): string {
  let id = '';
  for (let i = 0; i < length; i += 1) id += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return id;
}

export class StandInState {
  readonly orders = new Map<string, StandInOrder>();
  readonly tokens = new Set<string>();
  /** Successful answers by operation and PayPal-Request-Id, replayed on a repeat. */
  readonly answers = new Map<string, StoredAnswer>();
  /** Which order each capture belongs to. */
  readonly captureOrders = new Map<string, string>();
  failures: Failure[] = [];

  issueToken(): string {
    const token = `A21AA${randomBytes(24).toString('base64url')}`;
    this.tokens.add(token);
    return token;
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
