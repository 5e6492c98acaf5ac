import { emailForEvent } from '#domain/order/emails';
import type { OrderEvent } from '#domain/order/events';
import { type OrderState, statesMovingTo, UNPAID_STATES } from '#domain/order/lifecycle';
import type { NewOrder, Order } from '#domain/order/order';
import { ORDER_STATE_FOR, type Payment, type PaymentStatus, tipoFor } from '#domain/order/payment';
import {
  type EventInput,
  findOrder,
  findPayment,
  historyCtes,
  json,
  type LedgerOptions,
  logEvent,
  moveOrder,
  type OrderRow,
  orderEvents,
  PAYMENT_COLUMNS,
  type PaymentRow,
  runLedgerStatement,
  stateMove,
  toOrder,
  toPayment,
  updatePaymentStatus,
} from '../orders/ledger';
import {
  afterDeclineCte,
  approvalSeenCte,
  CLAIM_DUE_ORDERS,
  flagForAttentionCte,
  insertOrderCte,
  MAKE_CAPTURES_DUE,
  ORDER_AGE,
  orderByIdSql,
  orderNumberOfSql,
  orderOrNoneSql,
  paymentRecordedCte,
  REMEMBER_BUYER_EMAIL,
  refuseUnapprovedCte,
  SCHEDULE_CHECK,
  startCaptureCte,
} from '../orders/sql/order-ctes';
import { checkOrdersWritable } from '../orders/writable';
import type { Database } from '../platform/database';
import { claimHoldCte, stockCtes } from '../stock/ledger';
import { paymentOfOrderSql } from './sql/pagos-ctes';
import {
  type CaptureInputs,
  FIRST_CHECK_S,
  type PaymentsStore,
  recheckDelayS,
  type WebhookContext,
  type WebhookSeen,
} from './store';

/** The payments area's store on PostgreSQL (or PGlite): see store.ts for what each method does. */
export class PostgresPaymentsStore implements PaymentsStore {
  constructor(
    private readonly db: Database,
    private readonly ledger: LedgerOptions = {},
  ) {}

  checkWritable(): Promise<void> {
    return checkOrdersWritable(this.db);
  }

  async insertOrder(order: NewOrder, event: EventInput): Promise<void> {
    await runLedgerStatement(
      this.db,
      {
        name: 'insert-order',
        build: (params) => `WITH ${insertOrderCte(params, 'added', order, FIRST_CHECK_S)},
        ${historyCtes(params, 'logged', 'added', event, null)}${
          order.holdId ? `, ${claimHoldCte(params, 'claimed', 'added', order.holdId)}` : ''
        }
        SELECT 1`,
      },
      this.ledger,
    );
  }

  findOrder(id: string): Promise<Order | null> {
    return findOrder(this.db, id);
  }

  async findOrderWithPayment(
    id: string,
  ): Promise<{ order: Order; payment: Payment | null } | null> {
    const { rows } = await this.db.query<OrderRow & { payment: PaymentRow | null }>(
      orderByIdSql(`(SELECT row_to_json(r) FROM (${paymentOfOrderSql('o.id')}) r) AS payment`),
      [id],
      { name: 'order-with-payment' },
    );
    const row = rows[0];
    if (!row) return null;
    return { order: toOrder(row), payment: row.payment ? toPayment(row.payment) : null };
  }

  findPayment(orderId: string): Promise<Payment | null> {
    return findPayment(this.db, orderId);
  }

  async rememberBuyerEmail(orderId: string, buyer: { uid: string; email: string }): Promise<void> {
    await this.db.query(REMEMBER_BUYER_EMAIL, [orderId, buyer.email, buyer.uid, UNPAID_STATES]);
  }

  moveOrder(
    id: string,
    to: OrderState,
    event: EventInput,
    options?: { from?: readonly OrderState[]; recheckInS?: number | null },
  ): Promise<boolean> {
    return moveOrder(this.db, id, to, event, options, this.ledger);
  }

  async startCapture(
    id: string,
    event: EventInput,
    {
      recheckInS,
      byPayer,
      inputs,
    }: {
      recheckInS: number;
      byPayer: boolean;
      inputs?: CaptureInputs | undefined;
    },
  ): Promise<boolean> {
    const rows = await runLedgerStatement<{ id: string }>(
      this.db,
      {
        name: `start-capture-${byPayer ? 'payer' : 'shop'}${inputs ? '-inputs' : ''}`,
        build: (params) => {
          const move = stateMove(params, UNPAID_STATES, 'capturing');
          return `WITH ${startCaptureCte(params, 'moved', id, move, { recheckInS, byPayer, inputs })},
        quiet AS (SELECT id FROM moved WHERE refusal_streak = 0),
        ${historyCtes(params, 'logged', 'quiet', event, null)}
        SELECT id FROM moved`;
        },
      },
      this.ledger,
    );
    return rows.length > 0;
  }

