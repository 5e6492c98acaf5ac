import type { FastifyInstance } from 'fastify';
import { ApiError } from '../platform/api-error';
import type { WebhookRefusals } from './webhook-refusals';
import type { PaymentWebhooks } from './webhooks';

/**
 * POST /api/paypal/webhook: where PayPal delivers its events. 200 once an event is applied (or
 * recognised as a redelivery, or as saying what the shop knows already, or of a kind the shop
 * ignores); 400 for an event PayPal does not vouch for, which changes nothing; 429, before
 * anything is read or asked, from an address that has sent too many of those (`refusals`); 5xx
 * when it could not be applied, so PayPal delivers it again.
 */
export async function registerPayPalWebhookRoute(
  app: FastifyInstance,
  options: { webhooks: PaymentWebhooks; refusals: WebhookRefusals | null },
) {
  const { refusals } = options;
  // PayPal signed the body's bytes: this route keeps them as they came, and the gateway passes them
  // on verbatim to PayPal's verification. The body is still parsed by Fastify's own JSON parser,
  // so the guards every route has (bad JSON, nesting depth) apply here too. Encapsulated: other
  // routes parse as before.
  const rawBodies = new WeakMap<object, string>();
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    rawBodies.set(request, text);
    parseJson(request, text, done);
  });
  // PayPal's event is taken as sent (a payer's name may hold anything): what is kept is cleaned.
  app.post(
    '/paypal/webhook',
    {
      bodyLimit: 64 * 1024,
      config: { anyText: true },
      // Before the body is even read: a blocked address costs a lookup in memory.
      onRequest: async (request, reply) => {
        const blockedS = refusals?.blockedFor(request.ip) ?? 0;
        if (blockedS === 0) return;
        return reply
          .code(429)
          .header('cache-control', 'no-store')
          .header('retry-after', String(blockedS))
          .send({ error: 'RATE_LIMITED', message: 'Too many events that could not be verified.' });
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        const outcome = await options.webhooks.receive({
          headers: request.headers,
          body: rawBodies.get(request) ?? '',
        });
        return { status: outcome };
      } catch (error) {
        if (error instanceof ApiError) {
          if (error.code === 'WEBHOOK_UNVERIFIED') {
            // The refusal stands whether or not it could be counted.
            await refusals?.refused(request.ip).catch((countError: unknown) => {
              request.log.warn({ err: countError }, 'a refused webhook could not be counted');
            });
          }
          return reply.code(error.statusCode).send(error.toBody());
        }
        request.log.error({ err: error }, 'webhook not applied; PayPal will deliver it again');
        return reply
          .code(503)
          .send({ error: 'NOT_APPLIED', message: 'The event could not be applied now.' });
      }
    },
  );
}
