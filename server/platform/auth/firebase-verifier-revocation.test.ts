import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFirebaseVerifier } from './firebase-verifier';

/**
 * Revocation against a real project, where checking it needs a service account. Google's backend
 * cannot be reached from a test (and the Auth Emulator checks revocation on every token, whatever
 * is asked), so firebase-admin's Auth is played here: it refuses a revoked session exactly when
 * asked to check, as the real one does (`auth/id-token-revoked`).
 */

const firebase = vi.hoisted(() => ({
  revoked: new Set<string>(),
  checks: [] as boolean[],
}));

vi.mock('firebase-admin/app', () => ({
  getApps: () => [],
  initializeApp: (_options: unknown, name: string) => ({ name }),
}));

vi.mock('firebase-admin/auth', () => ({
  getAuth: () => ({
    async verifyIdToken(token: string, checkRevoked = false) {
      firebase.checks.push(checkRevoked);
      const [uid = '', claim] = token.split(':');
      if (checkRevoked && firebase.revoked.has(uid)) {
        throw Object.assign(new Error('The Firebase ID token has been revoked.'), {
          code: 'auth/id-token-revoked',
        });
      }
      return { uid, email: `${uid}@example.com`, email_verified: true, admin: claim === 'admin' };
    },
  }),
}));

const REAL_PROJECT = {
  projectId: 'ely-prod',
  authDomain: 'ely-prod.firebaseapp.com',
  emulatorHost: null,
};

afterEach(() => {
  firebase.revoked.clear();
  firebase.checks.length = 0;
});

describe('checking revocation', () => {
  it('refuses a revoked operator where asked, with a service account', async () => {
    const verifier = createFirebaseVerifier(REAL_PROJECT, { serviceAccount: true });
    expect(verifier.checksRevocation).toBe(true);
    firebase.revoked.add('ana');
    expect(await verifier.verify('ana:admin', { checkRevoked: true })).toBeNull();
    expect(await verifier.verify('ben:admin', { checkRevoked: true })).toMatchObject({
      uid: 'ben',
      admin: true,
    });
    // Routes that do not ask (a buyer's checkout) make no extra request to Firebase.
    expect(await verifier.verify('ana:admin')).toMatchObject({ uid: 'ana' });
    expect(firebase.checks).toEqual([true, true, false]);
  });

  it('cannot check without a service account, and says so', async () => {
    const verifier = createFirebaseVerifier(REAL_PROJECT, { serviceAccount: false });
    expect(verifier.checksRevocation).toBe(false);
    firebase.revoked.add('ana');
    // Asking firebase-admin would fail for want of credentials: the token is verified as it is.
    expect(await verifier.verify('ana:admin', { checkRevoked: true })).toMatchObject({
      uid: 'ana',
    });
    expect(firebase.checks).toEqual([false]);
  });

  it('has a service account when GOOGLE_APPLICATION_CREDENTIALS names one', () => {
    vi.stubEnv('GOOGLE_APPLICATION_CREDENTIALS', '/run/secrets/firebase-admin.json');
    expect(createFirebaseVerifier(REAL_PROJECT).checksRevocation).toBe(true);
    vi.stubEnv('GOOGLE_APPLICATION_CREDENTIALS', '');
    expect(createFirebaseVerifier(REAL_PROJECT).checksRevocation).toBe(false);
    vi.unstubAllEnvs();
  });
});
