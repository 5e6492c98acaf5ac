import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningAuthEmulator, startTestAuthEmulator } from '#dev/firebase-emulator';
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

  /** A call to the emulator's Identity Toolkit API (`Bearer owner`: as the project's admin). */
  async function identity(
    method: string,
    body: unknown,
    headers: Record<string, string> = {},
  ): Promise<{ idToken: string }> {
    const response = await fetch(
      `${emulator.url}/identitytoolkit.googleapis.com/v1/${method}?key=demo-key`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      },
    );
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as { idToken: string };
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

  it('gives the email to write to only once its owner has proven it (email_verified)', async () => {
    const verifier = createFirebaseVerifier({
      projectId: emulator.projectId,
      authDomain: null,
      emulatorHost: emulator.host,
    });
    const { idToken, localId } = await signUp('unproven@example.com');
    const unproven = await verifier.verify(idToken);
    expect(unproven).toMatchObject({ uid: localId, email: 'unproven@example.com' });
    expect(unproven?.verifiedEmail).toBeUndefined();

    // The owner opens the verification link (the emulator's admin API marks it so), then the
    // next token says so.
    await identity(
      'accounts:update',
      { localId, emailVerified: true },
      { authorization: 'Bearer owner' },
    );
    const { idToken: proven } = await identity('accounts:signInWithPassword', {
      email: 'unproven@example.com',
      password: 'correct-horse-9',
      returnSecureToken: true,
    });
    expect(await verifier.verify(proven)).toMatchObject({
      uid: localId,
      email: 'unproven@example.com',
      verifiedEmail: 'unproven@example.com',
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
