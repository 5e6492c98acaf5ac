import type { FastifyRequest } from 'fastify';

/**
 * Who is paying, when they are signed in: the payments routes read the Firebase ID token from
 * `Authorization: Bearer …` through this interface. The Firebase Admin implementation lives beside
 * it; tests can pass their own.
 */
export interface IdTokenVerifier {
  /** The verified user's uid, or null when the token is missing, malformed, expired or forged. */
  verify(idToken: string): Promise<{ uid: string } | null>;
}

/** The uid of the request's signed-in user, or null (checkout never requires sign-in). */
export async function readUid(
  request: FastifyRequest,
  verifier: IdTokenVerifier | undefined,
): Promise<string | null> {
  const header = request.headers.authorization;
  if (!verifier || !header?.startsWith('Bearer ')) return null;
  const token = header.slice('Bearer '.length).trim();
  if (token === '') return null;
  try {
    return (await verifier.verify(token))?.uid ?? null;
  } catch (error) {
    request.log.warn({ err: error }, 'ID token verification failed');
    return null;
  }
}
