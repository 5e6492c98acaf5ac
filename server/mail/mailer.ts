import type { FastifyBaseLogger } from 'fastify';
import { isEmailAddress } from '#domain/email';
import { recipientOf } from '#domain/order/emails';
import type { Locale } from '#site/locales';
import { type MailTransport, SendFailure } from './mail-transport';
import {
  type OrderEmailContent,
  orderEmailContent,
  type RenderedEmail,
} from './order-email-content';
import { recoveryEmailContent } from './recovery-email';
import type {
  BuyerEmailRow,
  ClaimedFromOutbox,
  ClaimedMail,
  MailOutbox,
  OrderEmailRow,
} from './store';

export type { OrderEmailRow };

/**
 * Sends the emails the mail outbox holds (the database puts them there as the orders' history
 * grows: see migration 4). It runs beside the API, never inside a payment: a pass claims what is
 * due, renders and sends each email, and notes the outcome; a failed send is tried again later,
 * with growing delays, until it goes or the mailer gives up on it (about a day later). Without a
 * transport (no SMTP_URL) nothing is claimed: the emails wait in the outbox.
 */

export type RenderEmail = (content: OrderEmailContent) => Promise<RenderedEmail>;

export interface OrderMailerDeps {
  outbox: MailOutbox;
  transport: MailTransport | null;
  /** The site's origin, for the receipt link and the message ids. */
  publicUrl: string;
  log: FastifyBaseLogger;
  /** Renders an email (React Email, loaded on first use: it takes a second to load). */
  render?: RenderEmail;
  /**
   * The account area (`AccountService`): the language each account chose for its emails, over
   * the order's. Without it, every email is in its order's language.
   */
  accounts?: EmailLanguages | undefined;
  /**
   * The recovery area (`RecoveryService`): the link's token of each recovery email. Without it, a
   * recovery email has no link and is not sent.
   */
  recoveries?: RecoveryLinks | undefined;
}

/** Who keeps the recovery links' tokens of abandoned checkouts (the recovery area). */
export interface RecoveryLinks {
  /** By order id; an order with no recovery link is missing. */
  recoveryTokens(orderIds: string[]): Promise<Map<string, string>>;
}

/** Who knows the language an account chose for its emails (the account area). */
export interface EmailLanguages {
  /** By uid; an account that chose none is missing. */
  emailLocales(uids: string[]): Promise<Map<string, Locale>>;
}

export interface OrderMailerOptions {
  /** Seconds between passes. */
  intervalS: number;
  /** Emails claimed at a time. */
  batchSize?: number;
  /** How long a claimed email is this mailer's before another may take it (a crash mid-send). */
  leaseS?: number;
  /** Delays before each retry; after the last one the email is given up. */
  retryDelaysS?: readonly number[];
}

/** Tries 1 + 8 times over about a day: a mail server down for hours still gets the email. */
export const RETRY_DELAYS_S = [30, 120, 600, 1_800, 3_600, 3 * 3_600, 6 * 3_600, 12 * 3_600];

export interface MailPassResult {
  sent: number;
  skipped: number;
  retrying: number;
  failed: number;
}

const loadRenderer: RenderEmail = async (content) =>
  (await import('./render-order-email')).renderOrderEmail(content);

/** The Message-ID of an email: the same for every attempt at it, and unique to it. */
export function messageIdFor(
  mail: Pick<ClaimedMail, 'orderId' | 'dedupeKey'>,
  publicUrl: string,
): string {
  const host = new URL(publicUrl).hostname;
  const left = `${mail.dedupeKey}.${mail.orderId}`.replace(/[^A-Za-z0-9.-]/g, '-');
  return `<${left}@${host}>`;
}

export class OrderMailer {
  private readonly render: RenderEmail;
  private readonly batchSize: number;
  private readonly leaseS: number;
  private readonly retryDelaysS: readonly number[];
  private timer: NodeJS.Timeout | undefined;
  private pass: Promise<MailPassResult> | null = null;
  private started = false;
  private stopped = false;
  private nudged = false;

