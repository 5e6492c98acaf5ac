import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MailDev } from 'maildev';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SendFailure, smtpTransport } from './mail-transport';

/**
 * The SMTP transport against a real SMTP server: MailDev, the mail catcher `npm start` runs, here
 * in this process on a port of its own.
 */

interface Caught {
  subject: string;
  /** The .eml file as received. */
  source: string;
  to: { address: string }[];
  from: { address: string; name: string }[];
  text?: string;
  html?: string;
  headers: Record<string, string | string[]>;
}

async function startCatcher(options: { incomingUser?: string; incomingPass?: string } = {}) {
  const mailDirectory = await mkdtemp(path.join(tmpdir(), 'ely-maildev-'));
  const maildev = new MailDev({
    smtp: 0,
    ip: '127.0.0.1',
    disableWeb: true,
    silent: true,
    mailDirectory,
    ...options,
  });
  const { smtp } = await maildev.start();
  return {
    url: `smtp://127.0.0.1:${smtp.getPort()}`,
    next: async () => ((await once(smtp, 'new')) as [Caught])[0],
    async stop() {
      await maildev.stop();
      await rm(mailDirectory, { recursive: true, force: true });
    },
  };
}

describe('smtpTransport', () => {
  let catcher: Awaited<ReturnType<typeof startCatcher>>;
  beforeAll(async () => {
    catcher = await startCatcher();
  });
  afterAll(async () => {
    await catcher?.stop();
  });

  it('sends HTML and text with the shop as sender, replies to the contact address, and the given Message-ID', async () => {
    const transport = smtpTransport({
      url: catcher.url,
      from: 'SynthAmour <orders@synthamour.com>',
      replyTo: 'contacto@synthamour.com',
    });
    try {
      const arrived = catcher.next();
      await transport.send({
        to: 'ada@example.com',
        subject: 'Order confirmed: 5O190127TN364715T ✅',
        html: '<p>Thank you</p>',
        text: 'Thank you',
        messageId: '<confirmation.5O190127TN364715T@synthamour.com>',
        references: '<earlier@synthamour.com>',
      });
      const email = await arrived;
      expect(email.subject).toBe('Order confirmed: 5O190127TN364715T ✅');
      expect(email.to).toEqual([expect.objectContaining({ address: 'ada@example.com' })]);
      expect(email.from).toEqual([
        expect.objectContaining({ address: 'orders@synthamour.com', name: 'SynthAmour' }),
      ]);
      expect(email.headers['message-id']).toBe('<confirmation.5O190127TN364715T@synthamour.com>');
      expect(await readFile(email.source, 'utf8')).toMatch(
        /^Reply-To: contacto@synthamour\.com\r?$/m,
      );
      expect(email.headers['in-reply-to']).toBe('<earlier@synthamour.com>');
      expect(email.text?.trim()).toBe('Thank you');
      expect(email.html).toContain('<p>Thank you</p>');
    } finally {
      transport.close();
    }
  });

  it('reports a refusal it may retry as such', async () => {
    const guarded = await startCatcher({ incomingUser: 'user', incomingPass: 'secret' });
    const transport = smtpTransport({
      url: guarded.url,
      from: 'orders@synthamour.com',
      replyTo: 'contacto@synthamour.com',
    });
    try {
      const failure = await transport
        .send({ to: 'ada@example.com', subject: 's', html: 'h', text: 't', messageId: '<m@x>' })
        .catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(SendFailure);
      expect((failure as SendFailure).permanent).toBe(false);
    } finally {
      transport.close();
      await guarded.stop();
    }
  });
});
