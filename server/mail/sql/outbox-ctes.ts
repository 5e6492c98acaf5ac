import type { EmailIntent } from '#domain/order/emails';

/**
 * The mail area's SQL on its outbox (`mail_outbox`) that the orders' ledger composes, so an
 * email is queued in the statement that writes its event while only this area names the table
 * (docs/architecture.md, "Each area owns its tables"). This folder imports nothing of the server
 * (the domain's types only): the ledger imports it, and the mail area reads the orders area's
 * fragments, without a circle of folders.
 */

/** A statement's numbered parameters (the orders' ledger's SqlParams). */
interface Params {
  add(value: unknown): string;
}

/**
 * `<name> AS (…)` queueing `email` for every row of `from` (a CTE returning `order_id`,
 * `event_id`, and the payment as the email tells it, `payment_status` and `refunded_cents`): one
 * row per order and dedupe key (ON CONFLICT: a repeated event queues nothing), under the outbox's
 * own conditions (see `EmailIntent.onlyIf`).
 */
export function queueEmailCte(
  params: Params,
  name: string,
  from: string,
  email: Pick<EmailIntent, 'kind' | 'dedupe' | 'onlyIf'>,
): string {
  const kind = params.add(email.kind);
  const dedupe =
    email.dedupe === 'per-event' ? `${kind} || ':' || s.event_id` : params.add(email.dedupe.once);
  const conditions: Record<NonNullable<EmailIntent['onlyIf']>, string> = {
    'told-under-review': `EXISTS (SELECT 1 FROM mail_outbox m WHERE m.order_id = s.order_id
        AND m.dedupe_key = 'confirmation' AND m.payment_status = 'PENDING')`,
    'more-refunded': `s.refunded_cents > COALESCE((SELECT max(m.refunded_cents) FROM mail_outbox m
        WHERE m.order_id = s.order_id AND m.kind = 'refund'), 0)`,
  };
  return `${name} AS (
    INSERT INTO mail_outbox (order_id, event_id, kind, dedupe_key, payment_status, refunded_cents)
    SELECT s.order_id, s.event_id, ${kind}, ${dedupe}, s.payment_status, s.refunded_cents
    FROM ${from} s
    ${email.onlyIf ? `WHERE ${conditions[email.onlyIf]}` : ''}
    ON CONFLICT (order_id, dedupe_key) DO NOTHING
  )`;
}
