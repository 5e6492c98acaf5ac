import { randomBytes } from 'node:crypto';
import type { AbandonedAnswer, AbandonedCheckout, RecoveryAnswer } from '#domain/follow-up-answers';
import { ABANDONED_PURGE_DAYS, RECOVERY_PURPOSE_SINCE } from '#domain/follow-up-rules';
import type { Actor } from '#domain/order/events';
import type { RestoreAnswer } from '#domain/restore-answer';
import { ApiError } from '../platform/api-error';
import type { AbandonedRow, RecoveryStore } from './store';

/**
 * Abandoned checkouts (store.ts): the console's list, the recovery email an operator sends, the
 * cart a recovery link restores, and the purge after ABANDONED_PURGE_DAYS. Time is passed in
 * (`now`), so the tests move it instead of waiting.
 */

export interface RecoveryOptions {
  /** An unpaid order is listed as abandoned once it is this old (ABANDONED_CHECKOUT_AFTER_S). */
  abandonedAfterS: number;
}

/** At most this many abandoned checkouts are listed (the newest). */
const LIST_LIMIT = 200;

const DAY_MS = 86_400_000;

/** Why the recovery email cannot go to this checkout's buyer, or null when it can. */
export function recoveryRefusal(row: AbandonedRow): string | null {
  if (!row.abandoned) return 'NOT_ABANDONED';
  if (row.recovery) return 'RECOVERY_ALREADY_SENT';
  if (!row.contact?.email) return 'NO_CONTACT_EMAIL';
  // Only orders placed once the privacy notice named this purpose.
  if (row.createdAt < RECOVERY_PURPOSE_SINCE) return 'RECOVERY_NOT_IN_NOTICE';
  return null;
}

const REFUSAL_MESSAGES: Record<string, string> = {
  NOT_ABANDONED: 'This order is paid or being paid: it is no abandoned checkout.',
  RECOVERY_ALREADY_SENT: 'The recovery email was sent for this checkout already (once per order).',
  NO_CONTACT_EMAIL: 'No contact email was given at this checkout.',
  RECOVERY_NOT_IN_NOTICE:
    'This checkout was started before the privacy notice named the recovery email.',
};

function view(row: AbandonedRow): AbandonedCheckout {
  const { abandoned: _abandoned, ...rest } = row;
  return { ...rest, recoveryRefusal: recoveryRefusal(row) };
}

export class RecoveryService {
  constructor(
    private readonly store: RecoveryStore,
    private readonly options: RecoveryOptions,
  ) {}

  async list(now: Date): Promise<AbandonedAnswer> {
    const [rows, lastPurge] = await Promise.all([
      this.store.abandoned(
        new Date(now.getTime() - this.options.abandonedAfterS * 1000),
        LIST_LIMIT,
      ),
      this.store.lastPurge(),
    ]);
    return {
      checkouts: rows.map(view),
      abandonedAfterS: this.options.abandonedAfterS,
      purgeAfterDays: ABANDONED_PURGE_DAYS,
      lastPurge,
    };
  }

  /**
   * Emails the buyer of an abandoned checkout a link back to a fresh checkout with the same cart:
   * once per order (409 RECOVERY_ALREADY_SENT after), only to the contact email given at that
   * checkout, only for orders placed once the privacy notice named this purpose.
   */
  async emailBuyer(orderRef: string, actor: Actor): Promise<RecoveryAnswer> {
    const row = await this.store.checkout(orderRef);
    if (!row)
      throw new ApiError(404, 'ORDER_NOT_FOUND', 'There is no order with this number or id.');
    const refusal = recoveryRefusal(row);
    if (refusal) throw new ApiError(409, refusal, REFUSAL_MESSAGES[refusal] ?? refusal);
    const token = randomBytes(32).toString('base64url');
    if (!(await this.store.recordRecovery(row.orderId, token, actor))) {
      // Sent by another operator a moment ago, or paid meanwhile: say which.
      const now = await this.store.checkout(row.orderId);
      const why = (now && recoveryRefusal(now)) ?? 'RECOVERY_ALREADY_SENT';
      throw new ApiError(409, why, REFUSAL_MESSAGES[why] ?? why);
    }
    const sent = await this.store.checkout(row.orderId);
    return { sentAt: sent?.recovery?.at ?? new Date().toISOString() };
  }

  /** The recovery link's token of each of these orders that has one, by order id (the mailer asks). */
  recoveryTokens(orderIds: string[]): Promise<Map<string, string>> {
    return this.store.tokens(orderIds);
  }

  /** The cart a recovery link names (ids and quantities: the checkout prices them anew). */
  async restore(token: string): Promise<RestoreAnswer> {
    const cart = await this.store.restore(token);
    if (!cart) {
      throw new ApiError(
        404,
        'RESTORE_NOT_FOUND',
        'This link does not open a checkout any more: the order was paid or deleted.',
      );
    }
    return {
      locale: cart.locale,
      items: cart.items.map((item) => ({ id: item.id, quantity: item.quantity })),
    };
  }

  /** Deletes the abandoned checkouts started more than ABANDONED_PURGE_DAYS before `now`. */
  purge(now: Date): Promise<number> {
    return this.store.purge(new Date(now.getTime() - ABANDONED_PURGE_DAYS * DAY_MS));
  }
}
