import { randomUUID } from 'node:crypto';
import type { Contact } from '#domain/contact';
import type { Actor } from '#domain/order/events';
import type { OrderLocale } from '#domain/order/order';
import type { Payer } from '#domain/order/payment';
import { CUSTOM_ELY_PLAN, type SubscriptionStatus } from '#domain/subscription';
import type { SubscriptionAuditEntry } from '#domain/subscription-admin';
import { generateSubscriptionCode } from '#domain/subscription-code';
import { iso } from '../orders/ledger';
import {
  attachPaymentRecordsCte,
  recordSubscriptionPayment,
} from '../payments/pagos-for-subscriptions';
import { paymentRecords } from '../payments/payment-records';
import type { Database } from '../platform/database';
import { exactTime } from '../platform/keyset';
import type { Queryable } from '../platform/sql';
import type {
  AdminSubscriptionPayment,
  AdminSubscriptionRow,
  AuditedWelcome,
  AuditFilter,
  ClaimedSubscriptionMail,
  NewSubscription,
  RecordedSubscriptionPayment,
  StoredSubscription,
  SubscriptionMailKind,
  SubscriptionPaymentCodes,
  SubscriptionPaymentInput,
  SubscriptionsStore,
  SubscriptionUpdate,
  WelcomeResend,
} from './store';

interface SubscriptionRow {
  id: string;
  plan_id: string;
  status: SubscriptionStatus;
  codigo: string;
  contact: Contact;
  locale: OrderLocale;
  uid: string | null;
  payer: Payer;
  manage_token: string;
  next_billing_at: Date | string | null;
  failed_payments: number;
  last_failed_at: Date | string | null;
  created_at: Date | string;
  cancelled_at: Date | string | null;
}

const COLUMNS = `id, plan_id, status, codigo, contact, locale, uid, payer, manage_token,
  next_billing_at, failed_payments, last_failed_at, created_at, cancelled_at`;

const optionalIso = (value: Date | string | null) => (value === null ? null : iso(value));

function toSubscription(row: SubscriptionRow): StoredSubscription {
  return {
    id: row.id,
    planId: row.plan_id,
    status: row.status,
    codigo: row.codigo,
    contact: row.contact,
    locale: row.locale,
    uid: row.uid,
    payer: row.payer,
    manageToken: row.manage_token,
    nextBillingAt: optionalIso(row.next_billing_at),
    failedPayments: row.failed_payments,
    lastFailedAt: optionalIso(row.last_failed_at),
    createdAt: iso(row.created_at),
    cancelledAt: optionalIso(row.cancelled_at),
  };
}

/** The line a subscription payment's record holds: one month of Custom ELY. */
const ITEMS = (amountCents: number) =>
  JSON.stringify([
    {
      id: CUSTOM_ELY_PLAN.productId,
      title: CUSTOM_ELY_PLAN.title,
      quantity: 1,
      unitPriceCents: amountCents,
    },
  ]);

/** The subscriptions area's store on PostgreSQL (or PGlite): see store.ts. */
export class PostgresSubscriptionsStore implements SubscriptionsStore {
  constructor(private readonly db: Database) {}

  async find(id: string): Promise<StoredSubscription | null> {
    const { rows } = await this.db.query<SubscriptionRow>(
      `SELECT ${COLUMNS} FROM subscriptions WHERE id = $1`,
      [id],
    );
    return rows[0] ? toSubscription(rows[0]) : null;
  }

  async ownedBy(uid: string, limit: number): Promise<StoredSubscription[]> {
    const { rows } = await this.db.query<SubscriptionRow>(
      `SELECT ${COLUMNS} FROM subscriptions WHERE uid = $1 ORDER BY created_at DESC, id LIMIT $2`,
      [uid, limit],
    );
    return rows.map(toSubscription);
  }

  /**
   * One statement: the subscriptions and their payment records change together or not at all.
   * `uid IS NULL` is checked again on the locked rows (READ COMMITTED re-reads a row another
   * transaction changed), so two accounts asking at once never both take a subscription.
   */
  async attachGuestSubscriptions(uid: string, verifiedEmail: string): Promise<string[]> {
    const { rows } = await this.db.query<{ id: string }>(
      `WITH claimed AS (
         UPDATE subscriptions s SET uid = $1, updated_at = now()
         WHERE s.uid IS NULL AND lower(s.contact ->> 'email') = lower($2)
         RETURNING s.id
       ),
       -- Run to completion though nothing reads it (PostgreSQL runs every data-modifying WITH).
       ${attachPaymentRecordsCte('recorded', '$1', 'subscription_payments sp JOIN claimed c ON c.id = sp.subscription_id', 'sp.payment_id')}
       SELECT c.id FROM claimed c ORDER BY c.id`,
      [uid, verifiedEmail],
    );
    return rows.map((row) => row.id);
  }

