import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFirebaseVerifier } from '#server/platform/auth/firebase-verifier';
import { DEMO_FIREBASE_PROJECT_ID } from '#server/platform/config';
import { ClaimError, claimTarget, setOperator } from './admin-claim';
import { type RunningAuthEmulator, startTestAuthEmulator } from './firebase-emulator';

/**
 * `npm run admin:grant` / `admin:revoke` against the real Auth Emulator: an ID token issued after
 * the grant carries `admin: true` as the API's verifier reads it, and none after the revoke.
 */

const PASSWORD = 'correct-horse-9';
const run = promisify(execFile);

describe('admin:grant and admin:revoke', () => {
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

  const identity = (method: string) =>
    `${emulator.url}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=demo-key`;
  async function call(method: string, body: unknown) {
    const response = await fetch(identity(method), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as { idToken: string };
  }
  const signUp = (email: string) =>
    call('signUp', { email, password: PASSWORD, returnSecureToken: true });
  const signIn = async (email: string) =>
    (await call('signInWithPassword', { email, password: PASSWORD, returnSecureToken: true }))
      .idToken;
  const target = () => ({ projectId: emulator.projectId, emulatorHost: emulator.host });
  const verifier = () =>
    createFirebaseVerifier({
      projectId: emulator.projectId,
      authDomain: null,
      emulatorHost: emulator.host,
    });

  /** firebase-admin in this process, pointed at the emulator (setOperator leaves it as it was). */
  async function adminAuth() {
    process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
    const [{ initializeApp }, { getAuth }] = await Promise.all([
      import('firebase-admin/app'),
      import('firebase-admin/auth'),
    ]);
    return getAuth(initializeApp({ projectId: emulator.projectId }, `test-${emulator.port}`));
  }

  it('grants the claim (next ID token: admin), keeps other claims, then revokes it', async () => {
    await signUp('ana@synthamour.test');
    expect((await verifier().verify(await signIn('ana@synthamour.test')))?.admin).toBe(false);

    delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    expect(await setOperator('grant', 'ana@synthamour.test', target())).toMatch(
      /^ana@synthamour\.test \(uid \w+\) is now an operator in the Auth Emulator/,
    );
    // The environment is left as it was: the test process's own firebase-admin is not moved.
    expect(process.env.FIREBASE_AUTH_EMULATOR_HOST).toBeUndefined();
    expect(await verifier().verify(await signIn('ana@synthamour.test'))).toMatchObject({
      email: 'ana@synthamour.test',
      admin: true,
    });

    // A claim set by something else survives both.
    const auth = await adminAuth();
    const { uid } = await auth.getUserByEmail('ana@synthamour.test');
    await auth.setCustomUserClaims(uid, { admin: true, tier: 'founder' });
    await setOperator('grant', 'ana@synthamour.test', target());
    expect((await auth.getUser(uid)).customClaims).toEqual({ admin: true, tier: 'founder' });

    expect(await setOperator('revoke', 'ana@synthamour.test', target())).toMatch(
      /is no longer an operator/,
    );
    expect((await auth.getUser(uid)).customClaims).toEqual({ tier: 'founder' });
    expect((await verifier().verify(await signIn('ana@synthamour.test')))?.admin).toBe(false);
  });

  it('says clearly when the account does not exist, the email is not one, or no emulator runs', async () => {
    await expect(setOperator('grant', 'nobody@synthamour.test', target())).rejects.toThrow(
      /No account with the email nobody@synthamour\.test in the Auth Emulator .* signs in on the site once/,
    );
    await expect(setOperator('grant', 'not-an-email', target())).rejects.toThrow(ClaimError);
    // A port with nothing behind it.
    const nothing = { projectId: DEMO_FIREBASE_PROJECT_ID, emulatorHost: '127.0.0.1:9' };
    await expect(setOperator('grant', 'ana@synthamour.test', nothing)).rejects.toThrow(
      /No Firebase Auth Emulator answers at http:\/\/127\.0\.0\.1:9\. Start the site with `npm start`/,
    );
  });

  it('runs as npm run admin:grant, exit code and message included', async () => {
    await signUp('ben@synthamour.test');
    const env = { ...process.env, FIREBASE_AUTH_EMULATOR_HOST: emulator.host };
    const granted = await run(
      'npm',
      ['run', '--silent', 'admin:grant', '--', 'ben@synthamour.test'],
      { env },
    );
    expect(granted.stdout).toMatch(/ben@synthamour\.test \(uid \w+\) is now an operator/);
    expect((await verifier().verify(await signIn('ben@synthamour.test')))?.admin).toBe(true);

    const missing = run('npm', ['run', '--silent', 'admin:grant', '--', 'who@synthamour.test'], {
      env,
    });
    await expect(missing).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('No account with the email who@synthamour.test'),
    });
    const usage = run('npm', ['run', '--silent', 'admin:revoke'], { env });
    await expect(usage).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Usage:'),
    });
  }, 60_000);
});

describe('claimTarget', () => {
  it('chooses the emulator named, a real project, or the emulator npm start runs', () => {
    expect(claimTarget({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9200' })).toEqual({
      projectId: DEMO_FIREBASE_PROJECT_ID,
      emulatorHost: '127.0.0.1:9200',
    });
    expect(claimTarget({ FIREBASE_PROJECT_ID: 'synthamour-prod' })).toEqual({
      projectId: 'synthamour-prod',
      emulatorHost: null,
    });
    expect(claimTarget({ VITE_FIREBASE_PROJECT_ID: 'synthamour-prod' })).toEqual({
      projectId: 'synthamour-prod',
      emulatorHost: null,
    });
    expect(claimTarget({})).toEqual({
      projectId: DEMO_FIREBASE_PROJECT_ID,
      emulatorHost: '127.0.0.1:9099',
    });
    expect(claimTarget({ FIREBASE_AUTH_EMULATOR_PORT: '9300' }).emulatorHost).toBe(
      '127.0.0.1:9300',
    );
  });
});
