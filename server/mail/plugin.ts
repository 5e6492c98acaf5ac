import type { FastifyInstance } from 'fastify';
import { CONTACT_EMAIL } from '#site/site';
import type { Config } from '../platform/config';
import type { Database } from '../platform/database';
import { type MailTransport, smtpTransport } from './mail-transport';
import {
  type EmailLanguages,
  OrderMailer,
  type OrderMailerOptions,
  type RecoveryLinks,
  type RenderEmail,
} from './mailer';
import { PostgresMailOutbox } from './postgres-store';

/**
 * The mail area: the mailer that sends the order emails the mail outbox holds (through SMTP_URL;
 * none without it). Started by server/main.ts once the server listens.
 */

declare module 'fastify' {
  interface FastifyInstance {
    /** Present when the app was built with a database; started by server/main.ts. */
    mailer?: OrderMailer;
  }
}

export interface MailPluginOptions {
  config: Config;
  database: Database;
  /** The account area: the language an account chose for its emails. */
  accounts?: EmailLanguages | undefined;
  /** The recovery area: the recovery links' tokens. */
  recoveries?: RecoveryLinks | undefined;
  /** Tests send through their own transport (and renderer), and shorten the retry delays. */
  mail?:
    | {
        transport?: MailTransport | null;
        render?: RenderEmail;
        retryDelaysS?: OrderMailerOptions['retryDelaysS'];
      }
    | undefined;
}

export function registerMail(app: FastifyInstance, options: MailPluginOptions): OrderMailer {
  const { config } = options;
  const transport =
    options.mail?.transport !== undefined
      ? options.mail.transport
      : config.mail.smtpUrl
        ? smtpTransport({
            url: config.mail.smtpUrl,
            from: config.mail.from,
            replyTo: CONTACT_EMAIL,
          })
        : null;
  const mailer = new OrderMailer(
    {
      outbox: new PostgresMailOutbox(options.database),
      transport,
      publicUrl: config.publicUrl,
      log: app.log,
      accounts: options.accounts,
      recoveries: options.recoveries,
      ...(options.mail?.render ? { render: options.mail.render } : {}),
    },
    {
      intervalS: config.mail.pollIntervalS,
      ...(options.mail?.retryDelaysS ? { retryDelaysS: options.mail.retryDelaysS } : {}),
    },
  );
  app.decorate('mailer', mailer);
  app.addHook('onClose', () => mailer.stop());
  return mailer;
}
