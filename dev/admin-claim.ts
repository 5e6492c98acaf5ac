import { pathToFileURL } from 'node:url';
import { DEMO_FIREBASE_PROJECT_ID } from '#server/platform/config';
import { DEFAULT_PORTS } from './ports';

/**
 * `npm run admin:grant -- <email>` and `npm run admin:revoke -- <email>`: give an account the
 * custom claim `admin: true` (an operator: the console at /admin and /api/admin/*), or take it
 * away. With firebase-admin, against:
 *
 * - the Auth Emulator at FIREBASE_AUTH_EMULATOR_HOST, when set (project FIREBASE_PROJECT_ID, or
 *   the demo project);
 * - a real Firebase project, when FIREBASE_PROJECT_ID (or VITE_FIREBASE_PROJECT_ID) is set and no
 *   emulator is: credentials come from Google's Application Default Credentials, usually
 *   GOOGLE_APPLICATION_CREDENTIALS=/path/to/service-account.json;
 * - otherwise the emulator `npm start` runs, on 127.0.0.1:${FIREBASE_AUTH_EMULATOR_PORT:-9099}.
 *
 * The person must have signed in once (the account must exist). Revoking also signs them out
 * everywhere: their refresh tokens are revoked, so no new ID token carries the old claim.
 */

export type ClaimAction = 'grant' | 'revoke';

export interface ClaimTarget {
  projectId: string;
  /** `host:port` of the Auth Emulator, or null for the real project. */
  emulatorHost: string | null;
}

export class ClaimError extends Error {
  override name = 'ClaimError';
}

/** Which Firebase the environment names (see above). */
export function claimTarget(env: NodeJS.ProcessEnv = process.env): ClaimTarget {
  const project = env.FIREBASE_PROJECT_ID || env.VITE_FIREBASE_PROJECT_ID || undefined;
  if (env.FIREBASE_AUTH_EMULATOR_HOST) {
    return {
      projectId: project ?? DEMO_FIREBASE_PROJECT_ID,
      emulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST,
    };
  }
  if (project && project !== DEMO_FIREBASE_PROJECT_ID)
    return { projectId: project, emulatorHost: null };
  const port = env.FIREBASE_AUTH_EMULATOR_PORT || String(DEFAULT_PORTS.authEmulator);
  return { projectId: project ?? DEMO_FIREBASE_PROJECT_ID, emulatorHost: `127.0.0.1:${port}` };
}

const where = (target: ClaimTarget) =>
  target.emulatorHost
    ? `the Auth Emulator at ${target.emulatorHost} (project ${target.projectId})`
    : `Firebase project ${target.projectId}`;

async function emulatorAnswers(host: string): Promise<boolean> {
  try {
    const response = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(3_000) });
    const body = (await response.json()) as { authEmulator?: { ready?: boolean } };
    return body.authEmulator?.ready === true;
  } catch {
    return false;
  }
}

async function firebaseAuth(target: ClaimTarget) {
  // firebase-admin reads the variable at each call: it must say exactly where this target is
  // (setOperator puts it back as it was once done).
  if (target.emulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = target.emulatorHost;
  else delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const [{ applicationDefault, getApps, initializeApp }, { getAuth }] = await Promise.all([
    import('firebase-admin/app'),
    import('firebase-admin/auth'),
  ]);
  const name = `ely-admin-claim-${target.projectId}-${target.emulatorHost ?? 'real'}`;
  const app =
    getApps().find((candidate) => candidate.name === name) ??
    initializeApp(
      target.emulatorHost
        ? { projectId: target.projectId }
        : { projectId: target.projectId, credential: applicationDefault() },
      name,
    );
  return getAuth(app);
}

const codeOf = (error: unknown) => (error as { code?: unknown } | null)?.code;

/**
 * Grants or revokes the claim; returns what it did, in a sentence. The process's environment is
 * left as it was (a test's process calls this too).
 */
export async function setOperator(
  action: ClaimAction,
  email: string,
  target: ClaimTarget = claimTarget(),
): Promise<string> {
  const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  try {
    return await changeClaim(action, email, target);
  } finally {
    if (emulatorHost === undefined) delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    else process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;
  }
}

async function changeClaim(action: ClaimAction, email: string, target: ClaimTarget) {
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    throw new ClaimError(`"${email}" is not an email address.`);
  }
  if (target.emulatorHost && !(await emulatorAnswers(target.emulatorHost))) {
    throw new ClaimError(
      `No Firebase Auth Emulator answers at http://${target.emulatorHost}. Start the site with \`npm start\` (it runs the emulator), or set FIREBASE_AUTH_EMULATOR_HOST to where yours runs; for a real project set FIREBASE_PROJECT_ID and GOOGLE_APPLICATION_CREDENTIALS.`,
    );
  }
  const auth = await firebaseAuth(target);
  let user: Awaited<ReturnType<typeof auth.getUserByEmail>>;
  try {
    user = await auth.getUserByEmail(email);
  } catch (error) {
    if (codeOf(error) === 'auth/user-not-found') {
      throw new ClaimError(
        `No account with the email ${email} in ${where(target)}. The person signs in on the site once (with that email), then run this again.`,
      );
    }
    if (!target.emulatorHost) {
      throw new ClaimError(
        `Could not reach ${where(target)}: ${error instanceof Error ? error.message : String(error)}. Check GOOGLE_APPLICATION_CREDENTIALS (a service account key of that project with the Firebase Authentication Admin role).`,
      );
    }
    throw error;
  }
  const { admin: _previous, ...otherClaims } = user.customClaims ?? {};
  if (action === 'grant') {
    await auth.setCustomUserClaims(user.uid, { ...otherClaims, admin: true });
    return `${email} (uid ${user.uid}) is now an operator in ${where(target)}. They open /admin and sign in; a session already open picks the change up when the console loads.`;
  }
  await auth.setCustomUserClaims(
    user.uid,
    Object.keys(otherClaims).length > 0 ? otherClaims : null,
  );
  await auth.revokeRefreshTokens(user.uid);
  return `${email} (uid ${user.uid}) is no longer an operator in ${where(target)}, and is signed out everywhere. An ID token issued before now stays valid until it expires (at most an hour).`;
}

async function main(argv: readonly string[]) {
  const [action, email, ...rest] = argv;
  if ((action !== 'grant' && action !== 'revoke') || !email || rest.length > 0) {
    console.error('Usage: npm run admin:grant -- <email>   or   npm run admin:revoke -- <email>');
    process.exit(2);
  }
  try {
    console.log(await setOperator(action, email));
    process.exit(0);
  } catch (error) {
    console.error(error instanceof ClaimError ? error.message : error);
    process.exit(1);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await main(process.argv.slice(2));
}