  async resendWelcome(
    id: string,
    actor: Actor,
    windowS: number,
  ): ReturnType<SubscriptionsStore['resendWelcome']> {
    return this.db.transaction(async (tx) => {
      const { rows } = await tx.query<SubscriptionRow>(
        `SELECT ${COLUMNS} FROM subscriptions WHERE id = $1 FOR UPDATE`,
        [id],
      );
      const row = rows[0];
      if (!row) return null;
      const subscription = toSubscription(row);
      // The database's clock decides, as the orders' resend.
      const { rows: recent } = await tx.query<{ retry_after_s: number | null }>(
        `SELECT ceil(EXTRACT(EPOCH FROM max(created_at) + make_interval(secs => $2) - now()))::int
                AS retry_after_s
           FROM subscription_mail
          WHERE subscription_id = $1 AND kind = 'subscription-started' AND actor_uid IS NOT NULL
            AND created_at > now() - make_interval(secs => $2)`,
        [id, windowS],
      );
      const retryAfterS = recent[0]?.retry_after_s;
      if (retryAfterS !== null && retryAfterS !== undefined) {
        return { queued: false, subscription, retryAfterS: Math.max(1, retryAfterS) };
      }
      await tx.query(
        `INSERT INTO subscription_mail (subscription_id, kind, dedupe_key, actor_uid, actor_email)
         VALUES ($1, 'subscription-started', $2, $3, $4)`,
        [id, `resent:${randomUUID()}`, actor.uid, actor.email],
      );
      return { queued: true, subscription };
    });
  }

  async welcomeResends(id: string): Promise<WelcomeResend[]> {
    const { rows } = await this.db.query<{
      created_at: Date | string;
      actor_uid: string;
      actor_email: string | null;
      status: WelcomeResend['status'];
    }>(
      `SELECT created_at, actor_uid, actor_email, status FROM subscription_mail
        WHERE subscription_id = $1 AND kind = 'subscription-started' AND actor_uid IS NOT NULL
        ORDER BY created_at DESC, id DESC`,
      [id],
    );
    return rows.map((row) => ({
      at: iso(row.created_at),
      actor: { uid: row.actor_uid, email: row.actor_email },
      status: row.status,
    }));
  }

  async welcomeResendAudit(filter: AuditFilter): Promise<AuditedWelcome[]> {
    // The subscriptions' tables are small: no index of their own. The operator by uid or email,
    // and the instants.
    const params: unknown[] = [];
    const where = ["m.kind = 'subscription-started'", 'm.actor_uid IS NOT NULL'];
    if (filter.actor?.includes('@')) {
      params.push(filter.actor);
      where.push(`lower(m.actor_email) = lower($${params.length})`);
    } else if (filter.actor) {
      params.push(filter.actor);
      where.push(`m.actor_uid = $${params.length}`);
    }
    if (filter.from) {
      params.push(filter.from.toISOString());
      where.push(`m.created_at >= $${params.length}`);
    }
    if (filter.before) {
      params.push(filter.before.toISOString());
      where.push(`m.created_at < $${params.length}`);
    }
    params.push(filter.limit);
    const { rows } = await this.db.query<{
      key: string;
      at: Date | string;
      exact_at: string;
      subscription_id: string;
      codigo: string;
      actor_uid: string;
      actor_email: string | null;
      status: SubscriptionAuditEntry['status'];
    }>(
      `SELECT 'mail:' || m.id AS key, m.created_at AS at, ${exactTime('m.created_at')} AS exact_at,
              m.subscription_id, s.codigo,
              m.actor_uid, m.actor_email, m.status
         FROM subscription_mail m JOIN subscriptions s ON s.id = m.subscription_id
        WHERE ${where.join(' AND ')}
        ORDER BY m.created_at DESC, key DESC
        LIMIT $${params.length}`,
      params,
    );
    return rows.map((row) => ({
      exactAt: row.exact_at,
      entry: {
        key: row.key,
        at: iso(row.at),
        kind: 'welcome-resent',
        subscriptionId: row.subscription_id,
        codigo: row.codigo,
        actor: { uid: row.actor_uid, email: row.actor_email },
        amountCents: null,
        paymentCodigo: null,
        status: row.status,
      },
    }));
  }

