/**
 * Custom ELY by the month: the plan PayPal bills (USD 5.00 a month, no setup fee), a
 * subscription's states in the shop's words, and what the browser and the API say to each other
 * about it. Pure: no IO.
 */
import * as z from 'zod/mini';

export const CUSTOM_ELY_PLAN = {
  /** The catalogue's product this plan sells. */
  productId: 'custom-ely',
  title: 'Custom ELY',
  /** The plan's name at PayPal: `npm run paypal:plans` finds it again by this name. */
  name: 'Custom ELY monthly',
  priceCents: 500,
} as const;

/** Where a subscription stands, as PayPal says (a subscription only exists here once active). */
export const SUBSCRIPTION_STATUSES = ['active', 'suspended', 'cancelled', 'expired'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** PayPal's subscription ids ('I-BW452GLLEP1G'). */
export const SUBSCRIPTION_ID_PATTERN = /^I-[A-Z0-9]{10,40}$/;

/** Whether Custom ELY is on sale at `now`. */
export function isLaunched(launch: Date, now: Date): boolean {
  return now.getTime() >= launch.getTime();
}

/** GET /api/subscriptions/config: what the subscribe button needs. */
export const SubscriptionConfigAnswer = z.object({
  mode: z.enum(['stand-in', 'sandbox', 'live']),
  /** PayPal's plan id; null when none is configured (the button stays disabled). */
  planId: z.nullable(z.string()),
  /** ISO 8601. */
  launch: z.string(),
  /** PayPal's SDK for subscriptions: the client id, and the stand-in's script URL in test mode. */
  clientId: z.string(),
  sdkBaseUrl: z.nullable(z.string()),
});
export type SubscriptionConfigAnswer = z.infer<typeof SubscriptionConfigAnswer>;

/** POST /api/subscriptions/:id/activate's answer. */
export interface ActivateSubscriptionAnswer {
  subscriptionId: string;
  status: SubscriptionStatus;
  /** 'SYN-XXXXXXXX': the activation code. */
  codigo: string;
  /** ISO 8601, or null when PayPal does not say. */
  nextBillingAt: string | null;
}