  constructor(
    private readonly deps: OrderMailerDeps,
    private readonly options: OrderMailerOptions,
  ) {
    this.render = deps.render ?? loadRenderer;
    this.batchSize = options.batchSize ?? 20;
    this.leaseS = options.leaseS ?? 120;
    this.retryDelaysS = options.retryDelaysS ?? RETRY_DELAYS_S;
  }

  /** Sends what is due now, then again every `intervalS`. */
  /**
   * The emails the shop owes or sent the buyer about an order, oldest first, with their event:
   * the console's detail and timeline read them here, the outbox being this area's.
   */
  emailsFor(orderId: string): Promise<OrderEmailRow[]> {
    return this.deps.outbox.emailsFor(orderId);
  }

  /** The emails about a buyer's orders and to their verified email: the account's download. */
  emailsOfBuyer(uid: string, email: string | null): Promise<BuyerEmailRow[]> {
    return this.deps.outbox.emailsOfBuyer(uid, email);
  }

  start(): void {
    if (this.started || this.stopped) return;
    this.started = true;
    if (!this.deps.transport) {
      this.deps.log.warn(
        'SMTP_URL is not set: order emails are not sent; they wait in the mail outbox until it is',
      );
      return;
    }
    void this.tick();
  }

  /** Something may be due (a payment was just recorded): look now rather than at the next tick. */
  nudge(): void {
    if (!this.started || this.stopped || !this.deps.transport) return;
    if (this.pass) {
      this.nudged = true;
      return;
    }
    clearTimeout(this.timer);
    void this.tick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.pass?.catch(() => {});
    this.deps.transport?.close();
  }

  /** One pass over the due emails; concurrent calls share the pass under way. */
  runOnce(): Promise<MailPassResult> {
    if (!this.pass) {
      this.pass = this.drain().finally(() => {
        this.pass = null;
      });
    }
    return this.pass;
  }

  private async tick(): Promise<void> {
    try {
      await this.runOnce();
    } catch (error) {
      this.deps.log.error({ err: error }, 'mail outbox pass failed');
    }
    if (this.stopped) return;
    const again = this.nudged;
    this.nudged = false;
    this.timer = setTimeout(() => void this.tick(), again ? 0 : this.options.intervalS * 1_000);
    this.timer.unref();
  }

  /**
   * The claimed emails made ready: a recovery email with its link's token (one without a token
   * has no recovery facts, and is skipped), each in the language its account chose for its
   * emails, else its order's.
   */
  private async ready(batch: ClaimedFromOutbox[]): Promise<ClaimedMail[]> {
    const recoveryIds = batch.flatMap((mail) => (mail.recovery ? [mail.orderId] : []));
    const tokens =
      recoveryIds.length > 0 && this.deps.recoveries
        ? await this.deps.recoveries.recoveryTokens(recoveryIds)
        : new Map<string, string>();
    const uids = batch.flatMap(({ uid }) => (uid ? [uid] : []));
    const chosen =
      uids.length > 0 && this.deps.accounts
        ? await this.deps.accounts.emailLocales(uids)
        : new Map<string, Locale>();
    return batch.map((mail) => {
      const token = tokens.get(mail.orderId);
      const recovery = mail.recovery && token ? { ...mail.recovery, token } : null;
      const locale = mail.uid ? chosen.get(mail.uid) : undefined;
      if (!locale) return { ...mail, recovery };
      return {
        ...mail,
        order: mail.order && { ...mail.order, locale },
        recovery: recovery && { ...recovery, locale },
      };
    });
  }

  private async drain(): Promise<MailPassResult> {
    const result: MailPassResult = { sent: 0, skipped: 0, retrying: 0, failed: 0 };
    if (!this.deps.transport) return result;
    // A bounded pass: a backlog is worked through over several ticks, never in one long loop.
    for (let round = 0; round < 10 && !this.stopped; round += 1) {
      const batch = await this.ready(
        await this.deps.outbox.claimDue({ limit: this.batchSize, leaseS: this.leaseS }),
      );
      for (const mail of batch) result[await this.deliver(mail, this.deps.transport)] += 1;
      if (batch.length < this.batchSize) break;
    }
    return result;
  }

