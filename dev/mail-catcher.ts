import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { MailDev } from 'maildev';
import { localPorts } from './ports';

/**
 * MailDev, the local mail catcher: `npm start`, `npm run dev` and the browser tests run it when
 * no SMTP_URL is set, and point the server's SMTP_URL at it. Every email the shop sends lands in
 * its inbox (http://127.0.0.1:1080) and its REST API (`GET /api/email` in MailDev 3; 2.x served
 * `/email`), and goes nowhere else. It runs inside the process that starts it, so it ends with
 * that process (no orphan keeps its ports).
 */

const HOST = '127.0.0.1';

export interface MailCatcherOptions {
  smtpPort: number;
  webPort: number;
  /** Keeps the caught emails across restarts (the newest `MAX_EMAILS`). */
  mailDir: string;
}

export interface RunningMailCatcher {
  /** What the server's SMTP_URL should be. */
  smtpUrl: string;
  /** The inbox in a browser; its REST API is under /api. */
  webUrl: string;
  stop(): Promise<void>;
}

/** Enough for a day of local work; older emails are dropped with their files. */
const MAX_EMAILS = 500;

export async function startMailCatcher({
  smtpPort,
  webPort,
  mailDir,
}: MailCatcherOptions): Promise<RunningMailCatcher> {
  const mailDirectory = path.resolve(mailDir);
  mkdirSync(mailDirectory, { recursive: true });
  const maildev = new MailDev({
    smtp: smtpPort,
    web: webPort,
    ip: HOST,
    webIp: HOST,
    mailDirectory,
    maxEmails: MAX_EMAILS,
    silent: true,
  });
  try {
    await maildev.start();
  } catch (error) {
    await maildev.stop().catch(() => {});
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `MailDev could not start on ports ${smtpPort} (SMTP) and ${webPort} (inbox): ${reason}. ` +
        'Stop whatever holds them, set MAILDEV_SMTP_PORT / MAILDEV_WEB_PORT, or set SMTP_URL to a real mail server.',
    );
  }
  return {
    smtpUrl: `smtp://${HOST}:${smtpPort}`,
    webUrl: `http://${HOST}:${webPort}`,
    stop: () => maildev.stop(),
  };
}

// `npx tsx dev/mail-catcher.ts`: the catcher alone, on the ports `npm start` uses.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const ports = localPorts();
  const catcher = await startMailCatcher({
    smtpPort: ports.maildevSmtp,
    webPort: ports.maildevWeb,
    mailDir: path.join(process.env.DATA_DIR || 'data', 'maildev'),
  });
  console.log(`MailDev: SMTP ${catcher.smtpUrl}, inbox ${catcher.webUrl}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void catcher.stop().then(() => process.exit(0)));
  }
}
