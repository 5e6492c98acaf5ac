import type { FastifyInstance } from 'fastify';
import { CONTACT_EMAIL } from '../../site/site';
import { type MailTransport, smtpTransport } from '../mail/mail-transport';
import { OrderMailer, type OrderMailerOptions, type RenderEmail } from '../mail/mailer';
import { MailOutboxStore } from '../mail/postgres-store';
import type { IdTokenVerifier } from '../platform/auth/id-token';
import type { Config } from '../platform/config';
import type { Database } from '../platform/database';
import { OrdersStore } from './postgres-store';
import { registerOrderRoutes } from './routes';

/**
 * What the buyer gets after paying: the receipt and "My orders" routes, and the mailer that sends
 * the order emails the mail outbox holds (through SMTP_URL; none without it).
 */

declare module 'fastify' {
  interface FastifyInstance {
    /** Present when the app was built with a database; started by server/main.ts. */
    mailer?: OrderMailer;
  }
}

export interface OrdersPluginOptions {
  config: Config;
  database: Database;
  idTokenVerifier?: IdTokenVerifier | undefined;
  /** Tests send through their own transport (and renderer), and shorten the retry delays. */
  mail?:
    | {
        transport?: MailTransport | null;
        render?: RenderEmail;
        retryDelaysS?: OrderMailerOptions['retryDelaysS'];
      }
    | undefined;
}

export async function registerOrders(app: FastifyInstance, options: OrdersPluginOptions) {
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
      outbox: new MailOutboxStore(options.database),
      transport,
      publicUrl: config.publicUrl,
      log: app.log,
      ...(options.mail?.render ? { render: options.mail.render } : {}),
    },
    {
      intervalS: config.mail.pollIntervalS,
      ...(options.mail?.retryDelaysS ? { retryDelaysS: options.mail.retryDelaysS } : {}),
    },
  );
  app.decorate('mailer', mailer);
  app.addHook('onClose', () => mailer.stop());

  await app.register(registerOrderRoutes, {
    prefix: '/api',
    orders: new OrdersStore(options.database),
    idTokenVerifier: options.idTokenVerifier,
  });
}
