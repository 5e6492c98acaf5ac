import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningAuthEmulator, startTestAuthEmulator } from '../../../dev/firebase-emulator';
import { createFirebaseVerifier } from './firebase-verifier';

/** Against the real Auth Emulator: the tokens it issues are the ones browsers send. */
describe('createFirebaseVerifier', () => {
  let emulator: RunningAuthEmulator;
  const savedHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;

  beforeAll(async () => {
    emulator = await startTestAuthEmulator();
  }, 130_000);

  afterAll(async () => {
    await emulator?.stop();
    if (savedHost === undefined) delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    else process.env.FIREBASE_AUTH_EMULATOR_HOST = savedHost;
  });

  async function signUp(email: string): Promise<{ idToken: string; localId: string }> {
    const response = await fetch(
      `${emulator.url}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-key`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'correct-horse-9', returnSecureToken: true }),
      },
    );
    expect(response.status).toBe(200);
    return (await response.json()) as { idToken: string; localId: string };
  }

  it("answers the uid and email of an emulator user's ID token, not an operator", async () => {
    const { idToken, localId } = await signUp('payer@example.com');
    const verifier = createFirebaseVerifier({
      projectId: emulator.projectId,
      authDomain: null,
      emulatorHost: emulator.host,
    });
    expect(await verifier.verify(idToken)).toEqual({
      uid: localId,
      email: 'payer@example.com',
      admin: false,
    });
  });

  it('answers null for a malformed token or one issued for another project', async () => {
    const { idToken } = await signUp('other@example.com');
    const verifier = createFirebaseVerifier({
      projectId: emulator.projectId,
      authDomain: null,
      emulatorHost: emulator.host,
    });
    expect(await verifier.verify('not-a-token')).toBeNull();
    const otherProject = createFirebaseVerifier({
      projectId: 'demo-someone-else',
      authDomain: null,
      emulatorHost: emulator.host,
    });
    expect(await otherProject.verify(idToken)).toBeNull();
  });

  it("rejects the emulator's unsigned tokens when configured for a real project", async () => {
    const { idToken } = await signUp('forger@example.com');
    delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    const verifier = createFirebaseVerifier({
      projectId: emulator.projectId,
      authDomain: `${emulator.projectId}.firebaseapp.com`,
      emulatorHost: null,
    });
    expect(await verifier.verify(idToken)).toBeNull();
  });
});