  private async deliver(
    mail: ClaimedMail,
    transport: MailTransport,
  ): Promise<keyof MailPassResult> {
    const { outbox, log, publicUrl } = this.deps;
    const context = { orderId: mail.orderId, mail: mail.dedupeKey, attempt: mail.attempt };
    let sentTo: string | null = null;
    try {
      if (mail.kind === 'checkout-recovery') {
        // An unpaid order's email: no payment record, its own content (recovery-email.ts).
        return await this.deliverRecovery(mail, transport);
      }
      if (!mail.order) {
        await outbox.giveUp(mail.id, 'the order has no payment record');
        log.error(context, 'order email given up: the order has no payment record');
        return 'failed';
      }
      const to = recipientOf(mail.order.payer, mail.order.buyerEmail, mail.order.contactEmail);
      if (!to) {
        await outbox.markSkipped(
          mail.id,
          'no email address: PayPal gave none and no buyer signed in',
        );
        log.info(context, 'order email not sent: no email address for this order');
        return 'skipped';
      }
      // One mailbox, by the checkout's own rule: a list or a display name would be read by the
      // mail library as other recipients than the one the order stores (`x,victim@example.com`).
      if (!isEmailAddress(to)) {
        await outbox.giveUp(mail.id, 'the recipient is not a single email address');
        log.error(context, 'order email given up: the recipient is not a single email address');
        return 'failed';
      }
      const email = await this.render(orderEmailContent(mail, mail.order, { publicUrl }));
      await transport.send({
        to,
        ...email,
        messageId: messageIdFor(mail, publicUrl),
        ...(mail.kind === 'confirmation'
          ? {}
          : {
              references: messageIdFor(
                { orderId: mail.orderId, dedupeKey: 'confirmation' },
                publicUrl,
              ),
            }),
      });
      sentTo = to;
      await outbox.markSent(mail.id, to);
      log.info(context, 'order email sent');
      return 'sent';
    } catch (error) {
      if (sentTo) {
        // Sent, but not noted: once the lease ends it goes again, with the same Message-ID.
        log.error({ ...context, err: error }, 'order email sent but not marked as sent');
        return 'sent';
      }
      try {
        return await this.afterFailure(mail, error);
      } catch (noted) {
        log.error({ ...context, err: noted }, 'order email failed and could not be rescheduled');
        return 'retrying';
      }
    }
  }

  /** The recovery email of an abandoned checkout: to the contact email given there, only. */
  private async deliverRecovery(
    mail: ClaimedMail,
    transport: MailTransport,
  ): Promise<keyof MailPassResult> {
    const { outbox, log, publicUrl } = this.deps;
    const context = { orderId: mail.orderId, mail: mail.dedupeKey, attempt: mail.attempt };
    const facts = mail.recovery;
    if (!facts?.contactEmail || !isEmailAddress(facts.contactEmail)) {
      await outbox.markSkipped(mail.id, 'no contact email was given at this checkout');
      log.info(context, 'recovery email not sent: no contact email');
      return 'skipped';
    }
    const { renderRecoveryEmail } = await import('./render-recovery-email');
    const email = await renderRecoveryEmail(recoveryEmailContent(facts, { publicUrl }));
    await transport.send({
      to: facts.contactEmail,
      ...email,
      messageId: messageIdFor(mail, publicUrl),
    });
    await outbox.markSent(mail.id, facts.contactEmail);
    log.info(context, 'recovery email sent');
    return 'sent';
  }

  private async afterFailure(mail: ClaimedMail, error: unknown): Promise<keyof MailPassResult> {
    const { outbox, log } = this.deps;
    const message = error instanceof Error ? error.message : String(error);
    const context = { orderId: mail.orderId, mail: mail.dedupeKey, attempt: mail.attempt };
    const delay = this.retryDelaysS[mail.attempt - 1];
    if ((error instanceof SendFailure && error.permanent) || delay === undefined) {
      await outbox.giveUp(mail.id, message);
      log.error({ ...context, err: error }, 'order email given up');
      return 'failed';
    }
    await outbox.retryLater(mail.id, message, delay);
    log.warn({ ...context, err: error, retryInS: delay }, 'order email not sent; will retry');
    return 'retrying';
  }
}
