import path from 'node:path';
import { isFirebaseConfigured, startAuthEmulator } from './firebase-emulator';
import { startMailCatcher } from './mail-catcher';
import { localPorts } from './ports';
import { Supervisor } from './processes';

/**
 * `npm run dev`: the Vite dev server with hot reload (it proxies /api and /__paypal, see
 * vite.config.ts), the API beside it on API_PORT (reloaded by `tsx watch`, site left to Vite),
 * the Firebase Auth Emulator when no real Firebase project is configured, and MailDev when no
 * SMTP_URL is set. Ctrl-C stops all.
 */

const ports = localPorts();
const bin = (name: string) => path.join('node_modules', '.bin', name);
const supervisor = new Supervisor();
supervisor.stopOnSignalsAndOrphaning();

const env: NodeJS.ProcessEnv = {};
if (!process.env.PAYPAL_MODE && !process.env.PAYPAL_CLIENT_ID) {
  Object.assign(env, {
    PAYPAL_MODE: 'stand-in',
    // tsx runs the server from source: the stand-in comes from its source too.
    PAYPAL_STAND_IN_MODULE: path.resolve('dev/paypal-stand-in/rest.ts'),
  });
}

if (!isFirebaseConfigured()) {
  try {
    const emulator = await startAuthEmulator({
      port: ports.authEmulator,
      persistDir: path.join(process.env.DATA_DIR || 'data', 'auth-emulator'),
    });
    supervisor.add({ name: 'the Firebase Auth Emulator', stop: () => emulator.stop() });
    console.log(`Firebase Auth Emulator ready on ${emulator.url}`);
    Object.assign(env, {
      FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
      FIREBASE_PROJECT_ID: emulator.projectId,
      ALLOW_AUTH_EMULATOR: '1',
    });
  } catch (error) {
    console.error(
      `Could not start the Firebase Auth Emulator: ${error instanceof Error ? error.message : error}`,
    );
    await supervisor.stopAll(1);
  }
}

if (!process.env.SMTP_URL && !supervisor.isStopping) {
  try {
    const catcher = await startMailCatcher({
      smtpPort: ports.maildevSmtp,
      webPort: ports.maildevWeb,
      mailDir: path.join(process.env.DATA_DIR || 'data', 'maildev'),
    });
    supervisor.add({ name: 'MailDev', stop: () => catcher.stop() });
    console.log(`MailDev catches the order emails: read them at ${catcher.webUrl}`);
    env.SMTP_URL = catcher.smtpUrl;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    await supervisor.stopAll(1);
  }
}

function run(name: string, command: string, args: string[], extraEnv: NodeJS.ProcessEnv) {
  supervisor.spawn(name, command, args, {
    env: extraEnv,
    onUnexpectedExit: (code, signal) => {
      console.error(`${name} stopped (${signal ?? `exit code ${code}`}); stopping the others.`);
      void supervisor.stopAll(code || 1);
    },
  });
}

if (!supervisor.isStopping) {
  run('The API', bin('tsx'), ['watch', '--clear-screen=false', 'server/main.ts'], {
    ...env,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(ports.devApi),
    SERVE_SITE: '0',
  });
  run('The Vite dev server', bin('react-router'), ['dev'], { API_PORT: String(ports.devApi) });
}
