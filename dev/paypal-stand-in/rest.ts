import type { FastifyInstance } from 'fastify';
import { createStandIn, type StandInOptions } from './context';
import { registerOrders } from './orders';
import { registerPayerSide } from './payer-side';
import { registerRefunds } from './refunds';
import { registerSubscriptions } from './subscriptions';
import { registerTestControls } from './test-controls';
import { registerToken } from './token';
import { registerWebhookVerification } from './webhook-routes';

/**
 * A stateful stand-in of PayPal's REST API, shaped as PayPal's contract says, composed of one
 * file per resource: the OAuth token (token.ts), orders and their capture (orders.ts), refunds
 * (refunds.ts), catalog products, plans and subscriptions (subscriptions.ts), webhook verification (webhook-routes.ts; webhooks.ts delivers them), the payer's
 * side that its browser script calls (payer-side.ts), and the test hooks (test-controls.ts).
 * Mounted under /__paypal only when no PayPal credentials are configured.
 */

export type { StandInOptions };

export async function registerPayPalStandIn(app: FastifyInstance, options: StandInOptions = {}) {
  const standIn = createStandIn(app, options);
  registerToken(app, standIn);
  registerOrders(app, standIn);
  registerRefunds(app, standIn);
  registerSubscriptions(app, standIn);
  registerWebhookVerification(app, standIn);
  registerPayerSide(app, standIn);
  registerTestControls(app, standIn);
}
