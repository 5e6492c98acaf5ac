import type { FirebaseSettings } from '../config';
import { lazyFirebaseAuth } from './firebase-admin';
import type { IdTokenVerifier } from './id-token';

export interface FirebaseVerifierOptions {
  /**
   * Whether firebase-admin has a service account to look accounts up with, which checking a
   * token's revocation takes (verifying the token itself needs only Google's public keys).
   * Default: GOOGLE_APPLICATION_CREDENTIALS names one, which firebase-admin reads itself.
   */
  serviceAccount?: boolean;
}

export interface FirebaseVerifier extends IdTokenVerifier {
  /** Whether `checkRevoked` is honoured: with a service account, or with the Auth Emulator. */
  readonly checksRevocation: boolean;
}

/**
 * Verifies Firebase ID tokens with firebase-admin: signature, audience (the project), issuer and
 * expiry, and, for the routes that ask (`checkRevoked`), that the account was neither disabled nor
 * its sessions revoked since. With the Auth Emulator, firebase-admin accepts the emulator's
 * unsigned tokens only when FIREBASE_AUTH_EMULATOR_HOST is set in the process; without it they are
 * rejected, as they must be. The SDK loads on the first token, so a server that never sees one
 * never pays for it.
 */
export function createFirebaseVerifier(
  settings: FirebaseSettings,
  {
    serviceAccount = Boolean(process.env.GOOGLE_APPLICATION_CREDENTIALS),
  }: FirebaseVerifierOptions = {},
): FirebaseVerifier {
  // The emulator answers account look-ups without credentials (firebase-admin even checks
  // revocation on every emulator token); a real project needs the service account.
  const checksRevocation = settings.emulatorHost !== null || serviceAccount;
  const getAuth = lazyFirebaseAuth(settings, 'id-tokens');

  return {
    checksRevocation,
    async verify(idToken, { checkRevoked = false } = {}) {
      try {
        const decoded = await (await getAuth()).verifyIdToken(
          idToken,
          checkRevoked && checksRevocation,
        );
        const email = typeof decoded.email === 'string' ? decoded.email : null;
        return {
          uid: decoded.uid,
          email,
          ...(email && decoded.email_verified === true ? { verifiedEmail: email } : {}),
          admin: decoded.admin === true,
        };
      } catch (error) {
        // A bad token is an answer ("not signed in"); anything else (network, keys) is a fault.
        if (isAuthRejection(error)) return null;
        throw error;
      }
    },
  };
}

function isAuthRejection(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('auth/') && code !== 'auth/internal-error';
}
