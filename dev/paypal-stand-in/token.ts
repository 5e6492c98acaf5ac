import type { FastifyInstance } from 'fastify';
import type { StandIn } from './context';
import { TOKEN_LIFETIME_S } from './contract';
import { paypalId } from './state';

/** OAuth 2.0 client credentials: PayPal's `POST /v1/oauth2/token`. */
export function registerToken(app: FastifyInstance, standIn: StandIn) {
  const { state, failed } = standIn;
  app.post('/v1/oauth2/token', async (request, reply) => {
    if (await failed('token', reply)) return reply;
    const [scheme, encoded] = (request.headers.authorization ?? '').split(' ');
    const [clientId, secret] = Buffer.from(encoded ?? '', 'base64')
      .toString('utf8')
      .split(':');
    if (scheme !== 'Basic' || !clientId || !secret) {
      return reply
        .code(401)
        .send({ error: 'invalid_client', error_description: 'Client Authentication failed' });
    }
    const body = (request.body ?? {}) as Record<string, string>;
    if (body.grant_type !== 'client_credentials') {
      return reply
        .code(400)
        .send({ error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' });
    }
    return {
      scope: 'https://uri.paypal.com/services/payments/payment',
      access_token: state.issueToken(),
      token_type: 'Bearer',
      app_id: `APP-${paypalId(17)}`,
      expires_in: TOKEN_LIFETIME_S,
      nonce: `${new Date().toISOString()}${paypalId(8)}`,
    };
  });
}
