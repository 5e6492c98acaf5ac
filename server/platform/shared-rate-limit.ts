import { createHash } from 'node:crypto';
import type { Queryable } from './sql';

/**
 * A rate limit every API process counts together, in the database (`rate_limit_hits`), for the
 * limits that guard a third party rather than the server: behind a load balancer, N processes
 * counting in memory would each allow the whole limit (docs/deployment.md, "Several processes
 * behind nginx"). One statement per request: the key's window is opened, counted or reopened,
 * and the windows that have ended are swept. Keys are stored as SHA-256 digests: an email address
 * or a client's address is never kept in the clear, and a swept row leaves nothing.
 */

export interface SharedRateLimit {
  /** Counts one request under `key`; `allowed` is false past `max` within the window. */
  hit(key: string): Promise<{ allowed: boolean; count: number; retryAfterS: number }>;
}

const HIT = `
  WITH swept AS (
    DELETE FROM rate_limit_hits WHERE resets_at <= now() AND key <> $1
  )
  INSERT INTO rate_limit_hits AS h (key, hits, resets_at)
  VALUES ($1, 1, now() + make_interval(secs => $2::double precision / 1000))
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN h.resets_at <= now() THEN 1 ELSE h.hits + 1 END,
    resets_at = CASE WHEN h.resets_at <= now() THEN excluded.resets_at ELSE h.resets_at END
  RETURNING hits, ceil(extract(epoch FROM h.resets_at - now()))::int AS retry_after_s`;

export function sharedRateLimit(
  db: Queryable,
  limit: { name: string; max: number; windowMs: number },
): SharedRateLimit {
  return {
    async hit(key) {
      const digest = createHash('sha256').update(`${limit.name}\n${key}`).digest('hex');
      const { rows } = await db.query<{ hits: number; retry_after_s: number }>(
        HIT,
        [digest, limit.windowMs],
        { name: 'rate-limit-hit' },
      );
      // INSERT … ON CONFLICT DO UPDATE returns the key's row whichever way it went.
      const [row] = rows;
      if (!row) throw new Error('the rate limit statement returned no row');
      return {
        allowed: row.hits <= limit.max,
        count: row.hits,
        retryAfterS: Math.max(1, row.retry_after_s),
      };
    },
  };
}
