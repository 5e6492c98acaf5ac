import type { Auth } from 'firebase-admin/auth';
import type { FirebaseSettings } from '../config';

/**
 * firebase-admin's Auth for the configured project, loaded on first use (a server that never
 * needs it never pays for the SDK), in an app of its own per `purpose` ('id-tokens', 'accounts').
 * With the Auth Emulator it points firebase-admin at it: the SDK reads
 * FIREBASE_AUTH_EMULATOR_HOST itself, kept equal to the validated configuration.
 */
export function lazyFirebaseAuth(settings: FirebaseSettings, purpose: string): () => Promise<Auth> {
  if (settings.emulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = settings.emulatorHost;
  let auth: Promise<Auth> | undefined;
  return () => {
    auth ??= (async () => {
      const [{ initializeApp, getApps }, { getAuth }] = await Promise.all([
        import('firebase-admin/app'),
        import('firebase-admin/auth'),
      ]);
      const name = `ely-${purpose}-${settings.projectId}`;
      const app =
        getApps().find((candidate) => candidate.name === name) ??
        initializeApp({ projectId: settings.projectId }, name);
      return getAuth(app);
    })();
    return auth;
  };
}
