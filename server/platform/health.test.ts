import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '#tests/support/test-database';
import { registerHealthRoutes } from './health';

/** Liveness stays up while the database is down; readiness follows the database. */
describe('GET /api/health and /api/ready', () => {
  it('is live and ready while the database answers, live and not ready once it does not', async () => {
    const database = await openTestDatabase();
    const app = Fastify({ logger: false });
    await app.register(registerHealthRoutes, { prefix: '/api', database });
    try {
      expect((await app.inject('/api/health')).statusCode).toBe(200);
      const ready = await app.inject('/api/ready');
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ready' });

      await database.close();
      expect((await app.inject('/api/health')).json()).toEqual({ status: 'ok' });
      const down = await app.inject('/api/ready');
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({ status: 'unavailable' });
      expect(down.headers['cache-control']).toBe('no-store');
    } finally {
      await app.close();
    }
    // Opening a PGlite database (WebAssembly start-up and initdb) takes seconds, and a minute on a
    // loaded 2-core machine: the bound only catches a hang.
  }, 240_000);

  it('is not ready when the database does not answer in time', async () => {
    const hanging = {
      query: () => new Promise<never>(() => {}),
      exec: () => new Promise<never>(() => {}),
    };
    const app = Fastify({ logger: false });
    await app.register(registerHealthRoutes, { prefix: '/api', database: hanging });
    try {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      const answer = app.inject('/api/ready');
      await vi.advanceTimersByTimeAsync(2_000);
      expect((await answer).statusCode).toBe(503);
    } finally {
      vi.useRealTimers();
      await app.close();
    }
  });
});
