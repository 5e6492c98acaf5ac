import type { FastifyReply, FastifyRequest } from 'fastify';
import { findJsonProblem, type JsonProblem, MAX_JSON_DEPTH } from '#domain/text';

/**
 * Refuses a request whose JSON body, query or path holds a string no database can keep: a lone
 * UTF-16 surrogate (`"\ud800"`, which is no character) or a NUL; or whose body nests deeper than
 * MAX_JSON_DEPTH (64) levels, which nothing the shop takes comes near and which could otherwise
 * run a reader out of stack. Every API answers it the same clear 400, naming where it is, before
 * any route reads it, so nothing is half done (a PayPal order created and then a database that
 * refuses it). Routes that must take PayPal's words as they come (its webhook) opt out of the
 * text check with `config: { anyText: true }`: what they keep is made storable, and the depth is
 * checked all the same. The stand-in that plays PayPal locally (under /__paypal) has its own rules.
 */
export async function refuseUnstorableText(request: FastifyRequest, reply: FastifyReply) {
  if (request.url.startsWith('/__paypal/')) return;
  const config = request.routeOptions.config as { anyText?: boolean } | undefined;
  const text = !config?.anyText;
  const found =
    findJsonProblem(request.params, { path: 'path', text }) ??
    findJsonProblem(request.query, { path: 'query', text }) ??
    findJsonProblem(request.body, { text });
  if (!found) return;
  // The same refusal as the schemas' own (`{ error: 'INVALID_REQUEST', message: 'field: …' }`).
  return reply.code(400).send({ error: 'INVALID_REQUEST', message: refusal(found) });
}

function refusal(found: JsonProblem): string {
  switch (found.problem) {
    case 'too-deep':
      return `The body nests arrays and objects more than ${MAX_JSON_DEPTH} levels deep.`;
    case 'nul':
      return `${found.path}: must not contain control characters`;
    case 'lone-surrogate':
      return `${found.path}: is not valid text (it holds half of a character). Please type it again.`;
  }
}