  async paymentCodes(): Promise<Map<string, SubscriptionPaymentCodes>> {
    const { rows } = await this.db.query<{
      payment_id: string;
      subscription_id: string;
      codigo: string;
      payment_codigo: string;
    }>(
      `SELECT sp.payment_id, sp.subscription_id, s.codigo, p.codigo AS payment_codigo
         FROM subscription_payments sp
         JOIN subscriptions s ON s.id = sp.subscription_id
         JOIN ${paymentRecords('p')} ON p.order_id = sp.payment_id`,
    );
    return new Map(
      rows.map((row) => [
        row.payment_id,
        {
          subscriptionId: row.subscription_id,
          codigo: row.codigo,
          paymentCodigo: row.payment_codigo,
        },
      ]),
    );
  }

  async payments(id: string): Promise<RecordedSubscriptionPayment[]> {
    const { rows } = await this.db.query<{
      order_id: string;
      codigo: string;
      total_cents: number;
      fecha_registro: Date | string;
    }>(
      `SELECT p.order_id, p.codigo, p.total_cents, p.fecha_registro
         FROM subscription_payments s JOIN ${paymentRecords('p')} ON p.order_id = s.payment_id
        WHERE s.subscription_id = $1
        ORDER BY p.fecha_registro DESC, p.order_id DESC`,
      [id],
    );
    return rows.map((row) => ({
      id: row.order_id,
      codigo: row.codigo,
      amountCents: row.total_cents,
      at: iso(row.fecha_registro),
    }));
  }

  async activate(
    subscription: NewSubscription,
    payments: SubscriptionPaymentInput[],
  ): Promise<{ subscription: StoredSubscription; created: boolean }> {
    return this.db.transaction(async (tx) => {
      const { rows } = await tx.query<SubscriptionRow>(
        `INSERT INTO subscriptions (id, plan_id, status, codigo, contact, locale, uid, payer,
                                    manage_token, next_billing_at, failed_payments, last_failed_at)
         VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8::jsonb, $9, $10, $11, $12)
         ON CONFLICT (id) DO NOTHING
         RETURNING ${COLUMNS}`,
        [
          subscription.id,
          subscription.planId,
          subscription.status,
          subscription.codigo,
          JSON.stringify(subscription.contact),
          subscription.locale,
          subscription.uid,
          JSON.stringify(subscription.payer),
          subscription.manageToken,
          subscription.nextBillingAt,
          subscription.failedPayments,
          subscription.lastFailedAt,
        ],
      );
      const inserted = rows[0];
      if (!inserted) {
        const existing = await tx.query<SubscriptionRow>(
          `SELECT ${COLUMNS} FROM subscriptions WHERE id = $1`,
          [subscription.id],
        );
        const row = existing.rows[0];
        if (!row) throw new Error(`subscription ${subscription.id} vanished`);
        return { subscription: toSubscription(row), created: false };
      }
      const stored = toSubscription(inserted);
      const first = await this.recordPayments(tx, stored, payments, 0);
      await queueMail(tx, stored.id, 'subscription-started', 'started', first[0] ?? null);
      return { subscription: stored, created: true };
    });
  }