  async refuseUnapproved(id: string, event: EventInput): Promise<void> {
    await runLedgerStatement(
      this.db,
      {
        name: 'refuse-unapproved',
        build: (params) => {
          const move = stateMove(params, ['capturing'], 'created');
          return `WITH ${refuseUnapprovedCte(params, 'moved', id, move)},
        first AS (SELECT id FROM moved WHERE refusal_streak = 1),
        ${historyCtes(params, 'logged', 'first', event, null)}
        SELECT 1`;
        },
      },
      this.ledger,
    );
  }

  async afterDecline(id: string, declinedAttempt: number, event: EventInput): Promise<void> {
    await runLedgerStatement(
      this.db,
      {
        name: 'after-decline',
        build: (params) => {
          const move = stateMove(params, UNPAID_STATES, 'created');
          return `WITH ${afterDeclineCte(params, 'moved', id, declinedAttempt, move)},
        ${historyCtes(params, 'logged', 'moved', event, null)}
        SELECT 1`;
        },
      },
      this.ledger,
    );
  }

  async approvalSeen(
    id: string,
    approvedAt: string | null,
    event: EventInput,
    { recheckInS, webhook }: { recheckInS: number; webhook: WebhookSeen },
  ): Promise<boolean> {
    const rows = await runLedgerStatement<{ id: string }>(
      this.db,
      {
        name: 'approval-seen',
        // An approval PayPal made before the last decline (a late delivery) is spent already.
        build: (params) => {
          const at = params.add(approvedAt);
          const move = stateMove(params, ['created'], 'approved');
          return `WITH ${approvalSeenCte(params, 'moved', id, at, move, recheckInS)},
        handled AS (
          INSERT INTO webhook_events (id, event_type, order_id)
          VALUES (${params.add(webhook.id)}, ${params.add(webhook.type)}, ${params.add(webhook.orderId)})
          ON CONFLICT (id) DO NOTHING
        ), ${historyCtes(params, 'logged', 'moved', event, null)}
        SELECT id FROM moved`;
        },
      },
      this.ledger,
    );
    return rows.length > 0;
  }

  async flagForAttention(
    id: string,
    reason: string,
    recheckInS: number,
    event: EventInput,
  ): Promise<void> {
    await runLedgerStatement(
      this.db,
      {
        name: 'flag-for-attention',
        build: (params) => `WITH ${flagForAttentionCte(params, 'flagged', id, reason, recheckInS)},
        ${historyCtes(params, 'logged', 'flagged', event, null)}
        SELECT 1`,
      },
      this.ledger,
    );
  }

  async savePayment(
    payment: Payment,
    event: EventInput,
  ): Promise<{ payment: Payment; inserted: boolean }> {
    const state = ORDER_STATE_FOR[payment.status];
    const moment = { status: payment.status, refundedCents: payment.refundedCents };
    const rows = await runLedgerStatement<PaymentRow>(
      this.db,
      {
        name: 'save-payment',
        // The primary key decides, in the database, which of any number of concurrent writers
        // (in any number of processes) wins.
        build: (params, withEmail) => {
          const orderId = params.add(payment.orderId);
          // PayPal's word on the money moves the order from any state (lifecycle.ts).
          const move = stateMove(params, statesMovingTo(state), state);
          return `WITH saved AS (
          INSERT INTO pagos (order_id, order_number, total_cents, items, type, payer, status, address,
                             codigo, fecha_registro, tipo, uid, capture_id, refunded_cents)
          VALUES (${orderId},
                  -- The order's number beside its record, for the console's search (migration 11).
                  ${orderNumberOfSql(orderId)},
                  ${params.add(payment.totalCents)}::int,
                  ${params.add(JSON.stringify(payment.items))}::jsonb, ${params.add(payment.type)},
                  ${params.add(JSON.stringify(payment.payer))}::jsonb, ${params.add(payment.status)},
                  ${params.add(json(payment.address))}::jsonb, ${params.add(payment.subscriptionCode)},
                  ${params.add(payment.recordedAt)}, ${params.add(tipoFor(payment.type))},
                  ${params.add(payment.uid)}, ${params.add(payment.captureId)},
                  ${params.add(payment.refundedCents)}::int)
          ON CONFLICT (order_id) DO NOTHING
          RETURNING *
        ), ${paymentRecordedCte(params, 'moved', 'saved', move, recheckDelayS(state))},
        ${historyCtes(params, 'logged', 'moved', event, withEmail ? emailForEvent(event, moment) : null)},
        ${stockCtes('stock_moved', 'moved')}
        SELECT ${PAYMENT_COLUMNS} FROM saved`;
        },
      },
      this.ledger,
    );
    if (rows[0]) return { payment: toPayment(rows[0]), inserted: true };
    const existing = await this.findPayment(payment.orderId);
    if (!existing) throw new Error(`Payment of ${payment.orderId} vanished after a conflict`);
    return { payment: existing, inserted: false };
  }

