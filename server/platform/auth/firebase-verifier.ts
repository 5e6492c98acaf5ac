import type { FirebaseSettings } from '../config';
import type { IdTokenVerifier } from './id-token';

/**
 * Verifies Firebase ID tokens with firebase-admin: signature, audience (the project), issuer and
 * expiry. With the Auth Emulator, firebase-admin accepts the emulator's unsigned tokens only when
 * FIREBASE_AUTH_EMULATOR_HOST is set in the process; without it they are rejected, as they must be.
 * The SDK loads on the first token, so a server that never sees one never pays for it.
 */
export function createFirebaseVerifier(settings: FirebaseSettings): IdTokenVerifier {
  if (settings.emulatorHost) {
    // firebase-admin reads this variable itself; keep it equal to the validated configuration.
    process.env.FIREBASE_AUTH_EMULATOR_HOST = settings.emulatorHost;
  }
  let auth: Promise<import('firebase-admin/auth').Auth> | undefined;
  const getAuth = () => {
    auth ??= (async () => {
      const [{ initializeApp, getApps }, { getAuth: authFor }] = await Promise.all([
        import('firebase-admin/app'),
        import('firebase-admin/auth'),
      ]);
      const name = `ely-id-tokens-${settings.projectId}`;
      const app =
        getApps().find((candidate) => candidate.name === name) ??
        initializeApp({ projectId: settings.projectId }, name);
      return authFor(app);
    })();
    return auth;
  };

  return {
    async verify(idToken) {
      try {
        const decoded = await (await getAuth()).verifyIdToken(idToken);
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
