import type { FastifyRequest } from 'fastify';

/**
 * Who is signed in: routes read the Firebase ID token from `Authorization: Bearer …` (a header,
 * never a cookie, so no other site can make a browser send it) through this interface. The
 * Firebase Admin implementation lives beside it; tests can pass their own.
 */
export interface VerifiedUser {
  uid: string;
  email: string | null;
  /** The custom claim `admin: true` (operators; set with `npm run admin:grant`). */
  admin: boolean;
}

export interface IdTokenVerifier {
  /** The verified user, or null when the token is malformed, expired, revoked or forged. */
  verify(idToken: string): Promise<VerifiedUser | null>;
}

/**
 * `Authorization: Bearer <token>`: the scheme's name is case-insensitive (RFC 9110 §11.1, so
 * `bearer` and `BEARER` are the same scheme), and one or more spaces part it from the token.
 */
const BEARER_SCHEME = /^bearer +/i;

/** The request's bearer token, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization ?? '';
  const scheme = BEARER_SCHEME.exec(header);
  if (!scheme) return null;
  const token = header.slice(scheme[0].length).trim();
  return token === '' ? null : token;
}

/** The request's signed-in user, or null (a guest, or a token that does not verify). */
export async function readUser(
  request: FastifyRequest,
  verifier: IdTokenVerifier | undefined,
): Promise<VerifiedUser | null> {
  const token = bearerToken(request);
  if (!verifier || !token) return null;
  try {
    return await verifier.verify(token);
  } catch (error) {
    request.log.warn({ err: error }, 'ID token verification failed');
    return null;
  }
}
