import { PayPalGateway } from '#server/payments/paypal/paypal-gateway';
import { loadConfig } from '#server/platform/config';
import { ensureCustomElyPlan } from '#server/subscriptions/plans';

/**
 * `npm run paypal:plans`: makes Custom ELY's catalog product and monthly billing plan (USD 5.00 a
 * month, no setup fee) at the PayPal the environment names (PAYPAL_MODE, PAYPAL_CLIENT_ID,
 * PAYPAL_CLIENT_SECRET; or PAYPAL_MODE=stand-in with PAYPAL_API_BASE for a stand-in of its own),
 * and prints the plan id for PAYPAL_PLAN_CUSTOM_ELY. Run again, it finds them and makes nothing.
 */

const config = loadConfig();
const base = config.paypal.apiBase;
if (!base) {
  console.error(
    'PAYPAL_MODE=stand-in needs PAYPAL_API_BASE (a stand-in of its own, `npm run paypal:stand-in`): a server on the stand-in makes its plan itself at start.',
  );
  process.exit(1);
}
const gateway = new PayPalGateway({
  baseUrl: base,
  clientId: config.paypal.credentials.clientId,
  clientSecret: config.paypal.credentials.clientSecret,
  timeoutMs: config.paypal.timeoutMs,
});
try {
  const { planId, created } = await ensureCustomElyPlan(gateway);
  console.log(`${created ? 'Created' : 'Found'} the Custom ELY plan at ${base}.`);
  console.log(`PAYPAL_PLAN_CUSTOM_ELY=${planId}`);
} catch (error) {
  console.error(
    `Could not make the Custom ELY plan: ${error instanceof Error ? error.message : error}`,
  );
  process.exitCode = 1;
} finally {
  await gateway.close();
}
