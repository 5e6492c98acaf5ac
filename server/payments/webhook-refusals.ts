import { sharedRateLimit } from '../platform/shared-rate-limit';
import type { Queryable } from '../platform/sql';

/**
 * Events PayPal does not vouch for, counted per client address. An event that could change
 * something is sent to PayPal's verification (`verify-webhook-signature`) before it is used, and
 * every such call spends the shop's PayPal API quota, which its checkouts need; a forged event
 * also costs a database read. PayPal's own deliveries are never refused, so only a forger (or a
 * webhook id set wrong) ever reaches the limit: past it, the address's events are answered 429
 * before any of that, until the window ends. PayPal delivers an event it sees refused again, so a
 * misconfigured shop loses nothing once it is set right.
 *
 * The refusals are counted in the database (`rate_limit_hits`), so that several API processes
 * share one count; only a refusal writes there, never an accepted event. Once the count says
 * "blocked", this process keeps the address in memory until the window ends and asks the database
 * nothing more about it: another process learns of the block at the address's next refusal there.
 */
export interface WebhookRefusals {
  /** Seconds until the address may send events again; 0 when it may now. */
  blockedFor(address: string): number;
  /** Counts one refused event from the address. */
  refused(address: string): Promise<void>;
}

/** Addresses kept in memory before the ended blocks are swept. */
const SWEEP_AT = 10_000;

export function webhookRefusals(
  db: Queryable,
  { max, windowMs, now = Date.now }: { max: number; windowMs: number; now?: () => number },
): WebhookRefusals {
  const limit = sharedRateLimit(db, { name: 'paypal-webhook:refused', max, windowMs });
  const blockedUntil = new Map<string, number>();
  return {
    blockedFor(address) {
      const until = blockedUntil.get(address);
      if (until === undefined) return 0;
      const left = until - now();
      if (left > 0) return Math.ceil(left / 1000);
      blockedUntil.delete(address);
      return 0;
    },
    async refused(address) {
      const hit = await limit.hit(address);
      // The limit's last refusal starts the block: PayPal is asked `max` times a window, no more.
      if (hit.count < max) return;
      if (blockedUntil.size >= SWEEP_AT) {
        const at = now();
        for (const [key, until] of blockedUntil) if (until <= at) blockedUntil.delete(key);
      }
      blockedUntil.set(address, now() + hit.retryAfterS * 1000);
    },
  };
}
