import type { FastifyInstance } from 'fastify';
import { ApiError } from '../platform/api-error';
import type { PaymentWebhooks } from './webhooks';

/**
 * POST /api/paypal/webhook: where PayPal delivers its events. 200 once an event is applied (or
 * recognised as a redelivery, or of a kind the shop ignores); 400 for an event PayPal does not
 * vouch for, which changes nothing; 5xx when it could not be applied, so PayPal delivers it again.
 */
export async function registerPayPalWebhookRoute(
  app: FastifyInstance,
  options: { webhooks: PaymentWebhooks },
) {
  // PayPal signed the body's bytes: this route keeps them as they came (a string), and the gateway
  // passes them on verbatim to PayPal's verification. Encapsulated: other routes parse as before.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
  // PayPal's event is taken as sent (a payer's name may hold anything): what is kept is cleaned.
  app.post(
    '/paypal/webhook',
    { bodyLimit: 64 * 1024, config: { anyText: true } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        const outcome = await options.webhooks.receive({
          headers: request.headers,
          body: typeof request.body === 'string' ? request.body : '',
        });
        return { status: outcome };
      } catch (error) {
        if (error instanceof ApiError) return reply.code(error.statusCode).send(error.toBody());
        request.log.error({ err: error }, 'webhook not applied; PayPal will deliver it again');
        return reply
          .code(503)
          .send({ error: 'NOT_APPLIED', message: 'The event could not be applied now.' });
      }
    },
  );
}
