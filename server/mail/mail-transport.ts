import nodemailer from 'nodemailer';

/**
 * The one module that talks SMTP. The mailer hands it finished emails; tests hand the mailer
 * their own transport (one that fails on purpose, say) through the same interface.
 */

export interface OutgoingEmail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Stable per email: a resend after a crash carries the same id, so mail apps see one. */
  messageId: string;
  /** Threads the order's later emails under its confirmation. */
  references?: string;
}

export interface MailTransport {
  send(email: OutgoingEmail): Promise<void>;
  close(): void;
}

/** Why sending failed, and whether trying again later can help. */
export class SendFailure extends Error {
  override name = 'SendFailure';
  constructor(
    message: string,
    /** The server refused the recipient for good (5xx): retrying sends it nowhere. */
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

interface SmtpError extends Error {
  code?: string;
  /** The SMTP command the server refused. */
  command?: string;
  responseCode?: number;
}

/**
 * An SMTP transport from SMTP_URL (smtp://, smtps://, credentials in the URL), with a small pool
 * of connections kept open between emails and timeouts short enough that one unresponsive server
 * never holds the mailer for minutes.
 */
export function smtpTransport(options: { url: string; from: string; replyTo: string }) {
  const transporter = nodemailer.createTransport({
    url: options.url,
    pool: true,
    maxConnections: 2,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  const transport: MailTransport = {
    async send(email) {
      try {
        await transporter.sendMail({
          from: options.from,
          replyTo: options.replyTo,
          to: email.to,
          subject: email.subject,
          html: email.html,
          text: email.text,
          messageId: email.messageId,
          ...(email.references
            ? { references: email.references, inReplyTo: email.references }
            : {}),
        });
      } catch (error) {
        const smtp = error as SmtpError;
        // Only the recipient refused for good is final; a refused login or sender is ours to fix.
        const recipientRefused =
          smtp.code === 'EENVELOPE' &&
          smtp.command === 'RCPT TO' &&
          (smtp.responseCode ?? 0) >= 500;
        throw new SendFailure(smtp.message || String(error), recipientRefused);
      }
    },
    close() {
      transporter.close();
    },
  };
  return transport;
}
