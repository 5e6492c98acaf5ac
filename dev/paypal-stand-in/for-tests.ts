import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { registerPayPalStandIn } from './rest';

type Method = 'GET' | 'POST' | 'PATCH';

/** The stand-in in a Fastify of its own, for its tests: no network, calls through `inject`. */
export interface StandInForTests {
  app: FastifyInstance;
  /** A call to the stand-in's REST API as the shop makes it: `path` after `/__paypal`, the token. */
  call(
    method: Method,
    path: string,
    payload?: unknown,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  /** Asks the OAuth route for a new token, as after `/__test/reset` (which forgets the old). */
  newToken(): Promise<void>;
}

/**
 * Registers the stand-in under `/__paypal` (its webhooks to `webhookTarget`, or nowhere) and takes
 * a token with the client-credentials grant, as the shop's PayPal client does.
 */
export async function standInForTests(
  webhookTarget: string | null = null,
): Promise<StandInForTests> {
  const app = Fastify();
  await app.register(registerPayPalStandIn, { prefix: '/__paypal', webhookTarget });
  let token = '';
  const newToken = async () => {
    const issued = await app.inject({
      method: 'POST',
      url: '/__paypal/v1/oauth2/token',
      headers: {
        authorization: `Basic ${Buffer.from('id:secret').toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'grant_type=client_credentials',
    });
    token = issued.json<{ access_token: string }>().access_token;
  };
  await newToken();
  return {
    app,
    newToken,
    call: (method, path, payload, headers = {}) =>
      app.inject({
        method,
        url: `/__paypal${path}`,
        headers: { authorization: `Bearer ${token}`, ...headers },
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
  };
}
