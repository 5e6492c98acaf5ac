import * as z from 'zod/mini';
import { SUBSCRIPTION_STATUSES } from './subscription';

/**
 * What the subscriber sees of their Custom ELY subscription (`GET /api/subscriptions/:id` with
 * the token of their emails' link or as the signed-in owner, and `GET /api/subscriptions/mine`):
 * as schemas, so the account page parses the answers with the same shapes the server's are typed
 * from. Its own module (not domain/answers.ts): only the account page's lazy section loads it.
 */

const Cents = z.number().check(z.int());

export const SubscriptionViewAnswer = z.object({
  subscriptionId: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  plan: z.object({ name: z.string(), priceCents: Cents, currency: z.literal('USD') }),
  /** ISO 8601; null once nothing more will be charged, or when PayPal does not say. */
  nextBillingAt: z.nullable(z.string()),
  /** 'SYN-XXXXXXXX': the activation code. */
  codigo: z.string(),
  /** ISO 8601: when the shop recorded it. */
  startedAt: z.string(),
  cancelledAt: z.nullable(z.string()),
  /** Whether PayPal may still bill it (active or suspended): then it can be cancelled. */
  cancellable: z.boolean(),
  /** The payments PayPal took for it, newest first. */
  payments: z.array(z.object({ at: z.string(), amountCents: Cents, codigo: z.string() })),
});
export type SubscriptionViewAnswer = z.infer<typeof SubscriptionViewAnswer>;

export const MySubscriptionsAnswer = z.object({ subscriptions: z.array(SubscriptionViewAnswer) });
export type MySubscriptionsAnswer = z.infer<typeof MySubscriptionsAnswer>;

export const CancelSubscriptionAnswer = z.object({ status: z.enum(SUBSCRIPTION_STATUSES) });
export type CancelSubscriptionAnswer = z.infer<typeof CancelSubscriptionAnswer>;