  updatePaymentStatus(
    orderId: string,
    change: { status: PaymentStatus; refundedCents: number },
    event: EventInput,
  ): Promise<Payment | null> {
    const recheckInS = recheckDelayS(ORDER_STATE_FOR[change.status]);
    return updatePaymentStatus(this.db, orderId, { ...change, recheckInS }, event, this.ledger);
  }

  events(orderId: string): Promise<OrderEvent[]> {
    return orderEvents(this.db, orderId);
  }

  logEvent(orderId: string, event: EventInput): Promise<void> {
    return logEvent(this.db, orderId, event, this.ledger);
  }

  async claimDueOrders(options: { limit: number; leaseS: number }): Promise<Order[]> {
    const { rows } = await this.db.query<OrderRow>(CLAIM_DUE_ORDERS, [
      options.limit,
      options.leaseS,
    ]);
    return rows.map(toOrder);
  }

  async makeCapturesDue(): Promise<void> {
    await this.db.query(MAKE_CAPTURES_DUE);
  }

  async scheduleCheck(id: string, inS: number): Promise<void> {
    await this.db.query(SCHEDULE_CHECK, [id, inS]);
  }

  async ageOf(id: string): Promise<number | null> {
    const { rows } = await this.db.query<{ age: number }>(ORDER_AGE, [id]);
    return rows[0] ? Number(rows[0].age) : null;
  }

  async webhookContext(
    eventId: string,
    about: { orderId: string | null; captureId: string | null },
  ): Promise<WebhookContext> {
    // The order named by the event, or else the one its capture belongs to (refund events name
    // only the capture); one row even when there is no such order.
    const orderId = 'COALESCE($2::text, (SELECT order_id FROM pagos WHERE capture_id = $3::text))';
    const { rows } = await this.db.query<
      (OrderRow | { [column in keyof OrderRow]: null }) & {
        webhook_handled: boolean;
        payment: PaymentRow | null;
      }
    >(
      orderOrNoneSql(
        orderId,
        `EXISTS (SELECT 1 FROM webhook_events WHERE id = $1) AS webhook_handled,
         (SELECT row_to_json(r) FROM (${paymentOfOrderSql('o.id')}) r) AS payment`,
      ),
      [eventId, about.orderId, about.captureId],
      { name: 'webhook-context' },
    );
    const row = rows[0];
    if (!row) throw new Error('the webhook context query returned no row');
    return {
      handled: row.webhook_handled,
      order: row.id === null ? null : toOrder(row as OrderRow),
      payment: row.payment ? toPayment(row.payment) : null,
    };
  }

  async webhookHandled(id: string): Promise<boolean> {
    const { rows } = await this.db.query('SELECT 1 FROM webhook_events WHERE id = $1', [id], {
      name: 'webhook-handled',
    });
    return rows.length > 0;
  }

  async markWebhookHandled(event: WebhookSeen): Promise<void> {
    await runLedgerStatement(
      this.db,
      {
        name: 'webhook-handled',
        build: (params) => `WITH remembered AS (
          INSERT INTO webhook_events (id, event_type, order_id)
          VALUES (${params.add(event.id)}, ${params.add(event.type)}, ${params.add(event.orderId)})
          ON CONFLICT (id) DO NOTHING
          RETURNING order_id AS id
        ), about AS (SELECT id FROM remembered WHERE id IS NOT NULL),
        ${historyCtes(
          params,
          'logged',
          'about',
          {
            source: 'webhook',
            kind: 'webhook-received',
            details: { eventId: event.id, eventType: event.type },
          },
          null,
        )}
        SELECT 1`,
      },
      this.ledger,
    );
  }
}
