import type { FastifyBaseLogger } from 'fastify';
import { isEmailAddress } from '#domain/email';
import { CUSTOM_ELY_PLAN } from '#domain/subscription';
import type { AccountService } from '../account/service';
import { type MailTransport, SendFailure } from '../mail/mail-transport';
import { RETRY_DELAYS_S } from '../mail/mailer';
import type { RefundService } from '../refunds/service';
import { subscriptionEmail } from './email';
import type { ClaimedSubscriptionMail, SubscriptionsStore } from './store';

/**
 * Sends the subscribers' emails (table subscription_mail) through the shop's SMTP transport, as
 * the order mailer sends the orders': a pass claims what is due (a lease, so a crash mid-send
 * only delays it), sends to the contact email given at subscription, and notes the outcome; a
 * failed send is tried again with the order mailer's delays, then given up.
 */
export class SubscriptionMailer {
  private timer: NodeJS.Timeout | undefined;
  private pass: Promise<number> | null = null;
  private started = false;
  private stopped = false;

  constructor(
    private readonly deps: {
      store: SubscriptionsStore;
      /** The refunds area: what a refund PayPal made gave back, for the subscriber's email. */
      refunds?: Pick<RefundService, 'amountOfProviderRefund'> | undefined;
      /** The account area: the language an account chose for its emails, over the subscription's. */
      accounts?: Pick<AccountService, 'emailLocales'> | undefined;
      transport: MailTransport | null;
      publicUrl: string;
      log: FastifyBaseLogger;
    },
    private readonly options: { intervalS: number; retryDelaysS?: readonly number[] },
  ) {}

  start(): void {
    if (this.started || this.stopped || !this.deps.transport) return;
    this.started = true;
    void this.tick();
  }

  nudge(): void {
    if (!this.started || this.stopped) return;
    clearTimeout(this.timer);
    void this.tick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.pass?.catch(() => {});
  }

  /** One pass over the due emails; answers how many were sent. */
  runOnce(): Promise<number> {
    this.pass ??= this.drain().finally(() => {
      this.pass = null;
    });
    return this.pass;
  }

  private async tick(): Promise<void> {
    try {
      await this.runOnce();
    } catch (error) {
      this.deps.log.error({ err: error }, 'subscription mail pass failed');
    }
    if (this.stopped) return;
    this.timer = setTimeout(() => void this.tick(), this.options.intervalS * 1_000);
    this.timer.unref();
  }

  private async drain(): Promise<number> {
    const { transport, store } = this.deps;
    if (!transport) return 0;
    let sent = 0;
    for (let round = 0; round < 10 && !this.stopped; round += 1) {
      const batch = await this.inChosenLanguages(await store.claimMail({ limit: 20, leaseS: 120 }));
      for (const mail of batch) if (await this.deliver(mail, transport)) sent += 1;
      if (batch.length < 20) break;
    }
    return sent;
  }

  /** Each email in the language its account chose for its emails, else the subscription's. */
  private async inChosenLanguages(
    batch: ClaimedSubscriptionMail[],
  ): Promise<ClaimedSubscriptionMail[]> {
    const uids = batch.flatMap(({ subscription }) => (subscription.uid ? [subscription.uid] : []));
    if (uids.length === 0 || !this.deps.accounts) return batch;
    const chosen = await this.deps.accounts.emailLocales(uids);
    return batch.map((mail) => {
      const locale = mail.subscription.uid ? chosen.get(mail.subscription.uid) : undefined;
      return locale ? { ...mail, subscription: { ...mail.subscription, locale } } : mail;
    });
  }

  /** The refund a 'subscription-refunded' email ('refund:<PayPal refund id>') tells of. */
  private async refundOf(mail: ClaimedSubscriptionMail): Promise<{ amountCents: number } | null> {
    if (mail.kind !== 'subscription-refunded' || !this.deps.refunds) return null;
    const amountCents = await this.deps.refunds.amountOfProviderRefund(
      mail.dedupeKey.replace(/^refund:/, ''),
    );
    return amountCents === null ? null : { amountCents };
  }

  private async deliver(mail: ClaimedSubscriptionMail, transport: MailTransport): Promise<boolean> {
    const { store, log, publicUrl } = this.deps;
    const context = { subscriptionId: mail.subscription.id, mail: mail.dedupeKey };
    const to = mail.subscription.contact.email;
    if (!isEmailAddress(to)) {
      await store.markMailFailed(mail.id, 'the contact is not a single email address', null);
      return false;
    }
    try {
      const email = subscriptionEmail(
        { ...mail, refund: await this.refundOf(mail) },
        {
          priceCents: CUSTOM_ELY_PLAN.priceCents,
          publicUrl,
        },
      );
      const host = new URL(publicUrl).hostname;
      const left = `${mail.dedupeKey}.${mail.subscription.id}`.replace(/[^A-Za-z0-9.-]/g, '-');
      await transport.send({ to, ...email, messageId: `<${left}@${host}>` });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const delays = this.options.retryDelaysS ?? RETRY_DELAYS_S;
      const delay =
        error instanceof SendFailure && error.permanent ? null : delays[mail.attempt - 1];
      await store.markMailFailed(mail.id, message, delay ?? null);
      log.warn({ ...context, err: error, retryInS: delay ?? null }, 'subscription email not sent');
      return false;
    }
    await store.markMailSent(mail.id, to);
    log.info(context, 'subscription email sent');
    return true;
  }
}
