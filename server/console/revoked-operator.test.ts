import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { IdTokenVerifier } from '../platform/auth/id-token';
import { registerAdminRoutes } from './routes';
import type { ConsoleService } from './service';

/**
 * The console asks for revoked tokens to be refused. The verifier here refuses `revoked-<uid>`
 * only when asked to check, as firebase-admin's does: an operator whose sessions were revoked
 * (let go, or a token stolen) must lose the console at once, not within the hour.
 */
const VERIFIER: IdTokenVerifier = {
  async verify(token, options) {
    const match = /^(admin|revoked)-(.+)$/.exec(token);
    if (!match?.[2]) return null;
    if (match[1] === 'revoked' && options?.checkRevoked) return null;
    return { uid: match[2], email: `${match[2]}@example.com`, admin: true };
  },
};

async function consoleApi() {
  const app = Fastify({ logger: false });
  await app.register(registerAdminRoutes, {
    prefix: '/api',
    // GET /api/admin/me answers from the token alone: the console's service is never asked.
    console: {} as ConsoleService,
    idTokenVerifier: VERIFIER,
    rateLimitPerMinute: 0,
  });
  return app;
}

describe('an operator whose sessions were revoked', () => {
  it('is refused by the console at once (401), while others keep it', async () => {
    const app = await consoleApi();
    const me = (token: string) =>
      app.inject({
        method: 'GET',
        url: '/api/admin/me',
        headers: { authorization: `Bearer ${token}` },
      });
    const revoked = await me('revoked-ana');
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json()).toMatchObject({ error: 'UNAUTHORIZED' });
    const current = await me('admin-ben');
    expect(current.statusCode).toBe(200);
    expect(current.json()).toEqual({ uid: 'ben', email: 'ben@example.com', role: 'operator' });
    await app.close();
  });
});
