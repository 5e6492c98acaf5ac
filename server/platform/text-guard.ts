import type { FastifyReply, FastifyRequest } from 'fastify';
import { findUnstorableString } from '../../domain/text';

/**
 * Refuses a request whose JSON body, query or path holds a string no database can keep: a lone
 * UTF-16 surrogate (`"\ud800"`, which is no character) or a NUL. Every API answers it the same
 * clear 400, naming where it is, before any route reads it, so nothing is half done (a PayPal
 * order created and then a database that refuses it). Routes that must take PayPal's words as
 * they come (its webhook, and the stand-in that plays PayPal locally) opt out with
 * `config: { anyText: true }` or by living under /__paypal; what they keep is made storable.
 */
export async function refuseUnstorableText(request: FastifyRequest, reply: FastifyReply) {
  const config = request.routeOptions.config as { anyText?: boolean } | undefined;
  if (config?.anyText || request.url.startsWith('/__paypal/')) return;
  const found =
    findUnstorableString(request.params, 'path') ??
    findUnstorableString(request.query, 'query') ??
    findUnstorableString(request.body);
  if (!found) return;
  // The same refusal as the schemas' own (`{ error: 'INVALID_REQUEST', message: 'field: …' }`).
  return reply.code(400).send({
    error: 'INVALID_REQUEST',
    message:
      found.problem === 'nul'
        ? `${found.path}: must not contain control characters`
        : `${found.path}: is not valid text (it holds half of a character). Please type it again.`,
  });
}
