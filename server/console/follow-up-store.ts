import type { ResendableEmail } from '#domain/follow-up-rules';
import type { Actor } from '#domain/order/events';

/**
 * What the console's follow-up of an order reads and writes beside the order itself: operators'
 * internal notes (order_notes, this area's table) and an email of the order queued again. The
 * units the order holds are the stock area's (StockService.movesOf).
 * `follow-up-postgres-store.ts` is the PostgreSQL (and PGlite) implementation.
 */
export interface FollowUpStore {
  /** An order's notes, oldest first. */
  notes(orderId: string): Promise<OrderNote[]>;
  addNote(orderId: string, text: string, actor: Actor): Promise<OrderNote>;
  /**
   * Writes the 'email-resent' event and queues the email with it, unless the same email was sent
   * again less than `windowS` seconds ago: then nothing is written, and the seconds left.
   */
  resend(
    orderId: string,
    email: ResendableEmail,
    actor: Actor,
    windowS: number,
  ): Promise<{ queued: true } | { queued: false; retryAfterS: number }>;
}

export interface OrderNote {
  id: number;
  at: string;
  actor: Actor;
  text: string;
}
