import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '#tests/support/payments-server';
import type { Database } from './database';
import { sharedRateLimit } from './shared-rate-limit';

/**
 * The rate limit counted in the database: its window, its sweep, and two limits (as two API
 * processes have) on one database counting together. On PGlite, and on PostgreSQL when
 * DATABASE_URL is set.
 */
describe.each(testBackends('shared-rate-limit'))('sharedRateLimit on $name', ({ open }) => {
  let database: Database;
  const rows = async () =>
    (await database.query<{ hits: number }>('SELECT hits FROM rate_limit_hits ORDER BY hits')).rows;

  beforeAll(async () => {
    database = await open();
  }, 240_000);

  afterAll(async () => {
    await database?.close();
  });

  it('allows `max` requests per key in a window, then refuses with the seconds left', async () => {
    const limit = sharedRateLimit(database, { name: 'test-window', max: 2, windowMs: 3_600_000 });
    expect(await limit.hit('a')).toMatchObject({ allowed: true, count: 1 });
    expect(await limit.hit('a')).toMatchObject({ allowed: true, count: 2 });
    const refused = await limit.hit('a');
    expect(refused).toMatchObject({ allowed: false, count: 3 });
    expect(refused.retryAfterS).toBeGreaterThan(3_500);
    expect(refused.retryAfterS).toBeLessThanOrEqual(3_600);
    // Another key, or the same key under another limit's name, has a window of its own.
    expect(await limit.hit('b')).toMatchObject({ allowed: true, count: 1 });
    const other = sharedRateLimit(database, { name: 'test-other', max: 2, windowMs: 3_600_000 });
    expect(await other.hit('a')).toMatchObject({ allowed: true, count: 1 });
  });

  it('opens a new window once the last has ended, and sweeps the ended windows of other keys', async () => {
    const limit = sharedRateLimit(database, { name: 'test-reset', max: 1, windowMs: 60_000 });
    await limit.hit('c');
    await limit.hit('d');
    expect((await limit.hit('c')).allowed).toBe(false);
    // Both windows end (as an hour passing would end them).
    await database.query(
      "UPDATE rate_limit_hits SET resets_at = now() - interval '1 second' WHERE resets_at < now() + interval '2 minutes'",
    );
    const before = (await rows()).length;
    const again = await limit.hit('c');
    expect(again).toMatchObject({ allowed: true, count: 1 });
    expect(again.retryAfterS).toBeGreaterThan(55);
    // d's ended window is gone; c's was reopened in place.
    expect((await rows()).length).toBe(before - 1);
  });

  it('counts the hits of two processes on one database together, none lost when they race', async () => {
    const first = sharedRateLimit(database, { name: 'test-race', max: 10, windowMs: 60_000 });
    const second = sharedRateLimit(database, { name: 'test-race', max: 10, windowMs: 60_000 });
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, n) => (n % 2 ? first : second).hit('e')),
    );
    expect(answers.map((answer) => answer.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 12 }, (_, n) => n + 1),
    );
    expect(answers.filter((answer) => answer.allowed)).toHaveLength(10);
  });
});
