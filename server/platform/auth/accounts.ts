import type { FirebaseSettings } from '../config';
import { lazyFirebaseAuth } from './firebase-admin';

/**
 * The identity provider's accounts, as the buyer's data rights need them: who an account is
 * (for "Download my data") and deleting it ("Delete my account"). Firebase Admin implements it
 * (below); tests pass their own.
 */

export interface AccountRecord {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  displayName: string | null;
  phoneNumber: string | null;
  /** ISO 8601, when the account was created. */
  createdAt: string | null;
  /** The sign-in methods linked to it: 'password', 'google.com', 'phone'. */
  providers: string[];
}

export interface AccountDirectory {
  /** The account, or null when there is none (deleted already). */
  lookUp(uid: string): Promise<AccountRecord | null>;
  /** Deletes the account; an account already gone counts as deleted. */
  delete(uid: string): Promise<void>;
}

const isUserNotFound = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === 'auth/user-not-found';

/**
 * Firebase Admin's user management. Against the Auth Emulator (FIREBASE_AUTH_EMULATOR_HOST, set
 * by the verifier from the same settings) it needs no credentials; against a real project it
 * needs the service account of GOOGLE_APPLICATION_CREDENTIALS (docs/sign-in.md). The SDK loads
 * on first use.
 */
export function createFirebaseAccounts(settings: FirebaseSettings): AccountDirectory {
  const getAuth = lazyFirebaseAuth(settings, 'accounts');
  return {
    async lookUp(uid) {
      try {
        const user = await (await getAuth()).getUser(uid);
        return {
          uid: user.uid,
          email: user.email ?? null,
          emailVerified: user.emailVerified,
          displayName: user.displayName ?? null,
          phoneNumber: user.phoneNumber ?? null,
          createdAt: user.metadata.creationTime
            ? new Date(user.metadata.creationTime).toISOString()
            : null,
          providers: user.providerData.map((provider) => provider.providerId),
        };
      } catch (error) {
        if (isUserNotFound(error)) return null;
        throw error;
      }
    },
    async delete(uid) {
      try {
        await (await getAuth()).deleteUser(uid);
      } catch (error) {
        if (!isUserNotFound(error)) throw error;
      }
    },
  };
}
