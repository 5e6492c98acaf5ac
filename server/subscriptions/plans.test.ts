import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStandIn } from '#dev/paypal-stand-in/server';
import { PayPalGateway } from '../payments/paypal/paypal-gateway';
import { loadServerConfig } from '../platform/config';
import { ensureCustomElyPlan } from './plans';

/** `npm run paypal:plans`: the product and the plan, made once; and the plan id, required. */
describe('the Custom ELY plan at PayPal', () => {
  let standIn: Awaited<ReturnType<typeof startStandIn>>;
  let gateway: PayPalGateway;
  beforeAll(async () => {
    standIn = await startStandIn({ port: 0, webhookTarget: null });
    gateway = new PayPalGateway({ baseUrl: standIn.url, clientId: 'id', clientSecret: 'secret' });
  });
  afterAll(async () => {
    await gateway?.close();
    await standIn?.app.close();
  });

  it('makes the product and a USD 5.00 monthly plan without setup fee, then finds them again', async () => {
    const first = await ensureCustomElyPlan(gateway);
    expect(first).toMatchObject({ created: true });
    expect(first.planId).toMatch(/^P-/);
    expect(await ensureCustomElyPlan(gateway)).toEqual({ planId: first.planId, created: false });
  });

  it('is required of a production server on sandbox or live PayPal', () => {
    const env = {
      NODE_ENV: 'production',
      SERVE_SITE: '0',
      PAYPAL_MODE: 'sandbox',
      PAYPAL_CLIENT_ID: 'id',
      PAYPAL_CLIENT_SECRET: 'secret',
      FIREBASE_PROJECT_ID: 'ely-prod',
    };
    expect(() => loadServerConfig(env)).toThrow(
      /PAYPAL_PLAN_CUSTOM_ELY: not set, with PAYPAL_MODE=sandbox/,
    );
    const config = loadServerConfig({
      ...env,
      PAYPAL_PLAN_CUSTOM_ELY: 'P-5ML4271244454362WXNWU5NQ',
    });
    expect(config.subscriptions.planId).toBe('P-5ML4271244454362WXNWU5NQ');
    expect(config.subscriptions.launch.toISOString()).toBe('2027-01-01T06:00:00.000Z');
    expect(() =>
      loadServerConfig({ ...env, PAYPAL_PLAN_CUSTOM_ELY: 'P-X', CUSTOM_ELY_LAUNCH: 'soon' }),
    ).toThrow(/CUSTOM_ELY_LAUNCH/);
  });
});
