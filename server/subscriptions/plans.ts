import { CUSTOM_ELY_PLAN } from '#domain/subscription';
import { GatewayRefusal } from '../payments/gateway';
import type { PayPalGateway } from '../payments/paypal/paypal-gateway';
import { Plan, type PlanBody, PlanList, Product } from './paypal-billing';

/**
 * Custom ELY's catalog product and monthly billing plan at PayPal, made once: `npm run
 * paypal:plans` against sandbox or live (its plan id then goes into PAYPAL_PLAN_CUSTOM_ELY), and
 * every start of a server on the stand-in. Run again, it finds what it made and makes nothing:
 * the product has our own id, and a plan is reused when it is active and bills what the plan says.
 */

/** The catalog product's id at PayPal (we choose it: 6 to 50 characters). */
export const CUSTOM_ELY_PRODUCT_ID = 'SYNTHAMOUR-CUSTOM-ELY';

const PRICE = (CUSTOM_ELY_PLAN.priceCents / 100).toFixed(2);

function billsAsPlanned(plan: PlanBody): boolean {
  const cycles = plan.billing_cycles ?? [];
  const regular = cycles.filter((cycle) => cycle.tenure_type === 'REGULAR');
  const price = regular[0]?.pricing_scheme?.fixed_price;
  const setupFee = plan.payment_preferences?.setup_fee;
  return (
    plan.status === 'ACTIVE' &&
    cycles.length === 1 &&
    regular[0]?.frequency.interval_unit === 'MONTH' &&
    (regular[0]?.frequency.interval_count ?? 1) === 1 &&
    price?.currency_code === 'USD' &&
    Number(price.value) === Number(PRICE) &&
    (!setupFee || Number(setupFee.value) === 0)
  );
}

/** The plan's id at PayPal, making the product and the plan when PayPal has none of them. */
export async function ensureCustomElyPlan(
  gateway: PayPalGateway,
): Promise<{ planId: string; created: boolean }> {
  try {
    await gateway.request('GET', `/v1/catalogs/products/${CUSTOM_ELY_PRODUCT_ID}`, Product);
  } catch (error) {
    if (!(error instanceof GatewayRefusal && error.reason === 'not-found')) throw error;
    await gateway.request('POST', '/v1/catalogs/products', Product, {
      body: {
        id: CUSTOM_ELY_PRODUCT_ID,
        name: 'Custom ELY',
        description: 'ELY, the holographic emotional AI companion, personalised: monthly.',
        type: 'SERVICE',
        category: 'SOFTWARE',
      },
      headers: { 'PayPal-Request-Id': `product-${CUSTOM_ELY_PRODUCT_ID}` },
    });
  }
  const listed = await gateway.request(
    'GET',
    `/v1/billing/plans?product_id=${CUSTOM_ELY_PRODUCT_ID}&page_size=20`,
    PlanList,
  );
  for (const candidate of listed.plans) {
    if (candidate.name !== CUSTOM_ELY_PLAN.name || candidate.status !== 'ACTIVE') continue;
    const plan = await gateway.request(
      'GET',
      `/v1/billing/plans/${encodeURIComponent(candidate.id)}`,
      Plan,
    );
    if (billsAsPlanned(plan)) return { planId: plan.id, created: false };
  }
  const plan = await gateway.request('POST', '/v1/billing/plans', Plan, {
    body: {
      product_id: CUSTOM_ELY_PRODUCT_ID,
      name: CUSTOM_ELY_PLAN.name,
      description: 'Custom ELY, billed monthly. Cancel at any time.',
      status: 'ACTIVE',
      billing_cycles: [
        {
          frequency: { interval_unit: 'MONTH', interval_count: 1 },
          tenure_type: 'REGULAR',
          sequence: 1,
          // 0: it renews until cancelled.
          total_cycles: 0,
          pricing_scheme: { fixed_price: { currency_code: 'USD', value: PRICE } },
        },
      ],
      payment_preferences: {
        auto_bill_outstanding: true,
        setup_fee_failure_action: 'CANCEL',
        // PayPal retries a failed payment; after three failures in a row it suspends.
        payment_failure_threshold: 3,
      },
    },
    headers: {
      'PayPal-Request-Id': `plan-${CUSTOM_ELY_PRODUCT_ID}-${PRICE}`,
      Prefer: 'return=representation',
    },
  });
  return { planId: plan.id, created: true };
}
