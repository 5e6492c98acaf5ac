import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { StandIn } from './context';
import { errors } from './contract';
import { rawMember } from './raw-json';
import { CERT_PATH } from './webhooks';

/** Notifications: the certificate PayPal signs with, and its verify-webhook-signature. */
export function registerWebhookVerification(app: FastifyInstance, standIn: StandIn) {
  const { webhooks, failed, authorized, rawBody } = standIn;
  app.get(CERT_PATH, async (_request, reply) =>
    reply
      .type('application/x-pem-file')
      .send(webhooks.publicKey.export({ type: 'spki', format: 'pem' })),
  );

  const VerifyRequest = z.object({
    auth_algo: z.string(),
    cert_url: z.string(),
    transmission_id: z.string(),
    transmission_sig: z.string(),
    transmission_time: z.string(),
    webhook_id: z.string(),
    webhook_event: z.unknown(),
  });
  app.post('/v1/notifications/verify-webhook-signature', async (request, reply) => {
    if (await failed('verify', reply)) return reply;
    if (!authorized(request, reply)) return reply;
    const parsed = VerifyRequest.safeParse(request.body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return reply
        .code(400)
        .send(errors.invalid(`/${issue?.path.join('/') ?? ''}`, issue?.message ?? 'Invalid'));
    }
    const input = parsed.data;
    // PayPal checks the signature over the event's bytes as the caller passed them on.
    const raw = rawBody(request);
    const eventText = raw === null ? null : rawMember(raw, 'webhook_event');
    const verified =
      eventText !== null &&
      input.auth_algo === 'SHA256withRSA' &&
      input.cert_url.endsWith(CERT_PATH) &&
      input.webhook_id === webhooks.webhookId &&
      webhooks.verify({
        transmissionId: input.transmission_id,
        transmissionTime: input.transmission_time,
        webhookId: input.webhook_id,
        signature: input.transmission_sig,
        eventText,
      });
    return { verification_status: verified ? 'SUCCESS' : 'FAILURE' };
  });
}
