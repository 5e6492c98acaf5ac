import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, DEMO_FIREBASE_PROJECT_ID, loadServerConfig } from '#server/platform/config';
import { build } from './build';
import { emulatorHost, isFirebaseConfigured, startAuthEmulator } from './firebase-emulator';
import { startMailCatcher } from './mail-catcher';
import { localHost, localPayPalEnv, localPorts, testPorts } from './ports';
import { Supervisor } from './processes';

/**
 * `npm start`: builds when the build is missing or stale, starts the local stand-ins the
 * configuration calls for (the Firebase Auth Emulator without a Firebase project, the PayPal
 * stand-in without PayPal credentials, the MailDev mail catcher without SMTP_URL), then runs the
 * production server until it is told to stop.
 * `--test` serves the test build on the test ports (used by the browser tests).
 */

const test = process.argv.includes('--test');
const ports = test ? testPorts() : localPorts();
const supervisor = new Supervisor();
/** Where the server and the stand-ins `npm start` runs keep what they keep. */
const dataDir = process.env.DATA_DIR || 'data';
supervisor.stopOnSignalsAndOrphaning();

// No PayPal credentials: the stand-in plays PayPal, mounted on the server (test mode, said so).
const env: NodeJS.ProcessEnv = localPayPalEnv();

/** What the server is told of the Auth Emulator this process runs. */
const emulatorEnv = (host: string, projectId: string) => ({
  FIREBASE_AUTH_EMULATOR_HOST: host,
  FIREBASE_PROJECT_ID: projectId,
  // The emulator's tokens are unsigned: a production server takes them only when told so.
  ALLOW_AUTH_EMULATOR: '1',
});
const emulated = !isFirebaseConfigured();

// What the server would refuse (the emulator's tokens beside live PayPal or on a network HOST…)
// is refused now, before a build and stand-ins nobody would use. The site is compared with its
// build by the server itself, once there is one.
try {
  loadServerConfig({
    ...process.env,
    ...env,
    ...(emulated ? emulatorEnv(emulatorHost(ports.authEmulator), DEMO_FIREBASE_PROJECT_ID) : {}),
    HOST: localHost(),
    SERVE_SITE: '0',
  });
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

// No real Firebase project: the Auth Emulator plays it. Its cold start (2 s, far more on a busy
// machine) overlaps the build; the server starts only once it is ready, so nothing ever talks to
// a missing one.
const emulatorStart = !emulated
  ? null
  : startAuthEmulator({
      port: ports.authEmulator,
      // `npm start` keeps its accounts across restarts; the tests start from none.
      persistDir: test ? undefined : path.join(dataDir, 'auth-emulator'),
    });
if (emulatorStart) {
  emulatorStart.catch(() => {}); // reported below, after the build
  supervisor.add({
    name: 'the Firebase Auth Emulator',
    stop: () => emulatorStart.then((emulator) => emulator.stop()).catch(() => {}),
  });
}

// No mail server (and always in the tests, which read what was sent): MailDev catches the
// order emails, and its inbox shows them.
const mailCatcherStart =
  process.env.SMTP_URL && !test
    ? null
    : startMailCatcher({
        smtpPort: ports.maildevSmtp,
        webPort: ports.maildevWeb,
        mailDir: path.join(dataDir, 'maildev'),
      });
if (mailCatcherStart) {
  mailCatcherStart.catch(() => {}); // reported below, after the build
  supervisor.add({
    name: 'MailDev',
    stop: () => mailCatcherStart.then((catcher) => catcher.stop()).catch(() => {}),
  });
}

let buildDir = '';
try {
  buildDir = await build({ test });
  if (mailCatcherStart) {
    const catcher = await mailCatcherStart;
    console.log(`MailDev catches the order emails: read them at ${catcher.webUrl}`);
    env.SMTP_URL = catcher.smtpUrl;
  }
  if (emulatorStart) {
    const built = Date.now();
    const emulator = await emulatorStart.catch((error: unknown) => {
      throw new Error(
        `Could not start the Firebase Auth Emulator: ${error instanceof Error ? error.message : String(error)}`,
      );
    });
    console.log(
      `Firebase Auth Emulator ready on ${emulator.url} (+${Date.now() - built} ms after the build)`,
    );
    Object.assign(env, emulatorEnv(emulator.host, emulator.projectId));
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await supervisor.stopAll(1);
}

// The browser tests' server on an empty DATA_DIR: its PGlite starts as a copy of the migrated
// template a unit run made for these sources, when there is one, rather than by initdb and every
// migration (some 4 s before the server answers).
if (test && !supervisor.isStopping) await seedTestDatabase();

if (!supervisor.isStopping) {
  supervisor.spawn(
    'the server',
    process.execPath,
    ['--enable-source-maps', path.join(buildDir, 'server-api', 'main.js')],
    {
      env: {
        ...env,
        HOST: localHost(),
        PORT: String(ports.site),
        STATIC_DIR: path.join(buildDir, 'client'),
      },
      onUnexpectedExit: (code) => void supervisor.stopAll(code ?? 1),
    },
  );
}

async function seedTestDatabase() {
  const dir = path.join(dataDir, 'pglite');
  if (process.env.DATABASE_URL || process.env.EMBEDDED_DATABASE !== 'pglite' || existsSync(dir)) {
    return;
  }
  // The tests' own module, loaded by `--test` only.
  const { copyPgliteTemplate, madePgliteTemplateFolder } = await import(
    '#tests/support/pglite-template'
  );
  const template = madePgliteTemplateFolder();
  if (template) await copyPgliteTemplate(dir, template);
}