  async apply(
    id: string,
    update: SubscriptionUpdate,
    payments: SubscriptionPaymentInput[],
  ): Promise<{ newPayments: number }> {
    return this.db.transaction(async (tx) => {
      const { rows } = await tx.query<SubscriptionRow>(
        `SELECT ${COLUMNS} FROM subscriptions WHERE id = $1 FOR UPDATE`,
        [id],
      );
      const row = rows[0];
      if (!row) return { newPayments: 0 };
      const before = toSubscription(row);
      const { rows: counted } = await tx.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM subscription_payments WHERE subscription_id = $1',
        [id],
      );
      const recorded = await this.recordPayments(tx, before, payments, counted[0]?.count ?? 0);
      for (const paymentId of recorded) {
        // The first payment's email is the welcome; every later one gets a receipt.
        if (paymentId === recorded[0] && (counted[0]?.count ?? 0) === 0) continue;
        await queueMail(tx, id, 'subscription-renewed', `payment:${paymentId}`, paymentId);
      }
      await tx.query(
        `UPDATE subscriptions
            SET status = $2, next_billing_at = $3, failed_payments = $4, last_failed_at = $5,
                cancelled_at = CASE WHEN $2 = 'cancelled' THEN coalesce(cancelled_at, now())
                                    ELSE cancelled_at END,
                updated_at = now()
          WHERE id = $1`,
        [id, update.status, update.nextBillingAt, update.failedPayments, update.lastFailedAt],
      );
      if (update.lastFailedAt && update.lastFailedAt !== before.lastFailedAt) {
        await queueMail(
          tx,
          id,
          'subscription-payment-failed',
          `failed:${update.lastFailedAt}`,
          null,
        );
      }
      if (update.status !== before.status) {
        if (update.status === 'suspended') {
          await queueMail(
            tx,
            id,
            'subscription-suspended',
            `suspended:${update.lastFailedAt ?? new Date().toISOString()}`,
            null,
          );
        } else if (update.status === 'cancelled') {
          await queueMail(tx, id, 'subscription-cancelled', 'cancelled', null);
        } else if (update.status === 'expired') {
          await queueMail(tx, id, 'subscription-expired', 'expired', null);
        }
      }
      return { newPayments: recorded.length };
    });
  }

  /**
   * Writes the record (pagos) of each payment not recorded yet; the subscription's first carries
   * its activation code, each later one a code of its own. Answers the ids newly recorded.
   */
  private async recordPayments(
    tx: Queryable,
    subscription: StoredSubscription,
    payments: SubscriptionPaymentInput[],
    alreadyRecorded: number,
  ): Promise<string[]> {
    const recorded: string[] = [];
    const ordered = [...payments].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
    for (const payment of ordered) {
      const codigo =
        alreadyRecorded + recorded.length === 0 ? subscription.codigo : generateSubscriptionCode();
      const written = await recordSubscriptionPayment(tx, {
        id: payment.id,
        amountCents: payment.amountCents,
        items: ITEMS(payment.amountCents),
        payer: JSON.stringify(subscription.payer),
        codigo,
        at: payment.at,
        uid: subscription.uid,
      });
      if (!written) continue;
      await tx.query(
        'INSERT INTO subscription_payments (payment_id, subscription_id) VALUES ($1, $2)',
        [payment.id, subscription.id],
      );
      recorded.push(payment.id);
    }
    return recorded;
  }

  async live(limit: number): Promise<string[]> {
    const { rows } = await this.db.query<{ id: string }>(
      `SELECT id FROM subscriptions WHERE status IN ('active', 'suspended')
        ORDER BY updated_at LIMIT $1`,
      [limit],
    );
    return rows.map((row) => row.id);
  }

  async subscriptionOfPayment(paymentId: string): Promise<string | null> {
    const { rows } = await this.db.query<{ subscription_id: string }>(
      'SELECT subscription_id FROM subscription_payments WHERE payment_id = $1',
      [paymentId],
    );
    return rows[0]?.subscription_id ?? null;
  }

  async queueRefundMail(subscriptionId: string, paymentId: string, refundId: string) {
    await queueMail(
      this.db,
      subscriptionId,
      'subscription-refunded',
      `refund:${refundId}`,
      paymentId,
    );
  }

  async adminList(filter: {
    q: string | null;
    status: SubscriptionStatus | null;
    after: { at: string; id: string } | null;
    limit: number;
  }): Promise<AdminSubscriptionRow[]> {
    const params: unknown[] = [];
    const add = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    const where: string[] = [];
    if (filter.status) where.push(`s.status = ${add(filter.status)}`);
    if (filter.q) {
      const q = add(filter.q);
      // A code is matched whole (the activation's or any payment's); an email in part, any case.
      where.push(`(lower(s.codigo) = ${q}
        OR EXISTS (SELECT 1 FROM subscription_payments sp JOIN ${paymentRecords('p')} ON p.order_id = sp.payment_id
                    WHERE sp.subscription_id = s.id AND lower(p.codigo) = ${q})
        OR strpos(lower(s.contact->>'email'), ${q}) > 0)`);
    }
    if (filter.after) {
      where.push(
        `(s.created_at, s.id) < (${add(filter.after.at)}::timestamptz, ${add(filter.after.id)})`,
      );
    }
    const { rows } = await this.db.query<
      SubscriptionRow & { payments: number; position_at: string }
    >(
      `SELECT ${COLUMNS.split(',')
        .map((column) => `s.${column.trim()}`)
        .join(', ')},
              (SELECT count(*)::int FROM subscription_payments sp WHERE sp.subscription_id = s.id)
                AS payments,
              ${exactTime('s.created_at')} AS position_at
         FROM subscriptions s
        ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
        ORDER BY s.created_at DESC, s.id DESC
        LIMIT ${add(filter.limit)}`,
      params,
    );
    return rows.map((row) => ({
      subscription: toSubscription(row),
      payments: row.payments,
      position: { at: row.position_at, id: row.id },
    }));
  }

  async adminPayments(id: string): Promise<AdminSubscriptionPayment[]> {
    const { rows } = await this.db.query<{
      order_id: string;
      codigo: string;
      total_cents: number;
      refunded_cents: number;
      status: AdminSubscriptionPayment['status'];
      fecha_registro: Date | string;
    }>(
      `SELECT p.order_id, p.codigo, p.total_cents,
              p.refunded_cents, p.status, p.fecha_registro
         FROM subscription_payments s JOIN ${paymentRecords('p')} ON p.order_id = s.payment_id
        WHERE s.subscription_id = $1
        ORDER BY p.fecha_registro DESC, p.order_id DESC`,
      [id],
    );
    return rows.map((row) => ({
      id: row.order_id,
      codigo: row.codigo,
      amountCents: row.total_cents,
      at: iso(row.fecha_registro),
      status: row.status,
      refundedCents: row.refunded_cents,
    }));
  }

  async countActive(): Promise<number> {
    const { rows } = await this.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM subscriptions WHERE status = 'active'`,
    );
    return rows[0]?.count ?? 0;
  }

  async claimMail({
    limit,
    leaseS,
  }: {
    limit: number;
    leaseS: number;
  }): Promise<ClaimedSubscriptionMail[]> {
    const { rows } = await this.db.query<{
      id: string;
      kind: SubscriptionMailKind;
      dedupe_key: string;
      attempts: number;
      payment_id: string | null;
      subscription_id: string;
    }>(
      `UPDATE subscription_mail SET attempts = attempts + 1,
              next_attempt_at = now() + make_interval(secs => $2)
        WHERE id IN (SELECT id FROM subscription_mail
                      WHERE status = 'queued' AND next_attempt_at <= now()
                      ORDER BY next_attempt_at, id LIMIT $1 FOR UPDATE SKIP LOCKED)
        RETURNING id, kind, dedupe_key, attempts, payment_id, subscription_id`,
      [limit, leaseS],
    );
    const claimed: ClaimedSubscriptionMail[] = [];
    for (const row of rows.sort((a, b) => Number(a.id) - Number(b.id))) {
      const subscription = await this.find(row.subscription_id);
      if (!subscription) continue;
      let payment: ClaimedSubscriptionMail['payment'] = null;
      if (row.payment_id) {
        const found = await this.db.query<{
          order_id: string;
          codigo: string;
          total_cents: number;
          fecha_registro: Date | string;
        }>(
          `SELECT order_id, codigo, total_cents, fecha_registro
             FROM ${paymentRecords('p')} WHERE order_id = $1`,
          [row.payment_id],
        );
        const record = found.rows[0];
        if (record) {
          payment = {
            id: record.order_id,
            codigo: record.codigo,
            amountCents: record.total_cents,
            at: iso(record.fecha_registro),
          };
        }
      }
      claimed.push({
        id: Number(row.id),
        kind: row.kind,
        dedupeKey: row.dedupe_key,
        attempt: row.attempts,
        subscription,
        payment,
      });
    }
    return claimed;
  }

  async markMailSent(id: number, recipient: string): Promise<void> {
    await this.db.query(
      `UPDATE subscription_mail SET status = 'sent', sent_at = now(), recipient = $2,
              last_error = NULL WHERE id = $1`,
      [id, recipient],
    );
  }

  async markMailFailed(id: number, error: string, retryInS: number | null): Promise<void> {
    await this.db.query(
      `UPDATE subscription_mail
          SET status = CASE WHEN $3::int IS NULL THEN 'failed' ELSE 'queued' END,
              next_attempt_at = now() + make_interval(secs => coalesce($3::int, 0)),
              last_error = $2
        WHERE id = $1`,
      [id, error.slice(0, 500), retryInS],
    );
  }
}

async function queueMail(
  tx: Queryable,
  subscriptionId: string,
  kind: SubscriptionMailKind,
  dedupeKey: string,
  paymentId: string | null,
): Promise<void> {
  await tx.query(
    `INSERT INTO subscription_mail (subscription_id, kind, dedupe_key, payment_id)
     VALUES ($1, $2, $3, $4) ON CONFLICT (subscription_id, dedupe_key) DO NOTHING`,
    [subscriptionId, kind, dedupeKey, paymentId],
  );
}
