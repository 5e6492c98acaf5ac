import type { Actor, OrderEvent } from '#domain/order/events';
import { type Payment, type PaymentStatus, REFUNDABLE_STATUSES } from '#domain/order/payment';
import {
  type EventInput,
  findPayment,
  type LedgerOptions,
  logEvent,
  orderEvents,
  updatePaymentStatus,
} from '../orders/ledger';
import { isOrder, writeEventIfOrder } from '../orders/order-events';
import { lockPaymentRecord } from '../payments/pagos-for-refunds';
import { paymentRecords } from '../payments/payment-records';
import type { Database } from '../platform/database';
import { exactTime } from '../platform/keyset';
import type {
  RefundStatus,
  RefundsOfPayments,
  RefundsStore,
  Reservation,
  StoredRefund,
} from './store';

interface RefundRow {
  request_id: string;
  order_id: string;
  amount_cents: number;
  status: RefundStatus;
  paypal_id: string | null;
  reason: string;
  actor_uid: string | null;
  actor_email: string | null;
  created_at: Date | string;
}

function toRefund(row: RefundRow): StoredRefund {
  return {
    requestId: row.request_id,
    orderId: row.order_id,
    amountCents: row.amount_cents,
    status: row.status,
    paypalId: row.paypal_id,
    reason: row.reason,
    actor: row.actor_uid ? { uid: row.actor_uid, email: row.actor_email } : null,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/**
 * A refund of this payment asked from the console still waits for PayPal's answer: the refund a
 * notice names may be that one, so the notice is applied once the answer is written (PayPal
 * delivers it again).
 */
export class RefundUnderWay extends Error {
  constructor(orderId: string) {
    super(`a refund of ${orderId} is under way: its PayPal answer is not written yet`);
  }
}

/** How soon the reconciler first asks PayPal about a refund it answered PENDING. */
const PENDING_RECHECK_S = 5 * 60;

/** The refunds that take from what is left of a payment: asked, waiting at PayPal, or made. */
const TAKEN = "status IN ('requested', 'completed', 'pending')";

/** The refunds area's store on PostgreSQL (or PGlite): see store.ts. */
export class PostgresRefundsStore implements RefundsStore {
  constructor(
    private readonly db: Database,
    private readonly ledger: LedgerOptions = {},
  ) {}

  payment(orderId: string): Promise<Payment | null> {
    return findPayment(this.db, orderId);
  }

  events(orderId: string): Promise<OrderEvent[]> {
    return orderEvents(this.db, orderId);
  }

  updatePaymentStatus(
    orderId: string,
    change: { status: PaymentStatus; refundedCents: number },
    event: EventInput,
  ): Promise<Payment | null> {
    // A refunded payment is only looked at again if PayPal says otherwise (its webhook).
    return updatePaymentStatus(
      this.db,
      orderId,
      { ...change, recheckInS: 120 },
      event,
      this.ledger,
    );
  }

  async logEvent(orderId: string, event: EventInput): Promise<void> {
    // A subscription's payment (no order) has no history to write to.
    if (!(await isOrder(this.db, orderId))) return;
    await logEvent(this.db, orderId, event, this.ledger);
  }

  async recordProviderRefund(input: {
    orderId: string;
    paypalId: string;
    amountCents: number;
    status: 'completed' | 'pending' | 'failed';
  }): Promise<StoredRefund | null> {
    return this.db.transaction(async (tx) => {
      // The payment's row, locked as a reservation locks it: the two never cross.
      if (!(await lockPaymentRecord(tx, input.orderId))) return null;
      const known = await tx.query<RefundRow>('SELECT * FROM refunds WHERE paypal_id = $1', [
        input.paypalId,
      ]);
      const seen = known.rows[0];
      if (seen) {
        if (seen.order_id !== input.orderId) return null;
        if (seen.status === input.status || seen.status === 'completed') return toRefund(seen);
        const { rows } = await tx.query<RefundRow>(
          `UPDATE refunds SET status = $2, updated_at = now(),
                  next_check_at = CASE WHEN $2 = 'pending' THEN now() END
            WHERE request_id = $1 RETURNING *`,
          [seen.request_id, input.status],
        );
        return rows[0] ? toRefund(rows[0]) : null;
      }
      const asked = await tx.query(
        `SELECT 1 FROM refunds WHERE order_id = $1 AND status = 'requested'`,
        [input.orderId],
      );
      if (asked.rows.length > 0) throw new RefundUnderWay(input.orderId);
      const { rows } = await tx.query<RefundRow>(
        `INSERT INTO refunds (request_id, order_id, amount_cents, status, paypal_id, reason,
                              next_check_at)
         VALUES ($1, $2, $3, $4, $5, '', CASE WHEN $4 = 'pending' THEN now() END) RETURNING *`,
        [
          `paypal-${input.paypalId}`,
          input.orderId,
          input.amountCents,
          input.status,
          input.paypalId,
        ],
      );
      return rows[0] ? toRefund(rows[0]) : null;
    });
  }

  async reserve(input: {
    orderId: string;
    requestId: string;
    /** Null: whatever is left. */
    amountCents: number | null;
    reason: string;
    actor: Actor;
  }): Promise<Reservation> {
    return this.db.transaction(async (tx) => {
      const paid = await lockPaymentRecord(tx, input.orderId);
      const seen = await tx.query<RefundRow>('SELECT * FROM refunds WHERE request_id = $1', [
        input.requestId,
      ]);
      if (seen.rows[0] && seen.rows[0].order_id === input.orderId && paid) {
        // A refund was reserved against this payment, so it was captured.
        const captureId = paid.captureId as string;
        return { kind: 'existing', refund: toRefund(seen.rows[0]), captureId };
      }
      if (
        !paid?.captureId ||
        !REFUNDABLE_STATUSES.includes(paid.status as PaymentStatus) ||
        seen.rows[0]
      ) {
        return { kind: 'refused', code: 'NOT_REFUNDABLE', remainingCents: 0 };
      }
      const taken = await tx.query<{ cents: number }>(
        `SELECT COALESCE(SUM(amount_cents), 0)::integer AS cents FROM refunds
         WHERE order_id = $1 AND ${TAKEN}`,
        [input.orderId],
      );
      const remainingCents = paid.totalCents - (taken.rows[0]?.cents ?? 0);
      const amountCents = input.amountCents ?? remainingCents;
      if (amountCents <= 0 || amountCents > remainingCents) {
        return { kind: 'refused', code: 'REFUND_TOO_LARGE', remainingCents };
      }
      const added = await tx.query<RefundRow>(
        `INSERT INTO refunds (request_id, order_id, amount_cents, status, reason, actor_uid,
                              actor_email)
         VALUES ($1, $2, $3, 'requested', $4, $5, $6) RETURNING *`,
        [
          input.requestId,
          input.orderId,
          amountCents,
          input.reason,
          input.actor.uid,
          input.actor.email,
        ],
      );
      // A subscription's payment has no order, and so no history: its refunds are its rows here.
      await writeEventIfOrder(tx, input.orderId, {
        source: 'operator',
        kind: 'refund-requested',
        details: { amountCents, reason: input.reason },
        actor: input.actor,
      });
      const refund = added.rows[0];
      if (!refund) throw new Error('the refund was not written');
      return { kind: 'reserved', refund: toRefund(refund), captureId: paid.captureId };
    });
  }

  /** Records PayPal's answer to a refund. */
  async settle(
    requestId: string,
    outcome: { status: Exclude<RefundStatus, 'requested'>; paypalId: string | null },
  ): Promise<StoredRefund> {
    // A refund PayPal left PENDING is asked after by the reconciler, first after a few minutes.
    const { rows } = await this.db.query<RefundRow>(
      `UPDATE refunds SET status = $2, paypal_id = COALESCE($3, paypal_id), updated_at = now(),
                          next_check_at = CASE WHEN $2 = 'pending'
                                               THEN now() + make_interval(secs => $4) END
       WHERE request_id = $1 RETURNING *`,
      [requestId, outcome.status, outcome.paypalId, PENDING_RECHECK_S],
    );
    const refund = rows[0];
    if (!refund) throw new Error(`no refund ${requestId}`);
    return toRefund(refund);
  }

  /** What PayPal has refunded of an order so far, in cents. */
  async amountOfProviderRefund(paypalId: string): Promise<number | null> {
    const { rows } = await this.db.query<{ amount_cents: number }>(
      'SELECT amount_cents FROM refunds WHERE paypal_id = $1',
      [paypalId],
    );
    return rows[0]?.amount_cents ?? null;
  }

  async unrefundedCents(paymentIds: string[]): Promise<Map<string, number>> {
    const { rows } = await this.db.query<{ order_id: string; cents: number }>(
      `SELECT p.order_id, greatest(0, p.total_cents - coalesce((
                SELECT sum(r.amount_cents) FROM refunds r WHERE r.order_id = p.order_id AND r.${TAKEN}
              ), 0))::integer AS cents
         FROM ${paymentRecords('p')} WHERE p.order_id = ANY($1::text[])`,
      [paymentIds],
    );
    return new Map(rows.map((row) => [row.order_id, row.cents]));
  }

  async refundedCents(orderId: string): Promise<number> {
    const { rows } = await this.db.query<{ cents: number }>(
      `SELECT COALESCE(SUM(amount_cents), 0)::integer AS cents FROM refunds
       WHERE order_id = $1 AND status = 'completed'`,
      [orderId],
    );
    return rows[0]?.cents ?? 0;
  }

  async pendingOf(orderId: string): Promise<StoredRefund[]> {
    const { rows } = await this.db.query<RefundRow>(
      `SELECT * FROM refunds WHERE order_id = $1 AND status = 'pending' AND paypal_id IS NOT NULL
       ORDER BY created_at`,
      [orderId],
    );
    return rows.map(toRefund);
  }

  async claimDuePending({ limit, leaseS }: { limit: number; leaseS: number }) {
    const { rows } = await this.db.query<RefundRow>(
      `UPDATE refunds SET next_check_at = now() + make_interval(secs => $2)
       WHERE request_id IN (
         SELECT request_id FROM refunds
         WHERE status = 'pending' AND paypal_id IS NOT NULL AND next_check_at <= now()
         ORDER BY next_check_at
         LIMIT $1
         FOR UPDATE SKIP LOCKED
       )
       RETURNING *`,
      [limit, leaseS],
    );
    return rows.map(toRefund);
  }

  async forOrder(orderId: string): Promise<StoredRefund[]> {
    const { rows } = await this.db.query<RefundRow>(
      'SELECT * FROM refunds WHERE order_id = $1 ORDER BY created_at',
      [orderId],
    );
    return rows.map(toRefund);
  }

  async ofPayments(filter: RefundsOfPayments): Promise<(StoredRefund & { exactAt: string })[]> {
    const params: unknown[] = [filter.paymentIds];
    const where = ['order_id = ANY($1::text[])'];
    if (filter.actor?.includes('@')) {
      params.push(filter.actor);
      where.push(`lower(actor_email) = lower($${params.length})`);
    } else if (filter.actor) {
      params.push(filter.actor);
      where.push(`actor_uid = $${params.length}`);
    }
    if (filter.from) {
      params.push(filter.from.toISOString());
      where.push(`created_at >= $${params.length}`);
    }
    if (filter.before) {
      params.push(filter.before.toISOString());
      where.push(`created_at < $${params.length}`);
    }
    params.push(filter.limit);
    const { rows } = await this.db.query<RefundRow & { exact_at: string }>(
      `SELECT *, ${exactTime('created_at')} AS exact_at FROM refunds WHERE ${where.join(' AND ')}
        ORDER BY created_at DESC, request_id DESC LIMIT $${params.length}`,
      params,
    );
    return rows.map((row) => ({ ...toRefund(row), exactAt: row.exact_at }));
  }
}
