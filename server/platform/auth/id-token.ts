import type { FastifyRequest } from 'fastify';

/**
 * Who is signed in: routes read the Firebase ID token from `Authorization: Bearer …` (a header,
 * never a cookie, so no other site can make a browser send it) through this interface. The
 * Firebase Admin implementation lives beside it; tests can pass their own.
 */
export interface VerifiedUser {
  uid: string;
  /**
   * The account's email as the token states it, proven or not: fit to show (the operator named
   * in the console's audit trail), never to send anything to.
   */
  email: string | null;
  /**
   * The same email once its owner has proven it (the token's `email_verified`): the only one an
   * order's emails may go to. Absent otherwise, since anyone can open an account under someone
   * else's address and leave it unverified.
   */
  verifiedEmail?: string;
  /** The custom claim `admin: true` (operators; set with `npm run admin:grant`). */
  admin: boolean;
}

export interface VerifyOptions {
  /**
   * Also refuse a token whose account was disabled, or whose sessions were revoked, after it was
   * issued (an operator let go, a stolen token): one more request to Firebase, which the routes
   * whose power warrants it ask for (the operator console). Honoured where the verifier can look
   * accounts up (createFirebaseVerifier says when); otherwise a token stays good until it expires.
   */
  checkRevoked?: boolean;
}

export interface IdTokenVerifier {
  /** The verified user, or null when the token is malformed, expired, forged or (checked) revoked. */
  verify(idToken: string, options?: VerifyOptions): Promise<VerifiedUser | null>;
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
  options?: VerifyOptions,
): Promise<VerifiedUser | null> {
  const token = bearerToken(request);
  if (!verifier || !token) return null;
  try {
    return await verifier.verify(token, options);
  } catch (error) {
    request.log.warn({ err: error }, 'ID token verification failed');
    return null;
  }
}
